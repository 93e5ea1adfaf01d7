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

/**
 * A base file's keys in the checkout, as an upload reads it (every key it declares: what its
 * import, or its keys by string/set, would make); undefined where it may not go up or read.
 */
export async function baseKeysAt(
  root: string,
  file: { readonly path: string; readonly localLanguage: string },
): Promise<TranslationEntries | undefined> {
  const read = await readForUpload(root, file.path, MAX_TRANSLATION_BYTES);
  if (!read.ok) return undefined;
  const reading = await readTranslationFile(file.path, read.content, 'keys', {
    language: file.localLanguage,
  });
  return 'entries' in reading ? reading.entries : undefined;
}
