import { detached, type StringTextFold } from '../api/index.ts';
import {
  PLURAL_FORMS,
  segmentsOf,
  type TranslationEntries,
  type TranslationKey,
} from '../translations/index.ts';
import { KeyNames, type LikelyTexts } from './key-names.ts';

/**
 * The service's side of the key-level comparison (translations-by-key.ts): every key of the
 * translation files with the names the service may give it, and the service's texts of those
 * names, read from string/list as it arrives.
 */

/**
 * A file key as the decisions look it up: its path, and the one service key its names find
 * (once the answer is read).
 */
export interface Lookup {
  readonly path: readonly string[];
  /** The key's text in each file that has it, by language index (see ServiceTexts's `likely`). */
  readonly texts: LikelyTexts;
  found: Listed | undefined;
}

/**
 * Every key of the files, looked up once per push rather than once per language's file, and
 * every name the service may give one of them (a plural form's key too: its forms are one text).
 */
export class KeyLookups {
  readonly #looked = new Map<TranslationKey, Lookup>();
  /** Every name the service may give a key, with the texts of (one of) the keys it names. */
  readonly names = new KeyNames();
  /** Each file's lookups in the order of its entries: the decisions walk them side by side. */
  readonly #byFile: Lookup[][];

  /** `language`: the file's index among the languages of the service's texts. */
  constructor(files: readonly { entries: TranslationEntries | undefined; language: number }[]) {
    // Files of one layout list the same keys in the same order, as a rule: a key is first
    // compared with the one at its place in the file before, and looked up only when another.
    let keysBefore: TranslationKey[] = [];
    let lookupsBefore: Lookup[] = [];
    this.#byFile = files.map(({ entries, language }) => {
      const keys = new Array<TranslationKey>(entries?.size ?? 0);
      const lookups = new Array<Lookup>(keys.length);
      let place = 0;
      entries?.forEach((text, key) => {
        const looked = keysBefore[place] === key ? (lookupsBefore[place] as Lookup) : this.of(key);
        if (typeof text === 'string') looked.texts[language] = text;
        keys[place] = key;
        lookups[place] = looked;
        place += 1;
      });
      keysBefore = keys;
      lookupsBefore = lookups;
      return lookups;
    });
  }

  /** The lookups of the `index`th file's entries, in their order. */
  ofFile(index: number): readonly Lookup[] {
    return this.#byFile[index] ?? [];
  }

  of(key: TranslationKey): Lookup {
    let looked = this.#looked.get(key);
    if (looked === undefined) {
      const path = segmentsOf(key).map(String);
      looked = { path, texts: [], found: undefined };
      this.#looked.set(key, looked);
      this.names.add(path, looked.texts);
      const form = path[path.length - 1];
      if (path.length > 1 && form !== undefined && PLURAL_FORMS.has(form)) {
        this.names.add(path.slice(0, -1), [], true);
      }
    }
    return looked;
  }

  /** Each key's one service key, found once the answer is read. */
  resolve(service: ServiceTexts): void {
    for (const looked of this.#looked.values()) {
      looked.found = service.only(this.names.namesOf(looked.path));
    }
  }
}

/** The names the files may give their keys, each with the texts of a key it names. */
export interface NameIndex {
  get(name: string): LikelyTexts | undefined;
}

/** What the service lists under one name, by language index. */
export interface Listed {
  readonly name: string;
  readonly texts: (string | undefined)[];
  readonly likely: LikelyTexts;
  plural: boolean;
  /** Listed twice in one language (keys told apart by file or context): never goes by key. */
  ambiguous: boolean;
}

/**
 * The service's texts of the names the files may match, read from string/list as it arrives:
 * an array of texts by language per name, nothing kept of the keys no file has, so that reading
 * 10,000 keys × 20 languages costs little more than the read itself.
 *
 * Looking each item's name up among the 40,000 the files may give their keys was most of the
 * fold's time (bench/by-key-cpu.ts). The service lists the keys of each language in the same
 * order, as a rule: so each item is first compared with the name that was at its place in the
 * language before, and looked up only when that is another.
 */
export class ServiceTexts implements StringTextFold {
  readonly #languages: readonly string[];
  readonly #names: NameIndex;
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

  /** `names`: the names the files may give their keys, each with its likely texts. */
  constructor(languages: readonly string[], names: NameIndex) {
    this.#languages = languages;
    this.#names = names;
  }

  addText(language: string, key: string, translation: string, pluralKey: string | null): void {
    if (language !== this.#language) {
      this.#language = language;
      this.#index = this.#languages.indexOf(language);
      this.#place = 0;
    }
    const listed = this.#find(key);
    if (listed === undefined || this.#index === -1) return;
    if (listed.texts[this.#index] !== undefined) listed.ambiguous = true;
    else {
      const likely = listed.likely[this.#index];
      listed.texts[this.#index] = translation === likely ? likely : detached(translation);
    }
    if (pluralKey !== null) listed.plural = true;
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
    const texts = new Array<string | undefined>(this.#languages.length);
    const listed: Listed = { name, texts, likely, plural: false, ambiguous: false };
    this.#byName.set(name, listed);
    return listed;
  }

  /** A language's index in the texts of `only`'s answer. */
  indexOf(language: string): number {
    return this.#languages.indexOf(language);
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
