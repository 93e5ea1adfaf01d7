import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from '../../support/git-fixture.ts';
import { createScenario, type Scenario } from '../../support/scenario.ts';
import { announcedRetries, faultsByKind } from '../support/checks.ts';
import { burst4048, faultMix } from '../support/fault-mix.ts';
import { reportFigures } from '../support/figures.ts';
import { englishFile, germanFileOnService, messageScenario } from '../support/message-files.ts';
import { seededRandom } from './random.ts';
import { BRANCH, checkRun, World, type Outcome } from './world.ts';

/**
 * Sync after sync against a service that fails 20 % of calls at random (every transient kind,
 * plus bursts of 4048), while translators change German texts on the service, developers change
 * English files, and someone now and then merges the translation pull request. Every invariant
 * of `checkRun` is checked after each run; a last run without faults must reconcile everything.
 *
 * L10N_SYNC_SOAK_RUNS (default 100), L10N_SYNC_SOAK_SEED (default 7),
 * L10N_SYNC_SOAK_REPORT (a file for the figures as JSON). Stops adding runs after 8 minutes.
 */
const RUNS = Number(process.env['L10N_SYNC_SOAK_RUNS'] ?? 100);
const SEED = Number(process.env['L10N_SYNC_SOAK_SEED'] ?? 7);
const DEADLINE_MS = 8 * 60_000;
const FILES = 20;
// As in faults.test.ts: a 1 s time-out, given as it runs (the time scale does not lengthen it).
const FLAKY = { 'http-timeout': '1', 'max-retries': '8' };

let s: Scenario;
beforeAll(async () => {
  s = await messageScenario(createScenario, FILES);
});
afterAll(() => s.close());

describe('soak', () => {
  it(`keeps every invariant over ${RUNS} syncs at 20 % faults with the service and the repository changing`, async () => {
    const random = seededRandom(SEED);
    const world = new World(FILES);
    const started = Date.now();
    const outcomes: Outcome[] = [];
    const tally = { germanChanges: 0, englishChanges: 0, merges: 0, calls: 0, retries: 0 };
    const faults: Record<string, number> = {};

    for (let i = 0; i < RUNS && Date.now() - started < DEADLINE_MS; i++) {
      if (random.chance(0.5)) {
        for (const n of random.pick(random.between(1, 5), FILES)) {
          world.german[n - 1] = (world.german[n - 1] ?? 1) + 1;
          await germanFileOnService(s, n, world.german[n - 1] ?? 1);
          tally.germanChanges++;
        }
      }
      if (random.chance(0.4)) {
        const changed: Record<string, string> = {};
        for (const n of random.pick(random.between(1, 6), FILES)) {
          world.english[n - 1] = (world.english[n - 1] ?? 1) + 1;
          Object.assign(changed, englishFile(n, world.english[n - 1] ?? 1));
          tally.englishChanges++;
        }
        await s.fixture.commit(changed, `English changes before run ${i + 1}`);
      }
      if (s.github.openPulls().length > 0 && random.chance(0.15)) {
        mergeTranslations(s);
        tally.merges++;
      }

      // A well-mixed seed: xorshift32's first draws from small, consecutive seeds run low.
      s.emulator.faults.seed(random.between(1, 2 ** 31));
      s.emulator.faults.add([
        ...(random.chance(0.3) ? [burst4048('project/import', random.between(1, 6), 3)] : []),
        ...faultMix(0.2),
      ]);
      const before = {
        mark: s.emulator.calls.length,
        head: git(s.fixture.origin, 'rev-parse', 'main'),
        ref: s.syncRef(),
      };
      const run = await s.run(FLAKY);
      // The test's own calls (translators' changes) go to the service without faults.
      s.emulator.faults.clear();
      const calls = s.calls(undefined, before.mark);
      tally.calls += calls.length;
      tally.retries += announcedRetries(run.stdout);
      for (const [kind, n] of Object.entries(faultsByKind(calls))) {
        faults[kind] = (faults[kind] ?? 0) + n;
      }
      outcomes.push(checkRun(s, world, run, before));
    }

    s.emulator.faults.clear();
    const mark = s.emulator.calls.length;
    const head = git(s.fixture.origin, 'rev-parse', 'main');
    const last = await s.run(FLAKY);
    const final = checkRun(s, world, last, { mark, head, ref: s.syncRef() });
    expect(final.ok).toBe(true);

    const succeeded = outcomes.filter((o) => o.ok);
    const figures = {
      seed: SEED,
      runs: outcomes.length,
      succeeded: succeeded.length,
      failed: outcomes.length - succeeded.length,
      failures: outcomes.flatMap((o) => (o.ok ? [] : [o.message])),
      operations: count(succeeded.map((o) => o.operation)),
      imports: succeeded.reduce((sum, o) => sum + o.imports, 0),
      faults,
      faultedCalls: Object.values(faults).reduce((a, b) => a + b, 0),
      ...tally,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    reportFigures('soak', figures);
    const report = process.env['L10N_SYNC_SOAK_REPORT'];
    if (report) await writeFile(report, `${JSON.stringify(figures, null, 2)}\n`);
    // At 20 % faults and eight retries a run should practically never give up.
    expect(figures.failed).toBeLessThanOrEqual(1);
  });
});

/** A reviewer merges the translation pull request into main (a merge commit, as GitHub makes). */
function mergeTranslations(scenario: Scenario): void {
  const author = scenario.fixture.author;
  git(author, 'fetch', '-q', 'origin', BRANCH);
  git(author, 'merge', '-q', '--no-edit', 'FETCH_HEAD');
  git(author, 'push', '-q', 'origin', 'main');
}

function count(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
