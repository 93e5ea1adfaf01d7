import { ShapeError } from './results.ts';
import {
  BACKSLASH,
  BATCH,
  CLOSE_ARRAY,
  CLOSE_OBJECT,
  closingQuote,
  COLON,
  COMMA,
  CR,
  isSpaceOrComma,
  LF,
  OPEN_ARRAY,
  OPEN_OBJECT,
  QUOTE,
  SEAM,
  SPACE,
  TAB,
} from './json-bytes.ts';
import { RawPrefix } from './raw-prefix.ts';

/**
 * Reads a `string/list` answer as its bytes arrive, so that a project of 10,000 keys in 20
 * languages (60 MB of JSON) is never held whole, neither as text nor as a parsed tree: each item
 * of `strings.<language>[]` is parsed on its own and handed to `onItem`, and the rest of the body
 * (the `response` envelope) is kept and given back as JSON text, `strings` left empty, for the
 * caller to read as it reads any answer.
 *
 * It tracks only what JSON needs to find those items: strings (a quote or a backslash is never
 * part of a multi-byte UTF-8 character, so bytes will do) and nesting. A body that is no JSON
 * object (an HTML error page) is kept as it came, up to RAW_KEPT bytes, for the error message.
 */
export class StringListScanner {
  readonly #onItem: (language: string, item: Readonly<Record<string, unknown>>) => void;
  /** Bytes from `#base` on: from the earliest start still needed to the end of the last chunk. */
  #buffer: Buffer = Buffer.alloc(0);
  #base = 0;
  /** Where scanning resumes, as an absolute offset. */
  #at = 0;
  #inString = false;
  #escaped = false;
  /** Open containers, outermost first: `{` or `[`. */
  readonly #stack: number[] = [];
  /** Where the string or value being read starts (absolute), or -1. */
  #start = -1;
  /** The member of the top object, or the language, whose value is being read. */
  #key: string | undefined;
  #language: string | undefined;
  #expectingKey = false;
  readonly #rest: Record<string, unknown> = {};
  /** Items read and not yet parsed, and where the last one ends (absolute). */
  #batchCount = 0;
  #batchEnd = -1;
  /** Where the item being read starts (absolute). */
  #itemStart = -1;
  /** Whether this chunk's items were tried in one parse (see #leap). */
  #leapTried = false;
  #notJson = false;
  #opened = false;
  readonly #raw = new RawPrefix();

  constructor(onItem: (language: string, item: Readonly<Record<string, unknown>>) => void) {
    this.#onItem = onItem;
  }

  push(chunk: Buffer): void {
    this.#raw.keep(chunk);
    if (this.#notJson) return;
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    this.#leapTried = false;
    this.#scan();
    // The items this chunk completed are parsed now, so that only a part of one item is carried
    // into the next chunk: carrying a batch meant copying it again with every chunk it spans.
    if (this.#batchCount > 0) this.#flush();
    this.#trim();
  }

  /** Bytes held now: those of the item or member being read, never the whole body. */
  get bufferedBytes(): number {
    return this.#buffer.length;
  }

  /** The body without its items: JSON text of the other members and `"strings": {}`. */
  end(): string {
    if (this.#notJson || this.#stack.length > 0 || this.#rest['strings'] === undefined) {
      return this.#raw.text();
    }
    return JSON.stringify(this.#rest);
  }

  #scan(): void {
    const bytes = this.#buffer;
    const base = this.#base;
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

  /**
   * The items of a language's array, from `from` on, up to the `]` that closes it or the end of
   * the chunk; gives back where it stopped. Nearly all of an answer is here, so this loop looks at
   * each byte once and only for what delimits an item: quotes (a string is skipped whole, escapes
   * and all), brackets and braces. A search with `indexOf` per string would cross into C++ some 20
   * times per item, which costs more than the bytes between.
   */
  #scanItems(bytes: Buffer, from: number): number {
    const stack = this.#stack;
    const end = bytes.length;
    let depth = stack.length;
    let i = from;
    for (; i < end; i++) {
      const byte = bytes[i] as number;
      if (depth === 3) {
        if (!this.#leapTried) {
          this.#leapTried = true;
          const seam = this.#leap(bytes, i);
          if (seam !== -1) {
            i = seam; // the `}` of the last item parsed: the loop goes on after it
            continue;
          }
        }
        if (byte === OPEN_OBJECT) {
          this.#itemStart = this.#base + i;
          if (this.#start === -1) this.#start = this.#itemStart; // the first item of a batch
          depth = 4;
        } else if (byte === CLOSE_ARRAY) {
          this.#setDepth(2);
          this.#flush();
          return i + 1;
        } else if (byte !== COMMA && byte !== SPACE && byte !== TAB && byte !== LF && byte !== CR) {
          throw new ShapeError(
            `strings.${this.#language ?? ''} holds an item that is not an object`,
          );
        }
      } else if (byte === QUOTE) {
        let j = i + 1;
        for (;;) {
          if (j >= end) break;
          const next = bytes[j] as number;
          if (next === QUOTE) break;
          j += next === BACKSLASH ? 2 : 1;
        }
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
        if (depth === 3) {
          this.#batchEnd = this.#base + i + 1;
          this.#batchCount += 1;
          if (this.#batchCount >= BATCH) this.#flush();
        }
      }
    }
    this.#setDepth(depth);
    return i;
  }

  /**
   * Between items, at `from`: parses at once every item from there (or from the batch's first)
   * up to the last `},{` of the chunk, without looking at their bytes, and gives back where that
   * `}` is; -1 when it cannot (nothing to leap to, or the parse fails), and the bytes are read
   * one by one as before. Sound because the parse starts where an item starts: JSON.parse then
   * reads the bytes exactly as the document does, so it succeeds only when that `}` closes an
   * item of this list (a `},{` inside a string, inside an item or past the list's end leaves a
   * string or a bracket open, or a `]` unmatched).
   */
  #leap(bytes: Buffer, from: number): number {
    const seam = bytes.lastIndexOf(SEAM);
    if (seam < from) return -1;
    let start = this.#start;
    if (start === -1) {
      let first = from;
      while (first < seam && isSpaceOrComma(bytes[first] as number)) first += 1;
      if (bytes[first] !== OPEN_OBJECT) return -1;
      start = this.#base + first;
    }
    let items: unknown[];
    try {
      items = JSON.parse(this.#bracketed(start, this.#base + seam + 1)) as unknown[];
    } catch {
      return -1;
    }
    this.#start = -1;
    this.#batchCount = 0;
    const language = this.#language ?? '';
    for (const item of items) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        throw new ShapeError(`strings.${language} holds an item that is not an object`);
      }
      this.#onItem(language, item as Record<string, unknown>);
    }
    return seam;
  }

  /** Nesting inside items is only counted; the stack keeps up with the count. */
  #setDepth(depth: number): void {
    const stack = this.#stack;
    while (stack.length > depth) stack.pop();
    while (stack.length < depth) stack.push(OPEN_OBJECT);
  }

  /** The quote that ends the string being read (json-bytes.ts), keeping whether a chunk ends in an escape. */
  #closingQuote(bytes: Buffer, from: number): number {
    const found = closingQuote(bytes, from, this.#escaped);
    this.#escaped = found.escaped;
    return found.at;
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
      throw new ShapeError(`strings.${this.#language ?? ''} holds an item that is not an object`);
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
    } else if (depth === 3 && this.#inStrings() && this.#start === -1) {
      this.#start = at; // the first item of a batch
    }
  }

