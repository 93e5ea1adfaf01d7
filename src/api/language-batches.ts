import { ApiError } from './errors.ts';

/**
 * string/list of many languages in batches (its `langs` parameter), each sized so that its answer
 * stays well under the most the client reads (MAX_ANSWER_BYTES): one call for 10,000 keys in 100
 * languages answers about 400 MiB in the real service's item shape, and is refused whole. A
 * batch's answer is expected to be its languages × texts per language × bytes per text; both
 * factors are learned from the answers read, the largest seen kept, since a language of longer
 * texts (or more bytes per character) may come next. The budget of a batch is a quarter of the
 * limit, so a batch of languages twice or three times the size of those read still fits.
 */

/** A batch's expected answer is held to this share of the read limit. */
export const BUDGET_SHARE = 1 / 4;

/**
 * Bytes of an item guessed before any answer: the real service's are about 450 bytes with a
 * short text (19 fields), the interface's about 280; this leaves room for long texts.
 */
export const FIRST_BYTES_PER_TEXT = 1024;

/**
 * The first batch is sized to half the budget: its texts per language come from the repository's
 * files, and the project may hold more keys than the files pushed (an answer over the limit all
 * the same is read again in smaller batches: `overLimit`).
 */
export const FIRST_SHARE = 1 / 2;

export interface BatchEstimate {
  readonly bytesPerText: number;
  readonly textsPerLanguage: number;
}

/** The languages of a read in batches, in their order, each read once. */
export class LanguageBatches {
  readonly #queue: string[];
  readonly #budget: number;
  readonly #limit: number;
  #bytesPerText = FIRST_BYTES_PER_TEXT;
  #textsPerLanguage: number;
  /** Whether an answer (or a refusal of one) taught the estimate yet: the budget is whole then. */
  #learned = false;
  /** Whether an answer was read: its figures replace the guesses. */
  #measured = false;

  /**
   * `maxAnswerBytes`: the client's read limit. `textsPerLanguage`: the texts a language is
   * guessed to have before any answer (the files' keys of one language).
   */
  constructor(languages: readonly string[], maxAnswerBytes: number, textsPerLanguage: number) {
    if (!(maxAnswerBytes > 0))
      throw new Error(`no read limit to size batches by: ${maxAnswerBytes}`);
    this.#queue = [...languages];
    this.#limit = maxAnswerBytes;
    this.#budget = maxAnswerBytes * BUDGET_SHARE;
    this.#textsPerLanguage = Math.max(1, textsPerLanguage);
  }

  /** The bytes a batch's answer is expected to stay under. */
  get budget(): number {
    return this.#budget;
  }

  get estimate(): BatchEstimate {
    return { bytesPerText: this.#bytesPerText, textsPerLanguage: this.#textsPerLanguage };
  }

  /** Languages not handed out yet. */
  get left(): number {
    return this.#queue.length;
  }

  /** The bytes `languages` languages are expected to answer. */
  expectedBytes(languages: number): number {
    return languages * this.#textsPerLanguage * this.#bytesPerText;
  }

  /** How many languages the next batch takes: as many as the budget holds, one at least. */
  size(): number {
    const budget = this.#learned ? this.#budget : this.#budget * FIRST_SHARE;
    const fit = Math.floor(budget / this.expectedBytes(1));
    return Math.min(this.#queue.length, Math.max(1, fit));
  }

  /** The next batch's languages; undefined once every language was handed out. */
  next(): string[] | undefined {
    if (this.#queue.length === 0) return undefined;
    return this.#queue.splice(0, this.size());
  }

  /**
   * Learns from the answer to `languages`: `bytes` long, `texts` items. The first answer's
   * figures replace the guesses; later ones raise them, never lower them.
   */
  answered(languages: readonly string[], bytes: number, texts: number): void {
    if (languages.length === 0) return;
    const perLanguage = texts / languages.length;
    // An answer of no item tells the bytes of its envelope alone: no item's size.
    if (texts > 0) {
      const perText = bytes / texts;
      this.#bytesPerText = this.#measured ? Math.max(this.#bytesPerText, perText) : perText;
    }
    this.#textsPerLanguage = this.#measured
      ? Math.max(this.#textsPerLanguage, perLanguage)
      : perLanguage;
    this.#measured = true;
    this.#learned = true;
  }

  /**
   * The answer to `languages` went over the read limit: they go back to the front of the queue,
   * and a language is taken to answer the limit's share of them at least, so that the next batch
   * is a quarter as large.
   */
  overLimit(languages: readonly string[]): void {
    this.#learned = true;
    this.#queue.unshift(...languages);
    const perLanguage = this.#limit / languages.length;
    this.#textsPerLanguage = Math.max(this.#textsPerLanguage, perLanguage / this.#bytesPerText);
  }
}

/** What an answer of a batched read tells of itself, for the size of the next batch. */
export interface BatchAnswer {
  /** The answer's bytes. */
  readonly bytes: number;
  /** Its items, of every language asked. */
  readonly items: number;
}

/**
 * Reads `languages` a batch at a time, each expected under a quarter of the read limit (see
 * LanguageBatches): `read` once per batch, given the answer of the batch before; a batch whose
 * answer passed the limit all the same is read again in smaller ones. The answers, in order.
 */
export async function readInLanguageBatches<T extends BatchAnswer>(
  languages: readonly string[],
  limits: { readonly maxAnswerBytes: number; readonly textsPerLanguage: number },
  read: (languages: string[], before: T | undefined) => Promise<T>,
): Promise<T[]> {
  const batches = new LanguageBatches(languages, limits.maxAnswerBytes, limits.textsPerLanguage);
  const answers: T[] = [];
  for (let batch = batches.next(); batch !== undefined; batch = batches.next()) {
    let answer: T;
    try {
      answer = await read(batch, answers.at(-1));
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'limit') || batch.length < 2) throw error;
      batches.overLimit(batch);
      continue;
    }
    answers.push(answer);
    batches.answered(batch, answer.bytes, answer.items);
  }
  return answers;
}
