import { describe, expect, it } from 'vitest';
import {
  BUDGET_SHARE,
  FIRST_BYTES_PER_TEXT,
  FIRST_SHARE,
  LanguageBatches,
} from '../../src/api/language-batches.ts';

/** Language codes `l0` … `l<n − 1>`. */
const codes = (n: number) => Array.from({ length: n }, (_, i) => `l${i}`);

/**
 * Every batch LanguageBatches hands out against a service whose answer for a language has
 * `texts` items of `bytesOf(language)` bytes each (plus a short envelope), each answer told back.
 */
function readAll(
  batches: LanguageBatches,
  texts: number,
  bytesOf: (language: string) => number,
): { languages: string[]; bytes: number }[] {
  const read: { languages: string[]; bytes: number }[] = [];
  for (let batch = batches.next(); batch !== undefined; batch = batches.next()) {
    const bytes = 80 + batch.reduce((sum, language) => sum + texts * bytesOf(language), 0);
    batches.answered(batch, bytes, texts * batch.length);
    read.push({ languages: batch, bytes });
  }
  return read;
}

const MiB = 1024 ** 2;
const LIMIT = 256 * MiB;

describe('LanguageBatches (string/list of many languages in batches under the read limit)', () => {
  it('sizes the first batch from the files’ texts at 1 KiB a text, within half the budget', () => {
    const batches = new LanguageBatches(codes(100), LIMIT, 10_000);
    expect(batches.budget).toBe(LIMIT * BUDGET_SHARE);
    expect(batches.estimate).toEqual({
      bytesPerText: FIRST_BYTES_PER_TEXT,
      textsPerLanguage: 10_000,
    });
    // 64 MiB × ½ = 32 MiB, at 10,000 texts × 1 KiB a language: 3 languages.
    expect(batches.next()).toEqual(['l0', 'l1', 'l2']);
    expect(batches.expectedBytes(3)).toBeLessThanOrEqual(batches.budget * FIRST_SHARE);
  });

  it('estimates the bytes of a text and the texts of a language from an answer, and fills the budget with the next batch', () => {
    const batches = new LanguageBatches(codes(100), LIMIT, 10_000);
    const first = batches.next() ?? [];
    // The real service's items: about 430 bytes each.
    batches.answered(first, 3 * 10_000 * 430, 3 * 10_000);
    expect(batches.estimate).toEqual({ bytesPerText: 430, textsPerLanguage: 10_000 });
    const next = batches.next() ?? [];
    expect(next).toHaveLength(Math.floor((64 * MiB) / (10_000 * 430)));
    expect(next[0]).toBe('l3');
    expect(next.length * 10_000 * 430).toBeLessThanOrEqual(batches.budget);
  });

  it('reads every language once, in order, each answer within the budget, the first within half of it', () => {
    for (const [languages, texts] of [
      [100, 10_000],
      [30, 10_000],
      [100, 1_000],
      [7, 50],
    ] as const) {
      // Some languages' texts take more bytes than others (longer words, more bytes a character).
      const bytesOf = (language: string) => 400 + (Number(language.slice(1)) % 3) * 40;
      const batches = new LanguageBatches(codes(languages), LIMIT, texts);
      const read = readAll(batches, texts, bytesOf);
      expect(read.flatMap((r) => r.languages)).toEqual(codes(languages));
      expect(read[0]?.bytes).toBeLessThanOrEqual(LIMIT * BUDGET_SHARE * FIRST_SHARE);
      for (const { bytes } of read) expect(bytes).toBeLessThanOrEqual(LIMIT * BUDGET_SHARE);
    }
  });

  it('keeps the largest bytes a text and texts a language it has seen: a later answer never lowers them', () => {
    const batches = new LanguageBatches(codes(10), 1 * MiB, 100);
    batches.answered(batches.next() ?? [], 100 * 500, 100);
    batches.answered(batches.next() ?? [], 100 * 300, 100);
    expect(batches.estimate).toEqual({ bytesPerText: 500, textsPerLanguage: 100 });
  });

  it('takes every language left at once when the answers hold no text (a project without keys)', () => {
    const batches = new LanguageBatches(codes(500), 64 * 1024, 1_000);
    const first = batches.next() ?? [];
    expect(first.length).toBeLessThan(500);
    batches.answered(first, 80, 0);
    expect(batches.next()).toHaveLength(500 - first.length);
    expect(batches.next()).toBeUndefined();
  });

  it('takes one language at least, even when one is expected over the budget', () => {
    const batches = new LanguageBatches(codes(3), 1 * MiB, 1_000_000);
    expect(batches.next()).toEqual(['l0']);
    expect(batches.next()).toEqual(['l1']);
  });

  it('reads the languages of an answer over the limit again, in batches a quarter as large', () => {
    // The files had 200 keys of a project of 10,000: the first batch is far too large.
    const batches = new LanguageBatches(codes(100), LIMIT, 200);
    const first = batches.next() ?? [];
    expect(first).toHaveLength(100);
    batches.overLimit(first);
    expect(batches.left).toBe(100);
    const again = batches.next() ?? [];
    expect(again).toEqual(codes(25));
    batches.answered(again, 25 * 10_000 * 430, 25 * 10_000);
    const read = [again, ...readAll(batches, 10_000, () => 430).map((r) => r.languages)];
    expect(read.flat()).toEqual(codes(100));
  });

  it('refuses to size batches without a read limit', () => {
    expect(() => new LanguageBatches(codes(2), Number.NaN, 10)).toThrow(/no read limit/);
  });
});
