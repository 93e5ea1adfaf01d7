export type { ImportOutcome, PushDeps, PushReport } from './push-types.ts';
import type { TranslationFile } from '../files/translation-files.ts';
import type { PushDeps, PushReport } from './push-types.ts';
import { refuseSpellingClashes } from '../files/spelling-clashes.ts';
import { baseLanguageOf, sameLanguage } from '../files/languages.ts';
import {
  chooseUploads,
  refuseUnsafe,
  skipUnknownLanguages,
  warnUncommitted,
} from './push-files.ts';
import { addLanguages, importAll } from './push-imports.ts';
import { planByKey, type ByKeyPlan } from './translations-by-key.ts';
import { sendByKey } from './sent-by-key.ts';
import type { UploadFile } from './push-types.ts';
import { messageOf } from '../common/message-of.ts';
import { uploadScreenshots } from './screenshots.ts';
import { headCommit, tryMoveSyncRef } from '../git/sync-ref.ts';
import { count } from '../common/plural.ts';
import { scopeOf, scopeText } from './sync-scope.ts';
import { RATE_LIMITS, type Revision } from '../api/index.ts';

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
  const codes = projectLanguages.map((l) => l.iso);
  refuseSpellingClashes(settings, codes);

  const { files, changedPaths, changes } = await chooseUploads(deps, base, codes);
  const since = changes.since;

  const skipped: Array<{ file: TranslationFile; reason: string }> = [];
  const known = await inProjectLanguages(deps, files, projectLanguages, skipped);
  let uploads = known.files;
  uploads = await refuseUnsafe(settings.context.workspace, uploads, skipped, log);
  if (uploads.length > 0) await warnUncommitted(git, uploads, commit, log);

  const snapshot = uploads.length > 0 && (await snapshotIfAsked(deps, commit));

  const { imports, byKey, held } =
    uploads.length === 0
      ? { imports: [], byKey: NOTHING_BY_KEY, held: undefined }
      : await log.group(`Upload ${count(uploads.length, 'file')}`, () =>
          uploadsOf(deps, uploads, changes.lastSync, base),
        );
  const screenshots = await uploadScreenshots({ settings, client, log, paths: changedPaths });

  const succeeded =
    imports.every((i) => i.error === undefined) &&
    byKey.error === undefined &&
    screenshots.every((s) => s.error === undefined);
  if (succeeded) await untagIfMerged(deps, uploads, commit, base);
  // Removed keys are followed only after a push that went up whole: the ref and the record of
  // them move together.
  const following = changes.lastSync !== undefined || changes.removedKeys.length > 0;
  const prune =
    succeeded && following
      ? await log.group('Removed keys', async () => {
          const { runPrune } = await import('../prune/prune.ts');
          return runPrune({
            ...deps,
            since: changes.lastSync,
            head: commit,
            base,
            recorded: changes.removedKeys,
          });
        })
      : undefined;
  // When an upload failed, the ref stays; the run's final error names the files and says so.
  const refAtCommit = succeeded && (await syncRefMoved(deps, commit, changes, prune));
  return {
    commit,
    imports,
    byKey,
    skipped,
    screenshots,
    addedLanguages: known.added,
    snapshot,
    succeeded,
    refAtCommit,
    since,
    prune,
    ...(held === undefined ? {} : { held }),
  };
}

/**
 * A default-branch push whose base files changed may have merged a branch's keys: they lose
 * their branch tags (merged-branch-keys.ts). Not done on a branch, nor where it fails: the pull
 * writes such keys either way.
 */
async function untagIfMerged(
  deps: PushDeps,
  uploads: readonly UploadFile[],
  commit: string,
  base: string,
): Promise<void> {
  // A dry run leaves the tags as they are: untagging changes nothing any file shows.
  if (deps.branchTag !== undefined || deps.held === true || deps.settings.dryRun) return;
  if (!uploads.some((f) => sameLanguage(f.language, base))) return;
  try {
    const { untagMergedKeys } = await import('./merged-branch-keys.ts');
    await untagMergedKeys(deps, commit, base);
  } catch (error) {
    deps.log.warning(`Could not untag the keys of merged branches: ${messageOf(error)}`);
  }
}

/**
 * The files in a language the project has. The languages the project lacks are added when
 * `add-missing-languages` says so (`added`); else their files are skipped, into `skipped`.
 */
async function inProjectLanguages<F extends TranslationFile>(
  deps: PushDeps,
  files: readonly F[],
  projectLanguages: readonly { iso: string }[],
  skipped: Array<{ file: TranslationFile; reason: string }>,
): Promise<{ files: F[]; added: string[] }> {
  const { settings, client, log } = deps;
  const known = new Set(projectLanguages.map((l) => l.iso));
  const missing = [...new Set(files.map((f) => f.language).filter((l) => !known.has(l)))];
  if (missing.length > 0 && settings.push.addMissingLanguages) {
    log.info(`Adding languages missing from the project: ${missing.join(', ')}`);
    await addLanguages(client, settings.projectId, missing, log);
    return { files: [...files], added: missing };
  }
  return { files: skipUnknownLanguages(files, known, skipped, log), added: [] };
}

/** A snapshot of the project before the uploads, when asked (or `cleanup_mode` may delete keys). */
async function snapshotIfAsked(deps: PushDeps, commit: string): Promise<boolean> {
  const { settings, client, log } = deps;
  if (!settings.push.snapshotBeforePush && settings.push.importOptions.cleanup_mode !== true) {
    return false;
  }
  const id = settings.projectId;
  const title = `l10n-sync before ${commit.slice(0, 12)} on ${deps.branch}`;
  log.info(`Creating a project snapshot: ${title}`);
  await client.project.snapshot(settings.revision === '1.0.9.3' ? { id, title } : { id });
  return true;
}

