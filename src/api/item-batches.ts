import type { ByteWindow } from './byte-window.ts';
import { BATCH, isSpaceOrComma, LIST_END, OPEN_OBJECT, SEAM } from './json-bytes.ts';
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
    const { bytes, base } = this.#window;
    let seam = bytes.lastIndexOf(SEAM);
    // Items of the next language after this one's end would fail the read, and the bytes would
    // be read one by one to the end of the chunk: the leap stops at the last seam before the
    // end. A `}]` inside a text only makes the leap shorter.
    const listEnd = bytes.indexOf(LIST_END, from);
    if (listEnd !== -1 && listEnd < seam) seam = bytes.lastIndexOf(SEAM, listEnd);
    if (seam < from) return -1;
    let start = this.start;
    if (start === -1) {
      let first = from;
      while (first < seam && isSpaceOrComma(bytes[first] as number)) first += 1;
      if (bytes[first] !== OPEN_OBJECT) return -1;
      start = base + first;
    }
    let handOn: () => void;
    try {
      handOn = this.#reader.read(language, this.#window.bracketed(start, base + seam + 1));
    } catch (error) {
      if (error instanceof SyntaxError) return -1;
      throw error;
    }
    this.start = -1;
    this.#count = 0;
    handOn();
    return seam;
  }
}
