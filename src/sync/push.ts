import { messageOf } from '../common/message-of.ts';
import { realpath } from 'node:fs/promises';
import { basename } from 'node:path';
import { ApiError, type ImportResult, type LmsClient } from '../api/index.ts';
import type { Git } from '../git/git.ts';
import { changedPaths as workingTreeChanges } from '../git/status.ts';
import type { Settings } from '../inputs/index.ts';
import { detectChanges } from './changes.ts';
import { MAX_TRANSLATION_BYTES, readForUpload, uploadProblem } from './checkout-file.ts';
import { translationFiles, type TranslationFile } from './files.ts';
import { baseLanguageOf, describeChoice, languageChosen } from './languages.ts';
import type { Log } from './log.ts';
import { uploadScreenshots, type ScreenshotOutcome } from './screenshots.ts';
import { headCommit, tryMoveSyncRef } from '../git/sync-ref.ts';

export interface ImportOutcome {
  readonly file: TranslationFile;
  /** The service's counts; absent when the import failed or was not attempted. */
  readonly result?: ImportResult;
  /** Milliseconds spent waiting for the rate limit before this import was accepted. */
  readonly waitedMs: number;
  readonly error?: string;
}

export interface PushReport {
  readonly commit: string;
  readonly imports: readonly ImportOutcome[];
  /** Files left out on purpose, with the reason (a language the project lacks, not a regular file). */
  readonly skipped: ReadonlyArray<{ readonly file: TranslationFile; readonly reason: string }>;
  readonly screenshots: readonly ScreenshotOutcome[];
  readonly addedLanguages: readonly string[];
  readonly snapshot: boolean;
  /** True when every write succeeded; the sync ref moves only then. */
  readonly succeeded: boolean;
  /** True when the sync ref points at `commit` after the run (moved, or there already). */
  readonly refAtCommit: boolean;
}

export interface PushDeps {
  readonly settings: Settings;
  readonly client: LmsClient;
  readonly git: Git;
  readonly log: Log;
  readonly branch: string;
  readonly ref: string;
  /** Per-command git settings that carry credentials. */
  readonly credentials: readonly string[];
  /** Milliseconds waited for rate limits so far (grows as the client waits). */
  readonly waitedMs: () => number;
}

/** Codes after which no other import can succeed either. */
const FATAL_CODES = new Set(['401', '4011', '403', '404']);

/**
 * Uploads the translation files changed since the last successful push, one import at a time,
 * and moves the sync ref to HEAD only when every upload succeeded.
 */
