import { NO_PLACEHOLDERS, type Placeholder } from './placeholders.ts';

/**
 * printf conversions (C, Java, Android, Objective-C `%@`, PHP): an optional argument position,
 * flags, width, precision and length, then the conversion. `%%` is a literal percent sign. No
 * space flag, and no letter right after the conversion, so that "50% off" or "20%dB" in prose is
 * not taken for `% o` or `%d`.
 *
 * Read by a scan rather than an expression: flags and width both take `0`, and a backtracking
 * expression tries every way of splitting a run of zeros between them, so `%` and 100,000 zeros
 * took 37 s. Each part here takes the longest run it can, once, which finds what that
 * expression found (the parts that follow a run can never start with a character of it).
 */
export function printfPlaceholders(text: string): readonly Placeholder[] {
  let at = text.indexOf('%');
  if (at === -1) return NO_PLACEHOLDERS;
  const found: Placeholder[] = [];
  let next = 1;
  while (at !== -1) {
    if (text.charCodeAt(at + 1) === PERCENT) {
      at = text.indexOf('%', at + 2);
      continue;
    }
    const conversion = conversionAt(text, at);
    if (conversion === undefined) {
      // Nothing a failed read passed over is a `%`, so the next one starts a fresh read.
      at = text.indexOf('%', at + 1);
      continue;
    }
    const { position, shape, end } = conversion;
    const index = position === undefined ? next++ : Number(position);
    found.push({ text: text.slice(at, end), key: `${index}$${shape}` });
    at = text.indexOf('%', end);
  }
  return found;
}

/** Characters of each part, by code: a lookup instead of a search of a string per character. */
const FLAGS = codes("-+0#'");
const CONVERSIONS = codes('diouxXeEfFgGaAcsp@');

interface Conversion {
  readonly position: string | undefined;
  /** Flags, width, precision, length and the conversion, as written. */
  readonly shape: string;
  /** Where the placeholder ends (exclusive). */
  readonly end: number;
}

/** The conversion that the `%` at `start` begins, or undefined when it begins none. */
function conversionAt(text: string, start: number): Conversion | undefined {
  let at = start + 1;
  let position: string | undefined;
  const digits = digitsFrom(text, at);
  if (digits > at && text.charCodeAt(digits) === DOLLAR) {
    position = text.slice(at, digits);
    at = digits + 1;
  }
  const shapeStart = at;
  while (isIn(FLAGS, text.charCodeAt(at))) at++;
  at = text.charCodeAt(at) === STAR ? at + 1 : digitsFrom(text, at);
  if (text.charCodeAt(at) === DOT) {
    const precisionEnd = text.charCodeAt(at + 1) === STAR ? at + 2 : digitsFrom(text, at + 1);
    if (precisionEnd > at + 1) at = precisionEnd;
  }
  at += lengthAt(text, at);
  if (!isIn(CONVERSIONS, text.charCodeAt(at))) return undefined;
  at += 1;
  if (isLetter(text.charCodeAt(at))) return undefined;
  return { position, shape: text.slice(shapeStart, at), end: at };
}

/**
 * The length modifier at `at` (`hh`, `h`, `ll`, `l`, `L`, `q`, `j`, `z`, `t`), in characters: the
 * two-letter ones first, so that `hh` is not read as `h` and a conversion `h`.
 */
function lengthAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code === H || code === L) return text.charCodeAt(at + 1) === code ? 2 : 1;
  return isIn(ONE_LETTER_LENGTHS, code) ? 1 : 0;
}

const PERCENT = 0x25;
const H = 0x68;
const L = 0x6c;
const ONE_LETTER_LENGTHS = codes('Lqjzt');
const DOLLAR = 0x24;
const STAR = 0x2a;
const DOT = 0x2e;

/** The end of the run of ASCII digits from `from` on. */
function digitsFrom(text: string, from: number): number {
  let at = from;
  while (isDigit(text.charCodeAt(at))) at++;
  return at;
}

/** A table of the ASCII characters of `characters`, by code. */
function codes(characters: string): Uint8Array {
  const table = new Uint8Array(0x80);
  for (const character of characters) table[character.charCodeAt(0)] = 1;
  return table;
}

/** Whether `code` is one of the table's; past the text's end (NaN), it is not. */
function isIn(table: Uint8Array, code: number): boolean {
  return code < 0x80 && table[code] === 1;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}
