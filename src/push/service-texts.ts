import { detached, type StringTextFold } from '../api/index.ts';
import { NO_ROW } from './key-names.ts';
import { TextTable } from './text-table.ts';

/**
 * The service's side of the key-level comparison (translations-by-key.ts): the service's texts
 * of the names the files' keys may have, read from string/list as it arrives, one batch of
 * languages at a time (by-key-batches.ts).
 */

/** The names the files may give their keys, each with the row of a key's texts it names. */
export interface NameIndex {
  get(name: string): number | undefined;
}

/** What the service lists under one name, by language index. */
export interface Listed {
  readonly name: string;
  /** Its row in the service's texts. */
  readonly row: number;
  /** The row of the files' texts of a key it names (NO_ROW: none). */
  readonly likely: number;
  plural: boolean;
  /** Listed twice in one language (keys told apart by file or context): never goes by key. */
  ambiguous: boolean;
}

/**
 * The service's texts of the names the files may match, read from string/list as it arrives:
 * a row of texts by language per name, nothing kept of the keys no file has, so that reading
 * 10,000 keys × 20 languages costs little more than the read itself. A text the files have as
 * it is (the one of the name's key in the same language, most of them) is kept as the files'
 * string: no copy of its own, and its comparison is one of identity.
 *
 * Looking each item's name up among the 40,000 the files may give their keys was most of the
 * fold's time (bench/by-key-cpu.ts). The service lists the keys of each language in the same
 * order, as a rule: so each item is first compared with the name that was at its place in the
 * language before, and looked up only when that is another.
 */
export class ServiceTexts implements StringTextFold {
  readonly #languages: readonly string[];
  readonly #names: NameIndex;
  readonly #likely: TextTable;
  readonly #texts: TextTable;
  /** The names the files may give that the service lists (in any language). */
  readonly #byName = new Map<string, Listed>();
  #language: string | undefined;
  #index = -1;
  /**
   * What each place of the last language's list held: the entry of a name the files may give,
   * or the name of a key none has.
   */
  readonly #order: (Listed | string)[] = [];
  #place = 0;
  /** Items read, and the answer's bytes once read whole: what the next batch is sized from. */
  #items = 0;
  #bytes: number | undefined;

  /** `names`: the names the files' keys may have, each with its row in `likely`, their texts. */
  constructor(languages: readonly string[], names: NameIndex, likely: TextTable) {
    this.#languages = languages;
    this.#names = names;
    this.#likely = likely;
    this.#texts = new TextTable(languages.length, likely.rows);
  }

  addText(language: string, key: string, translation: string, pluralKey: string | null): void {
    this.#items += 1;
    if (language !== this.#language) {
      this.#language = language;
      this.#index = this.#languages.indexOf(language);
      this.#place = 0;
    }
    const listed = this.#find(key);
    if (listed === undefined || this.#index === -1) return;
    const index = this.#index;
    if (this.#texts.get(listed.row, index) !== undefined) listed.ambiguous = true;
    else {
      const likely = listed.likely === NO_ROW ? undefined : this.#likely.get(listed.likely, index);
      this.#texts.set(listed.row, index, translation === likely ? likely : detached(translation));
    }
    if (pluralKey !== null) listed.plural = true;
  }

  answered(bytes: number): void {
    this.#bytes = bytes;
  }

  /** What the answer was: its items, and its bytes (undefined where the client did not say). */
  get read(): { readonly items: number; readonly bytes: number | undefined } {
    return { items: this.#items, bytes: this.#bytes };
  }

  /** The entry of `key`, if the files may give it: see the class's comment. */
  #find(key: string): Listed | undefined {
    const place = this.#place++;
    const before = this.#order[place];
    if (before !== undefined) {
      if (typeof before === 'string' ? before === key : before.name === key) {
        return typeof before === 'string' ? undefined : before;
      }
    }
    const listed = this.#byName.get(key) ?? this.#listed(key);
    this.#order[place] = listed ?? detached(key);
    return listed;
  }

  /** A name the service lists for the first time: an entry if the files may give it. */
  #listed(key: string): Listed | undefined {
    const likely = this.#names.get(key);
    if (likely === undefined) return undefined;
    const name = detached(key);
    const row = this.#texts.addRow();
    const listed: Listed = { name, row, likely, plural: false, ambiguous: false };
    this.#byName.set(name, listed);
    return listed;
  }

  /** A language's index in the texts of `only`'s answer. */
  indexOf(language: string): number {
    return this.#languages.indexOf(language);
  }

  /** What the service has of `listed` in the `index`th language; undefined where not listed. */
  textOf(listed: Listed, index: number): string | undefined {
    return index === -1 ? undefined : this.#texts.get(listed.row, index);
  }

  /**
   * Whether `names` find several service keys: two names listed, or one listed twice in a
   * language (keys told apart by file). Such a key never goes by key (`only`).
   */
  several(names: readonly string[]): boolean {
    let listed = 0;
    for (const name of names) {
      const found = this.#byName.get(name);
      if (found === undefined) continue;
      if (found.ambiguous || ++listed > 1) return true;
    }
    return false;
  }

  /** The one service key of `names`, if exactly one is listed and it is not ambiguous. */
  only(names: readonly string[]): Listed | undefined {
    let found: Listed | undefined;
    for (const name of names) {
      const listed = this.#byName.get(name);
      if (listed === undefined) continue;
      if (found !== undefined) return undefined;
      found = listed;
    }
    return found?.ambiguous ? undefined : found;
  }
}
