import type { StringFold, StringItem } from '../api/index.ts';
import { candidateNames } from '../prune/service-keys.ts';
import {
  PLURAL_FORMS,
  segmentsOf,
  type TranslationEntries,
  type TranslationKey,
} from '../translations/index.ts';

/**
 * The service's side of the key-level comparison (translations-by-key.ts): every key of the
 * translation files with the names the service may give it, and the service's texts of those
 * names, read from string/list as it arrives.
 */

/**
 * A file key as the decisions look it up: its path, the names the service may give it, and the
 * one service key they find (once the answer is read).
 */
interface Lookup {
  readonly path: readonly string[];
  readonly names: readonly string[];
  found: Listed | undefined;
}

/**
 * Every key of the files, looked up once per push rather than once per language's file, and
 * every name the service may give one of them (a plural form's key too: its forms are one text).
 */
export class KeyLookups {
  readonly #looked = new Map<TranslationKey, Lookup>();
  readonly names = new Set<string>();

  constructor(files: readonly (TranslationEntries | undefined)[]) {
    for (const entries of files) {
      for (const key of entries?.keys() ?? []) this.of(key);
    }
  }

  of(key: TranslationKey): Lookup {
    let looked = this.#looked.get(key);
    if (looked === undefined) {
      const path = segmentsOf(key).map(String);
      looked = { path, names: candidateNames(path), found: undefined };
      this.#looked.set(key, looked);
      for (const name of looked.names) this.names.add(name);
      const form = path[path.length - 1];
      if (path.length > 1 && form !== undefined && PLURAL_FORMS.has(form)) {
        for (const name of candidateNames(path.slice(0, -1))) this.names.add(name);
      }
    }
    return looked;
  }

  /** Each key's one service key, found once the answer is read. */
  resolve(service: ServiceTexts): void {
    for (const looked of this.#looked.values()) looked.found = service.only(looked.names);
  }
}

/** What the service lists under one name, by language index. */
export interface Listed {
  readonly name: string;
  readonly texts: (string | undefined)[];
  listed: boolean;
  plural: boolean;
  /** Listed twice in one language (keys told apart by file or context): never goes by key. */
  ambiguous: boolean;
}

/**
 * The service's texts of the names the files may match, read from string/list as it arrives:
 * an array of texts by language per name, one map lookup per item, nothing kept of the keys no
 * file has, so that reading 10,000 keys × 20 languages costs little more than the read itself.
 */
export class ServiceTexts implements StringFold {
  readonly #languages: readonly string[];
  readonly #byName = new Map<string, Listed>();
  #language: string | undefined;
  #index = -1;

  constructor(languages: readonly string[], names: Iterable<string>) {
    this.#languages = languages;
    for (const name of names) {
      this.#byName.set(name, { name, texts: [], listed: false, plural: false, ambiguous: false });
    }
  }

  add(language: string, item: StringItem): void {
    if (language !== this.#language) {
      this.#language = language;
      this.#index = this.#languages.indexOf(language);
    }
    const listed = this.#byName.get(item.key);
    if (listed === undefined) return;
    // A key listed in any language is a key of the service; its texts are kept for the files'.
    listed.listed = true;
    if (this.#index === -1) return;
    if (listed.texts[this.#index] !== undefined) listed.ambiguous = true;
    else listed.texts[this.#index] = item.translation;
    if (item.pluralKey !== null) listed.plural = true;
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
      if (listed === undefined || !listed.listed) continue;
      if (found !== undefined) return undefined;
      found = listed;
    }
    return found?.ambiguous ? undefined : found;
  }
}
