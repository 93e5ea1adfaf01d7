/**
 * The plural categories a language has, as CLDR says (through the runtime's `Intl.PluralRules`):
 * Android looks a `<plurals>` item up by them, so an item of another category is never shown.
 */

/** The language of a repository's spelling: `pt-rBR` (Android), `b+es+419`, `zh_CN`, `de`. */
export function bcp47Of(spelling: string): string {
  if (spelling.startsWith('b+')) return spelling.slice(2).replaceAll('+', '-');
  return spelling.replace(/[-_]r([A-Z]{2})$/, '-$1').replaceAll('_', '-');
}

/** The categories of the language `spelling` names; undefined when the runtime does not know it. */
export function pluralCategoriesOf(spelling: string): ReadonlySet<string> | undefined {
  try {
    const language = bcp47Of(spelling);
    if (Intl.PluralRules.supportedLocalesOf([language]).length === 0) return undefined;
    return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  } catch {
    // Not a language tag at all (a folder's name the layout took for one).
    return undefined;
  }
}
