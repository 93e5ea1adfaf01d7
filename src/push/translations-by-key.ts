import { filesAtCommit } from '../git/files-at-commit.ts';
import { realpath } from 'node:fs/promises';
import { MAX_TRANSLATION_BYTES, readForUpload } from '../files/checkout-file.ts';
import type { PushDeps, UploadFile } from './push-types.ts';
import { entriesOf } from './file-entries.ts';
import { compareInBatches, type BatchOptions } from './by-key-batches.ts';
import type { ByKeyPlan, FileToCompare } from './by-key-plan.ts';

export type { ByKeyOptions, ByKeyPlan, FileToCompare } from './by-key-plan.ts';

/**
 * Translations travel by key where that is exact (issue 27). A translation file goes up with
 * `replace` off, so an import of it can only fill what the service lacks, and costs a call (30 s
 * on 1.0.9.2) even when it brings nothing. With the service's texts read by `string/list` (a
 * batch of languages at a time: by-key-batches.ts), each text of the file is decided on its own,
 * with the last sync's commit as the common ancestor of the repository and the service:
 *
 * - the service has the same text: nothing to send;
 * - the service has none: the repository's fills it;
 * - the repository changed it since the last sync and the service still has it as it was then:
 *   the repository's text wins (a developer's fix is not reverted by the next pull);
 * - otherwise (the service changed it, or there is no last sync): the service's text stays, and
 *   the pull request lists it under "Changed on both sides".
 *
 * Those texts go with `string/set`, every language of a key decided so far in one record, in
 * calls of 500 records as the batches are decided (paced by the client: one call per 30 s on
 * 1.0.9.2; sent-by-key.ts). A file whose every text was decided so is not imported at all. Only
 * what is exact goes by key: a plain text (no array item) whose key matches exactly one key on
 * the service that is no plural key, or a plural form (`files.one`) of
 * exactly one plural key (plural-forms-by-key.ts); a text with what an import would convert as a
 * placeholder (`%s`, `{0}`, `%@`) goes by import when `convert-placeholders` is on, as the
 * interface does not say `string/set` converts it too. A file with any other text is imported as
 * before.
 */

/**
 * Decides each translation file's texts against the service (string/list of their languages, a
 * batch of languages at a time: by-key-batches.ts); `since` is the last sync's commit, undefined
 * on a first sync. The files are read a batch at a time too; with `sender`, the texts go up as
 * each batch is decided.
 */
export async function planByKey(
  deps: PushDeps,
  files: readonly UploadFile[],
  since: string | undefined,
  options: BatchOptions = {},
): Promise<ByKeyPlan> {
  if (files.length === 0) return { texts: [], imports: [], byKey: [], fixes: [] };
  const of = (languages: readonly string[]) =>
    readFilesToCompare(
      deps,
      files.filter((f) => languages.includes(f.language)),
      since,
    );
  return compareInBatches(deps, files, of, options);
}

/** The files as an import would read them (the checkout's, checked), and as the last sync had them. */
export async function readFilesToCompare(
  deps: PushDeps,
  files: readonly UploadFile[],
  since: string | undefined,
): Promise<FileToCompare[]> {
  const paths = files.map((f) => f.path);
  const root = await realpath(deps.settings.context.workspace);
  const [now, then] = await Promise.all([
    checkoutFiles(root, paths),
    since === undefined ? undefined : filesAtCommit(deps.git, since, paths, MAX_TRANSLATION_BYTES),
  ]);
  const read: FileToCompare[] = [];
  for (const file of files) {
    // A file of every language (a String Catalog) is read in this file's language.
    const view = { language: file.localLanguage };
    const bytes = now.get(file.path);
    const after = await entriesOf(file.path, bytes, view);
    const old = then?.get(file.path);
    // A file unchanged since the last sync is read once (most files of a push-scope: all).
    const same = old !== undefined && bytes !== undefined && old.equals(bytes);
    const before = then && (same ? after : await entriesOf(file.path, old, view));
    read.push({ file, after, before });
  }
  return read;
}

/**
 * The key-level comparison of files already read with the service's texts (see the top), a
 * batch of languages at a time as planByKey makes it.
 */
export async function compareByKey(
  deps: PushDeps,
  read: readonly FileToCompare[],
  options: BatchOptions = {},
): Promise<ByKeyPlan> {
  const files = read.map((r) => r.file);
  const of = async (languages: readonly string[]) =>
    read.filter((r) => languages.includes(r.file.language));
  return compareInBatches(deps, files, of, options);
}

/** The checkout's files, each read as an upload reads it; a file that may not go up is left out. */
async function checkoutFiles(
  root: string,
  paths: readonly string[],
): Promise<Map<string, Buffer | undefined>> {
  const files = new Map<string, Buffer | undefined>();
  for (const path of paths) {
    const read = await readForUpload(root, path, MAX_TRANSLATION_BYTES);
    files.set(path, read.ok ? read.content : undefined);
  }
  return files;
}
