export type { ImportOutcome, PushDeps, PushReport } from './push-types.ts';
import type { TranslationFile } from '../files/translation-files.ts';
import type { PushDeps, PushReport, UploadFile } from './push-types.ts';
import { messageOf } from '../common/message-of.ts';
import { refuseSpellingClashes } from '../files/spelling-clashes.ts';
import { baseLanguageOf, sameLanguage } from '../files/languages.ts';
import {
  chooseUploads,
  refuseUnsafe,
  skipUnknownLanguages,
  warnUncommitted,
} from './push-files.ts';
import { uploadScreenshots } from './screenshots.ts';
import { headCommit, tryMoveSyncRef } from '../git/sync-ref.ts';
import { count } from '../common/plural.ts';
import { scopeOf, scopeText } from './sync-scope.ts';
import { addLanguages } from './push-imports.ts';
import { NOTHING_BY_KEY, uploadsOf } from './uploads.ts';
import { withCatalogueLanguages } from './catalogue-files.ts';

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

  const chosen = await chooseUploads(deps, base, codes);
  const { changedPaths, changes } = chosen;
  const files = await withCatalogueLanguages(deps, chosen.files, base);
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
