import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { startEmulator } from '../test/emulator/server.ts';
import { startGitHubStandIn } from '../test/github-standin/server.ts';
import { annotations, runAction } from '../test/support/action-runner.ts';
import { clientFor } from '../test/support/emulator.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';

export interface HungServiceResult {
  /** L10N_SYNC_TIME_SCALE of the run: every wait, the time-out and the heartbeat scale with it. */
  readonly scale: number;
  /** Process start to exit of dist/index.js. */
  readonly wallMs: number;
  /** The longest time stdout went without a line, start to exit. */
  readonly longestSilenceMs: number;
  /** API calls and downloads the service received. */
  readonly calls: number;
  /** `still waiting …` lines. */
  readonly heartbeats: number;
  /** The run's one error line, if it had exactly one. */
  readonly error: string | undefined;
  readonly exitCode: number | null;
}

/**
 * A `mode: sync` run with every input at its default (http-timeout 120 s, max-retries 5) against
 * a service that accepts every connection and never answers, as the runner runs dist/index.js.
 * At a scale below 1 the whole run is shortened alike (0.1: 12 s time-outs, a 2 s heartbeat), so
 * its times divided by the scale are what a real run takes, start-up included (a little more).
 * The action's time scale shortens the default http-timeout only down to 60 s
 * (src/inputs/http-timeout.ts), so below 1 the bench gives it, 120 s × the scale, as the input,
 * which the floor leaves as given (at a scale of 0.5 or less).
 */
export async function benchHungService(scale = 0.1): Promise<HungServiceResult> {
  const emulator = await startEmulator({ timeScale: scale });
  const fixture = await createGitFixture({ 'locales/en.json': '{"hello": "Hello"}\n' });
  const github = await startGitHubStandIn({
    owner: 'octo',
    repo: 'app',
    repositoryPath: fixture.origin,
  });
  try {
    const seed = clientFor(emulator, '1.0.9.3');
    const { id } = await seed.project.add({ name: 'Bench', base_lang: 'en' });
    await seed.language.add({ id, iso: ['de'] });
    const workspace = await fixture.checkout();
    const before = emulator.calls.length;
    emulator.faults.add({ kind: 'timeout' });
    const started = performance.now();
    const run = await runAction({
      workspace,
      inputs: {
        'api-token': emulator.tokens.readWrite,
        'project-id': id,
        'api-url': emulator.urls['1.0.9.3'],
        'download-url': emulator.downloadUrl,
        'github-token': github.token,
        files: 'locales/%LANG_ISO%.json',
        ...(scale < 1 ? { 'http-timeout': String(Math.round(120_000 * scale) / 1000) } : {}),
      },
      env: {
        L10N_SYNC_TIME_SCALE: String(scale),
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: 'octo/app',
      },
      // Far past the 5-minute target (BENCHMARKS.md), so a run that misses it is measured, not cut.
      timeoutMs: 20 * 60_000 * scale + 60_000,
    });
    const wallMs = performance.now() - started;
    const times = [0, ...run.timeline.map((l) => l.ms), wallMs];
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    const errors = annotations(run.stdout, 'error');
    return {
      scale,
      wallMs,
      longestSilenceMs: Math.max(...gaps),
      calls: emulator.calls.length - before,
      heartbeats: run.timeline.filter((l) => l.line.startsWith('still waiting')).length,
      error: errors.length === 1 ? errors[0] : undefined,
      exitCode: run.code,
    };
  } finally {
    await emulator.close();
    await github.close();
    await rm(dirname(fixture.origin), { recursive: true, force: true });
  }
}
