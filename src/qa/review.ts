import type { StringItem } from '../api/index.ts';
import { compareTexts, type Difference } from './check.ts';
import { isTranslated, pluralForms } from './plural-forms.ts';
import { loadIcuChecker, looksLikeIcu, type IcuChecker } from './icu.ts';

/** One translation that needs a reviewer's eye. */
export interface Finding {
  /** The service's language code. */
  readonly language: string;
  readonly key: string;
  readonly context: string | null;
  readonly base: string;
  readonly translation: string;
  readonly differences: readonly Difference[];
}

/**
 * Compares every translated key of the languages `reviewed` accepts with its base-language text
 * (same key, context and plural form). Empty translations are missing, not wrong; archived keys
 * are not exported, so nobody ships them.
 */
export async function reviewTranslations(
  strings: Readonly<Record<string, readonly StringItem[]>>,
  baseLanguage: string,
  reviewed: (language: string) => boolean,
): Promise<Finding[]> {
  const baseItems = Object.entries(strings).find(
    ([language]) => language.toLowerCase() === baseLanguage.toLowerCase(),
  )?.[1];
  if (!baseItems) return [];
  const baseTexts = new Map<string, string>();
  for (const item of baseItems) {
    if (!item.isArchived && item.translation !== '')
      baseTexts.set(identity(item), item.translation);
  }
  const icu = [...baseTexts.values()].some(looksLikeIcu) ? await loadIcuChecker() : undefined;
  const findings: Finding[] = [];
  for (const [language, items] of Object.entries(strings)) {
    if (language.toLowerCase() === baseLanguage.toLowerCase() || !reviewed(language)) continue;
    for (const item of items) findings.push(...check(language, item, baseTexts, icu));
  }
  return findings.sort(
    (a, b) => a.language.localeCompare(b.language) || a.key.localeCompare(b.key),
  );
}

function check(
  language: string,
  item: StringItem,
  baseTexts: ReadonlyMap<string, string>,
  icu: IcuChecker | undefined,
): Finding[] {
  if (item.isArchived || !isTranslated(item.translation)) return [];
  const base = baseTexts.get(identity(item));
  if (base === undefined) return [];
  const differences = differencesOf(base, item.translation, icu);
  if (differences.length === 0) return [];
  return [
    {
      language,
      key: item.key,
      context: item.context,
      base,
      translation: item.translation,
      differences,
    },
  ];
}

/**
 * A plain text is compared whole. A plural key's forms (pluralForms): `other` with the base's
 * `other`, in full; every other form only for what it adds, against all the base's forms, since
 * languages differ in which forms spell the number out.
 */
function differencesOf(
  base: string,
  translation: string,
  icu: IcuChecker | undefined,
): Difference[] {
  const baseForms = pluralForms(base);
  const forms = pluralForms(translation);
  if (baseForms === undefined && forms === undefined) return compareTexts(base, translation, icu);
  const baseOther = baseForms?.['other'] ?? base;
  const allBase = baseForms ? Object.values(baseForms).join('\n') : base;
  const found: Difference[] = [];
  for (const [form, text] of Object.entries(forms ?? { other: translation })) {
    if (text.trim() === '') continue;
    const differences =
      form === 'other'
        ? compareTexts(baseOther, text, icu)
        : compareTexts(allBase, text, icu, { onlyAdded: true });
    found.push(...differences.map((d) => ({ ...d, detail: `[${form}] ${d.detail}` })));
  }
  return found;
}

/** A key is one text per context and plural form. */
function identity(item: StringItem): string {
  return `${item.key}\u0000${item.context ?? ''}\u0000${item.pluralKey ?? ''}`;
}
