import { CLOSE_ARRAY, OPEN_ARRAY } from '../common/json-syntax.ts';

/** The least a store is made: twice what a socket hands over at a time, about. */
const STORE = 128 * 1024;

/**
 * The bytes of an answer still needed, as they arrive: from the earliest offset a reader asked
 * to keep to the end of the last chunk. Offsets are absolute (from the start of the body), so
 * that positions taken before a chunk arrived stay valid after the window moves on.
 */
export class ByteWindow {
  /** Bytes from `base` on. */
  bytes: Buffer = Buffer.alloc(0);
  base = 0;
  /**
   * Where the bytes kept and a new chunk are put together, used again with every chunk: a new
   * buffer per chunk (Buffer.concat) cost as much as decoding the answer (bench/by-key-cpu.ts).
   * `bytes` may be a part of it, so it is written only by `append`, which replaces `bytes`.
   */
  #store: Buffer = Buffer.alloc(0);

  append(chunk: Buffer): void {
    const kept = this.bytes;
    if (kept.length === 0) {
      this.bytes = chunk;
      return;
    }
    const length = kept.length + chunk.length;
    if (length > this.#store.length || this.#store.length > 4 * Math.max(length, STORE)) {
      // Grown for the longest item so far; let go of once far larger than needed.
      const store = Buffer.allocUnsafeSlow(Math.max(length, STORE));
      kept.copy(store, 0);
      this.#store = store;
    } else {
      // Buffer.copy moves overlapping bytes as memmove does: `kept` may lie in the store.
      kept.copy(this.#store, 0);
    }
    chunk.copy(this.#store, kept.length);
    this.bytes = this.#store.subarray(0, length);
  }

  text(start: number, end: number): string {
    return this.bytes.toString('utf8', start - this.base, end - this.base);
  }

  /**
   * The items from `start` to `end` as the text of one JSON array. The bytes on either side (a
   * `[`, `,`, `]` or white space, all read already) are made the brackets for the time of one
   * decoding and put back: adding them to the decoded text instead makes a second copy of it,
   * which cost a fifth of the whole read.
   */
  bracketed(start: number, end: number): string {
    const bytes = this.bytes;
    const before = start - this.base - 1;
    const after = end - this.base;
    if (before < 0 || after >= bytes.length) return `[${this.text(start, end)}]`;
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

  /** Lets go of the bytes before `keep` (absolute). */
  keepFrom(keep: number): void {
    if (keep > this.base) {
      this.bytes = this.bytes.subarray(keep - this.base);
      this.base = keep;
    }
  }
}
