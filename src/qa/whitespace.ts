import { count } from '../common/plural.ts';

/**
 * Space at either end and line breaks are part of a text's layout: "Name: " before a value, a
 * trailing line break in a notification. A translation that loses one runs words together.
 */
export function whitespaceDifferences(base: string, translation: string): string[] {
  // The usual case, decided without an expression: no space at either end, no break inside.
  if (plain(base) && plain(translation)) return [];
  const found: string[] = [];
  const ends = [
    ['leading', /^\s*/],
    ['trailing', /\s*$/],
  ] as const;
  for (const [where, pattern] of ends) {
    const expected = pattern.exec(base)?.[0] ?? '';
    const actual = pattern.exec(translation)?.[0] ?? '';
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

/** What `\s` matches below U+0100, and the no-break space; the rest take the slow path. */
function isSpace(code: number): boolean {
  return code <= 32 || code === 0x85 || code === 0xa0 || code >= 0x1680;
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
