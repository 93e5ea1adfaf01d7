import type { TranslationEntries, TranslationKey, TranslationValue } from './types.ts';

/**
 * The bundle's entries with the repository's text put back wherever the bundle's is empty and
 * the repository's is not: the service exports an untranslated key as "", which must not wipe a
 * translation the repository has. With `skipNewEmpty`, keys the repository's file lacks are not
 * added with an empty text. Keys `deleted` says the developer deleted are not added back. With
 * `followMarkup`, a changed text keeps the repository's markup (see FormatModel).
 */
export function keepRepositoryTexts(
  before: TranslationEntries,
  offered: TranslationEntries,
  rules: {
    readonly skipNewEmpty: boolean;
    readonly deleted: ((key: TranslationKey) => boolean) | undefined;
    readonly followMarkup: ((ours: string, theirs: string) => string) | undefined;
    readonly pluralForm?: ((key: TranslationKey) => boolean) | undefined;
    readonly keepLeftOut?: boolean;
  },
): { target: TranslationEntries; keptTexts: TranslationKey[] } {
  const { skipNewEmpty, deleted, followMarkup, pluralForm, keepLeftOut } = rules;
  const target = new Map<TranslationKey, TranslationValue>();
  const keptTexts: TranslationKey[] = [];
  for (const [key, value] of offered) {
    const ours = before.get(key);
    // A key the developer deleted stays on the service until it is pruned: not proposed back,
    // and a file that still has it keeps its text.
    if (deleted?.(key)) {
      if (ours !== undefined) target.set(key, ours);
      continue;
    }
    // An empty text for a key the file lacks adds nothing to review, and in JSON or YAML it
    // would replace the app's fallback to the base language with an empty text. (A .po file
    // keeps its untranslated entries: gettext shows the msgid for an empty msgstr.)
    if (value === '' && !before.has(key) && skipNewEmpty) continue;
    // A plural form the file's language does not have is never shown: not added.
    if (!before.has(key) && pluralForm?.(key) === false) continue;
    // A key the file leaves empty as YAML's null (Rails then falls back, as for a missing key)
    // is untranslated on the service too, which exports it as "": it stays as the file has it.
    if (value === '' && ours === null) {
      target.set(key, ours);
      continue;
    }
    if (value === '' && typeof ours === 'string' && ours !== '') {
      target.set(key, ours);
      keptTexts.push(key);
    } else if (followMarkup && typeof ours === 'string' && typeof value === 'string') {
      target.set(key, value === ours ? value : followMarkup(ours, value));
    } else {
      target.set(key, value);
    }
  }
  // A null the file has (YAML's `key:`, no text, as Rails reads it) for a key the service's
  // export lacks is no text either way: it stays, rather than be removed as a key the service
  // dropped.
  // So does every key the export left out, where it may leave keys out.
  for (const [key, ours] of before) {
    if (offered.has(key)) continue;
    if (keepLeftOut || (ours === null && deleted?.(key) !== true)) target.set(key, ours);
  }
  return { target, keptTexts };
}
