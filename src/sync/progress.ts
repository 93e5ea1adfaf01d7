import type { StringItem } from '../api/index.ts';
import { isTranslated } from '../qa/plural-forms.ts';
import { sameLanguage } from './languages.ts';

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

/**
 * Each language's progress against the base language's keys. Archived keys count nowhere (the
 * service keeps them out of exports); hidden keys count like any other (they are exported, and
 * only hidden from contributors). A project without keys is complete.
 */
export function progressOf(
  strings: Readonly<Record<string, readonly StringItem[]>>,
  base: string,
): LanguageProgress[] {
  const baseEntry = Object.entries(strings).find(([language]) => sameLanguage(language, base));
  const baseKeys = new Set(live(baseEntry?.[1] ?? []).map((item) => item.key)).size;
  return Object.entries(strings)
    .map(([language, items]) => {
      const kept = live(items);
      const translated = kept.filter((item) => isTranslated(item.translation));
      const percent = baseKeys === 0 ? 100 : Math.min(100, (translated.length / baseKeys) * 100);
      return {
        language,
        keys: kept.length,
        translated: translated.length,
        fuzzy: translated.filter((item) => item.fuzzy).length,
        percent: Math.round(percent * 10) / 10,
      };
    })
    .sort((a, b) => a.language.localeCompare(b.language));
}

function live(items: readonly StringItem[]): StringItem[] {
  return items.filter((item) => !item.isArchived);
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
