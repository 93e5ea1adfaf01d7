import type { GetTextTranslations } from 'gettext-parser';
import { keyOf, segmentsOf } from './keys.ts';
import { pluralRuleOf, type PluralRule } from './po-plurals.ts';
import { withWarnings } from './read-warnings.ts';
import type { TranslationEntries, TranslationValue } from './types.ts';

/**
 * The service's .po plurals in the repository file's terms. The service numbers a plural's
 * `msgstr[n]` by the CLDR categories of the language it exports (zero, one, two, few, many,
 * other: those the language has, in that order) and states `Plural-Forms` only where that order
 * is gettext's; the file numbers them by its own header's `plural=` expression. So Latvian comes
 * as zero/one/other where the file wants one/other/zero, and French as one/many/other where a
 * file of `nplurals=2` wants one/other. Each file form takes the category most of its counts
 * fall in; the file's `nplurals` forms are written, no more and no fewer. But for the file's own
 * texts coming back from a push (see asPushed).
 *
 * `fileForms` are the file's entries (context EOT msgid → its msgstr, plural or not).
 */
export function inFileTerms(
  file: GetTextTranslations,
  fileForms: ReadonlyMap<string, { readonly plural: boolean; readonly forms: readonly string[] }>,
  bundle: GetTextTranslations,
  offered: TranslationEntries,
): TranslationEntries {
  const rule = pluralRuleOf(headersOf(file)['Plural-Forms']);
  const bundleRule = pluralRuleOf(headersOf(bundle)['Plural-Forms']);
  const language = languageOf(bundle) ?? languageOf(file);
  const sameRule = rule !== undefined && bundleRule?.spelling === rule.spelling;
  const sources = rule && !sameRule && language ? sourcesByCategory(rule, language) : undefined;

  const aligned = new Map<string, TranslationValue>();
  const warnings: string[] = [];
  for (const [entry, texts] of byEntry(offered)) {
    const ours = fileForms.get(entry);
    if (texts.plural === false) {
      // The service exports a plural no one translated yet as a singular `msgstr ""`: the file's
      // plural entry stays one, with its forms empty (the repository's texts are kept).
      const text = texts.forms[0] ?? '';
      const stillPlural = text === '' && ours?.plural === true;
      const count = rule?.count ?? ours?.forms.length ?? 1;
      if (!stillPlural) aligned.set(keyOf([entry]), text);
      else for (let form = 0; form < count; form++) aligned.set(keyOf([entry, form]), '');
      continue;
    }
    let forms = texts.forms;
    if (rule !== undefined) {
      const byIndex = Array.from({ length: rule.count }, (_, i) => forms[i] ?? '');
      const byCategory =
        sources !== undefined && forms.length === sources.categories
          ? sources.forms.map((from) => firstText(forms, from))
          : byIndex;
      forms = asPushed(forms, byIndex, ours) ? byIndex : byCategory;
      if (partlyEmpty(forms, ours?.plural === true ? ours.forms : [])) {
        warnings.push(partlyTranslated(entry));
        forms = forms.map(() => '');
      }
    }
    forms.forEach((text, form) => aligned.set(keyOf([entry, form]), text));
  }
  return withWarnings(aligned, warnings);
}

/** The offered entries grouped by .po entry, in order: a plural's forms by their index. */
function byEntry(offered: TranslationEntries): Map<string, { plural: boolean; forms: string[] }> {
  const entries = new Map<string, { plural: boolean; forms: string[] }>();
  for (const [key, value] of offered) {
    const [entry, form] = segmentsOf(key) as [string, number | undefined];
    const texts = entries.get(entry) ?? { plural: form !== undefined, forms: [] };
    texts.forms[form ?? 0] = typeof value === 'string' ? value : String(value);
    entries.set(entry, texts);
  }
  return entries;
}

/**
 * Whether the service's forms are the file's own, as a push sent them: the service files a
 * pushed `msgstr[n]` under its language's n-th category whatever the file's `Plural-Forms`, so
 * the repository's texts come back in the file's order, and taking them by category would
 * shuffle a Latvian file nobody changed. Forms the service has empty do not count.
 */
function asPushed(
  forms: readonly string[],
  byIndex: readonly string[],
  ours: { readonly plural: boolean; readonly forms: readonly string[] } | undefined,
): boolean {
  if (ours?.plural !== true) return false;
  if (forms.slice(byIndex.length).some((text) => text !== '')) return false;
  return byIndex.every((text, i) => text === '' || text === ours.forms[i]);
}

/** The first non-empty text of the service's forms `from`, best first; else empty. */
function firstText(forms: readonly string[], from: readonly number[]): string {
  for (const index of from) {
    const text = forms[index];
    if (text !== undefined && text !== '') return text;
  }
  return '';
}

/**
 * Whether the service's forms, with the file's where the service has none, would leave some
 * form empty beside translated ones. gettext (libintl, Python's gettext) then shows an empty
 * text for the counts of the empty form: msgfmt drops an entry only when its `msgstr[0]` is
 * empty. The service's forms are then not written: the entry stays as the file has it.
 */
function partlyEmpty(forms: readonly string[], ours: readonly string[]): boolean {
  if (forms.every((text) => text === '')) return false;
  const merged = forms.map((text, i) => (text !== '' ? text : (ours[i] ?? '')));
  return merged.some((text) => text === '');
}

function partlyTranslated(entry: string): string {
  const shown = entry.replace('\u0004', '|');
  return (
    `the plural ${JSON.stringify(shown)} has only some of its forms translated on the service; ` +
    'it is left as the file has it until every form is (gettext would show an empty text)'
  );
}

/** The table's header fields; none for a file without a header entry. */
function headersOf(table: GetTextTranslations): Partial<Record<string, string>> {
  return (table.headers as GetTextTranslations['headers'] | undefined) ?? {};
}

function languageOf(table: GetTextTranslations): string | undefined {
  const language = headersOf(table)['Language']?.trim();
  return language === undefined || language === '' ? undefined : language;
}

/** CLDR's categories in the order the service numbers a plural's forms by. */
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Counts gettext and CLDR both classify: 0–1000, and the millions French's `many` is about. */
const SAMPLES: readonly number[] = [
  ...Array.from({ length: 1001 }, (_, n) => n),
  ...[1e4, 1e5, 1e6, 2e6, 1e7, 1e9],
];

/**
 * For each form of `rule`, the service's form indexes (its language's CLDR categories) its
 * counts fall in, most counts first; undefined when the language is not one CLDR knows.
 */
function sourcesByCategory(
  rule: PluralRule,
  language: string,
): { categories: number; forms: number[][] } | undefined {
  const tag = language.replaceAll('_', '-');
  let cldr: Intl.PluralRules;
  try {
    cldr = new Intl.PluralRules(tag);
  } catch {
    return undefined;
  }
  const resolved = cldr.resolvedOptions();
  // Intl falls back to the default locale for a language it lacks: that one's rules are wrong.
  if (primary(resolved.locale) !== primary(tag)) return undefined;
  const categories = CATEGORY_ORDER.filter((c) =>
    (resolved.pluralCategories as readonly string[]).includes(c),
  );
  const tally = Array.from({ length: rule.count }, () => new Map<number, number>());
  for (const n of SAMPLES) {
    const counts = tally[rule.formOf(n)] as Map<number, number>;
    const source = categories.indexOf(cldr.select(n));
    counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  const forms = tally.map((counts) =>
    [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([source]) => source),
  );
  return { categories: categories.length, forms };
}

function primary(tag: string): string {
  return tag.split('-')[0]?.toLowerCase() ?? '';
}
