import { exec } from '@actions/exec';
import type { CommandRunner } from './sync/post-pull-command.ts';

/** Commands through @actions/exec, on this machine, with the step's environment to start from. */
export const actionsCommandRunner: CommandRunner = {
  platform: process.platform,
  env: process.env,
  run: (file, args, options) =>
    exec(file, [...args], { cwd: options.cwd, env: options.env, ignoreReturnCode: true }),
};
