import type { StringFold, StringItem } from '../api/index.ts';
import { isTranslated } from '../qa/plural-forms.ts';
import {
  createReviewer,
  sortFindings,
  type Finding,
  type Reviewer,
  type ReviewedString,
} from '../qa/review.ts';
import { sameLanguage } from '../files/languages.ts';
import { ProgressCounter } from './progress.ts';
import type { FuzzyTexts } from './service-fuzzy.ts';

/**
 * What the quality pass takes from string/list while it arrives: each language's counts, and the
 * checks' findings. The answer lists the languages one after another; once the base language is
 * read, every later translation is checked as it comes and let go, so a project's 60 MB answer
 * comes down to the base texts and the findings. Translations that arrive before the base is
 * read (or while the ICU parser loads) wait, with only the fields the checks read.
 */
export class ProjectStrings implements StringFold {
  readonly counter: ProgressCounter;
  readonly #base: string;
  readonly #reviewed: (language: string) => boolean;
  readonly #fuzzy: FuzzyTexts | undefined;
  readonly #baseTexts: ReviewedString[] = [];
  #waiting: Array<readonly [string, ReviewedString]> = [];
  readonly #findings: Finding[] = [];
  /** The language of the last item: a change after the base's means the base is complete. */
  #last: string | undefined;
  #lastIsBase = false;
  /** Whether the checks read the last item's language. */
  #lastReviewed = false;
  #reviewer: Promise<Reviewer> | undefined;
  #ready: Reviewer | undefined;

  constructor(options: {
    readonly base: string;
    readonly languages: readonly string[];
    /** The languages to check; none with `qa: off`. */
    readonly reviewed: (language: string) => boolean;
    /** Where the pull keeps the texts the service marks fuzzy, if it does. */
    readonly fuzzy?: FuzzyTexts | undefined;
    /**
     * The batch read before this one, when the read goes in language batches (its languages
     * are `languages` alone): its base texts check this batch's translations.
     */
    readonly after?: ProjectStrings | undefined;
  }) {
    this.counter = new ProgressCounter(options.base, options.languages);
    this.#base = options.base;
    this.#reviewed = options.reviewed;
    this.#fuzzy = options.fuzzy;
    // A fold per attempt of the read: what a failed attempt brought is not the answer.
    this.#fuzzy?.startOver(options.after === undefined ? undefined : options.languages);
    if (options.after !== undefined) {
      options.after.#startReviewing();
      this.#reviewer = options.after.#reviewer;
      this.#reviewer?.then(
        (reviewer) => this.#readied(reviewer),
        () => undefined,
      );
    }
  }

  /** Items the answer listed, and its bytes: what the next batch of a batched read is sized by. */
  items = 0;
  bytes = 0;

  answered(bytes: number): void {
    this.bytes = bytes;
  }

  add(language: string, item: StringItem): void {
    this.items++;
    this.counter.add(language, item);
    this.#fuzzy?.add(language, item);
    // Items come language after language: what depends on the language alone is decided when
    // it changes, not for each of its 10,000 items.
    if (language !== this.#last) {
      if (this.#last !== undefined && this.#lastIsBase) this.#startReviewing();
      this.#last = language;
      this.#lastIsBase = sameLanguage(language, this.#base);
      this.#lastReviewed = !this.#lastIsBase && this.#reviewed(language);
    }
    const isBase = this.#lastIsBase;
    if (item.isArchived || (!isBase && !this.#lastReviewed) || !isTranslated(item.translation)) {
      return;
    }
    if (isBase) this.#baseTexts.push(kept(item));
    else this.#check(language, item);
  }

  /** The findings, once the answer is read whole. */
  async findings(): Promise<Finding[]> {
    this.#startReviewing();
    this.#ready = await this.#reviewer;
    this.#checkWaiting();
    return sortFindings(this.#findings);
  }

  #check(language: string, item: ReviewedString): void {
    if (this.#ready === undefined) {
      this.#waiting.push([language, kept(item)]);
      return;
    }
    const finding = this.#ready.check(language, item);
    if (finding) this.#findings.push(finding);
  }

  #startReviewing(): void {
    if (this.#reviewer !== undefined) return;
    this.#reviewer = createReviewer(this.#baseTexts);
    // A failure to load shows where findings() awaits it; here it only must not go unhandled.
    this.#reviewer.then(
      (reviewer) => this.#readied(reviewer),
      () => undefined,
    );
  }

  #readied(reviewer: Reviewer): void {
    this.#ready = reviewer;
    this.#checkWaiting();
  }

  /** Translations not checked yet: waiting for the base, or for the ICU parser to load. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #checkWaiting(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const [language, item] of waiting) this.#check(language, item);
  }
}

/** What the checks read of an item, for one held a while: the rest of it is let go. */
function kept(item: ReviewedString): ReviewedString {
  return {
    key: item.key,
    translation: item.translation,
    context: item.context,
    pluralKey: item.pluralKey,
    isArchived: false,
  };
}
