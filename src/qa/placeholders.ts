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

/**
 * printf conversions (C, Java, Android, Objective-C `%@`, PHP): an optional argument position,
 * flags, width, precision and length, then the conversion. `%%` is a literal percent sign. No
 * space flag, and no letter right after the conversion, so that "50% off" or "20%dB" in prose is
 * not taken for `% o` or `%d`.
 */
const PRINTF =
  /%%|%(?:(\d+)\$)?([-+0#']*)(\d+|\*)?(?:\.(\d+|\*))?(hh|h|ll|l|L|q|j|z|t)?([diouxXeEfFgGaAcsp@])(?![A-Za-z])/g;

/** printf placeholders, numbered as their arguments: `%s %d` are the first and second. */
export function printfPlaceholders(text: string): Placeholder[] {
  // Most texts have none: a look for the sign is far cheaper than the expression.
  if (!text.includes('%')) return [];
  const found: Placeholder[] = [];
  let next = 1;
  for (const match of text.matchAll(PRINTF)) {
    if (match[0] === '%%') continue;
    const [whole, position, flags = '', width = '', precision, length = '', conversion = ''] =
      match;
    const index = position === undefined ? next++ : Number(position);
    const shape = `${flags}${width}${precision === undefined ? '' : `.${precision}`}${length}`;
    found.push({ text: whole, key: `${index}$${shape}${conversion}` });
  }
  return found;
}

/** `{name}` and `{0}` (ICU simple arguments, .NET, Python's format, i18next's single braces). */
const SINGLE_BRACES = /(?<!\{)\{\s*([\p{L}_][\p{L}\p{N}_.-]*|\d+)\s*\}(?!\})/gu;

/** `{{name}}` (Handlebars, Mustache, Angular, i18next's default). */
const DOUBLE_BRACES = /\{\{\s*([\p{L}\p{N}_.-]+)\s*\}\}/gu;

export function bracePlaceholders(text: string): Placeholder[] {
  if (!text.includes('{')) return [];
  return [...text.matchAll(SINGLE_BRACES)].map((m) => ({ text: m[0], key: `{${m[1] ?? ''}}` }));
}

export function doubleBracePlaceholders(text: string): Placeholder[] {
  if (!text.includes('{{')) return [];
  return [...text.matchAll(DOUBLE_BRACES)].map((m) => ({ text: m[0], key: `{{${m[1] ?? ''}}}` }));
}

/**
 * What `translation` lacks and adds against `base`, as written in each: the placeholders are
 * compared as multisets, so order may change (translators reorder words) but not count.
 */
export function placeholderDifference(
  base: readonly Placeholder[],
  translation: readonly Placeholder[],
): { readonly missing: string[]; readonly extra: string[] } {
  const left = [...translation];
  const missing: string[] = [];
  for (const placeholder of base) {
    const at = left.findIndex((p) => p.key === placeholder.key);
    if (at === -1) missing.push(placeholder.text);
    else left.splice(at, 1);
  }
  return { missing, extra: left.map((p) => p.text) };
}
