import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, LATIN1_E_ACUTE, roundTrip, SAMPLE } from './codec-samples.ts';

const po = codec('po');

const RUSSIAN_FILE = `# Translation of the shop app.
msgid ""
msgstr ""
"Project-Id-Version: shop 1.0\\n"
"Language: ru\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "
"n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

#. Shown on the home page
#: src/home.ts:12
msgid "welcome"
msgstr "Добро пожаловать, \\"гость\\"!"

#, fuzzy
msgctxt "menu"
msgid "open"
msgstr "Открыть"

msgid "cart.items"
msgid_plural "cart.items"
msgstr[0] "%d товар"
msgstr[1] "%d товара"
msgstr[2] "%d товаров"

#~ msgid "old"
#~ msgstr "старый"
`;

describe('po codec', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads back what it writes, with comments and context', () => {
    const entries = [
      ...SAMPLE,
      { key: 'open', value: 'Open', context: 'menu', comment: 'File menu item' },
    ];
    expect(roundTrip('po', entries, { lang: 'en', includeComments: true })).toEqual(entries);
  });

  it('reads back the CLDR forms of a language with more of them', () => {
    const entries = [
      { key: 'files', value: { one: 'файл', few: 'файла', many: 'файлов', other: 'файла' } },
    ];
    expect(roundTrip('po', entries, { lang: 'ru' })).toEqual(entries);
  });

  it('reads a real-looking file: header skipped, msgstr[n] mapped to CLDR forms in order', () => {
    expect(po.parse(file(RUSSIAN_FILE), 'ru')).toEqual([
      { key: 'welcome', value: 'Добро пожаловать, "гость"!', comment: 'Shown on the home page' },
      { key: 'cart.items', value: { one: '%d товар', few: '%d товара', many: '%d товаров' } },
      { key: 'open', value: 'Открыть', context: 'menu' },
    ]);
  });

  it('reads a file in a declared charset other than UTF-8', () => {
    const header = 'msgid ""\nmsgstr "Content-Type: text/plain; charset=ISO-8859-1\\n"\n\n';
    const content = Buffer.concat([
      file(`${header}msgid "coffee"\nmsgstr "caf`),
      LATIN1_E_ACUTE,
      file('"\n'),
    ]);
    expect(po.parse(content, 'fr')).toEqual([{ key: 'coffee', value: 'café' }]);
  });

  it('writes the headers the service writes, with the volatile ones last', () => {
    vi.useFakeTimers({ now: new Date('2024-05-06T07:08:09Z') });
    const text = po.serialize(SAMPLE, { lang: 'en' }).toString();
    expect(text).toContain('"Language: en\\n"');
    expect(text).toMatch(/"Content-Type: text\/plain; charset=utf-8\\n"/i);
    expect(text).toContain('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"');
    expect(text).toContain('"PO-Revision-Date: 2024-05-06 07:08+0000\\n"');
    expect(text).toContain('"X-Generator: l10n-sync emulator\\n"');
  });

  it('differs only in PO-Revision-Date between two exports of the same keys', () => {
    vi.useFakeTimers({ now: new Date('2024-05-06T07:08:09Z') });
    const first = po.serialize(SAMPLE, { lang: 'en' }).toString().split('\n');
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const second = po.serialize(SAMPLE, { lang: 'en' }).toString().split('\n');
    const changed = first.filter((line, index) => line !== second[index]);
    expect(changed).toEqual(['"PO-Revision-Date: 2024-05-06 07:08+0000\\n"']);
  });

  it('gives Plural-Forms only where a simple expression is right', () => {
    const header = (lang: string): string | undefined =>
      /"Plural-Forms: (.*)\\n"/.exec(po.serialize([], { lang }).toString())?.[1];
    expect(header('ja')).toBe('nplurals=1; plural=0;');
    expect(header('de')).toBe('nplurals=2; plural=(n != 1);');
    expect(header('ru')).toBeUndefined();
  });

  it('writes comments only when asked', () => {
    const entries = [{ key: 'a', value: 'b', comment: 'note' }];
    expect(po.serialize(entries, { lang: 'en' }).toString()).not.toContain('#. note');
    expect(po.serialize(entries, { lang: 'en', includeComments: true }).toString()).toContain(
      '#. note\nmsgid "a"',
    );
  });

  it('reads a file with only a header, or an empty one, as no keys', () => {
    expect(po.parse(file('msgid ""\nmsgstr "Language: en\\n"\n'), 'en')).toEqual([]);
    expect(po.parse(file(''), 'en')).toEqual([]);
  });

  it.each([
    ['an unescaped quote', file('msgid "a"\nmsgstr "say "hi""\n')],
    ['an unterminated string', file('msgid "a"\nmsgstr "b\n')],
    ['a duplicate msgid', file('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"\n')],
    ['a msgid without msgstr', file('msgid "a"\n')],
    ['text that is not PO', file('hello world\n')],
    [
      'bytes that are not UTF-8',
      Buffer.concat([file('msgid "a"\nmsgstr "caf'), LATIN1_E_ACUTE, file('"\n')]),
    ],
  ])('rejects %s', (_, content) => {
    expect(() => po.parse(content, 'en')).toThrow(FormatError);
  });
});
