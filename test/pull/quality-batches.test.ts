import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualityPass } from '../../src/pull/quality-pass.ts';
import { FuzzyTexts } from '../../src/pull/service-fuzzy.ts';
import { startEmulator, type Emulator } from '../emulator/server.ts';
import { clientFor } from '../support/emulator.ts';
import { captureLog, settingsFor } from '../support/fakes.ts';

/**
 * The pull's quality pass reads string/list in language batches when one answer of every
 * language would pass the read limit (quality-batches.ts): at 10,000 keys × 100 languages every
 * pull failed so. Read in batches or at once, progress, the checks' findings and the fuzzy texts
 * are the same.
 */

const LANGUAGES = ['de', 'fr', 'es', 'it', 'nl', 'pl'];
const KEYS = 60;

let emulator: Emulator;
let id: string;

beforeAll(async () => {
  emulator = await startEmulator();
  id = emulator.store.seed({
    languages: LANGUAGES,
    keys: Array.from({ length: KEYS }, (_, i) => ({
      key: `screen::label_${i}`,
      translations: {
        en: `Label {count} number ${i}`,
        // Each language translates fewer keys; one in ten drops its placeholder.
        ...Object.fromEntries(
          LANGUAGES.filter((_, l) => i < KEYS - l * 5).map((language) => [
            language,
            i % 10 === 3 ? `${language} ${i}` : `${language} {count} ${i}`,
          ]),
        ),
      },
      fuzzy: i % 7 === 0 ? ['de', 'pl'] : [],
    })),
  }).id;
});

afterAll(async () => {
  await emulator.close();
});

async function pass(maxAnswerBytes: number) {
  const settings = settingsFor('/nowhere', { 'project-id': id, qa: 'report' });
  const client = clientFor(emulator, '1.0.9.3', { maxAnswerBytes });
  const fuzzy = new FuzzyTexts(() => true);
  const before = emulator.calls.length;
  const report = await qualityPass(
    { settings, client, log: captureLog() },
    { base: 'en', languages: ['en', ...LANGUAGES] },
    () => true,
    fuzzy,
  );
  const lists = emulator.calls.slice(before).filter((c) => c.endpoint === 'string/list');
  const states = await Promise.all(LANGUAGES.map((l) => fuzzy.statesOf(l)));
  const fuzzyOf = states.map((s) => KEYS_NAMES.filter((name) => s?.fuzzy(name, undefined)));
  return { report, lists, fuzzyOf };
}

const KEYS_NAMES = Array.from({ length: KEYS }, (_, i) => `screen::label_${i}`);

describe('the quality pass over a small read limit', () => {
  it('reads in several calls what one call read, and finds the same', async () => {
    const whole = await pass(256 * 1024 * 1024);
    expect(whole.lists).toHaveLength(1);
    // One language's answer is ~25 KB: 40 KB holds no two languages' at once.
    const batched = await pass(40 * 1024);
    expect(batched.lists.length).toBeGreaterThan(2);
    // Every language asked (a batch over the limit all the same is asked again in smaller ones).
    const asked = batched.lists.flatMap((c) => JSON.parse(c.params['langs'] ?? '[]') as string[]);
    expect(new Set(asked)).toEqual(new Set(['en', ...LANGUAGES]));
    expect(batched.report.progress).toEqual(whole.report.progress);
    expect(batched.report.review).toEqual(whole.report.review);
    expect(batched.report.review?.length).toBeGreaterThan(0);
    expect(batched.fuzzyOf).toEqual(whole.fuzzyOf);
    expect(whole.fuzzyOf[0]?.length).toBeGreaterThan(0);
    // Progress differs by language, as seeded: the counts are each language's own.
    expect(new Set(whole.report.progress.map((p) => p.translated)).size).toBe(LANGUAGES.length);
  });
});
