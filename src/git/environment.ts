import { join } from 'node:path';
import { childEnvironment } from '../common/child-environment.ts';

/**
 * git settings, in order, as `[name, value]`. A name may come twice: an empty value first resets
 * a list such as `http.<url>.extraheader`.
 */
export type GitConfig = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * Settings on every command, so that nothing the checkout holds runs inside the action's git
 * commands: its hooks (a `pre-commit` of `.git/hooks`, or a `core.hooksPath` such as husky's set
 * by `npm ci`) would run with the action's environment and credentials, and so would an
 * fsmonitor command. The hooks path is one that cannot exist, on any platform and in no shared
 * folder another user could fill: a folder inside the Node.js program file. (`/dev/null`, the
 * usual choice, is no device for a native Windows git.)
 */
export const NO_CHECKOUT_CODE: GitConfig = [
  ['core.hooksPath', join(process.execPath, 'no-hooks')],
  ['core.fsmonitor', 'false'],
];

/**
 * The environment of one git command: the step's without secrets (`childEnvironment`), the
 * step's own git settings given back, and `settings` after them, where a setting with one value
 * takes the last. Settings travel as GIT_CONFIG_COUNT, GIT_CONFIG_KEY_n and GIT_CONFIG_VALUE_n
 * (git 2.31 and later), never as `-c` on the command line, which `ps` shows every user of the
 * machine.
 */
export function gitEnvironment(
  parent: Readonly<NodeJS.ProcessEnv>,
  settings: GitConfig,
): Record<string, string> {
  const env = childEnvironment(parent);
  const inherited = Number.parseInt(parent['GIT_CONFIG_COUNT'] ?? '0', 10) || 0;
  for (let i = 0; i < inherited; i++) {
    for (const name of [`GIT_CONFIG_KEY_${i}`, `GIT_CONFIG_VALUE_${i}`]) {
      const value = parent[name];
      if (value !== undefined) env[name] = value;
    }
  }
  for (const [i, [name, value]] of settings.entries()) {
    env[`GIT_CONFIG_KEY_${inherited + i}`] = name;
    env[`GIT_CONFIG_VALUE_${inherited + i}`] = value;
  }
  env['GIT_CONFIG_COUNT'] = String(inherited + settings.length);
  return env;
}
