import type { Log } from './log.ts';
import type { Shell } from '../inputs/index.ts';
import { childEnvironment } from '../common/child-environment.ts';
import { defaultShell, invocation } from './shells.ts';

/** Where commands run: the machine's platform and the step's environment, and a way to start one. */
export interface CommandRunner {
  readonly platform: NodeJS.Platform;
  readonly env: NodeJS.ProcessEnv;
  /** Runs a program with its output in the log; resolves to its exit code. */
  run(
    file: string,
    args: readonly string[],
    options: { readonly cwd: string; readonly env: Record<string, string> },
  ): Promise<number>;
}

/**
 * Runs the user's command in the checkout (formatters); a failure stops the run before anything
 * is committed. The command runs as a `run:` step would, without the action's secrets.
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
  options.log.info(`Running post-pull-command with ${shell}: ${options.command}`);
  const code = await runner.run(file, args, {
    cwd: options.workspace,
    env: childEnvironment(runner.env),
  });
  if (code !== 0) {
    throw new Error(`post-pull-command failed with exit code ${code}; nothing was committed`);
  }
}
