import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { onTestFinished } from 'vitest';
import { NODE, REPO_ROOT } from './action-runner.ts';

/** What `npm run github-standin` prints when it listens. */
export interface StandInReady {
  readonly url: string;
  readonly token: string;
  readonly repository: string;
}

export interface StandInProcess {
  readonly child: ChildProcessWithoutNullStreams;
  /** The ready line, parsed; rejects when the process ends first (with what it said). */
  readonly ready: Promise<StandInReady>;
  /** Everything on stdout and stderr so far. */
  stdout(): string;
  stderr(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts test/github-standin/cli.ts as `npm run github-standin` does (without npm, whose start
 * costs a second), killed when the running test ends if it still runs.
 */
export function startStandInProcess(args: readonly string[] = []): StandInProcess {
  const child = spawn(NODE, ['--experimental-strip-types', 'test/github-standin/cli.ts', ...args], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit') as Promise<[number | null]>;
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const ready = new Promise<StandInReady>((resolve, reject) => {
    child.stdout.on('data', () => {
      const end = out.indexOf('\n');
      if (end >= 0) resolve(JSON.parse(out.slice(0, end)) as StandInReady);
    });
    void exited.then(([code]) => reject(new Error(`the stand-in exited (${code}): ${err}`)));
  });
  // A test that expects the process to fail never awaits `ready`: its rejection is no error.
  ready.catch(() => undefined);
  return {
    child,
    ready,
    stdout: () => out,
    stderr: () => err,
    stop: async () => {
      child.kill('SIGTERM');
      return (await exited)[0];
    },
  };
}
