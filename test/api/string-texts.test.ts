import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { pluralMark, stringText } from '../../src/api/results.ts';
import { StringListScanner } from '../../src/api/string-list-scanner.ts';
import { itemTexts } from '../../src/api/string-texts.ts';

type Seen = [language: string, key: string, translation: string, pluralKey: string | null];

/** What readStringTexts hands a fold for `body`, cut into pieces of `size` bytes. */
function textsOf(body: string, size = Number.MAX_SAFE_INTEGER): Seen[] {
  const seen: Seen[] = [];
  const scanner = new StringListScanner(itemTexts({ addText: (...args: Seen) => seen.push(args) }));
  const bytes = Buffer.from(body);
  for (let at = 0; at < bytes.length; at += size) scanner.push(bytes.subarray(at, at + size));
  scanner.end();
  return seen;
}

/** What JSON.parse and the client's checks make of the same body: the texts expected. */
function parsedTexts(body: string): Seen[] {
  const strings = (JSON.parse(body) as { strings: Record<string, Record<string, unknown>[]> })
    .strings;
  return Object.entries(strings).flatMap(([language, items]) =>
    items.map((item): Seen => {
      const { key, translation, pluralKey } = stringText(item);
      return [language, key, translation, pluralKey];
    }),
  );
}

/** An item as the interface lists its fields, with `extra` over them. */
function item(key: string, translation: string | null, extra: Record<string, unknown> = {}) {
  return {
    key,
    translation,
    plural_key: null,
    platform_mask: 23,
    is_hidden: '0',
    created_at: '2026-11-25 09:00:00',
    fuzzy: '0',
    context: null,
    is_archived: '0',
    tags: ['ui', 'a"b'],
    ...extra,
  };
}

/** Items of every shape a service may send, those the expression reads and those it leaves. */
const ITEMS = [
  item('plain', 'Hello'),
  item('quotes "and" \\ slashes /', 'Say "hi" \\ {x} [y] },{ ]'),
  item('untranslated', null),
  item('empty', ''),
  item('plural', '{"one":"1 file","other":"# files"}', { plural_key: 'plural' }),
  item('non-ascii ключ', 'Grüße 你好 🌍'),
  item('number mask', 'x', { platform_mask: -1.5e3, references: null }),
  // Read by JSON.parse instead: an object inside, another order, a name given twice.
  item('references', 'R', { references: [{ file: 'a.json', line: 3 }] }),
  { translation: 'first', key: 'reordered', plural_key: null },
  { ...item('twice', 'old'), translation: 'new' },
  { key: 42, translation: 7, plural_key: null },
];

describe('itemTexts (string/list read for its texts only)', () => {
  it('hands over what JSON.parse reads, for every shape of item, however the bytes are cut', () => {
    const answer = { strings: { de: ITEMS, fr: ITEMS.slice().reverse(), es: [] } };
    // As PHP writes it by default too: `/` and every non-ASCII character escaped.
    const php = JSON.stringify(answer)
      .replaceAll('/', '\\/')
      .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    for (const body of [JSON.stringify(answer), JSON.stringify(answer, null, 1), php]) {
      const expected = parsedTexts(body);
      expect(expected).toHaveLength(ITEMS.length * 2);
      for (const size of [1, 3, 7, 64, 1000, body.length]) {
        expect(textsOf(body, size), `chunks of ${size}`).toEqual(expected);
      }
    }
  });

  it('hands over every item where one language ends and the next begins in a chunk, texts with `}]` or `},{`', () => {
    const many = (language: string) =>
      Array.from({ length: 700 }, (_, i) =>
        item(
          `key.${i}`,
          i % 7 === 0 ? `${language} {a}]},{x} }],{"b":[{ ${i}` : `${language} ${i}`,
        ),
      );
    const strings = { de: many('de'), fr: many('fr'), es: [], it: many('it') };
    const body = JSON.stringify({ response: { status: 'success' }, strings });
    for (const size of [999, 4096, 65_536, body.length]) {
      expect(textsOf(body, size), `chunks of ${size}`).toEqual(parsedTexts(body));
    }
  });

  it('hands over every item of many batches, read by the expression', () => {
    const many = Array.from({ length: 1500 }, (_, i) => item(`key.${i}`, `Text ${i} "q"`));
    const body = JSON.stringify({ response: { status: 'success' }, strings: { de: many } });
    for (const size of [4096, 65_536, body.length]) {
      expect(textsOf(body, size), `chunks of ${size}`).toEqual(parsedTexts(body));
    }
  });

  it('refuses an item whose key is no text, and bad JSON in an item, as the client does', () => {
    expect(() => textsOf('{"strings":{"de":[{"key":{"a":1},"translation":"x"}]}}')).toThrow(
      'key is not a string',
    );
    expect(() => textsOf('{"strings":{"de":["x"]}}')).toThrow(
      'strings.de holds an item that is not an object',
    );
    // An escape JSON does not have, a raw line break in a text: the items are not read.
    for (const bad of ['"a\\q"', '"a\nb"']) {
      expect(() =>
        textsOf(`{"strings":{"de":[{"key":"k","translation":${bad},"plural_key":null}]}}`),
      ).toThrow(SyntaxError);
    }
  });

  // The expression has no repetition two ways can match, so an item that fails at its very end
  // is given up in one pass (a backtracking one would not end for a megabyte): the texts are read
  // by JSON.parse instead, or the batch is refused.
  it('reads a megabyte item that the expression gives up at its end', () => {
    const tail = ',"z":{"nested":true}}';
    const texts = [
      `"${'a\\"'.repeat(300_000)}"`,
      `"x","plural_key":null${',"a":"b"'.repeat(120_000)}`,
      `"x","plural_key":null${',"a":-1.5e3'.repeat(100_000)}`,
      `"x","plural_key":null,"t":[${'"a",'.repeat(250_000)}"b"]`,
    ];
    for (const text of texts) {
      const body = `{"strings":{"de":[{"key":"k","translation":${text}${tail}]}}`;
      expect(body.length).toBeGreaterThan(900_000);
      expect(textsOf(body)).toEqual(parsedTexts(body));
    }
    const unclosed = `{"strings":{"de":[{"key":"k","translation":"${'\\\\a'.repeat(300_000)}`;
    expect(textsOf(unclosed)).toEqual([]);
  });
});

