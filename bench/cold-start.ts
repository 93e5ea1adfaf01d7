import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { startEmulator, type Emulator } from '../test/emulator/server.ts';
import { DIST, NODE, REPO_ROOT } from '../test/support/action-runner.ts';
import { clientFor } from '../test/support/emulator.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';
import { median } from './report.ts';

export interface ColdStart {
  readonly runs: number;
  /** Median, spawn of `node dist/index.js` to the arrival of its first request at the emulator. */
  readonly firstRequestMs: number;
  /** Median, spawn of `node -e 0` to its exit: the least any Node process costs. */
  readonly bareNodeMs: number;
  /** Median, spawn of `node dist/index.js` without inputs to its exit: loading the bundle alone. */
  readonly loadOnlyMs: number;
}

/**
 * Cold start of the bundled action: a push (or a pull) in dry-run mode (its first request is the
 * project's language list) against `node -e 0`, each started `runs` times, interleaved so that a busy
 * moment of the machine hits both alike. Both are timed from just before spawn: the action to
 * the arrival of its first request (the emulator's `at`), bare Node to its exit.
 */
export async function benchColdStart(
  runs = 15,
  mode: 'push' | 'pull' = 'push',
): Promise<ColdStart> {
  const emulator = await startEmulator();
  const fixture = await createGitFixture({ 'locales/en.json': '{"hello": "Hello"}\n' });
  try {
    const env = await actionEnv(emulator, await fixture.checkout(), mode);
    const first: number[] = [];
    const bare: number[] = [];
    const load: number[] = [];
    for (let i = 0; i < runs; i++) {
      bare.push(await timeToExit(['-e', '0'], { PATH: process.env['PATH'] ?? '' }));
      load.push(await timeToExit([DIST], { PATH: process.env['PATH'] ?? '' }));
      first.push(await timeToFirstRequest(emulator, env));
    }
    return {
      runs,
      firstRequestMs: median(first),
      bareNodeMs: median(bare),
      loadOnlyMs: median(load),
    };
  } finally {
    await emulator.close();
    await fixture.remove();
  }
}

/** Inputs as the runner passes them (action.yml's defaults filled in) for a dry run in `workspace`. */
async function actionEnv(
  emulator: Emulator,
  workspace: string,
  mode: 'push' | 'pull',
): Promise<Record<string, string>> {
  const client = clientFor(emulator, '1.0.9.3');
  const { id } = await client.project.add({ name: 'Cold start', base_lang: 'en' });
  const inputs: Record<string, string> = {
    'api-token': emulator.tokens.readWrite,
    'project-id': id,
    'api-url': emulator.urls['1.0.9.3'],
    mode,
    files: 'locales/%LANG_ISO%.json',
    'dry-run': 'true',
  };
  const spec = parse(await readFile(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: workspace,
    GIT_CONFIG_NOSYSTEM: '1',
    GITHUB_WORKSPACE: workspace,
    GITHUB_REF_NAME: 'main',
  };
  for (const [name, input] of Object.entries(spec.inputs)) {
    const value = inputs[name] ?? input.default ?? '';
    env[`INPUT_${name.toUpperCase()}`] = value.startsWith('${{') ? '' : value;
  }
  return env;
}

async function timeToExit(args: string[], env: Record<string, string>): Promise<number> {
  const started = Date.now();
  const child = spawn(NODE, args, { env, stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return Date.now() - started;
}

async function timeToFirstRequest(
  emulator: Emulator,
  env: Record<string, string>,
): Promise<number> {
  const before = emulator.calls.length;
  const started = Date.now();
  const child = spawn(NODE, [DIST], { cwd: env['GITHUB_WORKSPACE'], env, stdio: 'ignore' });
  const code = await new Promise((resolve) => child.on('close', resolve));
  const first = emulator.calls[before];
  if (code !== 0 || first === undefined) {
    throw new Error(`the action exited with ${String(code)} before any request`);
  }
  return first.at - started;
}
