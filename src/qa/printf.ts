import type { Placeholder } from './placeholders.ts';

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
export function printfPlaceholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  let next = 1;
  let at = text.indexOf('%');
  while (at !== -1) {
    if (text[at + 1] === '%') {
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

const FLAGS = "-+0#'";
const CONVERSIONS = 'diouxXeEfFgGaAcsp@';
/** Two-letter lengths first, so that `hh` is not read as `h` and a conversion `h`. */
const LENGTHS = ['hh', 'h', 'll', 'l', 'L', 'q', 'j', 'z', 't'];

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
  const digits = runOf(text, at, isDigit);
  if (digits > at && text[digits] === '$') {
    position = text.slice(at, digits);
    at = digits + 1;
  }
  const shapeStart = at;
  at = runOf(text, at, (char) => FLAGS.includes(char));
  at = text[at] === '*' ? at + 1 : runOf(text, at, isDigit);
  if (text[at] === '.') {
    const precisionEnd = text[at + 1] === '*' ? at + 2 : runOf(text, at + 1, isDigit);
    if (precisionEnd > at + 1) at = precisionEnd;
  }
  const length = LENGTHS.find((l) => text.startsWith(l, at));
  if (length !== undefined) at += length.length;
  const conversion = text[at];
  if (conversion === undefined || !CONVERSIONS.includes(conversion)) return undefined;
  at += 1;
  if (isLetter(text[at])) return undefined;
  return { position, shape: text.slice(shapeStart, at), end: at };
}

/** The end of the run of characters `accepts` takes from `from` on. */
function runOf(text: string, from: number, accepts: (char: string) => boolean): number {
  let at = from;
  while (at < text.length && accepts(text[at] ?? '')) at++;
  return at;
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));
}
