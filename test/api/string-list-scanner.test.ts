import { describe, expect, it } from 'vitest';
import { StringListScanner } from '../../src/api/string-list-scanner.ts';
import { parsedItems } from '../../src/api/string-list-items.ts';

/** Scans `body` cut into pieces of `size` bytes; gives the items met and the rest of the body. */
function scan(body: string | Buffer, size = Number.MAX_SAFE_INTEGER) {
  const items: Array<[string, unknown]> = [];
  const scanner = new StringListScanner(
    parsedItems((language, item) => items.push([language, item])),
  );
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  for (let at = 0; at < bytes.length; at += size) scanner.push(bytes.subarray(at, at + size));
  return { items, rest: scanner.end() };
}

const item = (key: string, translation: string) => ({
  key,
  translation,
  plural_key: null,
  is_hidden: '0',
  tags: ['a', 'b"]}'],
  // `},{` inside a string and between nested objects: no item ends there.
  references: [{ nested: [1, { deep: '{' }] }, { note: 'a},{"key":"b' }],
});

/** An answer with escapes, brackets inside strings, non-ASCII text and the envelope last. */
const ANSWER = {
  strings: {
    en: [item('greeting', 'Hello "world" \\ {x} [y]'), item('bye', 'Bye')],
    'zh_"CN': [item('greeting', '你好 🌍'), item('bye', '')],
    empty: [],
  },
  response: { status: 'success', code: '200', message: 'OK' },
};

describe('StringListScanner', () => {
  it('hands over every item with its language and keeps the rest, however the bytes are cut', () => {
    const expected = Object.entries(ANSWER.strings).flatMap(([language, list]) =>
      list.map((entry) => [language, entry]),
    );
    // Every cut, one byte at a time included: a chunk may end inside a multi-byte character,
    // an escape, a key or an item. Compact, as services send it (items are then parsed many at
    // once), and indented.
    for (const [body, size] of [JSON.stringify(ANSWER), JSON.stringify(ANSWER, null, 2)].flatMap(
      (text) => [1, 2, 3, 7, 64, 1000, text.length].map((cut) => [text, cut] as const),
    )) {
      const { items, rest } = scan(body, size);
      expect(items, `chunks of ${size}`).toEqual(expected);
      expect(JSON.parse(rest), `chunks of ${size}`).toEqual({
        strings: {},
        response: ANSWER.response,
      });
    }
  });

  it('leaves the bytes it is given as they were (it borrows two of them while parsing)', () => {
    // More items than one batch, so that a batch starts after a comma within one chunk.
    const list = Array.from({ length: 1200 }, (_, i) => item(`key.${i}`, `Text ${i}`));
    const body = Buffer.from(JSON.stringify({ strings: { en: list, de: list } }));
    const copy = Buffer.from(body);
    for (const size of [7, 300, 4096, body.length]) {
      expect(scan(body, size).items).toHaveLength(2400);
      expect(body.equals(copy), `chunks of ${size}`).toBe(true);
    }
  });

  it('reads members before and after strings, of any kind, and no strings at all', () => {
    const body = `{"a":1,"b":true,"c":null,"d":"x,}","response":{"status":"error","code":"4048","message":"Too many requests"}}`;
    const { items, rest } = scan(body, 5);
    expect(items).toEqual([]);
    // No `strings` member: the body is given back as it came, for the envelope to be read.
    expect(JSON.parse(rest)).toEqual(JSON.parse(body));
  });

  it("gives PHP's empty array for strings back as it is", () => {
    const { rest } = scan('{"strings":[],"response":{"status":"success"}}', 4);
    expect(JSON.parse(rest)).toEqual({ strings: [], response: { status: 'success' } });
  });

  it('gives a body that is no JSON object back as it came, for the error message', () => {
    const html = '<!DOCTYPE html><html><body>Maintenance</body></html>';
    expect(scan(html, 3).rest).toBe(html);
    const truncated = JSON.stringify(ANSWER).slice(0, 150);
    expect(scan(truncated, 10).rest).toBe(truncated);
    const twice = '{"strings":{},"response":{}} {"x":1}';
    expect(scan(twice).rest).toBe(twice);
  });

  it('refuses items that are not objects, and languages that are not lists', () => {
    expect(() => scan('{"strings":{"de":["x"]}}')).toThrow(
      'strings.de holds an item that is not an object',
    );
    expect(() => scan('{"strings":{"de":{"a":1}}}')).toThrow('strings.de is not an array');
    // Between objects, where many items are parsed at once.
    for (const odd of ['"x"', '[{"a":1}]', 'null', '7']) {
      expect(() => scan(`{"strings":{"de":[{"a":1},${odd},{"b":2},{"c":3}]}}`)).toThrow(
        'strings.de holds an item that is not an object',
      );
    }
  });

  it('keeps only the bytes of the batch of items it is reading, not the body', () => {
    const big = {
      strings: { de: Array.from({ length: 12_000 }, (_, i) => item(`k${i}`, 'x'.repeat(200))) },
    };
    let most = 0;
    const scanner = new StringListScanner(parsedItems(() => undefined));
    const bytes = Buffer.from(JSON.stringify(big));
    for (let at = 0; at < bytes.length; at += 4096) {
      scanner.push(bytes.subarray(at, at + 4096));
      most = Math.max(most, scanner.bufferedBytes);
    }
    expect(bytes.length).toBeGreaterThan(3_000_000);
    // A batch is 500 items of about 300 bytes here, and one chunk more.
    expect(most).toBeLessThan(250_000);
  });
});
