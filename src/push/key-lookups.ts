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
 * service key its names find (once the answer of its batch is read).
 */
export interface Lookup {
  readonly key: TranslationKey;
  readonly path: readonly string[];
  readonly row: number;
  found: Listed | undefined;
  /** Its names find several service keys (one per file that has it): see ServiceTexts.several. */
  shared: boolean;
}

/** A translation file as the lookups take it: its entries, and its language's column. */
export interface LookedFile {
  readonly entries: TranslationEntries | undefined;
  readonly language: number;
}

/** The lookups of one batch of languages' files (see KeyLookups.batch). */
export interface BatchLookups {
  /** The files' texts: a row per key, a column per language of the batch. */
  readonly texts: TextTable;
  /** The lookups of the `index`th file's entries, in their order. */
  ofFile(index: number): readonly Lookup[];
}

/**
 * Every key of the files, looked up once per push rather than once per language's file, and
 * every name the service may give one of them (a plural form's key too: its forms are one text).
 * The files come a batch of languages at a time (by-key-batches.ts): the keys and names stay
 * from one batch to the next, since every language's file has about the same keys; the files'
 * texts are kept for the batch being read alone.
 */
export class KeyLookups {
  readonly #looked = new Map<TranslationKey, Lookup>();
  /** Every name the service may give a key, with the row of (one of) the keys it names. */
  readonly names = new KeyNames();
  #rows = 0;
  /** The batch whose files the last keys came from: a new key's row is made in its texts. */
  #texts: TextTable | undefined;

  /**
   * The lookups of a batch's files, `languages` columns of texts (`language`: the file's
   * column). Files of one layout list the same keys in the same order, as a rule: a key is first
   * compared with the one at its place in the file before, and looked up only when another.
   */
  batch(files: readonly LookedFile[], languages: number): BatchLookups {
    const texts = new TextTable(languages, Math.max(this.#rows, files[0]?.entries?.size ?? 0));
    texts.extendTo(this.#rows);
    this.#texts = texts;
    let before: Lookup[] = [];
    const byFile = files.map(({ entries, language }) => {
      const lookups = new Array<Lookup>(entries?.size ?? 0);
      let place = 0;
      entries?.forEach((text, key) => {
        const there = before[place];
        const looked = there !== undefined && there.key === key ? there : this.of(key);
        if (typeof text === 'string') texts.set(looked.row, language, text);
        lookups[place] = looked;
        place += 1;
      });
      before = lookups;
      return lookups;
    });
    return { texts, ofFile: (index) => byFile[index] ?? [] };
  }

  of(key: TranslationKey): Lookup {
    let looked = this.#looked.get(key);
    if (looked === undefined) {
      const path = segmentsOf(key).map(String);
      const row = this.#rows++;
      this.#texts?.extendTo(this.#rows);
      looked = { key, path, row, found: undefined, shared: false };
      this.#looked.set(key, looked);
      this.names.add(path, looked.row);
      const form = path[path.length - 1];
      if (path.length > 1 && form !== undefined && PLURAL_FORMS.has(form)) {
        this.names.add(path.slice(0, -1), NO_ROW, true);
      }
    }
    return looked;
  }

  /**
   * Each key's one service key in the answer just read, for its batch's decisions: the keys a
   * project lists are the same in every language, so a batch's answer finds what the whole
   * project's would.
   */
  resolve(service: ServiceTexts): void {
    for (const looked of this.#looked.values()) {
      const names = this.names.namesOf(looked.path);
      looked.found = service.only(names);
      looked.shared = looked.found === undefined && service.several(names);
    }
  }
}
