import {
  PLURAL_FORMS,
  segmentsOf,
  type TranslationEntries,
  type TranslationKey,
} from '../translations/index.ts';
import { KeyNames, NO_ROW } from './key-names.ts';
import type { Listed, ServiceTexts } from './service-texts.ts';
import { TextTable } from './text-table.ts';

/**
 * A file key as the decisions look it up: its path, its row in the files' texts, and the one
 * service key its names find (once the answer is read).
 */
export interface Lookup {
  readonly key: TranslationKey;
  readonly path: readonly string[];
  readonly row: number;
  found: Listed | undefined;
  /** Its names find several service keys (one per file that has it): see ServiceTexts.several. */
  shared: boolean;
}

/**
 * Every key of the files, looked up once per push rather than once per language's file, with
 * its text in each file (by language), and every name the service may give one of them (a
 * plural form's key too: its forms are one text).
 */
export class KeyLookups {
  readonly #looked = new Map<TranslationKey, Lookup>();
  /** Every name the service may give a key, with the row of (one of) the keys it names. */
  readonly names = new KeyNames();
  /** The files' texts: a row per key, a column per language. */
  readonly texts: TextTable;
  /** Each file's lookups in the order of its entries: the decisions walk them side by side. */
  readonly #byFile: Lookup[][];

  /**
   * `language`: the file's index among the `languages` languages of the service's texts.
   */
  constructor(
    files: readonly { entries: TranslationEntries | undefined; language: number }[],
    languages: number,
  ) {
    this.texts = new TextTable(languages, files[0]?.entries?.size);
    // Files of one layout list the same keys in the same order, as a rule: a key is first
    // compared with the one at its place in the file before, and looked up only when another.
    let before: Lookup[] = [];
    this.#byFile = files.map(({ entries, language }) => {
      const lookups = new Array<Lookup>(entries?.size ?? 0);
      let place = 0;
      entries?.forEach((text, key) => {
        const there = before[place];
        const looked = there !== undefined && there.key === key ? there : this.of(key);
        if (typeof text === 'string') this.texts.set(looked.row, language, text);
        lookups[place] = looked;
        place += 1;
      });
      before = lookups;
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
      looked = { key, path, row: this.texts.addRow(), found: undefined, shared: false };
      this.#looked.set(key, looked);
      this.names.add(path, looked.row);
      const form = path[path.length - 1];
      if (path.length > 1 && form !== undefined && PLURAL_FORMS.has(form)) {
        this.names.add(path.slice(0, -1), NO_ROW, true);
      }
    }
    return looked;
  }

  /** Each key's one service key, found once the answer is read. */
  resolve(service: ServiceTexts): void {
    for (const looked of this.#looked.values()) {
      const names = this.names.namesOf(looked.path);
      looked.found = service.only(names);
      looked.shared = looked.found === undefined && service.several(names);
    }
  }
}
