import type { Git } from '../git/git.ts';
import { changedPaths as workingTreeChanges } from '../git/status.ts';
import { detectChanges } from './changed-since-sync.ts';
import { MAX_TRANSLATION_BYTES, uploadProblem } from '../files/checkout-file.ts';
import {
  shadowingFiles,
  translationFiles,
  type TranslationFile,
} from '../files/translation-files.ts';
import {
  describeChoice,
  languageChosen,
  sameLanguage,
  unshapedReason,
} from '../files/languages.ts';
import { sourcePath } from '../files/source-path.ts';
import { unmatchedPatterns, unmatchedText } from './unmatched-patterns.ts';
import { refuseEmptyGroups } from './empty-groups.ts';
import { fileFormatOf } from '../translations/index.ts';
import { missedTranslations } from './missed-translations.ts';
import { InputError } from '../inputs/index.ts';
import type { FilePattern } from '../inputs/patterns.ts';
import { codeTaken } from '../files/language-codes.ts';
import type { Log } from '../common/log.ts';
import type { PushDeps, UploadFile } from './push-types.ts';
import type { Changes } from './changed-since-sync.ts';
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
  languages: readonly string[],
): Promise<{
  files: UploadFile[];
  changedPaths: readonly string[];
  changes: Changes;
}> {
  const { settings, git, log } = deps;
  await refuseEmptyGroups(git, settings.patterns);
  return log.group('Changed files', async () => {
    const changes = await detectChanges(git, {
      scope: settings.push.scope,
      ref: deps.ref,
      stateRef: deps.stateRef,
      forkedFrom: deps.forkedFrom,
      patterns: settings.patterns,
      languageMap: settings.languageMap,
      log,
    });
    const matching = translationFiles(changes.paths, settings.patterns, settings.languageMap, base);
    const taken = codeTaken(settings);
    const untaken = matching.filter((f) => !taken(f.language));
    const chosen = (f: TranslationFile) =>
      languageChosen(settings.push.languages, f.language, base, settings.languageMap);
    const baseLocal = settings.languageMap.toLocal(base);
    // The base language's own file is its source, however its path spells the code.
    const source = (f: TranslationFile) =>
      sameLanguage(f.language, base)
        ? f.path
        : (sourcePath(f.path, settings.patterns, baseLocal) ?? f.path);
    // Files of the other languages go up too, with replace off: a translation the repository
    // has and the service lacks is never lost, and one the service has is never overwritten.
    const files = matching
      .filter((f) => taken(f.language))
      .map((f) => ({
        ...f,
        source: source(f),
        keepServiceTexts: !chosen(f),
        msgidIsText:
          sameLanguage(f.language, base) &&
          (fileFormatOf(f.path)?.keysAreBaseTexts === true ||
            isTemplate(f.path, settings.patterns)),
      }))
      .sort(
        (a, b) =>
          Number(b.language === base) - Number(a.language === base) ||
          Number(a.keepServiceTexts) - Number(b.keepServiceTexts) ||
          a.path.localeCompare(b.path),
      );
    const kept = files.filter((f) => f.keepServiceTexts).length;
    log.info(
      `${count(changes.paths.length, 'file')} to consider, ${matching.length} ${plural(matching.length, 'matches', 'match')} the patterns, ${files.length} to upload` +
        (files.length ? `:\n${files.map((f) => `  ${uploadLine(f)}`).join('\n')}` : ''),
    );
    if (untaken.length > 0) {
      log.info(`Not uploaded: ${listFiles(untaken)}: ${unshapedReason('push')}`);
    }
    for (const shadow of shadowingFiles(
      changes.paths,
      settings.patterns,
      settings.languageMap,
      base,
    )) {
      log.info(
        `Not uploaded: ${shadow.path}: it is its group's file of the base language, whose texts are the source's (${shadow.source})`,
      );
    }
    if (kept > 0) {
      log.info(
        `${count(kept, 'file')} of languages push-languages does not choose (it chooses ${describeChoice(settings.push.languages, base)}) ${plural(kept, 'goes', 'go')} up with replace off: their translations fill only what the service lacks`,
      );
    }
    checkPatternsMatch(changes, settings.patterns, log);
    if (changes.firstSync) refuseMissed(changes.paths, settings, { languages, base });
    return { files, changedPaths: changes.paths, changes };
  });
}

/**
 * Every pattern must match a file when every file was looked at. On a first sync one that does
 * not ends the run before anything is uploaded: a misspelt folder would otherwise mark the
 * repository synced (the sync ref moves) and leave a pull request of empty files. Later, a
 * pattern that matches nothing is only a warning: its files may have been removed on purpose, and
 * the other patterns' files must still go up.
 */
function checkPatternsMatch(changes: Changes, patterns: readonly FilePattern[], log: Log): void {
  if (changes.everything === undefined && !changes.firstSync) return;
  const unmatched = unmatchedPatterns(patterns, changes.paths).map((p) =>
    unmatchedText(p, changes.paths),
  );
  if (unmatched.length === 0) return;
  if (changes.firstSync) {
    throw new Error(
      `${unmatched.join('; ')}; a first sync uploads nothing until every pattern matches`,
    );
  }
  for (const text of unmatched) log.warning(`${text}; check the pattern`);
}

/**
 * On a first sync, a group whose translation pattern leaves its sources' translation files
 * behind is an input problem (missed-translations.ts).
 */
function refuseMissed(
  paths: readonly string[],
  settings: PushDeps['settings'],
  project: { readonly languages: readonly string[]; readonly base: string },
): void {
  const map = settings.languageMap;
  const missed = missedTranslations(paths, settings.patterns, { ...project, map });
  if (missed.length > 0) throw new InputError(missed);
}

/** Files with their language, for a log line: at most ten, then how many more. */
function listFiles(files: readonly TranslationFile[]): string {
  const shown = files.slice(0, 10).map((f) => `${f.path} ('${f.language}')`);
  const more = files.length > 10 ? ` and ${files.length - 10} more` : '';
  return `${shown.join(', ')}${more}`;
}

function uploadLine(f: UploadFile): string {
  const as = f.source === f.path ? '' : `, as ${f.source}`;
  return `${f.path} (${f.language}${as}${f.keepServiceTexts ? ', translations the service lacks' : ''})`;
}

/**
 * The files of languages the project lacks are skipped, each with a warning. The sync ref still
 * moves (the other files went up), so the reason says how to send such a file later.
 */
export function skipUnknownLanguages<F extends TranslationFile>(
  files: readonly F[],
  known: ReadonlySet<string>,
  skipped: Array<{ file: TranslationFile; reason: string }>,
  log: Log,
): F[] {
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
async function refuseUnsafe<F extends TranslationFile>(
  workspace: string,
  files: readonly F[],
  skipped: Array<{ file: TranslationFile; reason: string }>,
  log: Log,
): Promise<F[]> {
  const root = await realpath(workspace);
  const safe: F[] = [];
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

/** Whether `path` is the source of a file group marked `template: true`. */
function isTemplate(path: string, patterns: readonly FilePattern[]): boolean {
  const pattern = patterns.find((p) => p.languageOf(path) !== undefined);
  return pattern?.group?.template === true;
}
