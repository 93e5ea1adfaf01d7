import { realpath } from 'node:fs/promises';
import { basename } from 'node:path';
import { ApiError, type LmsClient } from '../api/index.ts';
import { messageOf } from '../common/message-of.ts';
import { uploadForm } from '../translations/index.ts';
import { MAX_TRANSLATION_BYTES, readForUpload } from '../files/checkout-file.ts';
import type { UploadFile } from './push-types.ts';
import type { Log } from '../common/log.ts';
import type { ImportOptions } from '../inputs/index.ts';
import type { ImportOutcome, PushDeps } from './push-types.ts';

/**
 * The options of an upload that only fills what the service lacks: no replacing, no key names
 * made into texts, and no deleting keys absent from one language's file (where the revision has
 * that option at all: a parameter it lacks would be refused).
 */
function keepingServiceTexts(options: ImportOptions): ImportOptions {
  return {
    replace: false,
    fill_empty: false,
    ...('cleanup_mode' in options ? { cleanup_mode: false } : {}),
  };
}

/** The options of an import of fixes alone (exact-fixes.ts): their texts replace the service's. */
function replacingOnly(options: ImportOptions): ImportOptions {
  return { ...keepingServiceTexts(options), replace: true };
}

/** What goes up: the fixes cut out of the file, else the checkout's file, checked. */
async function bytesOf(root: string, file: UploadFile): Promise<Buffer> {
  if (file.fixes !== undefined) return file.fixes.content;
  const read = await readForUpload(root, file.path, MAX_TRANSLATION_BYTES);
  if (!read.ok) throw new Error(`not uploaded: ${read.reason}`);
  return read.content;
}

/** The import's `tags` (given to the keys it adds), when there are any. */
function tagsOf(tags: readonly string[]): { tags?: string[] } {
  return tags.length > 0 ? { tags: [...tags] } : {};
}

/** Codes after which no other import can succeed either. */
const FATAL_CODES = new Set(['401', '4011', '403', '404']);

/** Imports the files one at a time, in order, stopping early when no further import can succeed. */
export async function importAll(
  deps: PushDeps,
  files: readonly UploadFile[],
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
      const content = await uploadForm(file.path, await bytesOf(root, file));
      const result = await client.project.import({
        id: settings.projectId,
        // Named as its source, whatever the language: one file on the service (source-path.ts).
        file: { name: basename(file.source), content },
        lang_iso: file.language,
        ...settings.push.importOptions,
        ...(file.msgidIsText ? { fill_empty: true } : {}),
        // A branch's import only adds keys, tagged as the branch's: it changes no key it finds.
        ...(file.keepServiceTexts || deps.branchTag !== undefined
          ? keepingServiceTexts(settings.push.importOptions)
          : {}),
        ...(file.fixes === undefined ? {} : replacingOnly(settings.push.importOptions)),
        ...tagsOf([
          ...settings.push.tags,
          ...(deps.branchTag === undefined ? [] : [deps.branchTag]),
        ]),
        ...(settings.push.sendFilename ? { filename: file.source } : {}),
      });
      const waitedMs = deps.waitedMs() - waitedBefore;
      outcomes.push({ file, result, waitedMs });
      exhausted = 0;
      const counts = settings.dryRun
        ? 'not uploaded (dry run)'
        : `${result.inserted} inserted, ${result.updated} updated, ${result.skipped} skipped`;
      const what = file.fixes === undefined ? '' : ', its fixes alone';
      log.info(`[${index + 1}/${files.length}] ${file.path} (${file.language}${what}): ${counts}`);
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

export /**
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
