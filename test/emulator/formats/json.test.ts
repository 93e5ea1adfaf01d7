import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';
import { describe, expect, it } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, LATIN1_E_ACUTE, roundTrip, SAMPLE } from './codec-samples.ts';

const json = codec('json');
const BUNDLE = new URL('../../fixtures/real-export-bundle.zip', import.meta.url);

/** The language files of the real bundle, by name, read straight from the zip. */
function bundleFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of new AdmZip(fileURLToPath(BUNDLE)).getEntries()) {
    if (!entry.isDirectory) files.set(entry.entryName, entry.getData());
  }
  return files;
}

describe('json codec', () => {
  it('reads back what it writes, including nested keys and plurals', () => {
    const entries = [...SAMPLE, { key: 'menu::file::open', value: 'Open…' }];
    expect(roundTrip('json', entries, { lang: 'en' })).toEqual(entries);
  });

  it.each([...bundleFiles()])('writes %s of the real bundle back byte for byte', (name, bytes) => {
    const lang = name.replace(/\.json$/, '');
    const entries = json.parse(bytes, lang);
    const written = json.serialize(entries, { lang });
    expect(JSON.parse(written.toString('utf8'))).toEqual(JSON.parse(bytes.toString('utf8')));
    expect(written.toString('utf8')).toBe(bytes.toString('utf8'));
  });

  it('reads the plural keys and escapes of the real bundle', () => {
    const files = bundleFiles();
    const ru = json.parse(files.get('ru.json') ?? Buffer.alloc(0), 'ru');
    expect(ru.find((entry) => entry.key === 'app.users.active')?.value).toEqual({
      one: '',
      few: '',
      many: '',
      other: '',
    });
    const en = json.parse(files.get('en.json') ?? Buffer.alloc(0), 'en');
    expect(en.find((entry) => entry.key === 'index.welcome')?.value).toBe(
      'Welcome to Lokalise! \nTry to click any "Empty" translation to see inline machine translation.',
    );
    expect(en.map((entry) => entry.key)).toEqual([
      'index.placeholder',
      'index.blabla',
      'app.login.pass',
      'app.users.active',
      'main.country',
      'index.welcome',
    ]);
  });

  it('flattens a nested file with "::" and keeps dotted keys as they are', () => {
    const text = JSON.stringify({
      menu: { file: { open: 'Open', close: 'Close' } },
      'app.title': 'Editor',
      cart: { items: { one: '1 item', other: '{{count}} items' } },
    });
    expect(json.parse(file(text), 'en')).toEqual([
      { key: 'menu::file::open', value: 'Open' },
      { key: 'menu::file::close', value: 'Close' },
      { key: 'app.title', value: 'Editor' },
      { key: 'cart::items', value: { one: '1 item', other: '{{count}} items' } },
    ]);
  });

  it('escapes slashes like PHP unless json_unescaped_slashes is set', () => {
    const entries = [{ key: 'url', value: 'https://example.com/a' }];
    expect(json.serialize(entries, { lang: 'en' }).toString()).toContain(
      '"https:\\/\\/example.com\\/a"',
    );
    expect(
      json.serialize(entries, { lang: 'en', jsonUnescapedSlashes: true }).toString(),
    ).toContain('"https://example.com/a"');
  });

  it('indents with 4 spaces by default and as the indentation parameter asks', () => {
    const entries = [{ key: 'a', value: 'b' }];
    expect(json.serialize(entries, { lang: 'en' }).toString()).toBe('{\n    "a": "b"\n}');
    expect(json.serialize(entries, { lang: 'en', indentation: '2sp' }).toString()).toBe(
      '{\n  "a": "b"\n}',
    );
    expect(json.serialize(entries, { lang: 'en', indentation: 'tab' }).toString()).toBe(
      '{\n\t"a": "b"\n}',
    );
  });

  it('keeps keys flat where nesting would change what is read back', () => {
    const entries = [
      { key: 'a', value: 'parent' },
      { key: 'a::b', value: 'child' },
      { key: 'x::one', value: 'not a plural' },
      { key: 'x::other', value: 'either' },
    ];
    const written = JSON.parse(json.serialize(entries, { lang: 'en' }).toString()) as unknown;
    expect(written).toEqual({
      a: 'parent',
      'a::b': 'child',
      'x::one': 'not a plural',
      'x::other': 'either',
    });
    expect(roundTrip('json', entries, { lang: 'en' })).toEqual(entries);
  });

  it('writes an empty object for no keys', () => {
    expect(json.serialize([], { lang: 'en' }).toString()).toBe('{}');
  });

  it.each([
    ['a syntax error', file('{"a": "b",}')],
    ['a list at the top', file('["a"]')],
    ['a number value', file('{"count": 5}')],
    ['a null value', file('{"a": {"b": null}}')],
    ['a list value', file('{"a": ["b"]}')],
    ['an empty file', file('')],
    ['a blank file', file(' \n\t ')],
    ['bytes that are not UTF-8', Buffer.concat([file('{"a": "caf'), LATIN1_E_ACUTE, file('"}')])],
  ])('rejects %s', (_, content) => {
    expect(() => json.parse(content, 'en')).toThrow(FormatError);
  });
});
