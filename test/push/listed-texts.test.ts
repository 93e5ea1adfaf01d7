import { describe, expect, it } from 'vitest';
import { readListedTexts } from '../../src/push/listed-texts.ts';
import { batchedService, type Item } from './batched-service.ts';

/**
 * The files of a format that goes by key both ways (a `.resx` on 1.0.9.2) read the service's
 * texts in language batches, as the plain push does: at 100 languages one answer of every
 * language would pass the read limit.
 */

const LANGUAGES = Array.from({ length: 12 }, (_, i) => `l${String(i).padStart(2, '0')}`);
const KEYS = Array.from({ length: 40 }, (_, i) => `key_${i}`);
const ITEMS: Item[] = LANGUAGES.flatMap((language) =>
  KEYS.map((key): Item => [language, key, `${key} in ${language}`]),
);

describe('readListedTexts', () => {
  it('reads every language once, in batches under the read limit, and finds every text', async () => {
    // 40 texts of 400 bytes a language: a quarter of 64 KiB holds two languages' answer.
    const service = batchedService(ITEMS, { maxAnswerBytes: 64 * 1024 });
    const listed = await readListedTexts(service.client, 'p1', LANGUAGES, new Set(KEYS));
    expect(service.lists.length).toBeGreaterThan(3);
    expect(service.lists.flat()).toEqual(LANGUAGES);
    for (const language of LANGUAGES) {
      for (const key of KEYS) expect(listed.textOf(language, key)).toBe(`${key} in ${language}`);
    }
  });

  it('reads all languages at once where the limit holds them', async () => {
    const service = batchedService(ITEMS, { maxAnswerBytes: 256 * 1024 * 1024 });
    const listed = await readListedTexts(service.client, 'p1', LANGUAGES, new Set(KEYS));
    expect(service.lists).toEqual([LANGUAGES]);
    expect(listed.textOf('l11', 'key_39')).toBe('key_39 in l11');
  });

  it('reads again in smaller batches an answer over the limit all the same', async () => {
    // Far more texts in every language than the files' keys let it guess: the first batch of
    // all 12 languages (guessed 480 KB) answers 5 MB, over the 4 MiB limit.
    const many: Item[] = LANGUAGES.flatMap((language) =>
      Array.from({ length: 1_000 }, (_, i): Item => [language, `other_${i}`, 'x']),
    );
    const service = batchedService([...ITEMS, ...many], { maxAnswerBytes: 4 * 1024 * 1024 });
    const listed = await readListedTexts(service.client, 'p1', LANGUAGES, new Set(KEYS));
    expect(service.events.some((event) => event.endsWith(' over'))).toBe(true);
    const read = service.events.filter((e) => e.endsWith(' done')).map((e) => e.split(' ')[1]);
    expect(read.flatMap((langs) => langs?.split(',') ?? [])).toEqual(LANGUAGES);
    expect(listed.textOf('l05', 'key_7')).toBe('key_7 in l05');
  });
});
