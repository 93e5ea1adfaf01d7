import { annotations } from '../support/action-runner.ts';
import type { StoreSnapshot } from '../emulator/store.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A large project's first sync at the tests' time scale (0.01) with the default http-timeout.
 * The emulator computes a whole string/list answer, here 150,000 texts and about 60 MB, before it
 * sends a byte: 120 s × 0.01 = 1.2 s was too short for it even on an idle 2-core machine, so the
 * scale shortens http-timeout only down to 60 s (src/inputs/http-timeout.ts).
 */

const KEYS = 5000;
/** The project's languages besides English: 30 in all. */
const LANGUAGES = `de fr es it pt nl sv da fi nb pl cs sk hu ro
  bg el tr ru uk ja ko zh he ar hi th vi id`.split(/\s+/);
const ALL = ['en', ...LANGUAGES];
/** The keys whose texts are checked one by one (the counts cover the rest). */
const SAMPLE_KEYS = [0, 1, 997, 2500, 3333, 4998, 4999];

const keyName = (i: number) => `screen_${String(Math.floor(i / 50)).padStart(3, '0')}_${i % 50}`;
/** Key `i`'s text in `iso`: a sentence of a realistic length, different for each pair. */
const text = (iso: string, i: number) =>
  `${iso} ${i}: Tap the button to save item number ${(i * 7919) % 10007} of your list`;

/** The translation files of every language, 5,000 keys each, as a repository holds them. */
function translationFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const iso of ALL) {
    const texts: Record<string, string> = {};
    for (let i = 0; i < KEYS; i++) texts[keyName(i)] = text(iso, i);
    files[`locales/${iso}.json`] = `${JSON.stringify(texts, null, 2)}\n`;
  }
  return files;
}

describe('a first sync of 5,000 keys in 30 languages at the time scale of 0.01', () => {
  it(
    'takes the service’s largest answers within the default http-timeout, and leaves every text on the service',
    { timeout: 300_000 },
    async ({ startScenario }) => {
      const s = await startScenario({ files: translationFiles(), languages: LANGUAGES });
      // No http-timeout input: the default, 120 s, as the time scale shortens it.
      const run = await s.run({ mode: 'sync' }, {}, { timeoutMs: 240_000 });

      expect(annotations(run.stdout, 'error')).toEqual([]);
      const lines = run.stdout.split('\n');
      // Not even a first try timed out (and was retried).
      expect(lines.filter((line) => /no answer within|did not finish within/.test(line))).toEqual(
        [],
      );
      expect(run.code).toBe(0);
      // A wait for an answer that lasted a heartbeat (0.2 s) says its time-out: the default's, as
      // the floor leaves it at this scale.
      const limits = lines.flatMap((line) => {
        const limit = /^still waiting for the answer to [^:]+: [\d.]+ s of (.+)$/.exec(line)?.[1];
        return limit === undefined ? [] : [limit];
      });
      expect(limits.filter((limit) => limit !== '60 s')).toEqual([]);

      // What the service holds, through the emulator's control API.
      const answer = await fetch(`${s.emulator.urls['1.0.9.3']}/__emulator/state`);
      const state = (await answer.json()) as StoreSnapshot;
      const project = state.projects.find((p) => p.id === s.projectId);
      expect(project?.languages.map((l) => l.iso).sort()).toEqual([...ALL].sort());
      const keys = project?.keys ?? [];
      expect(keys).toHaveLength(KEYS);
      expect(new Set(keys.map((k) => k.name)).size).toBe(KEYS);
      const perLanguage = new Map<string, number>();
      for (const key of keys) {
        for (const [iso, t] of Object.entries(key.translations)) {
          if (t.value !== '') perLanguage.set(iso, (perLanguage.get(iso) ?? 0) + 1);
        }
      }
      expect(Object.fromEntries(perLanguage)).toEqual(
        Object.fromEntries(ALL.map((iso) => [iso, KEYS])),
      );
      const byName = new Map(keys.map((k) => [k.name, k]));
      for (const i of SAMPLE_KEYS) {
        const key = byName.get(keyName(i));
        expect(key?.translations, keyName(i)).toBeDefined();
        for (const iso of ['en', 'de', 'ja', 'ar', 'id']) {
          expect(key?.translations[iso]?.value, `${keyName(i)} in ${iso}`).toBe(text(iso, i));
        }
      }
      // The repository's texts are the service's: the pull proposes nothing.
      expect(s.github.openPulls()).toEqual([]);
    },
  );
});
