import type { StringItem } from '../api/index.ts';
import { isTranslated } from '../qa/plural-forms.ts';
import { sameLanguage } from '../files/languages.ts';

/** How far one language is translated, from `string/list`. */
export interface LanguageProgress {
  /** The service's code. */
  readonly language: string;
  /** Keys the language has (archived ones left out). */
  readonly keys: number;
  /** Keys with a non-empty translation. */
  readonly translated: number;
  /** Translated keys marked fuzzy (they count as translated). */
  readonly fuzzy: number;
  /** Translated keys against the base language's keys, 0–100, one decimal. */
  readonly percent: number;
}

/** What progress reads of a string/list item. */
export type CountedString = Pick<StringItem, 'key' | 'translation' | 'fuzzy' | 'isArchived'>;

/**
 * Counts items as they come, one language after another or mixed, and gives each language's
 * progress against the base language's keys. Archived keys count nowhere (the service keeps them
 * out of exports); hidden keys count like any other (they are exported, and only hidden from
 * contributors). A project without keys is complete.
 */
export class ProgressCounter {
  readonly #counts = new Map<string, { keys: number; translated: number; fuzzy: number }>();
  /** Each language's distinct keys would cost a set per language: the base's alone is kept. */
  readonly #baseKeys = new Set<string>();
  readonly #base: string;
  /** The last item's language, and whether it is the base (items come language by language). */
  #lastLanguage: string | undefined;
  #lastIsBase = false;

  /** `languages`: those to show even without a single key (an empty project is complete). */
  constructor(base: string, languages: readonly string[] = []) {
    this.#base = base;
    for (const language of languages)
      this.#counts.set(language, { keys: 0, translated: 0, fuzzy: 0 });
  }

  add(language: string, item: CountedString): void {
    if (item.isArchived) return;
    let count = this.#counts.get(language);
    if (count === undefined) {
      count = { keys: 0, translated: 0, fuzzy: 0 };
      this.#counts.set(language, count);
    }
    count.keys += 1;
    if (isTranslated(item.translation)) {
      count.translated += 1;
      if (item.fuzzy) count.fuzzy += 1;
    }
    if (language !== this.#lastLanguage) {
      this.#lastLanguage = language;
      this.#lastIsBase = sameLanguage(language, this.#base);
    }
    if (this.#lastIsBase) this.#baseKeys.add(item.key);
  }

  /**
   * Adds what `other` counted, a later batch of the same read (other languages): its counts and,
   * when it read the base language, its base keys.
   */
  absorb(other: ProgressCounter): void {
    for (const [language, count] of other.#counts) {
      const mine = this.#counts.get(language);
      if (mine === undefined) this.#counts.set(language, { ...count });
      else {
        mine.keys += count.keys;
        mine.translated += count.translated;
        mine.fuzzy += count.fuzzy;
      }
    }
    for (const key of other.#baseKeys) this.#baseKeys.add(key);
  }

  progress(): LanguageProgress[] {
    const baseKeys = this.#baseKeys.size;
    return [...this.#counts]
      .map(([language, count]) => {
        const share = baseKeys === 0 ? 100 : Math.min(100, (count.translated / baseKeys) * 100);
        return { language, ...count, percent: Math.round(share * 10) / 10 };
      })
      .sort((a, b) => a.language.localeCompare(b.language));
  }
}

/** Each language's progress, from string/list's answer as a whole (see ProgressCounter). */
export function progressOf(
  strings: Readonly<Record<string, readonly CountedString[]>>,
  base: string,
): LanguageProgress[] {
  const counter = new ProgressCounter(base, Object.keys(strings));
  for (const [language, items] of Object.entries(strings)) {
    for (const item of items) counter.add(language, item);
  }
  return counter.progress();
}

/** A percentage as the outputs and tables show it: one decimal, always (`71.0`). */
export function percentText(percent: number): string {
  return percent.toFixed(1);
}

/** A bar of ten cells for a table: `█████████░`. */
export function progressBar(percent: number): string {
  // Whole cells only: 96.4 % must not look complete.
  const full = Math.floor(percent / 10);
  return '█'.repeat(full) + '░'.repeat(10 - full);
}
