import type { Git } from '../git/git.ts';
import { changedPaths as workingTreeChanges } from '../git/status.ts';
import { detectChanges } from './changes.ts';
import { MAX_TRANSLATION_BYTES, uploadProblem } from './checkout-file.ts';
import { translationFiles, type TranslationFile } from './files.ts';
import { describeChoice, languageChosen } from './languages.ts';
import type { Log } from './log.ts';
import type { PushDeps } from './push-types.ts';
import { realpath } from 'node:fs/promises';
import { count, plural } from '../common/plural.ts';

/**
 * The translation files to upload: those that changed since the sync ref (or all, with
 * push-scope: all), matching the patterns, of the languages push-languages chooses, the base
 * language first. Says what it found, what it leaves out, and when no file matches at all.
 */
export async function chooseUploads(
  deps: PushDeps,
  base: string,
): Promise<{
  files: TranslationFile[];
  changedPaths: readonly string[];
  since: string | undefined;
}> {
  const { settings, git, log } = deps;
  return log.group('Changed files', async () => {
    const changes = await detectChanges(git, {
      scope: settings.push.scope,
      ref: deps.ref,
      log,
    });
    const matching = translationFiles(changes.paths, settings.patterns, settings.languageMap);
    const chosen = matching
      .filter((f) =>
        languageChosen(settings.push.languages, f.language, base, settings.languageMap),
      )
      .sort(
        (a, b) =>
          Number(b.language === base) - Number(a.language === base) || a.path.localeCompare(b.path),
      );
    log.info(
      `${count(changes.paths.length, 'file')} to consider, ${matching.length} ${plural(matching.length, 'matches', 'match')} the patterns, ${chosen.length} to upload` +
        (chosen.length ? `:\n${chosen.map((f) => `  ${f.path} (${f.language})`).join('\n')}` : ''),
    );
    const left = matching.filter((f) => !chosen.includes(f));
    if (left.length > 0) {
      const shown = left.slice(0, 10).map((f) => `${f.path} (${f.language})`);
      log.info(
        `Not uploaded, as push-languages chooses only ${describeChoice(settings.push.languages, base)}: ${shown.join(', ')}${left.length > 10 ? `, and ${left.length - 10} more` : ''}`,
      );
    }
    // Every file was looked at and none matched: the patterns, not the changes, are wrong.
    if (changes.everything !== undefined && matching.length === 0) {
      log.warning(
        `No file of the repository matches files (${settings.patterns.map((p) => p.source).join(', ')}); check the patterns`,
      );
    }
    return { files: chosen, changedPaths: changes.paths, since: changes.since };
  });
}

/**
 * The files of languages the project lacks are skipped, each with a warning. The sync ref still
 * moves (the other files went up), so the reason says how to send such a file later.
 */
export function skipUnknownLanguages(
  files: readonly TranslationFile[],
  known: ReadonlySet<string>,
  skipped: Array<{ file: TranslationFile; reason: string }>,
  log: Log,
): TranslationFile[] {
  for (const file of files.filter((f) => !known.has(f.language))) {
    const reason = `the project has no language '${file.language}'; add it on the service (or set add-missing-languages), then run once with push-scope: all, or the file goes up only when it next changes`;
    skipped.push({ file, reason });
    log.warning(`Skipping ${file.path}: ${reason}`);
  }
  return files.filter((f) => known.has(f.language));
}

export /**
 * The files that may be read for upload; each other one is skipped with its reason (a symbolic
 * link, a path through a linked folder, a FIFO or device, a file over the size limit), and the
 * rest of the push goes on. The sync ref still moves: running again cannot make such a file
 * uploadable, and once it is a regular file its next change goes up.
 */
async function refuseUnsafe(
  workspace: string,
  files: readonly TranslationFile[],
  skipped: Array<{ file: TranslationFile; reason: string }>,
  log: Log,
): Promise<TranslationFile[]> {
  const root = await realpath(workspace);
  const safe: TranslationFile[] = [];
  for (const file of files) {
    const problem = await uploadProblem(root, file.path, MAX_TRANSLATION_BYTES);
    if (problem === undefined) {
      safe.push(file);
      continue;
    }
    const reason = `not uploaded: ${problem}`;
    skipped.push({ file, reason });
    log.warning(`${file.path}: ${reason}`);
  }
  return safe;
}

export /**
 * Files are uploaded as the checkout has them, while the sync ref records the commit: a step
 * before this one that changed a file without committing it makes the two differ, and the next
 * run will not notice. Said once per file, so the workflow can commit first.
 */
async function warnUncommitted(
  git: Git,
  uploads: readonly TranslationFile[],
  commit: string,
  log: Log,
): Promise<void> {
  // Named paths keep git from walking a large repository, within a command line's length.
  const paths = uploads.length <= 100 ? uploads.map((f) => f.path) : undefined;
  const modified = new Set(await workingTreeChanges(git, paths));
  for (const file of uploads.filter((f) => modified.has(f.path))) {
    log.warning(
      `${file.path} has changes not committed in the checkout: they are uploaded, but the sync ref records ${commit.slice(0, 12)}; commit them in the workflow before this step`,
    );
  }
}
