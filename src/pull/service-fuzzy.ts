import type { StringItem } from '../api/index.ts';
import { isTranslated } from '../qa/plural-forms.ts';
import type { ServiceTextStates } from '../translations/index.ts';

/**
 * string/list gives a key's name and context apart; a .po entry is its msgctxt and msgid. Joined
 * as gettext joins them (EOT), a service that keeps the msgctxt in the key's name matches too.
 */
const CONTEXT_END = '\u0004';

function identity(name: string, context: string | null | undefined): string {
  return context ? context + CONTEXT_END + name : name;
}

/**
 * The texts the service marks fuzzy in the languages a pull writes, for the .po entries whose
 * texts it writes (translations/po-flags.ts). The quality pass reads string/list in every pull,
 * so this costs no call: it keeps the fuzzy items as they come (none of the rest), and a
 * rewrite that needs them waits for that read (`filledBy`).
 */
export class FuzzyTexts {
  readonly #wanted: (language: string) => boolean;
  /** Each language's fuzzy texts, by lowercase code: the languages the read had items of. */
  readonly #byLanguage = new Map<string, Set<string>>();
  #last: string | undefined;
  #lastTexts: Set<string> | undefined;
  #read: Promise<unknown> = Promise.resolve();

  /** `wanted`: the languages the pull writes; the others' fuzzy texts are not kept. */
  constructor(wanted: (language: string) => boolean) {
    this.#wanted = wanted;
  }

  /**
   * Forgets what was added, for a new attempt of the read: of `languages` alone when given (a
   * read in language batches starts a batch over, the others' kept).
   */
  startOver(languages?: readonly string[]): void {
    if (languages === undefined) this.#byLanguage.clear();
    else for (const language of languages) this.#byLanguage.delete(language.toLowerCase());
    this.#last = undefined;
    this.#lastTexts = undefined;
  }

  /** One item of string/list's answer; only a translated fuzzy text of a wanted language stays. */
  add(language: string, item: Pick<StringItem, 'key' | 'context' | 'fuzzy' | 'translation'>) {
    // Items come language after language: what depends on the language is looked up once.
    if (language !== this.#last) {
      this.#last = language;
      const code = language.toLowerCase();
      this.#lastTexts = this.#byLanguage.get(code) ?? new Set();
      this.#byLanguage.set(code, this.#lastTexts);
    }
    if (!item.fuzzy || !isTranslated(item.translation) || !this.#wanted(language)) return;
    this.#lastTexts?.add(identity(item.key, item.context));
  }

  /** The read that fills these, which `statesOf` waits for. */
  filledBy(read: Promise<unknown>): void {
    this.#read = read;
  }

  /**
   * One language's states once the read is done; undefined when it brought no item of the
   * language (string/list answered none), so that nothing is taken for "not fuzzy".
   */
  async statesOf(language: string): Promise<ServiceTextStates | undefined> {
    await this.#read;
    const texts = this.#byLanguage.get(language.toLowerCase());
    if (texts === undefined) return undefined;
    return {
      fuzzy: (name, context) => texts.has(identity(name, context)),
      anyFuzzy: texts.size > 0,
    };
  }
}
