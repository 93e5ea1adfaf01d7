import { jsonFile } from '../support/emulator.ts';
import { autolinks, decoded, liveAmpersands } from '../support/github-markdown.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Issue 25, hole 6: GitHub decodes every HTML entity, named or numeric, before it looks for
 * mentions and issue links, so a service text holding `&commat;octocat` or `&num;1` must reach
 * the pull request body and the job summary with its `&` made inert, and read there as written.
 */

const EN = {
  colon: 'Hello',
  gh: 'Hello',
  issue: 'Hello',
  mention: 'Hello',
  nosemi: 'Hello',
  numeric: 'Hello',
  plain: 'Hello',
};

/** Each German text brings a tag the English lacks, so the tag is named in "What differs". */
const TAGS: Record<keyof typeof EN, string> = {
  colon: '<i title=https&colon;//evil.example>',
  gh: '<i title=GH&hyphen;1>',
  issue: '<i title=&num;1>',
  mention: '<i title=&commat;octocat>',
  nosemi: '<i title=&commat>',
  // Numeric references were defused before issue 25: the control that they still are.
  numeric: '<i title=&#64;octocat>',
  // An ordinary tag, shown as written.
  plain: '<u>',
};
const DE = Object.fromEntries(
  Object.entries(TAGS).map(([key, tag]) => [
    key,
    `Hallo ${tag}x${tag === '<u>' ? '</u>' : '</i>'}`,
  ]),
);

/** The "What differs" cell of each "Needs review" row, by key, as a reader sees it. */
function shownDifferences(markdown: string): Map<string, string> {
  const start = markdown.indexOf('**Needs review**');
  const table = markdown.slice(start).split('\n\n')[1] ?? '';
  const rows = table.split('\n').slice(2).filter(Boolean);
  return new Map(
    rows.map((row) => {
      const cells = row.split(/(?<!\\) \| /);
      const shown = (cell: string) => decoded(cell.replace(/<!--[\s\S]*?-->/g, ''));
      return [shown(cells[1] ?? '').replace(/`/g, ''), shown(cells[2] ?? '')];
    }),
  );
}

describe('service text in the pull request body and the job summary', () => {
  it('renders no mention or link from a named entity, and shows every text as written', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'locales/en.json': JSON.stringify(EN) },
      languages: ['de'],
      inputs: { mode: 'pull' },
    });
    const put = (lang: string, texts: Record<string, string>) =>
      s.service.project.import({
        id: s.projectId,
        lang_iso: lang,
        file: jsonFile(`${lang}.json`, texts),
      });
    await put('en', EN);
    await put('de', DE);

    const run = await s.run();
    expect(run.code, run.stdout).toBe(0);
    const body = s.github.pulls[0]?.body ?? '';
    for (const markdown of [body, run.summary]) {
      expect(autolinks(markdown)).toEqual([]);
      expect(liveAmpersands(markdown)).toEqual([]);
      // Each tag reads as the service wrote it: entities shown, not decoded.
      const differences = shownDifferences(markdown);
      expect([...differences.keys()].sort()).toEqual(Object.keys(EN));
      for (const [key, tag] of Object.entries(TAGS)) {
        expect(differences.get(key), key).toContain(`not in the base ${tag}`);
      }
      // Code spans (the strings table's new texts) show the text as it is.
      expect(markdown).toContain('`Hallo <i title=&commat;octocat>x</i>`');
    }
  });
});
