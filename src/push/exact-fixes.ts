import { realpath } from 'node:fs/promises';
import { MAX_TRANSLATION_BYTES, readForUpload } from '../files/checkout-file.ts';
import { keptEntries, type TranslationKey } from '../translations/index.ts';
import type { PushDeps, UploadFile } from './push-types.ts';

/**
 * A key whose name the service has in several files (`common.quit` in three modules, told apart
 * by `distinguish`) cannot go by `string/set`, which names a key by its name alone and could land
 * on another file's key; nor by the file's own import, which keeps the service's texts (replace
 * off) and so would drop a developer's fix. The one exact way: an import of the file cut down to
 * its fixed keys, under its source's name as every import of it, with `replace` on. It changes
 * only those keys of that one file, and only their texts in the file's language.
 */

/** Why a file goes by import when its shared keys' fixes cannot be cut out of it. */
export const SHARED_UNCUT =
  'a fix of a key other files share, which could not be cut out of the file to go up alone';

/** The import of `file`'s fixes of shared keys alone; undefined when they cannot be cut out. */
export async function fixesUpload(
  deps: PushDeps,
  file: UploadFile,
  keys: readonly TranslationKey[],
): Promise<UploadFile | undefined> {
  const root = await realpath(deps.settings.context.workspace);
  const read = await readForUpload(root, file.path, MAX_TRANSLATION_BYTES);
  if (!read.ok) return undefined;
  const wanted = new Set(keys);
  const cut = await keptEntries(file.path, read.content, (key) => wanted.has(key));
  if (cut === undefined || cut.kept.size !== wanted.size) return undefined;
  deps.log.info(
    `${file.path} (${file.language}): ${keys.length === 1 ? 'a fix of a key other files share goes' : `${keys.length} fixes of keys other files share go`} up alone, by an import of those keys with replace on`,
  );
  return { ...file, fixes: { content: cut.content, keys: keys.length } };
}
