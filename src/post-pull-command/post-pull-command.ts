import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from '../common/log.ts';
import type { Shell } from '../inputs/index.ts';
import { childEnvironment } from '../common/child-environment.ts';
import { MAX_TRANSLATION_BYTES, uploadProblem } from '../files/checkout-file.ts';
import { chooseIsolation, refusal } from './isolation.ts';
import { foldersToProtect } from './protected-folders.ts';
import { defaultShell, invocation } from './shell-invocation.ts';
import type { CommandRunner } from './command-runner.ts';

export type { CommandRunner, UserIds } from './command-runner.ts';

/**
 * Runs the user's command in the checkout (formatters); a failure stops the run before anything
 * is committed. The command runs as a `run:` step would, without the action's secrets, where it
 * cannot see the action's process nor write the action's code or the runner's file commands (see
 * `chooseIsolation`); where that cannot be had, it is not run and the run fails.
 */
export async function runPostPullCommand(options: {
  command: string;
  shell: Shell | undefined;
  workspace: string;
  /** The folders of the git the action runs after the command. */
  gitFolders: readonly string[];
  runner: CommandRunner;
  log: Log;
}): Promise<void> {
  const { runner } = options;
  const shell = options.shell ?? defaultShell(runner.platform, runner.env);
  const [file, args] = invocation(shell, options.command);
  const env = childEnvironment(runner.env);
  const folders = await foldersToProtect({
    env: runner.env,
    entry: runner.entry,
    node: runner.node,
    git: options.gitFolders,
    workspace: options.workspace,
  });
  if ('problem' in folders) throw refusal(folders.problem);
  const isolation = await chooseIsolation(runner, env, folders.folders);
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
