import { jsonModel } from './json.ts';
import { segmentsOf } from './keys.ts';
import { warningsOf, withWarnings } from './read-warnings.ts';
import type { FormatModel, TranslationEntries, TranslationKey, TranslationValue } from './types.ts';

/**
 * Flutter's ARB files: JSON whose `@key` entries (a text's description and placeholders) and
 * `@@locale`-style globals are metadata, not texts. The texts are read and edited as JSON; an
 * edit keeps the repository's metadata where it is, and takes the bundle's for a new key.
 */
export const arbModel: FormatModel = {
  read: (text) => {
    const entries = jsonModel.read(text);
    return entries === undefined ? undefined : withWarnings(textsOf(entries), warningsOf(entries));
  },
  edit: (text, target, bundle) => {
    const ours = jsonModel.read(text);
    if (ours === undefined) return undefined;
    return jsonModel.edit(text, withMetadata(target, [ours, jsonModel.read(bundle)]), bundle);
  },
  render: (bundle, target) =>
    jsonModel.render(bundle, withMetadata(target, [jsonModel.read(bundle)])),
};

/** The top-level name an entry belongs to: its first segment. */
function nameOf(key: TranslationKey): string {
  return String(segmentsOf(key)[0] ?? '');
}

function isMetadata(key: TranslationKey): boolean {
  return nameOf(key).startsWith('@');
}

function textsOf(entries: TranslationEntries): TranslationEntries {
  return new Map([...entries].filter(([key]) => !isMetadata(key)));
}

/**
 * The texts with the metadata that goes with them, from the first source that has it: globals
 * (`@@locale`) first, then each text followed by its `@text`. Metadata of a text the target no
 * longer has goes with it.
 */
function withMetadata(
  target: TranslationEntries,
  sources: readonly (TranslationEntries | undefined)[],
): TranslationEntries {
  const metadata = new Map<string, [TranslationKey, TranslationValue][]>();
  for (const source of sources) {
    const found = new Map<string, [TranslationKey, TranslationValue][]>();
    for (const [key, value] of source ?? []) {
      const name = nameOf(key);
      if (!name.startsWith('@') || metadata.has(name)) continue;
      found.set(name, [...(found.get(name) ?? []), [key, value]]);
    }
    for (const [name, entries] of found) metadata.set(name, entries);
  }
  const merged = new Map<TranslationKey, TranslationValue>();
  for (const [name, entries] of metadata) {
    if (name.startsWith('@@')) for (const [key, value] of entries) merged.set(key, value);
  }
  const names = [...target.keys()].map(nameOf);
  [...target].forEach(([key, value], i) => {
    merged.set(key, value);
    const name = names[i] as string;
    if (names[i + 1] === name) return;
    for (const [metaKey, metaValue] of metadata.get(`@${name}`) ?? [])
      merged.set(metaKey, metaValue);
  });
  return merged;
}
