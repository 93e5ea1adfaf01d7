import { exec } from '@actions/exec';
import type { Log } from './log.ts';
import { childEnvironment, defaultShell, invocation, type Shell } from './shells.ts';

/**
 * Runs the user's command in the checkout (formatters); a failure stops the run before anything
 * is committed. The command runs as a `run:` step would, without the action's secrets.
 */
export async function runPostPullCommand(options: {
  command: string;
  shell: Shell | undefined;
  workspace: string;
  log: Log;
}): Promise<void> {
  const shell = options.shell ?? defaultShell(process.platform, process.env);
  const [file, args] = invocation(shell, options.command);
  options.log.info(`Running post-pull-command with ${shell}: ${options.command}`);
  const code = await exec(file, args, {
    cwd: options.workspace,
    env: childEnvironment(process.env),
    ignoreReturnCode: true,
    silent: false,
  });
  if (code !== 0) {
    throw new Error(`post-pull-command failed with exit code ${code}; nothing was committed`);
  }
}
