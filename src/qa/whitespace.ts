import { count } from '../common/plural.ts';

/**
 * Space at either end and line breaks are part of a text's layout: "Name: " before a value, a
 * trailing line break in a notification. A translation that loses one runs words together.
 */
export function whitespaceDifferences(base: string, translation: string): string[] {
  // The usual case, decided at a glance: no space at either end, no break inside.
  if (plain(base) && plain(translation)) return [];
  const found: string[] = [];
  const ends = [
    ['leading', leadingSpace],
    ['trailing', trailingSpace],
  ] as const;
  for (const [where, spaceOf] of ends) {
    const expected = spaceOf(base);
    const actual = spaceOf(translation);
    if (expected !== actual) {
      found.push(
        `${where} space: ${describeSpace(expected)} in the base, ${describeSpace(actual)} in the translation`,
      );
    }
  }
  const [baseBreaks, translatedBreaks] = [lineBreaks(base), lineBreaks(translation)];
  if (baseBreaks !== translatedBreaks) {
    found.push(`line breaks: ${baseBreaks} in the base, ${translatedBreaks} in the translation`);
  }
  return found;
}

/**
 * Whether the space check has anything to read in `text`: space at either end, or a line break.
 * Two texts without are alike to it.
 */
export function hasLayoutSpace(text: string): boolean {
  return !plain(text);
}

/** No space at either end and no line break of either kind. */
function plain(text: string): boolean {
  return (
    (text.length === 0 ||
      (!isSpace(text.charCodeAt(0)) && !isSpace(text.charCodeAt(text.length - 1)))) &&
    !text.includes('\n') &&
    !text.includes('\r') &&
    !text.includes('\\n')
  );
}

/*
 * The space at each end is found by walking in from that end. An expression such as /\s*$/ tries
 * every start: at each space of a run it reads to the run's end, finds no end of text there, and
 * moves on one character, so 100,000 spaces before a letter took 9 s.
 */

/** The space a text starts with. */
function leadingSpace(text: string): string {
  let end = 0;
  while (end < text.length && isSpace(text.charCodeAt(end))) end++;
  return text.slice(0, end);
}

/** The space a text ends with (all of it, when the text is only space). */
function trailingSpace(text: string): string {
  let start = text.length;
  while (start > 0 && isSpace(text.charCodeAt(start - 1))) start--;
  return text.slice(start);
}

/** What `\s` matches: ASCII tab to carriage return, space, and Unicode's spaces and separators. */
function isSpace(code: number): boolean {
  if (code <= 0xff) return (code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0xa0;
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Real line breaks, and `\n` written out as text (Android and iOS string files keep it so). */
function lineBreaks(text: string): number {
  return (text.match(/\r\n|\r|\n|\\n/g) ?? []).length;
}

const NAMES: Readonly<Record<string, string>> = {
  ' ': 'space',
  '\t': 'tab',
  '\n': 'line break',
  '\r': 'carriage return',
  '\u00a0': 'no-break space',
};

/** `2 spaces`, `1 line break and 1 tab`, `none`. */
function describeSpace(space: string): string {
  if (space === '') return 'none';
  const counts = new Map<string, number>();
  for (const char of space.replace(/\r\n/g, '\n')) {
    const name =
      NAMES[char] ?? `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => count(n, name)).join(' and ');
}
