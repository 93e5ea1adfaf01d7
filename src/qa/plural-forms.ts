/**
 * A plural key's text in `string/list`: the interface shows `translation` only as a string, and a
 * service may give a plural key's forms there as JSON text (`{"one":"# file","other":"# files"}`,
 * the `json_string` plural format). Such a text is read as its forms; anything else is one text.
 */
const FORM_NAMES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The forms of a plural text, or undefined for a plain text. */
export function pluralForms(text: string): Readonly<Record<string, string>> | undefined {
  if (!text.startsWith('{"')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const entries = Object.entries(parsed);
  const isForms =
    entries.length > 0 &&
    entries.every(
      // 1.0.9.2 also names forms `other1`, `other2`…
      ([name, value]) =>
        (FORM_NAMES.has(name) || /^other\d+$/.test(name)) && typeof value === 'string',
    );
  return isForms ? (parsed as Record<string, string>) : undefined;
}

/** Whether a translation has any text: a plural key's when any of its forms has. */
export function isTranslated(text: string): boolean {
  // Nearly every text starts with a printable ASCII character that is no space: it has text, and
  // is no plural key's forms unless that character is a brace.
  const first = text.charCodeAt(0);
  if (first > 0x20 && first < 0x7f && first !== 0x7b) return true;
  const forms = pluralForms(text);
  return forms === undefined
    ? text.trim() !== ''
    : Object.values(forms).some((form) => form.trim() !== '');
}