/**
 * An item in the shape public v1 clients recorded the real service's answers in (issue 38): 19
 * fields in this order, every scalar a string, `plural_key` "0" on an ordinary key and "1" on a
 * plural one with `plural_name` "", `context` "", non-ASCII text as `\u` escapes.
 */
function recordedItem(key: string, translation: string, plural: '0' | '1'): string {
  const fields: Array<[string, unknown]> = [
    ['key', key],
    ['key_id', '16'],
    ['trans_id', '3151'],
    ['translation', translation],
    ['description', ''],
    ['lang_id', '640'],
    ['plural_key', plural],
    ['plural_name', ''],
    ['platform_mask', '4'],
    ['is_hidden', '0'],
    ['created_at', '2016-05-11 15:18:24'],
    ['tags', []],
    ['modified_at', '2016-05-11 15:18:24'],
    ['fuzzy', '0'],
    ['is_proofread', '0'],
    ['references', []],
    ['context', ''],
    ['is_archived', '0'],
    ['key_type', '0'],
  ];
  const json = `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(',')}}`;
  return json.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

describe('the real service’s item shape', () => {
  it('reads "0" as no plural and "1" as plural, in both the fast and the parsed path', () => {
    const items = [
      recordedItem('title', 'Grüße', '0'),
      recordedItem('files', '{"one":"1 Datei","other":"# Dateien"}', '1'),
    ];
    // As recorded, and in the interface's order: the same texts and marks.
    const interfaceOrder = (json: string) => {
      const o = JSON.parse(json) as Record<string, unknown>;
      const { key, translation, plural_key, ...rest } = o;
      return JSON.stringify({ key, translation, plural_key, ...rest });
    };
    for (const shape of [(json: string) => json, interfaceOrder]) {
      const body = `{"strings":{"de":[${items.map(shape).join(',')}]}}`;
      expect(textsOf(body)).toEqual([
        ['de', 'title', 'Grüße', null],
        ['de', 'files', '{"one":"1 Datei","other":"# Dateien"}', '1'],
      ]);
      expect(parsedTexts(body)).toEqual(textsOf(body));
    }
  });

  it('reads the recorded shape field by field, as fast as the interface’s: no batch goes to JSON.parse', () => {
    const items = Array.from({ length: 300 }, (_, i) =>
      recordedItem(
        `key.${i}`,
        i % 3 === 0 ? 'Grüße / "Zitat"' : `Text ${i}`,
        i % 5 === 0 ? '1' : '0',
      ),
    );
    const body = `{"strings":{"de":[${items.join(',')}],"fr":[${items.join(',')}]}}`;
    const parse = vi.spyOn(JSON, 'parse');
    onTestFinished(() => parse.mockRestore());
    const read = textsOf(body, 4096);
    const batches = parse.mock.calls.filter(([text]) => String(text).startsWith('['));
    parse.mockRestore();
    expect(batches).toEqual([]);
    expect(read).toEqual(parsedTexts(body));
    expect(read.filter(([, , , plural]) => plural !== null)).toHaveLength(2 * 60);
  });

  it.each([
    [null, null],
    ['0', null],
    ['', null],
    [0, null],
    [false, null],
    ['1', '1'],
    [1, '1'],
    [true, '1'],
    ['other', 'other'],
  ])('takes plural_key %j for %j', (mark, plural) => {
    expect(pluralMark(mark)).toBe(plural);
  });
});
