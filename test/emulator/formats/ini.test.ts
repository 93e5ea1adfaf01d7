import { describe, expect, it } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, LATIN1_E_ACUTE, roundTrip, SAMPLE } from './codec-samples.ts';

const ini = codec('ini');

const INI_FILE = `; Shop translations
title = "Willkommen im \\"Laden\\""
plain = Ohne Anführungszeichen ; a comment
flag = true

[cart]
empty = "Dein Warenkorb ist leer.\\nStöbere ein wenig!"

[cart.checkout]
pay = "Bezahlen"
`;

describe('ini codec', () => {
  it('reads back what it writes, sections included', () => {
    // Keys outside sections come first in an INI file, so the entries are in that order.
    const entries = [...SAMPLE, { key: 'menu::file::open', value: 'Öffnen' }];
    expect(roundTrip('ini', entries, { lang: 'de' })).toEqual(entries);
  });

  it('reads a real-looking file: sections become key prefixes', () => {
    expect(ini.parse(file(INI_FILE), 'de')).toEqual([
      { key: 'title', value: 'Willkommen im "Laden"' },
      { key: 'plain', value: 'Ohne Anführungszeichen' },
      { key: 'flag', value: 'true' },
      { key: 'cart::empty', value: 'Dein Warenkorb ist leer.\nStöbere ein wenig!' },
      { key: 'cart::checkout::pay', value: 'Bezahlen' },
    ]);
  });

  it('writes quoted values, sections for prefixes, and comments when asked', () => {
    const entries = [
      { key: 'menu::open', value: 'Open', comment: 'File menu' },
      { key: 'title', value: 'Say "hi"' },
      { key: 'v1.2::name', value: 'Dotted' },
    ];
    expect(ini.serialize(entries, { lang: 'en', includeComments: true }).toString()).toBe(
      [
        'title = "Say \\"hi\\""',
        '',
        '[menu]',
        '; File menu',
        'open = "Open"',
        '',
        '[v1\\.2]',
        'name = "Dotted"',
        '',
      ].join('\n'),
    );
    // Comments are written for readers; the library drops them when reading.
    expect(roundTrip('ini', entries, { lang: 'en' })).toEqual([
      { key: 'title', value: 'Say "hi"' },
      { key: 'menu::open', value: 'Open' },
      { key: 'v1.2::name', value: 'Dotted' },
    ]);
  });

  it('reads an empty file as no keys', () => {
    expect(ini.parse(file(''), 'en')).toEqual([]);
  });

  it.each([
    ['a broken section header', file('a = "b"\n[menu\nc = "d"\n'), /line 2/],
    ['a list key', file('days[] = Monday\ndays[] = Tuesday\n'), /lists/],
    ['bytes that are not UTF-8', Buffer.concat([file('a = caf'), LATIN1_E_ACUTE]), /UTF-8/],
  ])('rejects %s', (_, content, message) => {
    expect(() => ini.parse(content, 'en')).toThrow(FormatError);
    expect(() => ini.parse(content, 'en')).toThrow(message);
  });
});
