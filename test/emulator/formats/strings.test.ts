import { describe, expect, it } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, LATIN1_E_ACUTE, roundTrip, SAMPLE } from './codec-samples.ts';

const strings = codec('strings');

const XCODE_FILE = `/*
  Localizable.strings
  Shop
*/

/* Title of the main screen */
"main.title" = "Willkommen im \\"Laden\\"";

// Shown when the cart is empty
// (two comment lines)
"cart.empty" = "Dein Warenkorb ist leer.\\nStöbere ein wenig!";
"smile" = "\\U263A \\\\ \\t";   // trailing note, not the next key's
unquoted_key = "Wert";
"multi"
  =
  "über mehrere Zeilen";
`;

describe('strings codec', () => {
  it('reads back what it writes, with comments', () => {
    const entries = SAMPLE.map((entry) => ({ ...entry, comment: `About ${entry.key} */ here` }));
    const back = roundTrip('strings', entries, { lang: 'de', includeComments: true });
    expect(back).toEqual(
      entries.map((entry) => ({ ...entry, comment: `About ${entry.key} * / here` })),
    );
  });

  it('reads an Xcode-style file with its comments and escapes', () => {
    expect(strings.parse(file(XCODE_FILE), 'de')).toEqual([
      { key: 'main.title', value: 'Willkommen im "Laden"', comment: 'Title of the main screen' },
      {
        key: 'cart.empty',
        value: 'Dein Warenkorb ist leer.\nStöbere ein wenig!',
        comment: 'Shown when the cart is empty\n(two comment lines)',
      },
      { key: 'smile', value: '☺ \\ \t' },
      { key: 'unquoted_key', value: 'Wert' },
      { key: 'multi', value: 'über mehrere Zeilen' },
    ]);
  });

  it('reads a UTF-16 file with a byte order mark', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"a" = "ä";\n', 'utf16le'),
    ]);
    expect(strings.parse(utf16, 'de')).toEqual([{ key: 'a', value: 'ä' }]);
  });

  it('writes one line per key, escaped, and a plural as a JSON string', () => {
    const text = strings.serialize(SAMPLE, { lang: 'en' }).toString();
    expect(text).toBe(
      [
        '"greeting" = "Hello, \\"world\\"!\\nSecond line";',
        '"farewell" = "До свидания — 再见 😀";',
        '"apostrophe" = "It\'s a \\\\ backslash, a\\ttab & <b>tag</b>";',
        '"items" = "{\\"one\\":\\"%d item\\",\\"other\\":\\"%d items\\"}";',
        '',
      ].join('\n'),
    );
  });

  it('reads an empty file as no keys', () => {
    expect(strings.parse(file(''), 'en')).toEqual([]);
    expect(strings.parse(file('/* nothing */\n'), 'en')).toEqual([]);
  });

  it.each([
    ['a missing semicolon', file('"a" = "b";\n"c" = "d"\n"e" = "f";\n'), /line 3/],
    ['a missing equals sign', file('"a" "b";\n'), /line 1/],
    ['an unterminated string', file('"a" = "b;\n\n'), /unterminated string at line 1/],
    ['an unterminated comment', file('/* open\n"a" = "b";\n'), /unterminated comment/],
    ['a bad \\U escape', file('"a" = "\\U12";\n'), /invalid escape/],
    [
      'bytes that are not UTF-8',
      Buffer.concat([file('"a" = "caf'), LATIN1_E_ACUTE, file('";')]),
      /UTF-8/,
    ],
  ])('rejects %s, saying where', (_, content, message) => {
    expect(() => strings.parse(content, 'en')).toThrow(FormatError);
    expect(() => strings.parse(content, 'en')).toThrow(message);
  });
});
