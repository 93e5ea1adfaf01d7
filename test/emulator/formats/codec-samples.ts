import { codecFor, type Codec, type Entry, type SerializeOptions } from './index.ts';

/** Values every format must carry unchanged: quotes, a line break, non-ASCII, a plural. */
export const SAMPLE: readonly Entry[] = [
  { key: 'greeting', value: 'Hello, "world"!\nSecond line' },
  { key: 'farewell', value: 'До свидания — 再见 😀' },
  { key: 'apostrophe', value: "It's a \\ backslash, a\ttab & <b>tag</b>" },
  { key: 'items', value: { one: '%d item', other: '%d items' } },
];

/** The codec for an export type; fails the test when there is none. */
export function codec(type: string): Codec {
  const found = codecFor(type);
  if (found === undefined) throw new Error(`no codec for ${type}`);
  return found;
}

/** Serializes and parses again. */
export function roundTrip(
  type: string,
  entries: readonly Entry[],
  options: SerializeOptions,
): Entry[] {
  const format = codec(type);
  return format.parse(format.serialize(entries, options), options.lang);
}

/** The bytes of a text file written in a test. */
export function file(text: string): Buffer {
  return Buffer.from(text, 'utf8');
}

/** 'é' in ISO-8859-1: one byte that is not valid UTF-8. */
export const LATIN1_E_ACUTE = Buffer.from([0xe9]);
