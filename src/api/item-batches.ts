import type { ByteWindow } from './byte-window.ts';
import { OPEN_OBJECT } from '../common/json-syntax.ts';
import { BATCH, isSpaceOrComma, LIST_END, SEAM } from './json-bytes.ts';
import type { ItemsReader } from './string-list-items.ts';

/**
 * The items of one language's list between the scanner's finding them and a reader's reading
 * them: they are read a batch at a time (one JSON.parse of hundreds of items costs far less than
 * one per item), from where the batch's first item starts to where its last ends.
 */
export class ItemBatches {
  readonly #window: ByteWindow;
  readonly #reader: ItemsReader;
  /** Where the batch's first item starts (absolute), or -1 when none is held. */
  start = -1;
  /** Where the item being read starts (absolute). */
  #itemStart = -1;
  /** Items held, and where the last one ends (absolute). */
  #count = 0;
  #end = -1;

  constructor(window: ByteWindow, reader: ItemsReader) {
    this.#window = window;
    this.#reader = reader;
  }

  itemOpened(at: number): void {
    this.#itemStart = at;
    if (this.start === -1) this.start = at;
  }

  /** An item ended at `at` (its `}` excluded); a full batch is read. */
  itemClosed(at: number, language: string): void {
    this.#end = at;
    this.#count += 1;
    if (this.#count >= BATCH) this.read(language, false);
  }

  /**
   * Reads the items held; `insideItem`: the scanner is inside an item that is not held yet,
   * whose bytes must be kept from its start (the chunk ended in it).
   */
  read(language: string, insideItem: boolean): void {
    if (this.#count === 0) return;
    const items = this.#window.bracketed(this.start, this.#end);
    this.start = insideItem ? this.#itemStart : -1;
    this.#count = 0;
    this.#reader.read(language, items)();
  }

  /**
   * Between items, at `from` in the window: reads at once every item from there (or from the
   * batch's first) up to the last `},{` of the window, without looking at their bytes, and
   * gives back where that `}` is; -1 when it cannot (nothing to leap to, or the items are no
   * JSON array), and the scanner reads the bytes one by one. Sound because the read starts where
   * an item starts: a JSON reader then reads the bytes exactly as the document does, so it
   * succeeds only when that `}` closes an item of this list (a `},{` inside a string, inside an
   * item or past the list's end leaves a string or a bracket open, or a `]` unmatched).
   */
  leap(from: number, language: string): number {
    const bytes = this.#window.bytes;
    const seam = bytes.lastIndexOf(SEAM);
    if (this.#leapTo(from, seam, language)) return seam;
    // Where one language's items end in the window and the next's follow, the read fails: once
    // more, to the last seam before that end (a `}]` inside a text only makes the leap shorter).
    // Looked for only then: searching every chunk for it cost more than the failed reads.
    const listEnd = bytes.indexOf(LIST_END, from);
    if (listEnd === -1 || listEnd > seam) return -1;
    const before = bytes.lastIndexOf(SEAM, listEnd);
    return this.#leapTo(from, before, language) ? before : -1;
  }

  /** Reads every item from `from` (or the batch's first) to the `}` at `seam`, if they are items. */
  #leapTo(from: number, seam: number, language: string): boolean {
    if (seam < from) return false;
    const { bytes, base } = this.#window;
    let start = this.start;
    if (start === -1) {
      let first = from;
      while (first < seam && isSpaceOrComma(bytes[first] as number)) first += 1;
      if (bytes[first] !== OPEN_OBJECT) return false;
      start = base + first;
    }
    let handOn: () => void;
    try {
      handOn = this.#reader.read(language, this.#window.bracketed(start, base + seam + 1));
    } catch (error) {
      if (error instanceof SyntaxError) return false;
      throw error;
    }
    this.start = -1;
    this.#count = 0;
    handOn();
    return true;
  }
}
