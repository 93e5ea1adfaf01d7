import { ShapeError } from './results.ts';
import {
  CLOSE_ARRAY,
  CLOSE_OBJECT,
  COLON,
  COMMA,
  CR,
  LF,
  OPEN_ARRAY,
  OPEN_OBJECT,
  QUOTE,
  SPACE,
  TAB,
} from '../common/json-syntax.ts';
import { stringEnd } from './json-bytes.ts';
import { RawPrefix } from './raw-prefix.ts';
import { ByteWindow } from './byte-window.ts';
import { notAnObject, type ItemsReader } from './string-list-items.ts';
import { ItemBatches } from './item-batches.ts';

/**
 * Reads a `string/list` answer as its bytes arrive, so that a project of 10,000 keys in 20
 * languages (60 MB of JSON) is never held whole, neither as text nor as a parsed tree: each item
 * of `strings.<language>[]` is handed to a reader (string-list-items.ts), and the rest of the body
 * (the `response` envelope) is kept and given back as JSON text, `strings` left empty, for the
 * caller to read as it reads any answer.
 *
 * It tracks only what JSON needs to find those items: strings (a quote or a backslash is never
 * part of a multi-byte UTF-8 character, so bytes will do) and nesting. A body that is no JSON
 * object (an HTML error page) is kept as it came, up to RAW_KEPT bytes, for the error message.
 */
export class StringListScanner {
  /** From the earliest start still needed to the end of the last chunk. */
  readonly #window = new ByteWindow();
  readonly #batches: ItemBatches;
  /** Where scanning resumes, as an absolute offset. */
  #at = 0;
  #inString = false;
  #escaped = false;
  /** Open containers, outermost first: `{` or `[`. */
  readonly #stack: number[] = [];
  /** Where the name or member's value being read starts (absolute), or -1. */
  #start = -1;
  /** The member of the top object, or the language, whose value is being read. */
  #key: string | undefined;
  #language: string | undefined;
  #expectingKey = false;
  readonly #rest: Record<string, unknown> = {};
  /** Whether this chunk's items were tried in one read (see ItemBatches.leap). */
  #leapTried = false;
  #notJson = false;
  #opened = false;
  readonly #raw = new RawPrefix();

  constructor(reader: ItemsReader) {
    this.#batches = new ItemBatches(this.#window, reader);
  }

  push(chunk: Buffer): void {
    this.#raw.keep(chunk);
    if (this.#notJson) return;
    this.#window.append(chunk);
    this.#leapTried = false;
    this.#scan();
    // The items this chunk completed are read now, so that only a part of one item is carried
    // into the next chunk: carrying a batch meant copying it again with every chunk it spans.
    this.#readBatch();
    this.#trim();
  }

  /** Bytes held now: those of the item or member being read, never the whole body. */
  get bufferedBytes(): number {
    return this.#window.bytes.length;
  }

  /** The body without its items: JSON text of the other members and `"strings": {}`. */
  end(): string {
    if (this.#notJson || this.#stack.length > 0 || this.#rest['strings'] === undefined) {
      return this.#raw.text();
    }
    return JSON.stringify(this.#rest);
  }

  #scan(): void {
    const { bytes, base } = this.#window;
    for (let i = this.#at - base; i < bytes.length; i++) {
      if (this.#inString) {
        const end = this.#closingQuote(bytes, i);
        if (end === -1) break;
        this.#inString = false;
        this.#stringEnded(base + end + 1);
        i = end;
        continue;
      }
      if (this.#stack.length >= 3 && this.#inStrings()) {
        i = this.#scanItems(bytes, i) - 1;
        continue;
      }
      const byte = bytes[i] as number;
      if (byte === SPACE || byte === TAB || byte === LF || byte === CR) continue;
      this.#token(byte, base + i);
      if (this.#notJson) return;
    }
    this.#at = base + bytes.length;
  }

  /** A language's items to their `]` or the chunk's end (given back): see ItemBatches.leap. */
  #scanItems(bytes: Buffer, from: number): number {
    let i = from;
    if (!this.#leapTried) {
      i = this.#itemBytes(bytes, i, true);
      if (i === bytes.length || this.#stack.length !== 3) return i;
      this.#leapTried = true;
      const seam = this.#batches.leap(i, this.#language ?? '');
      if (seam !== -1) i = seam + 1; // after the `}` of the last item read
    }
    return this.#itemBytes(bytes, i, false);
  }

  /**
   * A language's items byte by byte from `from` on, to the `]` closing them, the chunk's end or
   * (`toLeap`) the first byte between items; gives back where it stopped. Each byte is looked at
   * once and only for what delimits an item: quotes (a string skipped whole), brackets and braces
   * (`indexOf` per string would cross into C++ some 20 times per item). No leap in here: V8
   * compiles a loop this hot early, and with the leap's reading inlined, twice, it was a quarter
   * of V8's compiling in a push's first comparison (bench/by-key-cpu.ts, the cold row).
   */
  #itemBytes(bytes: Buffer, from: number, toLeap: boolean): number {
    const stack = this.#stack;
    const end = bytes.length;
    let depth = stack.length;
    let i = from;
    for (; i < end; i++) {
      const byte = bytes[i] as number;
      if (depth === 3) {
        if (toLeap) break;
        if (byte === OPEN_OBJECT) {
          this.#batches.itemOpened(this.#window.base + i);
          depth = 4;
        } else if (byte === CLOSE_ARRAY) {
          this.#setDepth(2);
          this.#readBatch();
          return i + 1;
        } else if (byte !== COMMA && byte !== SPACE && byte !== TAB && byte !== LF && byte !== CR) {
          throw notAnObject(this.#language ?? '');
        }
      } else if (byte === QUOTE) {
        const j = stringEnd(bytes, i + 1, end);
        if (j >= end) {
          // The chunk ends inside this string: #scan resumes it with the next chunk.
          this.#inString = true;
          this.#escaped = j > end;
          this.#setDepth(depth);
          return end;
        }
        i = j;
      } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        depth += 1;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        depth -= 1;
        if (depth === 3) this.#batches.itemClosed(this.#window.base + i + 1, this.#language ?? '');
      }
    }
    this.#setDepth(depth);
    return i;
  }

  /** Nesting inside items is only counted; the stack keeps up with the count. */
  #setDepth(depth: number): void {
    const stack = this.#stack;
    while (stack.length > depth) stack.pop();
    while (stack.length < depth) stack.push(OPEN_OBJECT);
  }

