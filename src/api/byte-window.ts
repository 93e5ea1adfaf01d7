import { CLOSE_ARRAY, OPEN_ARRAY } from './json-bytes.ts';

/**
 * The bytes of an answer still needed, as they arrive: from the earliest offset a reader asked
 * to keep to the end of the last chunk. Offsets are absolute (from the start of the body), so
 * that positions taken before a chunk arrived stay valid after the window moves on.
 */
export class ByteWindow {
  /** Bytes from `base` on. */
  bytes: Buffer = Buffer.alloc(0);
  base = 0;

  append(chunk: Buffer): void {
    this.bytes = this.bytes.length === 0 ? chunk : Buffer.concat([this.bytes, chunk]);
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