/**
 * Moves the sync ref (and the sync state) to the commit a whole push went up from; whether it
 * is there now. A dry run says what it would do.
 */
async function syncRefMoved(
  deps: PushDeps,
  commit: string,
  changes: Awaited<ReturnType<typeof chooseUploads>>['changes'],
  prune: PushReport['prune'],
): Promise<boolean> {
  const { settings, git, log } = deps;
  if (settings.dryRun) {
    log.info(`[dry-run] would move ${deps.ref} to ${commit}`);
    return false;
  }
  if (changes.since === commit && !changes.scopeChanged && !prune?.stateChanged) {
    log.info(`${deps.ref} is at ${commit.slice(0, 12)} already`);
    return true;
  }
  const problem = await tryMoveSyncRef(git, deps.ref, commit, {
    ref: deps.stateRef,
    text: scopeText(
      scopeOf(settings.patterns, settings.languageMap),
      prune?.state ?? changes.removedKeys,
    ),
    author: { name: settings.git.userName, email: settings.git.userEmail },
  });
  if (problem) {
    log.warning(
      `Could not push ${deps.ref} to origin (${problem}); the next run will upload these files again. Give the workflow contents: write permission.`,
    );
    return false;
  }
  log.info(`Moved ${deps.ref} to ${commit.slice(0, 12)}`);
  return true;
}

const NOTHING_BY_KEY: PushReport['byKey'] = { texts: [], files: [], calls: 0, error: undefined };

/** The uploads, as a branch with `branch-keys: tag` makes them (branch-push.ts) or as any run. */
async function uploadsOf(
  deps: PushDeps,
  uploads: readonly UploadFile[],
  since: string | undefined,
  base: string,
): Promise<Pick<PushReport, 'imports' | 'byKey' | 'held'>> {
  const { branchTag } = deps;
  if (branchTag === undefined) return uploadAll(deps, uploads, since, base);
  const { uploadForBranch } = await import('./branch-push.ts');
  return uploadForBranch({ ...deps, branchTag }, uploads, since, base, (files) =>
    paced(deps, files),
  );
}

/**
 * The uploads: the base language's files and those that replace the service's texts by import
 * first, since they make the keys; then the other translation files, by key where exact
 * (translations-by-key.ts) and by import otherwise. Each step only after the one before went up whole: a next run sends
 * the same again.
 */
async function uploadAll(
  deps: PushDeps,
  uploads: readonly UploadFile[],
  since: string | undefined,
  base: string,
): Promise<Pick<PushReport, 'imports' | 'byKey'>> {
  const { settings, log } = deps;
  // Translations with the service's texts kept may go by key; the base language's files (and
  // those push-languages chooses, which replace) always go by import.
  const mayGoByKey = (f: UploadFile) => f.keepServiceTexts && !sameLanguage(f.language, base);
  const replacing = uploads.filter((f) => !mayGoByKey(f));
  const keeping = uploads.filter(mayGoByKey);
  const first = replacing.length === 0 ? [] : await paced(deps, replacing);
  if (first.some((i) => i.error !== undefined) || keeping.length === 0) {
    return { imports: [...first, ...notAttempted(keeping)], byKey: NOTHING_BY_KEY };
  }
  let plan: ByKeyPlan;
  let calls: number;
  try {
    plan = await planByKey(deps, keeping, since);
    calls = await sendByKey(deps, plan.texts);
  } catch (error) {
    const message = messageOf(error);
    log.error(`Sending translations by key failed: ${message}`);
    return {
      imports: [...first, ...notAttempted(keeping)],
      byKey: { ...NOTHING_BY_KEY, error: message },
    };
  }
  // A file whose shared keys' fixes go by an import of their own (exact-fixes.ts) is named there.
  const whole = plan.byKey.filter((f) => !plan.fixes.some((fixes) => fixes.path === f.path));
  if (whole.length > 0) {
    log.info(
      `Not imported: ${count(whole.length, 'translation file')} whose every text the service has or got by key${settings.dryRun ? ' (dry run)' : ''}`,
    );
  }
  const upload = [...plan.imports, ...plan.fixes];
  const rest = upload.length === 0 ? [] : await paced(deps, upload);
  return {
    imports: [...first, ...rest],
    byKey: { texts: plan.texts, files: plan.byKey, calls, error: undefined },
  };
}

/** Imports files one at a time, saying first how long the revision's pacing makes that. */
function paced(deps: PushDeps, files: readonly UploadFile[]) {
  const pacing = pacingNote(deps.settings.revision, files.length);
  if (pacing) deps.log.info(pacing);
  return importAll(deps, files);
}

function notAttempted(files: readonly UploadFile[]): PushReport['imports'] {
  return files.map((file) => ({
    file,
    waitedMs: 0,
    error: 'not attempted: an earlier upload failed',
  }));
}

/**
 * How long the uploads take at least where the revision spaces imports (1.0.9.2: one per 30 s),
 * said before the first one so that a long quiet upload is expected; undefined elsewhere.
 */
function pacingNote(revision: Revision, files: number): string | undefined {
  const spacingMs = RATE_LIMITS[revision]['project/import'];
  if (spacingMs === undefined || files < 2) return undefined;
  const seconds = ((files - 1) * spacingMs) / 1000;
  const time = seconds >= 120 ? `${Math.round(seconds / 60)} min` : `${seconds} s`;
  return `${count(files, 'import')} on ${revision}, one per ${spacingMs / 1000} s: about ${time} in all`;
}
