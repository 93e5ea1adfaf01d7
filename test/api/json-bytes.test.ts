import { describe, expect, it } from 'vitest';
import { stringEnd } from '../../src/api/json-bytes.ts';

/** The bytes of `text`, and where its first string's characters start (after its first quote). */
function afterQuote(text: string): { bytes: Buffer; from: number } {
  const bytes = Buffer.from(text);
  return { bytes, from: bytes.indexOf('"') + 1 };
}

describe('the ends of strings the string/list scanner looks for', () => {
  it('finds the quote that closes a string, past escaped quotes and backslashes', () => {
    for (const text of ['"plain",', String.raw`"say \"hi\"",`, String.raw`"C:\\",`, '"Grüße",']) {
      const { bytes, from } = afterQuote(text);
      const closing = bytes.lastIndexOf('"');
      expect(stringEnd(bytes, from, bytes.length)).toBe(closing);
    }
  });

  it('says where the bytes end inside a string, and whether inside an escape', () => {
    const { bytes, from } = afterQuote(String.raw`"ends \"here`);
    expect(stringEnd(bytes, from, bytes.length)).toBe(bytes.length);
    // A chunk cut after a backslash: the next chunk's first byte is escaped, whatever it is.
    const cut = afterQuote(String.raw`"ends \"`);
    const end = cut.bytes.length - 1;
    expect(stringEnd(cut.bytes, cut.from, end)).toBe(end + 1);
  });

  it('looks only at the bytes before the end it is given', () => {
    const { bytes, from } = afterQuote('"abc"');
    expect(stringEnd(bytes, from, 3)).toBe(3);
  });
});
