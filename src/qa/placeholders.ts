/**
 * Placeholders a program fills in at run time. A translation that drops, adds or changes one
 * breaks the program or shows a raw token: Android's `String.format` throws on a `%1$s` whose
 * argument is gone, and `{count}` renamed to `{nombre}` prints as it is.
 */

/** One placeholder as written, and the form two texts are compared in. */
export interface Placeholder {
  readonly text: string;
  /** Equal for placeholders that take the same argument the same way (`%s` and `%1$s` first). */
  readonly key: string;
}

/*
 * The brace expressions below cannot backtrack far: each part takes characters the next cannot
 * start with, and none takes a brace, so a failed match gives back at most the run it read, up to
 * the next brace. Their time grows with the text (bench/qa-worst-inputs.ts).
 */

/** `{name}` and `{0}` (ICU simple arguments, .NET, Python's format, i18next's single braces). */
const SINGLE_BRACES = /(?<!\{)\{\s*([\p{L}_][\p{L}\p{N}_.-]*|\d+)\s*\}(?!\})/gu;

/** `{{name}}` (Handlebars, Mustache, Angular, i18next's default). */
const DOUBLE_BRACES = /\{\{\s*([\p{L}\p{N}_.-]+)\s*\}\}/gu;

/** What a text without a kind's placeholders gives: one list for all, never changed. */
export const NO_PLACEHOLDERS: readonly Placeholder[] = [];

export function bracePlaceholders(text: string): readonly Placeholder[] {
  if (!text.includes('{')) return NO_PLACEHOLDERS;
  return matches(text, SINGLE_BRACES, (m) => ({ text: m[0], key: `{${m[1] ?? ''}}` }));
}

export function doubleBracePlaceholders(text: string): readonly Placeholder[] {
  if (!text.includes('{{')) return NO_PLACEHOLDERS;
  return matches(text, DOUBLE_BRACES, (m) => ({ text: m[0], key: `{{${m[1] ?? ''}}}` }));
}

/**
 * Each match of the global `expression` in `text`, as `placeholder` makes it: a loop of `exec`
 * costs less than spreading `matchAll` into an array and mapping that.
 */
export function matches(
  text: string,
  expression: RegExp,
  placeholder: (match: RegExpExecArray) => Placeholder,
): Placeholder[] {
  const found: Placeholder[] = [];
  expression.lastIndex = 0;
  for (let match = expression.exec(text); match !== null; match = expression.exec(text)) {
    found.push(placeholder(match));
  }
  return found;
}

/**
 * What `translation` lacks and adds against `base`, as written in each: the placeholders are
 * compared as multisets, so order may change (translators reorder words) but not count. Each
 * base placeholder takes the first translated one of its key not yet taken, found through a
 * queue per key: a search of the whole list for each was quadratic in texts of many placeholders.
 */
export function placeholderDifference(
  base: readonly Placeholder[],
  translation: readonly Placeholder[],
): { readonly missing: string[]; readonly extra: string[] } {
  // A faithful translation most often keeps its placeholders in their order: nothing to pair.
  if (sameInOrder(base, translation)) return { missing: [], extra: [] };
  const byKey = new Map<string, number[]>();
  for (const [index, placeholder] of translation.entries()) {
    const queue = byKey.get(placeholder.key);
    if (queue === undefined) byKey.set(placeholder.key, [index]);
    else queue.push(index);
  }
  const taken = new Set<number>();
  const next = new Map<string, number>();
  const missing: string[] = [];
  for (const placeholder of base) {
    const queue = byKey.get(placeholder.key) ?? [];
    const position = next.get(placeholder.key) ?? 0;
    const index = queue[position];
    if (index === undefined) {
      missing.push(placeholder.text);
      continue;
    }
    taken.add(index);
    next.set(placeholder.key, position + 1);
  }
  const extra = translation.filter((_, index) => !taken.has(index)).map((p) => p.text);
  return { missing, extra };
}

/** The same placeholders in the same order (none in either counts): nothing differs. */
export function sameInOrder(
  base: readonly Placeholder[],
  translation: readonly Placeholder[],
): boolean {
  if (base.length !== translation.length) return false;
  for (let i = 0; i < base.length; i++) {
    if (base[i]?.key !== translation[i]?.key) return false;
  }
  return true;
}
