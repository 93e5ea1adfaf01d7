import { describe, expect, it, vi } from 'vitest';
import { reviewTranslations } from '../../src/qa/review.ts';
import { ProjectStrings } from '../../src/pull/project-strings.ts';
import { item } from '../support/fakes.ts';

const BASE = [
  item('greeting', 'Hello %s'),
  item('count', '{n, plural, one {# file} other {# files}}'),
];
const GERMAN = [
  item('greeting', 'Hallo'),
  item('count', '{n, plural, one {# Datei} other {# Dateien}'),
];
const FRENCH = [item('greeting', 'Bonjour %s'), item('count', '{m, plural, other {# fichiers}}')];

function fold(order: Array<[string, ReturnType<typeof item>[]]>) {
  const strings = new ProjectStrings({ base: 'en', languages: [], reviewed: () => true });
  const waitingAfter: number[] = [];
  for (const [language, items] of order) {
    for (const entry of items) strings.add(language, entry);
    waitingAfter.push(strings.waiting);
  }
  return { strings, waitingAfter };
}

describe('ProjectStrings (the quality pass as string/list arrives)', () => {
  it('finds what a review of the whole answer finds, whatever the order of the languages', async () => {
    const whole = await reviewTranslations({ en: BASE, de: GERMAN, fr: FRENCH }, 'en', () => true);
    expect(whole.map((f) => `${f.language}/${f.key}`)).toEqual([
      'de/count',
      'de/greeting',
      'fr/count',
    ]);
    for (const order of [
      [
        ['en', BASE],
        ['de', GERMAN],
        ['fr', FRENCH],
      ],
      [
        ['de', GERMAN],
        ['en', BASE],
        ['fr', FRENCH],
      ],
      [
        ['de', GERMAN],
        ['fr', FRENCH],
        ['en', BASE],
      ],
    ] as Array<Array<[string, ReturnType<typeof item>[]]>>) {
      expect(await fold(order).strings.findings()).toEqual(whole);
    }
  });

  it('keeps no translation once the base is read and the checks are ready', async () => {
    const { strings } = fold([
      ['en', BASE],
      ['de', GERMAN],
    ]);
    // The ICU parser loads while German arrives: German waits, then is checked (polled: how long
    // the load takes depends on the machine's load, not on anything the test controls).
    await vi.waitFor(() => expect(strings.waiting).toBe(0), { timeout: 10_000 });
    for (const entry of FRENCH) strings.add('fr', entry);
    expect(strings.waiting).toBe(0);
    expect((await strings.findings()).map((f) => f.language)).toEqual(['de', 'de', 'fr']);
  });

  it('counts every language, checked or not', () => {
    const strings = new ProjectStrings({ base: 'en', languages: ['ja'], reviewed: () => false });
    for (const entry of BASE) strings.add('en', entry);
    for (const entry of GERMAN) strings.add('de', entry);
    expect(strings.counter.progress().map((p) => [p.language, p.translated])).toEqual([
      ['de', 2],
      ['en', 2],
      ['ja', 0],
    ]);
    expect(strings.waiting).toBe(0);
  });
});
