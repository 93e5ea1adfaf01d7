import { describe, expect, it } from 'vitest';
import { percentText, progressBar, progressOf } from '../../src/pull/progress.ts';
import { item } from '../support/fakes.ts';

describe('translation progress', () => {
  it('counts translated keys against the base, archived keys nowhere, hidden and fuzzy as translated', () => {
    const progress = progressOf(
      {
        en: [
          item('a', 'A'),
          item('b', 'B'),
          item('c', 'C'),
          item('old', 'Old', { isArchived: true }),
        ],
        de: [
          item('a', 'A-de', { fuzzy: true }),
          item('b', '  '),
          item('c', 'C-de', { isHidden: true }),
          item('old', 'Alt', { isArchived: true }),
        ],
      },
      'EN',
    );
    expect(progress).toEqual([
      { language: 'de', keys: 3, translated: 2, fuzzy: 1, percent: 66.7 },
      { language: 'en', keys: 3, translated: 3, fuzzy: 0, percent: 100 },
    ]);
  });

  it('counts a plural key given as JSON forms as translated when any form has text', () => {
    const progress = progressOf(
      {
        en: [item('n', '{"one":"# file","other":"# files"}')],
        ru: [item('n', '{"one":"","few":"","many":"","other":""}')],
        de: [item('n', '{"one":"","other":"# Dateien"}')],
      },
      'en',
    );
    expect(progress.map((p) => [p.language, p.translated])).toEqual([
      ['de', 1],
      ['en', 1],
      ['ru', 0],
    ]);
  });

  it('calls a project without keys complete', () => {
    expect(progressOf({ en: [], de: [] }, 'en')[0]?.percent).toBe(100);
  });

  it('writes one decimal always, and a bar of ten cells', () => {
    expect(percentText(71)).toBe('71.0');
    expect(progressBar(96.4)).toBe('█████████░');
    expect(progressBar(100)).toBe('██████████');
    expect(progressBar(33.3)).toBe('███░░░░░░░');
    expect(progressBar(0)).toBe('░░░░░░░░░░');
  });
});
