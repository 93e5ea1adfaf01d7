import { describe, expect, it } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, LATIN1_E_ACUTE, roundTrip, SAMPLE } from './codec-samples.ts';

const properties = codec('properties');

const JAVA_FILE = `# Messages of the shop
! generated from C:\\users\\shop, do not edit

# Title of the main screen
main.title = Willkommen im "Laden"
cart.empty:Dein Warenkorb ist leer.\\nStöbere ein wenig!
smile \\u263A
long.text = first part, \\
            second part
key\\ with\\ spaces = value
`;

describe('properties codec', () => {
  it.each([
    ['utf-8', '='],
    ['latin-1', ':'],
  ] as const)('reads back what it writes in %s with %s', (encoding, separator) => {
    const entries = SAMPLE.map((entry) => ({ ...entry, comment: `About ${entry.key}` }));
    const options = {
      lang: 'ru',
      includeComments: true,
      javaPropertiesEncoding: encoding,
      javaPropertiesSeparator: separator,
    };
    expect(roundTrip('properties', entries, options)).toEqual(entries);
  });

  it('reads a real-looking file: comments just above a key describe it', () => {
    expect(properties.parse(file(JAVA_FILE), 'de')).toEqual([
      { key: 'main.title', value: 'Willkommen im "Laden"', comment: 'Title of the main screen' },
      { key: 'cart.empty', value: 'Dein Warenkorb ist leer.\nStöbere ein wenig!' },
      { key: 'smile', value: '☺' },
      { key: 'long.text', value: 'first part, second part' },
      { key: 'key with spaces', value: 'value' },
    ]);
  });

  it('reads a Latin-1 file, the encoding Java assumes', () => {
    const content = Buffer.concat([file('coffee=caf'), LATIN1_E_ACUTE, file('\n')]);
    expect(properties.parse(content, 'fr')).toEqual([{ key: 'coffee', value: 'café' }]);
  });

  it('writes Latin-1 bytes and \\u escapes beyond Latin-1 when asked', () => {
    const entries = [{ key: 'word', value: 'café Ж' }];
    const latin1 = properties.serialize(entries, { lang: 'fr', javaPropertiesEncoding: 'latin-1' });
    expect(latin1).toEqual(Buffer.concat([file('word=caf'), LATIN1_E_ACUTE, file(' \\u0416\n')]));
    const utf8 = properties.serialize(entries, { lang: 'fr', javaPropertiesEncoding: 'utf-8' });
    expect(utf8.toString('utf8')).toBe('word=café Ж\n');
  });

  it('uses the separator asked for', () => {
    const entries = [{ key: 'a', value: 'b' }];
    expect(
      properties.serialize(entries, { lang: 'en', javaPropertiesSeparator: ':' }).toString(),
    ).toBe('a:b\n');
  });

  it('reads an empty file as no keys', () => {
    expect(properties.parse(file(''), 'en')).toEqual([]);
  });

  it('rejects a malformed \\uxxxx escape, as Java does', () => {
    const content = file('a = fine\nb = \\u12 broken\n');
    expect(() => properties.parse(content, 'en')).toThrow(FormatError);
    expect(() => properties.parse(content, 'en')).toThrow(/line 2/);
  });
});
