import type { TranslationEntries } from './types.ts';

/**
 * What a model noticed while reading a text that the caller should hear of, though the text
 * reads (a JSON key written twice, a .po plural left untranslated): carried beside the entries a
 * read returns, so that `read`'s signature, and every caller that ignores warnings, stay as they
 * are. Each warning names the key; the caller adds the file.
 */
const WARNINGS = new WeakMap<TranslationEntries, readonly string[]>();

/** `entries`, noted as carrying `warnings` (none: nothing noted). */
export function withWarnings<T extends TranslationEntries>(
  entries: T,
  warnings: readonly string[],
): T {
  if (warnings.length > 0) WARNINGS.set(entries, [...(WARNINGS.get(entries) ?? []), ...warnings]);
  return entries;
}

/** The warnings a read noted on its entries. */
export function warningsOf(entries: TranslationEntries | undefined): readonly string[] {
  return entries === undefined ? [] : (WARNINGS.get(entries) ?? []);
}