  /** The quote that ends the string being read (stringEnd), or -1; keeps whether a chunk ends in an escape. */
  #closingQuote(bytes: Buffer, from: number): number {
    const at = stringEnd(bytes, this.#escaped ? from + 1 : from, bytes.length);
    this.#escaped = at > bytes.length;
    return at >= bytes.length ? -1 : at;
  }

  /** One byte outside strings and white space, at absolute offset `at`. */
  #token(byte: number, at: number): void {
    const depth = this.#stack.length;
    if (depth === 0) {
      // One object, and nothing after it.
      if (byte !== OPEN_OBJECT || this.#opened) {
        this.#notJson = true;
        return;
      }
      this.#opened = true;
      this.#stack.push(byte);
      this.#expectingKey = true;
      return;
    }
    if (
      depth === 3 &&
      this.#inStrings() &&
      byte !== OPEN_OBJECT &&
      byte !== COMMA &&
      byte !== CLOSE_ARRAY
    ) {
      throw notAnObject(this.#language ?? '');
    }
    if (byte === QUOTE) {
      this.#inString = true;
      if ((depth === 1 || (depth === 2 && this.#inStrings())) && this.#expectingKey)
        this.#start = at;
      else if (depth === 1 && this.#start === -1) this.#start = at;
      return;
    }
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) return this.#open(byte, at);
    if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) return this.#close(at);
    if (byte === COLON) {
      if (depth === 1 || (depth === 2 && this.#inStrings())) this.#expectingKey = false;
      return;
    }
    if (byte === COMMA) {
      if (depth === 1) this.#memberEnded(at);
      if (depth === 1 || (depth === 2 && this.#inStrings())) this.#expectingKey = true;
      return;
    }
    // A number, true, false or null: as a member's value, its start.
    if (depth === 1 && this.#start === -1) this.#start = at;
  }

  #open(byte: number, at: number): void {
    const depth = this.#stack.length;
    this.#stack.push(byte);
    if (depth === 1) {
      if (this.#key === 'strings') {
        if (byte === OPEN_ARRAY)
          this.#start = at; // PHP's empty array for an empty project
        else this.#expectingKey = true;
      } else if (this.#start === -1) {
        this.#start = at;
      }
    } else if (depth === 2 && this.#inStrings() && byte !== OPEN_ARRAY) {
      throw new ShapeError(`strings.${this.#language ?? ''} is not an array`);
    } else if (depth === 3 && this.#inStrings()) {
      this.#batches.itemOpened(at);
    }
  }

  #close(at: number): void {
    const depth = this.#stack.length;
    this.#stack.pop();
    if (depth === 4 && this.#inStrings()) {
      this.#batches.itemClosed(at + 1, this.#language ?? '');
    } else if (depth === 3 && this.#inStrings()) {
      this.#readBatch();
    } else if (depth === 2 && this.#key === 'strings') {
      if (this.#start !== -1) {
        this.#rest['strings'] = JSON.parse(this.#window.text(this.#start, at + 1));
        this.#start = -1;
      } else {
        this.#rest['strings'] = {};
      }
    } else if (depth === 1) {
      this.#memberEnded(at);
    }
  }

  /** Reads the items held (a chunk ended in the next one: its bytes are kept). */
  #readBatch(): void {
    this.#batches.read(this.#language ?? '', this.#stack.length >= 4);
  }

  #stringEnded(end: number): void {
    const depth = this.#stack.length;
    if (this.#start === -1 || !this.#expectingKey) return;
    const name = JSON.parse(this.#window.text(this.#start, end)) as string;
    this.#start = -1;
    if (depth === 1) this.#key = name;
    else this.#language = name;
  }

  /** A member of the top object ends at `at`: its value, unless `strings`, is kept whole. */
  #memberEnded(at: number): void {
    if (this.#key !== undefined && this.#key !== 'strings' && this.#start !== -1) {
      this.#rest[this.#key] = JSON.parse(this.#window.text(this.#start, at));
    }
    this.#start = -1;
    this.#key = undefined;
  }

  #inStrings(): boolean {
    return this.#key === 'strings';
  }

  /** Lets go of the bytes before the earliest start still needed. */
  #trim(): void {
    // The byte before the items held is kept too: ByteWindow.bracketed borrows it.
    const starts = [this.#start, this.#batches.start].filter((start) => start !== -1);
    this.#window.keepFrom(starts.length === 0 ? this.#at : Math.min(...starts) - 1);
  }
}
