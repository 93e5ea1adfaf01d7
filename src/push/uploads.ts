import { sameLanguage } from '../files/languages.ts';
import { messageOf } from '../common/message-of.ts';
import { count } from '../common/plural.ts';
import { RATE_LIMITS, type Revision } from '../api/index.ts';
import { transferredByKey } from '../translations/index.ts';
import { sendFilesByKey } from './by-key-files.ts';
import { importAll } from './push-imports.ts';
import type { PushDeps, PushReport, UploadFile } from './push-types.ts';
import { KeySender } from './sent-by-key.ts';
import { planByKey, type ByKeyPlan } from './translations-by-key.ts';

/** The upload step of a push: the imports, the texts by key, and what a branch holds. */

export const NOTHING_BY_KEY: PushReport['byKey'] = {
  texts: [],
  files: [],
  calls: 0,
  error: undefined,
};

/** The uploads, as a branch with `branch-keys: tag` makes them (branch-push.ts) or as any run. */
export async function uploadsOf(
  deps: PushDeps,
  uploads: readonly UploadFile[],
  since: string | undefined,
  base: string,
): Promise<Pick<PushReport, 'imports' | 'byKey' | 'held'>> {
  const { branchTag } = deps;
  if (branchTag === undefined) return uploadAll(deps, uploads, since, base);
  const { uploadForBranch } = await import('./branch-push.ts');
  // A file the revision cannot import adds its keys by string/set, tagged too (by-key-files.ts).
  const byKeyOnly = (f: UploadFile) => transferredByKey(f.path, deps.settings.revision);
  return uploadForBranch({ ...deps, branchTag }, uploads, since, base, async (files) => [
    ...(await paced(
      deps,
      files.filter((f) => !byKeyOnly(f)),
    )),
    ...(await sendFilesByKey(deps, files.filter(byKeyOnly), base)),
  ]);
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
  // A format the revision cannot import goes by key both ways (by-key-files.ts).
  const byKeyOnly = (f: UploadFile) => transferredByKey(f.path, settings.revision);
  const replacing = uploads.filter((f) => !mayGoByKey(f));
  const keeping = uploads.filter(mayGoByKey);
  const imported = replacing.filter((f) => !byKeyOnly(f));
  const first = [
    ...(imported.length === 0 ? [] : await paced(deps, imported)),
    ...(await sendFilesByKey(deps, replacing.filter(byKeyOnly), base)),
  ];
  if (first.some((i) => i.error !== undefined) || keeping.length === 0) {
    return { imports: [...first, ...notAttempted(keeping)], byKey: NOTHING_BY_KEY };
  }
  let plan: ByKeyPlan;
  let calls: number;
  // The texts go up as each batch of languages is decided, while the next is read.
  const sender = new KeySender(deps);
  try {
    const planned = await planByKey(deps, keeping, since, { everyText: byKeyOnly, sender });
    plan = withoutImportsOf(planned, { byKeyOnly, log });
    calls = await sender.finish();
  } catch (error) {
    await sender.stop();
    const message = messageOf(error);
    log.error(`Sending translations by key failed: ${message}`);
    const { texts, calls: made } = sender.sent;
    return {
      imports: [...first, ...notAttempted(keeping)],
      byKey: { ...NOTHING_BY_KEY, texts, calls: made, error: message },
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

/**
 * The plan without imports of files whose format the revision cannot import: their texts that
 * could go by key are in the plan already; the rest cannot go at all, and the log says which.
 */
function withoutImportsOf(
  plan: ByKeyPlan,
  { byKeyOnly, log }: { byKeyOnly: (f: UploadFile) => boolean; log: PushDeps['log'] },
): ByKeyPlan {
  const stranded = plan.imports.filter(byKeyOnly);
  if (stranded.length === 0) return plan;
  for (const file of stranded) {
    log.warning(
      `${file.path} (${file.language}): some texts cannot go by key (see above), and its format cannot be imported on this revision: they are not sent`,
    );
  }
  return { ...plan, imports: plan.imports.filter((f) => !byKeyOnly(f)) };
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
