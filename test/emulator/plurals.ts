import type { Forms } from './store.ts';

/** CLDR order of plural forms, used wherever forms are written out. */
const ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
const NUMERIC: Readonly<Record<string, string>> = { zero: '=0', one: '=1', two: '=2' };

/** A language's plural forms in CLDR order (Node's ICU data: `ru` one, few, many, other). */
export function languageForms(iso: string): string[] {
  let categories: string[];
  try {
    categories = new Intl.PluralRules(iso.replace(/_/g, '-')).resolvedOptions().pluralCategories;
  } catch {
    categories = ['one', 'other'];
  }
  return ORDER.filter((form) => categories.includes(form));
}

/** The forms of a value in CLDR order, unknown forms (1.0.9.2's `other1`) last. */
export function orderedForms(forms: Forms): [string, string][] {
  const rank = (name: string): number =>
    ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length;
  return Object.entries(forms).sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * The forms of an ICU plural message that is nothing but one plural argument,
 * `{count, plural, one {# file} other {# files}}` (import's `icu_plurals`); undefined otherwise.
 * `=0`, `=1`, `=2` are read as zero, one, two.
 */
export function parseIcuPlural(text: string): Forms | undefined {
  const head = /^\{\s*[\w.]+\s*,\s*plural\s*,/.exec(text.trim());
  if (!head || !text.trim().endsWith('}')) return undefined;
  const body = text.trim().slice(head[0].length, -1);
  const forms: Record<string, string> = {};
  let at = 0;
  while (at < body.length) {
    const selector = /^\s*(=\d+|[a-z]+)\s*\{/.exec(body.slice(at));
    if (!selector?.[1]) return body.slice(at).trim() === '' ? forms : undefined;
    let depth = 1;
    let end = at + selector[0].length;
    for (; end < body.length && depth > 0; end += 1) {
      if (body[end] === '{') depth += 1;
      else if (body[end] === '}') depth -= 1;
    }
    if (depth !== 0) return undefined;
    const name = Object.keys(NUMERIC).find((k) => NUMERIC[k] === selector[1]) ?? selector[1];
    forms[name] = body.slice(at + selector[0].length, end - 1);
    at = end;
  }
  return Object.keys(forms).length > 0 ? forms : undefined;
}

/** An ICU plural message of the forms; `numeric` writes zero/one/two as `=0`/`=1`/`=2`. */
export function formatIcu(forms: Forms, numeric: boolean): string {
  const parts = orderedForms(forms).map(
    ([name, text]) => `${numeric ? (NUMERIC[name] ?? name) : name} {${text}}`,
  );
  return `{count, plural, ${parts.join(' ')}}`;
}

/**
 * A plural value as one string in a `plural_format`: `icu`, `symfony` (forms joined by `|`), or
 * `json_string` (the forms object as JSON text, also the default of string/list). Undefined for the
 * formats the emulator leaves to the codec (`array`, `generic`, `i18n`).
 */
export function pluralAsString(
  forms: Forms,
  format: string,
  icuNumeric: boolean,
): string | undefined {
  switch (format) {
    case 'icu':
      return formatIcu(forms, icuNumeric);
    case 'symfony':
      return orderedForms(forms)
        .map(([, text]) => text)
        .join('|');
    case 'json_string':
      return JSON.stringify(Object.fromEntries(orderedForms(forms)));
    default:
      return undefined;
  }
}