  #close(at: number): void {
    const depth = this.#stack.length;
    this.#stack.pop();
    if (depth === 4 && this.#inStrings()) {
      this.#batchEnd = at + 1;
      this.#batchCount += 1;
      if (this.#batchCount >= BATCH) this.#flush();
    } else if (depth === 3 && this.#inStrings()) {
      this.#flush();
    } else if (depth === 2 && this.#key === 'strings') {
      if (this.#start !== -1) {
        this.#rest['strings'] = JSON.parse(this.#text(this.#start, at + 1));
        this.#start = -1;
      } else {
        this.#rest['strings'] = {};
      }
    } else if (depth === 1) {
      this.#memberEnded(at);
    }
  }

  /**
   * Parses the items read since the last batch in one go (one JSON.parse of hundreds of items
   * costs far less than one per item) and hands them over.
   */
  #flush(): void {
    if (this.#batchCount === 0) return;
    const items = JSON.parse(this.#bracketed(this.#start, this.#batchEnd)) as Array<
      Record<string, unknown>
    >;
    // Between chunks the batch may end inside an item: its bytes are kept from its start.
    this.#start = this.#stack.length >= 4 ? this.#itemStart : -1;
    this.#batchCount = 0;
    for (const item of items) this.#onItem(this.#language ?? '', item);
  }

  #stringEnded(end: number): void {
    const depth = this.#stack.length;
    if (this.#start === -1 || !this.#expectingKey) return;
    const name = JSON.parse(this.#text(this.#start, end)) as string;
    this.#start = -1;
    if (depth === 1) this.#key = name;
    else this.#language = name;
  }

  /** A member of the top object ends at `at`: its value, unless `strings`, is kept whole. */
  #memberEnded(at: number): void {
    if (this.#key !== undefined && this.#key !== 'strings' && this.#start !== -1) {
      this.#rest[this.#key] = JSON.parse(this.#text(this.#start, at));
    }
    this.#start = -1;
    this.#key = undefined;
  }

  /**
   * The items from `start` to `end` as the text of one JSON array. The bytes on either side (a
   * `[`, `,`, `]` or white space, all read already) are made the brackets for the time of one
   * decoding and put back: adding them to the decoded text instead makes a second copy of it,
   * which cost a fifth of the whole read.
   */
  #bracketed(start: number, end: number): string {
    const bytes = this.#buffer;
    const before = start - this.#base - 1;
    const after = end - this.#base;
    if (before < 0 || after >= bytes.length) return `[${this.#text(start, end)}]`;
    const opening = bytes[before] as number;
    const closing = bytes[after] as number;
    bytes[before] = OPEN_ARRAY;
    bytes[after] = CLOSE_ARRAY;
    try {
      return bytes.toString('utf8', before, after + 1);
    } finally {
      bytes[before] = opening;
      bytes[after] = closing;
    }
  }

  #inStrings(): boolean {
    return this.#key === 'strings';
  }

  #text(start: number, end: number): string {
    return this.#buffer.toString('utf8', start - this.#base, end - this.#base);
  }

  /** Lets go of the bytes before the earliest start still needed. */
  #trim(): void {
    // The byte before an item read is kept too: #bracketed borrows it.
    const keep = this.#start === -1 ? this.#at : this.#start - 1;
    if (keep > this.#base) {
      this.#buffer = this.#buffer.subarray(keep - this.#base);
      this.#base = keep;
    }
  }
}
