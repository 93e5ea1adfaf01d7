import { FILE_COMMAND_VARIABLES } from './file-commands.ts';

/**
 * The environment a process the action starts (git, post-pull-command) gets: the step's own, less
 * what would hand it a secret. The step's `env:`, PATH, HOME and GITHUB_* stay.
 *
 * - `INPUT_*`: every input is one, `api-token` and `github-token` among them; no child needs them.
 * - `ACTIONS_RUNTIME_TOKEN` reaches the runner's cache and artifact services, and the
 *   `ACTIONS_ID_TOKEN_REQUEST_TOKEN` / `_URL` pair mints OIDC tokens for cloud logins.
 * - `GIT_CONFIG_COUNT`, `GIT_CONFIG_KEY_n`, `GIT_CONFIG_VALUE_n` and `GIT_CONFIG_PARAMETERS` (the
 *   `-c` form) are git settings, and such settings carry credentials (an `http.extraheader`): git
 *   gets the step's entries back, with the action's after them (`gitEnvironment`), and nothing
 *   else does. `GIT_CONFIG_PARAMETERS` is read after the others and would outrank the action's
 *   own settings, so git does not get it either.
 *
 * - `GITHUB_OUTPUT`, `GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_STATE` and `GITHUB_STEP_SUMMARY` name the
 *   files the runner reads the step's outputs, later steps' variables and PATH, and the summary
 *   from: a script that came with a bundle could forge the action's outputs or set `NODE_OPTIONS`
 *   for every later step. Only the action writes them.
 *
 * A formatter needs none of these, and a script that came with a bundle must not read them before
 * anyone has reviewed the pull request.
 */
export function childEnvironment(env: Readonly<NodeJS.ProcessEnv>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || SECRET_VARIABLE.test(name) || FILE_COMMAND.has(name.toUpperCase()))
      continue;
    kept[name] = value;
  }
  return kept;
}

// Case-insensitive: Windows' environment is, so `Input_Api-Token` names the same variable there.
const SECRET_VARIABLE =
  /^(INPUT_|ACTIONS_RUNTIME_TOKEN$|ACTIONS_ID_TOKEN_REQUEST_|GIT_CONFIG_(COUNT$|KEY_|VALUE_|PARAMETERS$))/i;
const FILE_COMMAND: ReadonlySet<string> = new Set(FILE_COMMAND_VARIABLES);
