/*
 * Counts in messages, in correct English: "1 file", "2 files". Every message that prints a
 * count with a noun goes through here, so none says "1 files" again.
 */

/** The word that agrees with `n`: `singular` for 1, else `plural` (by default `singular` + s). */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return n === 1 ? singular : pluralForm;
}

/** `n` and the noun that agrees with it: `count(1, 'file')` is `1 file`, `count(2, 'entry', 'entries')` `2 entries`. */
export function count(n: number, noun: string, pluralForm?: string): string {
  return `${n} ${plural(n, noun, pluralForm)}`;
}
