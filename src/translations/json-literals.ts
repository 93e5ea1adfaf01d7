import {
  BACKSLASH,
  CLOSE_ARRAY,
  CLOSE_OBJECT,
  COMMA,
  CR,
  LF,
  OPEN_ARRAY,
  OPEN_OBJECT,
  QUOTE,
  SPACE,
  TAB,
} from '../common/json-syntax.ts';
import type { TranslationValue } from './types.ts';

/*
 * JSON's literals read from bytes, checked as JSON checks them (json-pair.ts walks two files
 * with these): where a string, number or word ends, and its value when it is needed.
 */

/** Thrown when the bytes are not the JSON the caller reads: json-pair.ts then reads nothing. */
export class NotPaired extends Error {}
export const NOT_PAIRED = new NotPaired();

export function isContainer(byte: number | undefined): boolean {
  return byte === OPEN_OBJECT || byte === OPEN_ARRAY;
}

export function skipSpace(bytes: Buffer, at: number): number {
  for (;;) {
    const byte = bytes[at];
    if (isSpace(byte)) at++;
    else return at;
  }
}

export function sameBytes(
  a: Buffer,
  aStart: number,
  aEnd: number,
  b: Buffer,
  bStart: number,
  bEnd: number,
) {
  return aEnd - aStart === bEnd - bStart && a.compare(b, bStart, bEnd, aStart, aEnd) === 0;
}

/**
 * The offset after the string that starts at `at`, checked as JSON checks it: no control
 * character, and every escape one of JSON's.
 */
export function stringEnd(bytes: Buffer, at: number): number {
  if (bytes[at] !== QUOTE) throw NOT_PAIRED;
  for (let i = at + 1; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (byte === QUOTE) return i + 1;
    if (byte < 0x20) throw NOT_PAIRED;
    if (byte === BACKSLASH) i = escapeEnd(bytes, i);
  }
  throw NOT_PAIRED;
}

const SIMPLE_ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const HEX = /^[0-9a-fA-F]{4}$/;

/** The last byte of the escape whose backslash is at `at`. */
export function escapeEnd(bytes: Buffer, at: number): number {
  const kind = bytes[at + 1];
  if (kind !== undefined && SIMPLE_ESCAPES.has(kind)) return at + 1;
  if (kind === 0x75 && HEX.test(bytes.toString('latin1', at + 2, at + 6))) return at + 5;
  throw NOT_PAIRED;
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WORDS = ['true', 'false', 'null'];

/** The offset after the text, number, true, false or null at `at`. */
export function literalEnd(bytes: Buffer, at: number): number {
  if (bytes[at] === QUOTE) return stringEnd(bytes, at);
  // Numbers and words are short and rare in translation files: read as text.
  const head = bytes.toString('latin1', at, Math.min(bytes.length, at + 64));
  const word = WORDS.find((w) => head.startsWith(w));
  let length = word?.length;
  if (length === undefined) {
    NUMBER.lastIndex = 0;
    length = NUMBER.exec(head)?.[0].length;
  }
  if (length === undefined || length === 64) throw NOT_PAIRED;
  const after = bytes[at + length];
  if (after !== undefined && !isDelimiter(after)) throw NOT_PAIRED;
  return at + length;
}

function isDelimiter(byte: number): boolean {
  return byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || isSpace(byte);
}

/** JSON's white space. */
function isSpace(byte: number | undefined): boolean {
  return byte === SPACE || byte === LF || byte === CR || byte === TAB;
}

export function literalValue(bytes: Buffer, start: number, end: number): TranslationValue {
  return JSON.parse(bytes.toString('utf8', start, end)) as TranslationValue;
}

/**
 * What names a key written with an escape, as a key without one is named (its bytes: UTF-8
 * writes each text one way) when it could be written without, so that both spellings of one key
 * are one name; else its value's bytes after 0xFF, which UTF-8 never holds.
 */
export function escapedNameBytes(bytes: Buffer, start: number, end: number): Buffer {
  const value = stringValue(bytes, start, end);
  const spelt = Buffer.from(value, 'utf8');
  return hasNoUnescapedSpelling(value) ? Buffer.concat([Buffer.from([0xff]), spelt]) : spelt;
}

/** Whether a text holds a quote, a backslash or a control character: JSON escapes those. */
function hasNoUnescapedSpelling(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === QUOTE || code === BACKSLASH) return true;
  }
  return false;
}

/** A 30-bit FNV-1a hash of the bytes from `start` to `end` (a small integer: no allocation). */
export function hashOf(bytes: Buffer, start = 0, end = bytes.length): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  return hash & 0x3fffffff;
}

/** A checked string's value. */
export function stringValue(bytes: Buffer, start: number, end: number): string {
  return JSON.parse(bytes.toString('utf8', start, end)) as string;
}
