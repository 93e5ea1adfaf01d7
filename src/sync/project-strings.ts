import type { StringFold, StringItem } from '../api/index.ts';
import { isTranslated } from '../qa/plural-forms.ts';
import type { ReviewedString } from '../qa/review.ts';
import { sameLanguage } from './languages.ts';
import { ProgressCounter } from './progress.ts';

/**
 * What the quality pass keeps of string/list while it arrives: each language's counts, and for
 * the checks only the translated, live items of the languages they may review (and the base's),
 * with only the fields they read. A project's 60 MB answer comes down to its texts.
 */
export class ProjectStrings implements StringFold {
  readonly counter: ProgressCounter;
  readonly kept: Record<string, ReviewedString[]> = {};
  readonly #base: string;
  readonly #reviewed: (language: string) => boolean;

  constructor(options: {
    readonly base: string;
    readonly languages: readonly string[];
    /** The languages whose texts the checks need; none with `qa: off`. */
    readonly reviewed: (language: string) => boolean;
  }) {
    this.counter = new ProgressCounter(options.base, options.languages);
    this.#base = options.base;
    this.#reviewed = options.reviewed;
  }

  add(language: string, item: StringItem): void {
    this.counter.add(language, item);
    if (item.isArchived || !isTranslated(item.translation)) return;
    if (!sameLanguage(language, this.#base) && !this.#reviewed(language)) return;
    (this.kept[language] ??= []).push({
      key: item.key,
      translation: item.translation,
      context: item.context,
      pluralKey: item.pluralKey,
      isArchived: false,
    });
  }
}
