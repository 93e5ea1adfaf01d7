import { describe, expect, it } from 'vitest';
import type { CheckedKey, CheckReport } from '../../src/check/check.ts';
import { checkFailure, missingTranslations } from '../../src/report/check-summary.ts';

const key = (label: string, missingIn: string[], onService = true): CheckedKey => ({
  label,
  path: [label],
  file: 'locales/en.json',
  change: 'added',
  onService,
  missingIn,
});

const report = (keys: CheckedKey[]): CheckReport => ({
  compared: undefined,
  base: 'en',
  languages: ['de', 'fr'],
  keys,
});

describe('the check’s output and gate', () => {
  it('counts per language the keys without a text, a key the service lacks in every one', () => {
    const keys = [key('a', []), key('b', ['fr']), key('c', ['de', 'fr'], false)];
    expect(missingTranslations(report(keys))).toEqual({ de: 1, fr: 2, keys: 1 });
    expect(checkFailure(report(keys), 'none')).toBeUndefined();
  });

  it('names at most 20 keys in its failing line, then counts the rest', () => {
    const keys = Array.from({ length: 23 }, (_, i) => key(`k${i}`, ['de', 'fr'], false));
    const named = keys
      .slice(0, 20)
      .map((k) => k.label)
      .join(', ');
    expect(checkFailure(report(keys), 'missing-keys')).toBe(
      `23 keys of this change are not on the service: ${named}, and 3 more`,
    );
    expect(checkFailure(report([key('a', ['fr'])]), 'missing-translations')).toBe(
      '1 key of this change lacks translations in fr: a',
    );
    expect(checkFailure(report([key('a', [])]), 'missing-translations')).toBeUndefined();
  });
});
