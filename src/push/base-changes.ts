import { realpath } from 'node:fs/promises';
import { MAX_TRANSLATION_BYTES, readForUpload } from '../files/checkout-file.ts';
import { candidateNames } from '../prune/service-keys.ts';
import {
  keyLabel,
  PLURAL_FORMS,
  readTranslationFile,
  type TranslationEntries,
} from '../translations/index.ts';
import { KeyLookups } from './key-lookups.ts';
import type { PushDeps, UploadFile } from './push-types.ts';
import { ServiceTexts } from './service-texts.ts';

/**
 * What the base-language files would change on the service, key by key, against one
 * `string/list` of the base language: the keys it lacks (named) and the base texts it has
 * otherwise. A held branch run says this much of what its push would send once merged: an import
 * of the base file would make it so, but says only counts, and only after making it.
 */
export interface BaseChanges {
  /** The files' keys the service has under no name, as the files name them. */
  readonly added: readonly string[];
  /** Keys the service has with another base text. */
  readonly changed: number;
}

/** The changes `files` (base-language files of the checkout) would make in `language`. */
export async function baseChanges(
  deps: Pick<PushDeps, 'client' | 'settings'>,
  files: readonly UploadFile[],
  language: string,
): Promise<BaseChanges> {
  const root = await realpath(deps.settings.context.workspace);
  const read: TranslationEntries[] = [];
  for (const file of files) {
    const entries = await entriesAt(root, file.path);
    if (entries !== undefined) read.push(entries);
  }
  if (read.length === 0) return { added: [], changed: 0 };
  const lookups = new KeyLookups(
    read.map((entries) => ({ entries, language: 0 })),
    1,
  );
  const service = await deps.client.readStringTexts(
    { id: deps.settings.projectId, langs: [language] },
    () => new ServiceTexts([language], lookups.names, lookups.texts),
  );
  lookups.resolve(service);
  const added = new Set<string>();
  let changed = 0;
  for (const [index, entries] of read.entries()) {
    let at = 0;
    const ofFile = lookups.ofFile(index);
    entries.forEach((text, key) => {
      const { path, found } = ofFile[at++] ?? { path: [], found: undefined };
      if (found !== undefined) {
        if (typeof text === 'string' && service.textOf(found, 0) !== text) changed += 1;
      } else if (!isFormOfListed(service, path)) added.add(keyLabel(key));
    });
  }
  return { added: [...added], changed };
}

/** Whether `path` is a plural form (`files.one`) of a key the service lists (`files`). */
function isFormOfListed(service: ServiceTexts, path: readonly string[]): boolean {
  const form = path[path.length - 1];
  if (path.length < 2 || form === undefined || !PLURAL_FORMS.has(form)) return false;
  return service.only(candidateNames(path.slice(0, -1))) !== undefined;
}

/** A checkout file's entries as an upload reads it; undefined where it may not go up or read. */
export async function entriesAt(
  root: string,
  path: string,
): Promise<TranslationEntries | undefined> {
  const read = await readForUpload(root, path, MAX_TRANSLATION_BYTES);
  if (!read.ok) return undefined;
  const reading = await readTranslationFile(path, read.content);
  return 'entries' in reading ? reading.entries : undefined;
}
