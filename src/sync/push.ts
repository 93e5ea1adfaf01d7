export type { ImportOutcome, PushDeps, PushReport } from './push-types.ts';
import type { TranslationFile } from './files.ts';
import type { PushDeps, PushReport } from './push-types.ts';
import { baseLanguageOf } from './languages.ts';
import {
  chooseUploads,
  refuseUnsafe,
  skipUnknownLanguages,
  warnUncommitted,
} from './push-files.ts';
import { addLanguages, importAll } from './push-imports.ts';
import { uploadScreenshots } from './screenshots.ts';
import { headCommit, tryMoveSyncRef } from '../git/sync-ref.ts';
import { count } from '../common/plural.ts';

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

  const { files, changedPaths, since } = await chooseUploads(deps, base);

  const known = new Set(projectLanguages.map((l) => l.iso));
  const missing = [...new Set(files.map((f) => f.language).filter((l) => !known.has(l)))];
  const skipped: Array<{ file: TranslationFile; reason: string }> = [];
  let uploads = files;
  if (missing.length > 0 && settings.push.addMissingLanguages) {
    log.info(`Adding languages missing from the project: ${missing.join(', ')}`);
    await addLanguages(client, id, missing, log);
  } else if (missing.length > 0) {
    uploads = skipUnknownLanguages(files, known, skipped, log);
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
      : await log.group(`Upload ${count(uploads.length, 'file')}`, () => importAll(deps, uploads));
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
    const problem = await tryMoveSyncRef(git, deps.ref, commit);
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
