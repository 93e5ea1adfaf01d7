import { realpath } from 'node:fs/promises';
import type { StringItem } from '../api/index.ts';
import { baseItemsOf } from '../prune/branch-tags.ts';
import { candidateNames } from '../prune/service-keys.ts';
import {
  keyLabel,
  PLURAL_FORMS,
  segmentsOf,
  type TranslationKey,
  type TranslationValue,
} from '../translations/index.ts';
import { baseKeysAt } from './file-entries.ts';
import type { PushDeps, UploadFile } from './push-types.ts';

/**
 * The base-language files' texts against the service's base language, key by key: the keys it
 * lacks and the base texts it has otherwise. A held branch run says so much of what its push
 * would send once merged (baseChanges); a tagged branch run sends the texts of its own keys
 * (branch-push.ts).
 */

/** One text of a base file, with the service's key of its name, if it has one. */
export interface BaseText {
  readonly file: UploadFile;
  readonly key: TranslationKey;
  readonly text: TranslationValue;
  /** The service's key its names find (the first of a name); undefined where none does. */
  readonly item: StringItem | undefined;
  /** A plural form (`files.one`): its key is its parent's. */
  readonly form: boolean;
  /** A plural form whose parent the service has. */
  readonly formOfListed: boolean;
}

/** The service's items by name, the first of each name. */
export function itemsByName(items: readonly StringItem[]): Map<string, StringItem> {
  const byName = new Map<string, StringItem>();
  for (const item of items) if (!byName.has(item.key)) byName.set(item.key, item);
  return byName;
}

/** Every text of the base `files` in the checkout, with the service's key of its name. */
export async function baseTextsOf(
  workspace: string,
  files: readonly UploadFile[],
  items: ReadonlyMap<string, StringItem>,
): Promise<BaseText[]> {
  const root = await realpath(workspace);
  const found = (path: readonly string[]) =>
    candidateNames(path).flatMap((name) => items.get(name) ?? [])[0];
  const texts: BaseText[] = [];
  for (const file of files) {
    const entries = await baseKeysAt(root, file);
    entries?.forEach((text, key) => {
      const path = segmentsOf(key).map(String);
      const form = path.length > 1 && PLURAL_FORMS.has(path[path.length - 1] ?? '');
      const item = found(path);
      const formOfListed = form && item === undefined && found(path.slice(0, -1)) !== undefined;
      texts.push({ file, key, text, item, form, formOfListed });
    });
  }
  return texts;
}

/** What base files would change on the service. */
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
  const { client, settings } = deps;
  const items = itemsByName(await baseItemsOf(client, settings.projectId, language));
  const texts = await baseTextsOf(settings.context.workspace, files, items);
  const added = texts.filter((t) => t.item === undefined && !t.formOfListed);
  const changed = texts.filter(
    (t) => t.item !== undefined && typeof t.text === 'string' && t.item.translation !== t.text,
  );
  return { added: [...new Set(added.map((t) => keyLabel(t.key)))], changed: changed.length };
}
