import { RATE_LIMITS, type LanguageBatches } from '../api/index.ts';
import { count } from '../common/plural.ts';
import type { PushDeps } from './push-types.ts';

/**
 * What the log says of the batches, once there is more than one: the budget, each answer, and
 * how long the revision's pacing of string/list makes the rest (1.0.9.2: one call per 5 s).
 */
export class BatchLog {
  readonly #deps: PushDeps;
  readonly #batches: LanguageBatches;
  readonly #languages: number;
  #calls = 0;
  #read = 0;

  constructor(deps: PushDeps, batches: LanguageBatches, languages: number) {
    this.#deps = deps;
    this.#batches = batches;
    this.#languages = languages;
  }

  answered(languages: readonly string[], bytes: number | undefined): void {
    this.#calls += 1;
    this.#read += languages.length;
    const left = this.#batches.left;
    if (this.#calls === 1 && left === 0) return;
    const bytesRead = bytes === undefined ? '' : `, ${size(bytes)}`;
    const named =
      languages.length > 3 ? `${languages.slice(0, 3).join(', ')}, …` : languages.join(', ');
    let line = `string/list ${this.#calls}: ${count(languages.length, 'language')} (${named})${bytesRead}; ${this.#read} of ${this.#languages} read`;
    if (this.#calls === 1) line += this.#plan(left);
    this.#deps.log.info(line);
  }

  overLimit(languages: readonly string[]): void {
    this.#deps.log.info(
      `string/list of ${count(languages.length, 'language')} answered more than the ${size(this.#deps.client.maxAnswerBytes)} the action reads: read again in smaller batches`,
    );
  }

  /** After the first answer: the batches to come, and what the revision's pacing costs them. */
  #plan(left: number): string {
    const { bytesPerText, textsPerLanguage } = this.#batches.estimate;
    const calls = Math.ceil(left / this.#batches.size());
    const budget = size(this.#batches.budget);
    let plan = `; the other ${left} in about ${count(calls, 'call')}, each answer expected under ${budget} (${Math.round(bytesPerText)} bytes a text, ${Math.round(textsPerLanguage)} texts a language)`;
    const { revision } = this.#deps.settings;
    const spacing = RATE_LIMITS[revision]['string/list'];
    if (spacing !== undefined && calls > 0) {
      plan += `; ${revision} takes one string/list per ${spacing / 1000} s: about ${(calls * spacing) / 1000} s more`;
    }
    return plan;
  }
}

/** Bytes as the log says them: KiB below a MiB (a test's small limit), MiB above. */
function size(bytes: number): string {
  return bytes < 1024 ** 2
    ? `${(bytes / 1024).toFixed(1)} KiB`
    : `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
