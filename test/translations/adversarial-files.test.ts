import { describe, expect, it } from 'vitest';
import { readTranslations } from '../../src/translations/index.ts';
import { ADVERSARIAL_FILES, NOW, WAS } from './adversarial-files.ts';
import { decide, written } from './helpers.ts';

/**
 * The files the benchmark times (bench/reader-adversarial.ts) are what it says they are: each
 * reads key by key, and its pull edits the changed text in place, the hostile ones as the
 * ordinary ones. Their time is the benchmark's to measure, at 1 MiB; here they are 100 kB.
 */
const LENGTH = 100_000;

describe('the adversarial files of each format', () => {
  it.each(ADVERSARIAL_FILES)('$format, $kind: read and edited in place', async (file) => {
    const { repository, service } = file.file(LENGTH);
    expect(repository.length).toBeGreaterThan(LENGTH * 0.9);
    expect(repository.length).toBeLessThan(LENGTH * 1.1);
    expect((await readTranslations(file.format, repository))?.size).toBeGreaterThan(0);
    const decision = await decide(file.path, repository, service);
    expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
    const text = written(decision);
    expect(text).toContain(NOW);
    expect(text).not.toContain(WAS);
  });

  it('has every kind for each format that has it: nesting where the format nests', () => {
    const kinds = (format: string) =>
      ADVERSARIAL_FILES.filter((f) => f.format === format).map((f) => f.kind);
    for (const format of ['json', 'arb', 'yaml'])
      expect(kinds(format)).toEqual(['ordinary', 'white space', 'deep nesting', 'one long line']);
    for (const format of ['po', 'properties', 'strings'])
      expect(kinds(format)).toEqual(['ordinary', 'white space', 'one long line']);
    expect(kinds('resx')).toEqual(['ordinary', 'white space', 'one long line', 'openings']);
    for (const format of ['android', 'xliff'])
      expect(kinds(format)).toEqual([
        'ordinary',
        'white space',
        'deep nesting',
        'one long line',
        'openings',
      ]);
  });
});