export async function runPush(deps: PushDeps): Promise<PushReport> {
  const { settings, client, git, log } = deps;
  const id = settings.projectId;
  // The commit is read while the first request is on its way.
  const [commit, projectLanguages] = await Promise.all([
    headCommit(git),
    log.group('Project languages', async () => {
      const languages = await client.language.list({ id });
      log.info(
        `Project ${id}: ${languages.map((l) => `${l.iso}${l.isDefault ? ' (base)' : ''}`).join(', ')}`,
      );
      return languages;
    }),
  ]);
  const base = baseLanguageOf(projectLanguages, settings.baseLanguage, settings.languageMap);

  const { files, changedPaths, since } = await log.group('Changed files', async () => {
    const changes = await detectChanges(git, {
      scope: settings.push.scope,
      ref: deps.ref,
      credentials: deps.credentials,
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
      `${changes.paths.length} files to consider, ${matching.length} match the patterns, ${chosen.length} to upload` +
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

  const known = new Set(projectLanguages.map((l) => l.iso));
  const missing = [...new Set(files.map((f) => f.language).filter((l) => !known.has(l)))];
  const skipped: Array<{ file: TranslationFile; reason: string }> = [];
  let uploads = files;
  if (missing.length > 0 && settings.push.addMissingLanguages) {
    log.info(`Adding languages missing from the project: ${missing.join(', ')}`);
    await addLanguages(client, id, missing, log);
  } else if (missing.length > 0) {
    uploads = files.filter((f) => known.has(f.language));
    for (const file of files.filter((f) => !known.has(f.language))) {
      // The sync ref still moves (the other files went up), so say how to send this one later.
      const reason = `the project has no language '${file.language}'; add it on the service (or set add-missing-languages), then run once with push-scope: all, or the file goes up only when it next changes`;
      skipped.push({ file, reason });
      log.warning(`Skipping ${file.path}: ${reason}`);
    }
  }

  uploads = await refuseUnsafe(settings.context.workspace, uploads, skipped, log);
  if (uploads.length > 0) await warnUncommitted(git, uploads, commit, log);

  const snapshot =
    uploads.length > 0 &&
    (settings.push.snapshotBeforePush || settings.push.importOptions.cleanup_mode === true);
  if (snapshot) {
    const title = `l10n-sync before ${commit.slice(0, 12)} on ${deps.branch}`;
    log.info(`Creating a project snapshot: ${title}`);
    await client.project.snapshot(settings.revision === '1.0.9.3' ? { id, title } : { id });
  }

  const imports =
    uploads.length === 0
      ? []
      : await log.group(`Upload ${uploads.length} files`, () => importAll(deps, uploads));
  const screenshots = await uploadScreenshots({ settings, client, log, paths: changedPaths });

  const succeeded =
    imports.every((i) => i.error === undefined) && screenshots.every((s) => s.error === undefined);
  let refAtCommit = false;
  // When an upload failed, the ref stays; the run's final error names the files and says so.
  if (succeeded && settings.dryRun) {
    log.info(`[dry-run] would move ${deps.ref} to ${commit}`);
  } else if (succeeded && since === commit) {
    refAtCommit = true;
    log.info(`${deps.ref} is at ${commit.slice(0, 12)} already`);
  } else if (succeeded) {
    const problem = await tryMoveSyncRef(git, deps.ref, commit, deps.credentials);
    refAtCommit = problem === undefined;
    if (problem) {
      log.warning(
        `Could not push ${deps.ref} to origin (${problem}); the next run will upload these files again. Give the workflow contents: write permission.`,
      );
    } else {
      log.info(`Moved ${deps.ref} to ${commit.slice(0, 12)}`);
    }
  }
  return {
    commit,
    imports,
    skipped,
    screenshots,
    addedLanguages: settings.push.addMissingLanguages ? missing : [],
    snapshot,
    succeeded,
    refAtCommit,
  };
}

async function importAll(
  deps: PushDeps,
  files: readonly TranslationFile[],
): Promise<ImportOutcome[]> {
  const { settings, client, log } = deps;
  const outcomes: ImportOutcome[] = [];
  const root = await realpath(settings.context.workspace);
  let stop: string | undefined;
  /** Imports in a row that failed after every retry. */
  let exhausted = 0;
  for (const [index, file] of files.entries()) {
    if (stop !== undefined) {
      outcomes.push({ file, waitedMs: 0, error: `not attempted: ${stop}` });
      continue;
    }
    const waitedBefore = deps.waitedMs();
    try {
      const read = await readForUpload(root, file.path, MAX_TRANSLATION_BYTES);
      if (!read.ok) throw new Error(`not uploaded: ${read.reason}`);
      const content = read.content;
      const result = await client.project.import({
        id: settings.projectId,
        file: { name: basename(file.path), content },
        lang_iso: file.language,
        ...settings.push.importOptions,
        ...(settings.push.tags.length > 0 ? { tags: [...settings.push.tags] } : {}),
        ...(settings.push.sendFilename ? { filename: file.path } : {}),
      });
      const waitedMs = deps.waitedMs() - waitedBefore;
      outcomes.push({ file, result, waitedMs });
      exhausted = 0;
      const counts = settings.dryRun
        ? 'not uploaded (dry run)'
        : `${result.inserted} inserted, ${result.updated} updated, ${result.skipped} skipped`;
      log.info(`[${index + 1}/${files.length}] ${file.path} (${file.language}): ${counts}`);
    } catch (error) {
      const message = messageOf(error);
      outcomes.push({ file, waitedMs: deps.waitedMs() - waitedBefore, error: message });
      log.error(
        `[${index + 1}/${files.length}] ${file.path} (${file.language}) failed: ${message}`,
        file.path,
      );
      if (
        error instanceof ApiError &&
        (error.kind === 'request' || FATAL_CODES.has(error.code ?? ''))
      ) {
        stop = `an earlier import failed with ${error.code ?? 'a refused request'}`;
      } else if (error instanceof ApiError && error.transient && ++exhausted >= 2) {
        // Two imports in a row failed on every retry: the service is down or refusing, and each
        // next file would spend as long to learn the same. (One may be that file's own problem,
        // such as a size that always times out.)
        stop = 'two imports in a row failed after every retry';
      }
    }
  }
  return outcomes;
}

/**
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

/**
 * Adds the languages. 4050 (already in the project) means another run, a person, or this call's
 * own first try whose answer was lost added one meanwhile: the list says whether all are there.
 */
async function addLanguages(
  client: LmsClient,
  id: string,
  missing: readonly string[],
  log: Log,
): Promise<void> {
  try {
    await client.language.add({ id, iso: [...missing] });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === '4050')) throw error;
    const present = new Set((await client.language.list({ id })).map((l) => l.iso));
    if (missing.some((iso) => !present.has(iso))) throw error;
    log.info(`The project already has ${missing.join(', ')} now (added meanwhile)`);
  }
}

/**
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
