import type { StringItem } from '../api/index.ts';
import { textComparer, type BaseText, type Difference, type TextComparer } from './check.ts';
import { isTranslated, pluralForms } from './plural-forms.ts';
import { loadIcuChecker, looksLikeIcu } from './icu.ts';
import { MAX_CHECKED_LENGTH } from './limits.ts';

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

/** What the checks read of a string/list item. */
export type ReviewedString = Pick<
  StringItem,
  'key' | 'translation' | 'context' | 'pluralKey' | 'isArchived'
>;

/** Checks translations, one at a time, against the base texts it was made with. */
export interface Reviewer {
  /** The finding for this translation, or undefined when it keeps what its base text has. */
  check(language: string, item: ReviewedString): Finding | undefined;
}

/**
 * A reviewer for these base texts: each read once, found by the key's identity (same key,
 * context and plural form). The ICU parser is loaded only when some base text is ICU.
 */
export async function createReviewer(baseItems: Iterable<ReviewedString>): Promise<Reviewer> {
  const texts = [...baseItems].filter((item) => !item.isArchived && item.translation !== '');
  const icu = texts.some(
    (item) => item.translation.length <= MAX_CHECKED_LENGTH && looksLikeIcu(item.translation),
  )
    ? await loadIcuChecker()
    : undefined;
  const comparer = textComparer(icu);
  const bases = new BaseTexts();
  for (const item of texts) bases.set(identity(item), comparer.prepare(item.translation));
  return { check: (language, item) => check(language, item, bases, comparer) };
}

/**
 * Compares every translated key of the languages `reviewed` accepts with its base-language text.
 * Empty translations are missing, not wrong; archived keys are not exported, so nobody ships them.
 */
export async function reviewTranslations(
  strings: Readonly<Record<string, readonly ReviewedString[]>>,
  baseLanguage: string,
  reviewed: (language: string) => boolean,
): Promise<Finding[]> {
  const baseItems = Object.entries(strings).find(
    ([language]) => language.toLowerCase() === baseLanguage.toLowerCase(),
  )?.[1];
  if (!baseItems) return [];
  const reviewer = await createReviewer(baseItems);
  const findings: Finding[] = [];
  for (const [language, items] of Object.entries(strings)) {
    if (language.toLowerCase() === baseLanguage.toLowerCase() || !reviewed(language)) continue;
    for (const item of items) {
      const finding = reviewer.check(language, item);
      if (finding) findings.push(finding);
    }
  }
  return sortFindings(findings);
}

/** Findings by language, then key. */
export function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort(
    (a, b) => a.language.localeCompare(b.language) || a.key.localeCompare(b.key),
  );
}

function check(
  language: string,
  item: ReviewedString,
  bases: BaseTexts,
  comparer: TextComparer,
): Finding | undefined {
  if (item.isArchived || !isTranslated(item.translation)) return undefined;
  const base = bases.get(identity(item));
  if (base === undefined) return undefined;
  const differences = differencesOf(base, item.translation, comparer);
  if (differences.length === 0) return undefined;
  return {
    language,
    key: item.key,
    context: item.context,
    base: base.text,
    translation: item.translation,
    differences,
  };
}

/**
 * A plain text is compared whole. A plural key's forms (pluralForms): `other` with the base's
 * `other`, in full; every other form only for what it adds, against all the base's forms, since
 * languages differ in which forms spell the number out.
 */
function differencesOf(
  prepared: BaseText,
  translation: string,
  comparer: TextComparer,
): readonly Difference[] {
  const base = prepared.text;
  const baseForms = pluralForms(base);
  const forms = pluralForms(translation);
  if (baseForms === undefined && forms === undefined) {
    return comparer.compare(prepared, translation);
  }
  const baseOther = baseForms?.['other'] ?? base;
  const allBase = baseForms ? Object.values(baseForms).join('\n') : base;
  const found: Difference[] = [];
  for (const [form, text] of Object.entries(forms ?? { other: translation })) {
    if (text.trim() === '') continue;
    const differences =
      form === 'other'
        ? comparer.compare(baseOther, text)
        : comparer.compare(allBase, text, { onlyAdded: true });
    found.push(...differences.map((d) => ({ ...d, detail: `[${form}] ${d.detail}` })));
  }
  return found;
}

/**
 * The base texts by identity. string/list lists every language's keys in the same order, so the
 * key after the last one found is tried first: comparing two names costs less than finding one
 * among 10,000 (the lookup was a tenth of a large pull's checks).
 */
class BaseTexts {
  readonly #byIdentity = new Map<string, number>();
  readonly #identities: string[] = [];
  readonly #texts: BaseText[] = [];
  #next = 0;

  set(identity: string, text: BaseText): void {
    const index = this.#byIdentity.get(identity);
    if (index !== undefined) {
      this.#texts[index] = text;
      return;
    }
    this.#byIdentity.set(identity, this.#texts.length);
    this.#identities.push(identity);
    this.#texts.push(text);
  }

  get(identity: string): BaseText | undefined {
    let index: number | undefined = this.#next;
    if (this.#identities[index] !== identity) {
      index = this.#byIdentity.get(identity);
      if (index === undefined) return undefined;
    }
    this.#next = index + 1;
    return this.#texts[index];
  }
}

/** A key is one text per context and plural form; most have neither, and are their name. */
function identity(item: ReviewedString): string {
  if (item.context === null && item.pluralKey === null) return item.key;
  return `${item.key}\u0000${item.context ?? ''}\u0000${item.pluralKey ?? ''}`;
}
