import { setTimeout as sleep } from 'node:timers/promises';
import type { CallRecord } from '../emulator/calls.ts';
import { setByKey } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * The push reads string/list a batch of languages at a time (issue 43), each answer sized to a
 * quarter of the most the client reads: a project of 10,000 keys in 100 languages answers 400 MiB
 * at once, over that limit. Here the limit is made small (L10N_SYNC_MAX_ANSWER_BYTES, a setting
 * of tests) so that a small project's answer of every language (about 60 KB) is over it.
 */

/** In the order the push reads them: its files' (by path). */
const LANGUAGES = ['da', 'de', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pt', 'sv'];
const KEYS = 16;
/** 52 KiB: each batch's answer is held to 13 KiB, about two languages of 16 keys. */
const LIMIT = { L10N_SYNC_MAX_ANSWER_BYTES: String(52 * 1024) };

/** A file of every key in `language`, `changed` keys reworded. */
function file(language: string, changed: readonly number[] = []): string {
  const texts: Record<string, string> = {};
  for (let i = 0; i < KEYS; i++) {
    const text = language === 'en' ? `Label ${i}` : `Label ${i} (${language})`;
    texts[`label_${i}`] = changed.includes(i) ? `${text}, reworded` : text;
  }
  return `${JSON.stringify({ screen: texts }, null, 2)}\n`;
}

/** The languages of each string/list call that succeeded. */
const listed = (calls: readonly CallRecord[]) =>
  calls
    .filter((c) => c.code === '200')
    .map((c) => JSON.parse(c.params['langs'] ?? '[]') as string[]);

describe('the push’s string/list in batches of languages (1.0.9.2)', () => {
  it('reads every language once, in order, in several answers under the limit, and sets exactly the texts to send', async ({
    startScenario,
  }) => {
    const files: Record<string, string> = { 'locales/en.json': file('en') };
    for (const language of LANGUAGES) files[`locales/${language}.json`] = file(language);
    const s = await startScenario({ revision: '1.0.9.2', files, languages: LANGUAGES });

    const first = await s.run({}, LIMIT);
    expect(first.code).toBe(0);
    const lists = listed(s.calls('string/list'));
    expect(lists.length).toBeGreaterThan(2);
    expect(lists.flat()).toEqual(LANGUAGES);
    // The service lacked every translation: each goes once, every language of a key in one
    // record (the records wait for the last batch: fewer than a call's 500).
    const sets = s.calls('string/set').filter((c) => c.code === '200');
    expect(sets).toHaveLength(1);
    expect(setByKey(sets)).toEqual(
      LANGUAGES.flatMap((l) =>
        Array.from({ length: KEYS }, (_, i) => `${l} screen::label_${i}=Label ${i} (${l})`),
      ).sort(),
    );
    expect(JSON.parse(sets[0]?.params['data'] ?? '[]')).toHaveLength(KEYS);
    expect(first.stdout).toContain('1.0.9.2 takes one string/list per 5 s');
    expect(s.calls().filter((c) => c.code === '4048')).toEqual([]);

    // A text reworded in the first batch's language and one in a later batch's: every file goes
    // up (push-scope: all), and only those two texts are set.
    const mark = s.emulator.calls.length;
    await s.fixture.commit({
      'locales/da.json': file('da', [3]),
      'locales/sv.json': file('sv', [11]),
    });
    const second = await s.run({ 'push-scope': 'all' }, LIMIT);
    expect(second.code).toBe(0);
    const again = listed(s.calls('string/list', mark));
    expect(again.length).toBeGreaterThan(2);
    expect(again.flat()).toEqual(LANGUAGES);
    expect(setByKey(s.calls('string/set', mark))).toEqual([
      'da screen::label_3=Label 3 (da), reworded',
      'sv screen::label_11=Label 11 (sv), reworded',
    ]);
    expect(s.calls('project/import', mark).map((c) => c.params['lang_iso'])).toEqual(['en']);

    // One answer of every language would have been over the limit: the batches were needed.
    await sleep(100);
    const whole = await fetch(`${s.emulator.urls['1.0.9.2']}/api/string/list`, {
      method: 'POST',
      body: new URLSearchParams({
        api_token: s.emulator.tokens.readWrite,
        id: s.projectId,
        langs: JSON.stringify(LANGUAGES),
      }),
    });
    const answer = await whole.text();
    expect(answer).toContain('"strings"');
    expect(Buffer.byteLength(answer)).toBeGreaterThan(Number(LIMIT.L10N_SYNC_MAX_ANSWER_BYTES));
  });
});
