import { createGit } from '../src/git/git.ts';
import { comparePulledStrings } from '../src/pull/pulled-strings.ts';
import { stringChangesSection } from '../src/report/string-changes-table.ts';

/**
 * The per-string diff of a pull, alone, in a fresh process as the action runs it: each pulled
 * file of `locales/<language>.json` in the checkout compared with HEAD's, and the list rendered
 * for the pull request body and the job summary. Prints the times of both (`compareMs`,
 * `renderMs`) and the rows. Cold, as the action is not when it gets there: the pull has read the
 * same files with the same code just before, so these times are an upper bound.
 * Usage: node bench/string-diff-child.ts <checkout> <language>…
 */
const [workspace = '.', ...languages] = process.argv.slice(2);
const git = createGit(workspace);
// The action has checked git's version long before the diff: not part of the diff's time.
await git.run(['--version']);
const files = languages.map((language) => ({
  path: `locales/${language}.json`,
  language,
  localLanguage: language,
  bytes: 0,
}));
const started = performance.now();
const { strings } = await comparePulledStrings(git, {
  since: undefined,
  files,
  workTree: workspace,
});
const compared = performance.now();
const body = stringChangesSection(strings, {
  limit: 60_000,
  measure: (text) => text.length,
  elsewhere: 'in the job summary',
});
const summary = stringChangesSection(strings, {
  limit: 900 * 1024,
  measure: (text) => Buffer.byteLength(text),
  elsewhere: 'left out',
});
const rows = strings.reduce((sum, file) => sum + (file.changes?.length ?? 0), 0);
console.log(
  JSON.stringify({
    compareMs: compared - started,
    renderMs: performance.now() - compared,
    rows,
    bodyChars: body.length,
    summaryBytes: summary.length,
  }),
);
