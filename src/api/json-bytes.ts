import { BACKSLASH, COMMA, CR, LF, QUOTE, SPACE, TAB } from '../common/json-syntax.ts';

/** What the string/list scanner (string-list-scanner.ts) looks for in the bytes of an answer. */

/** Where one item ends and the next starts, in a compact answer (see ItemBatches.leap). */
export const SEAM = Buffer.from('},{');
/** Where a list of items ends, as between one language's items and the next's. */
export const LIST_END = Buffer.from('}]');

export function isSpaceOrComma(byte: number): boolean {
  return byte === COMMA || byte === SPACE || byte === TAB || byte === LF || byte === CR;
}

/** Items parsed at once: a few hundred kilobytes of JSON. */
export const BATCH = 500;

/** Bytes of a body that is no JSON object kept for its error message. */
export const RAW_KEPT = 64 * 1024;

/**
 * Where the string whose characters start at `from` ends (its closing quote), looking at the
 * bytes before `end` one by one; `end` or more when they end in it (`end + 1`: in an escape).
 */
export function stringEnd(bytes: Buffer, from: number, end: number): number {
  let at = from;
  while (at < end) {
    const byte = bytes[at] as number;
    if (byte === QUOTE) return at;
    at += byte === BACKSLASH ? 2 : 1;
  }
  return at;
}
