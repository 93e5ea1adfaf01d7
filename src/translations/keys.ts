import type { TextChange, TranslationEntries, TranslationKey } from './types.ts';

/** One step of a key's path: an object key, or an array index or plural form. */
export type KeySegment = string | number;

/** The key of a path of segments. */
export function keyOf(segments: readonly KeySegment[]): TranslationKey {
  return JSON.stringify(segments);
}

/** The path of segments a key was made from. */
export function segmentsOf(key: TranslationKey): KeySegment[] {
  return JSON.parse(key) as KeySegment[];
}

/**
 * A key as a person reads it in a pull request: segments joined by dots, plural forms and array
 * indexes in brackets (`cart.items[1]`), a .po context before a `|` (`menu|open`).
 */
export function keyLabel(key: TranslationKey): string {
  let label = '';
  for (const segment of segmentsOf(key)) {
    if (typeof segment === 'number') label += `[${segment}]`;
    else label += (label === '' ? '' : '.') + segment.replace(PO_CONTEXT_SEPARATOR, '|');
  }
  return label;
}

/** How gettext joins a context and its msgid into one key (the EOT character). */
export const PO_CONTEXT_SEPARATOR = '\u0004';

/** A key's text as a person reads it; undefined when the entries do not have the key. */
export function textOf(entries: TranslationEntries, key: TranslationKey): string | undefined {
  if (!entries.has(key)) return undefined;
  const value = entries.get(key);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Keys of `after` whose text differs from `before`'s or that `before` does not have. */
export function changedKeys(before: TranslationEntries, after: TranslationEntries): string[] {
  const changed: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key) || before.get(key) !== value) changed.push(key);
  }
  return changed;
}

/** Every key whose text `after` changes, adds or removes against `before`, in their orders. */
export function textChangesOf(before: TranslationEntries, after: TranslationEntries): TextChange[] {
  const changes: TextChange[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) changes.push({ kind: 'added', key, after: value });
    else if (before.get(key) !== value) {
      changes.push({ kind: 'changed', key, before: before.get(key) ?? null, after: value });
    }
  }
  for (const [key, value] of before) {
    if (!after.has(key)) changes.push({ kind: 'removed', key, before: value });
  }
  return changes;
}

/** Whether both hold the same keys with the same texts, whatever their order. */
export function sameEntries(a: TranslationEntries, b: TranslationEntries): boolean {
  return a.size === b.size && changedKeys(a, b).length === 0;
}

/** Plural category names (CLDR), as files name a plural key's forms. */
export const PLURAL_FORMS: ReadonlySet<string> = new Set([
  'zero',
  'one',
  'two',
  'few',
  'many',
  'other',
]);

/**
 * The plural form or array index a path's last segment names, if it does: such a segment is a
 * form of the key before it (a language with `few` and `many` where English has `one` and `other`).
 */
export function formOf(segments: readonly KeySegment[]): string | undefined {
  if (segments.length < 2) return undefined;
  const last = segments[segments.length - 1];
  if (typeof last === 'number') return String(last);
  return last !== undefined && PLURAL_FORMS.has(last) ? last : undefined;
}
