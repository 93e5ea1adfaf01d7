import { annotations, type ActionRun } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { reportFigures } from './support/figures.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/** The scenario's time scale: the 20 s heartbeat runs as 0.2 s. */
const SCALE = 0.01;
/**
 * The time-out the scenarios give (max-retries stays at its default, 5). The scale shortens the
 * default 120 s only down to 60 s (src/inputs/http-timeout.ts), so these runs would wait 60 s per
 * attempt; a given 1.2 s, below that floor, is taken as given: what 120 s is at this scale.
 */
const TIMEOUT = { 'http-timeout': '1.2' };
const HUNG =
  'What to do: it looks hung; check its status, and raise http-timeout only if it is just slow to answer';
const FILES = {
  'locales/en.json': '{"hello": "Hello"}\n',
  'locales/de.json': '{"hello": "Hallo"}\n',
};

/** The longest stretch of stdout without a line, between the first line and the last. */
function longestSilenceMs(run: ActionRun): number {
  let longest = 0;
  for (let i = 1; i < run.timeline.length; i++) {
    longest = Math.max(longest, (run.timeline[i]?.ms ?? 0) - (run.timeline[i - 1]?.ms ?? 0));
  }
  return longest;
}

const lines = (run: ActionRun, pattern: RegExp) =>
  run.stdout.split('\n').filter((line) => pattern.test(line));

describe('a service that accepts connections and never answers (http-timeout 1.2 s)', () => {
  it('ends a sync at the second time-out of its first call, with a line every heartbeat and one error that says it looks hung', async ({
    startScenario,
  }) => {
    const s = await startScenario({ files: FILES, languages: ['de'], timeScale: SCALE });
    const mark = s.emulator.calls.length;
    s.emulator.faults.add({ kind: 'timeout' });
    const started = performance.now();
    const run = await s.run({ mode: 'sync', ...TIMEOUT });
    const wallMs = performance.now() - started;

    expect(run.code).toBe(1);
    // max-retries 5, as action.yml has it: 2 attempts, not 6.
    expect(s.calls(undefined, mark).map((c) => `${c.endpoint} ${c.fault ?? ''}`)).toEqual([
      'language/list timeout',
      'language/list timeout',
    ]);
    expect(annotations(run.stdout, 'error')).toEqual([
      `language/list (revision 1.0.9.3) got no usable answer: the service accepted the connection but sent no answer within 1.2 s (2 attempts). ${HUNG}`,
    ]);
    expect(
      lines(
        run,
        /^language\/list failed \(the service accepted the connection but sent no answer within 1\.2 s\): retry 1 in [\d.]+ s$/,
      ),
    ).toHaveLength(1);
    const first = lines(
      run,
      /^still waiting for the answer to language\/list: [\d.]+ s of 1\.2 s$/,
    );
    const retried = lines(
      run,
      /^still waiting for the answer to language\/list \(retry 1\): [\d.]+ s of 1\.2 s$/,
    );
    // Every 0.2 s of each 1.2 s wait (timers may run late on a busy machine: at least one each).
    expect(first.length).toBeGreaterThan(0);
    expect(retried.length).toBeGreaterThan(0);
    expect(s.syncRef()).toBeUndefined();
    expect(git(run.workspace, 'status', '--porcelain')).toBe('');
    reportFigures('hung service, sync, http-timeout 1.2 s', {
      scale: SCALE,
      wallMs: Math.round(wallMs),
      calls: s.calls(undefined, mark).length,
      heartbeats: first.length + retried.length,
      longestSilenceMs: Math.round(longestSilenceMs(run)),
    });
  });

  it('ends a pull whose download never answers at its second time-out, the checkout unchanged', async ({
    startScenario,
  }) => {
    const s = await startScenario({ files: FILES, languages: ['de'], timeScale: SCALE });
    const mark = s.emulator.calls.length;
    s.emulator.faults.add({ endpoint: 'download', kind: 'timeout' });
    const run = await s.run({ mode: 'pull', ...TIMEOUT });

    expect(run.code).toBe(1);
    expect(s.calls('download', mark)).toHaveLength(2);
    const url = `${s.emulator.downloadUrl}${[...s.emulator.store.bundles.keys()].at(-1) ?? ''}`;
    expect(annotations(run.stdout, 'error')).toEqual([
      `download (revision 1.0.9.3) got no usable answer: the bundle's server accepted the connection but sent no answer within 1.2 s (${url}) (2 attempts). ${HUNG}`,
    ]);
    expect(
      lines(run, /^still waiting for the bundle's server to answer: [\d.]+ s of 1\.2 s$/).length,
    ).toBeGreaterThan(0);
    expect(git(run.workspace, 'status', '--porcelain')).toBe('');
    expect(s.github.openPulls()).toEqual([]);
  });

  it('takes the answer after one request that got none, and completes', async ({
    startScenario,
  }) => {
    const s = await startScenario({ files: FILES, languages: ['de'], timeScale: SCALE });
    s.emulator.faults.add({ endpoint: 'language/list', kind: 'timeout', count: 1 });
    const run = await s.run({ 'push-scope': 'all', ...TIMEOUT });

    expect(run.code).toBe(0);
    // The base file by import; the German one by key (string/set).
    expect(run.outputs['pushed-files']).toBe('1');
    expect(s.calls('string/set').map((c) => c.code)).toEqual(['200']);
    expect(s.calls('language/list').map((c) => c.fault ?? 'answered')).toEqual([
      'timeout',
      'answered',
    ]);
    expect(annotations(run.stdout, 'error')).toEqual([]);
  });
});

describe('the heartbeat in real time', () => {
  it(
    'tells an answer that takes 35 s within 30 s of the last line (L10N_SYNC_TIME_SCALE=1)',
    { timeout: 90_000 },
    async ({ startScenario }) => {
      const s = await startScenario({ files: FILES, languages: ['de'], timeScale: 1 });
      s.emulator.faults.add({
        endpoint: 'language/list',
        kind: 'delay',
        delayMs: 35_000,
        count: 1,
      });
      const run = await s.run({ 'push-scope': 'all' });

      expect(run.code).toBe(0);
      const beat = run.timeline.findIndex(
        (l) => l.line === 'still waiting for the answer to language/list: 20 s of 120 s',
      );
      expect(beat).toBeGreaterThan(0);
      const before = run.timeline[beat - 1];
      const at = run.timeline[beat];
      // The line before it is the last one before the request went out.
      expect((at?.ms ?? Infinity) - (before?.ms ?? 0)).toBeLessThanOrEqual(30_000);
      expect(longestSilenceMs(run)).toBeLessThanOrEqual(30_000);
      reportFigures('heartbeat in real time', {
        heartbeatAfterMs: Math.round((at?.ms ?? 0) - (before?.ms ?? 0)),
        longestSilenceMs: Math.round(longestSilenceMs(run)),
        wallMs: Math.round(run.timeline.at(-1)?.ms ?? 0),
      });
    },
  );
});
