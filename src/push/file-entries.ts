import { MAX_TRANSLATION_BYTES, readForUpload } from '../files/checkout-file.ts';
import {
  readTranslationFile,
  type ModelOptions,
  type TranslationEntries,
} from '../translations/index.ts';

/** A file's entries from its bytes, as an upload reads it; undefined where it does not read. */
export async function entriesOf(
  path: string,
  bytes: Buffer | undefined,
  options: ModelOptions = {},
): Promise<TranslationEntries | undefined> {
  if (bytes === undefined) return undefined;
  const reading = await readTranslationFile(path, bytes, 'translations', options);
  return 'entries' in reading ? reading.entries : undefined;
}

/** A checkout file's entries as an upload reads it; undefined where it may not go up or read. */
export async function entriesAt(
  root: string,
  path: string,
): Promise<TranslationEntries | undefined> {
  const read = await readForUpload(root, path, MAX_TRANSLATION_BYTES);
  return read.ok ? entriesOf(path, read.content) : undefined;
}
