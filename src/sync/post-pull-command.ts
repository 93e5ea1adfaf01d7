import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from '../common/log.ts';
import type { Shell } from '../inputs/index.ts';
import { childEnvironment } from '../common/child-environment.ts';
import { MAX_TRANSLATION_BYTES, uploadProblem } from '../files/checkout-file.ts';
import { chooseIsolation } from './isolation.ts';
import { defaultShell, invocation } from './shells.ts';

/** The numeric identity of a process, where the platform has one (not on Windows). */
export interface UserIds {
  readonly uid: number;
  readonly gid: number;
  /** Supplementary groups. */
  readonly groups: readonly number[];
}

/** Where commands run: the machine's platform and the step's environment, and a way to start one. */
export interface CommandRunner {
  readonly platform: NodeJS.Platform;
  readonly env: NodeJS.ProcessEnv;
  /** Who this process runs as; undefined where the platform has no numeric ids. */
  readonly user: UserIds | undefined;
  /** This Node.js program, for a launcher that must outlive sudo's reset of the environment. */
  readonly node: string;
  /**
   * Runs a program with its output in the log, where it cannot pass for a workflow command;
   * `input` is written to its standard input. Resolves to its exit code.
   */
  run(
    file: string,
    args: readonly string[],
    options: {
      readonly cwd: string;
      readonly env: Record<string, string>;
      readonly input?: string;
    },
  ): Promise<number>;
  /**
   * Runs a program with nothing in the log, to learn whether it works: its exit code (127 when it
   * could not be started) and what it wrote on standard error (or why it did not start).
   */
  check(
    file: string,
    args: readonly string[],
    options: { readonly env: Record<string, string> },
  ): Promise<{ code: number; stderr: string }>;
}

/**
 * Runs the user's command in the checkout (formatters); a failure stops the run before anything
 * is committed. The command runs as a `run:` step would, without the action's secrets, and, where
 * the platform allows, where it cannot see the action's process (see `chooseIsolation`).
 */
export async function runPostPullCommand(options: {
  command: string;
  shell: Shell | undefined;
  workspace: string;
  runner: CommandRunner;
  log: Log;
}): Promise<void> {
  const { runner } = options;
  const shell = options.shell ?? defaultShell(runner.platform, runner.env);
  const [file, args] = invocation(shell, options.command);
  const env = childEnvironment(runner.env);
  const isolation = await chooseIsolation(runner, env);
  options.log.info(isolation.line);
  options.log.info(`Running post-pull-command with ${shell}: ${options.command}`);
  const launch = isolation.launch(file, args, env);
  const code = await runner.run(launch.file, launch.args, {
    cwd: options.workspace,
    env: launch.env,
    ...(launch.input === undefined ? {} : { input: launch.input }),
  });
  if (code !== 0) {
    throw new Error(`post-pull-command failed with exit code ${code}; nothing was committed`);
  }
}

/**
 * The files post-pull-command left among the changes must be regular files inside the checkout:
 * the action reads them afterwards (to list their strings in the pull request) and commits them,
 * and a link it left (`de.properties -> /proc/self/environ`) would be read as the action, tokens
 * and all. A deleted file is a change like any other.
 */
export async function refuseLeftNonFiles(
  workspace: string,
  files: ReadonlyArray<{ readonly path: string }>,
): Promise<void> {
  for (const { path } of files) {
    if ((await lstat(join(workspace, path)).catch(() => undefined)) === undefined) continue;
    const problem = await uploadProblem(workspace, path, MAX_TRANSLATION_BYTES);
    if (problem !== undefined) {
      throw new Error(
        `post-pull-command left ${path} unfit to commit (${problem}); nothing was committed`,
      );
    }
  }
}
