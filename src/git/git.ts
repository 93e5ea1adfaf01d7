import { getExecOutput } from '@actions/exec';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface GitResult {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface GitOptions {
  /** Return the result of a failing command instead of throwing. */
  readonly allowFailure?: boolean;
  /**
   * Extra `name=value` settings for this command only, given to git through its environment
   * (credentials among them: a command line is visible to every user of the machine in `ps`).
   */
  readonly config?: readonly string[];
  /** Text to feed on standard input. */
  readonly input?: string;
  readonly env?: Readonly<Record<string, string>>;
}

/** One way to run git in the checkout; tests may hand in another. */
export interface Git {
  readonly workspace: string;
  run(args: readonly string[], options?: GitOptions): Promise<GitResult>;
}

/**
 * Runs git through @actions/exec in the workspace, silently (commands and output would otherwise
 * be echoed, credentials included), never prompting for credentials.
 */
export function createGit(workspace: string): Git {
  return {
    workspace,
    async run(args, options = {}) {
      const parent = stringEnv(process.env);
      const result = await getExecOutput('git', [...args], {
        cwd: workspace,
        silent: true,
        ignoreReturnCode: true,
        ...(options.input !== undefined ? { input: Buffer.from(options.input) } : {}),
        env: {
          ...parent,
          GIT_TERMINAL_PROMPT: '0',
          GCM_INTERACTIVE: 'never',
          // Paths come from bundles too: a file named `*.json` is that file, never a glob that
          // would sweep other changed files into a commit.
          GIT_LITERAL_PATHSPECS: '1',
          ...configEnv(parent, [...NO_REPOSITORY_CODE, ...(options.config ?? [])]),
          ...options.env,
        },
      });
      if (result.exitCode !== 0 && !options.allowFailure) {
        throw new Error(`git ${args[0] ?? ''} failed: ${failureReason(result)}`);
      }
      return result;
    },
  };
}

/** Why a git command failed, in one line: the last line of its error output. */
export function failureReason(result: GitResult): string {
  return result.stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${result.exitCode}`;
}

/**
 * Settings on every command, so that nothing the checkout holds runs inside the action's git
 * commands: its hooks (a `pre-commit` of `.git/hooks`, or a `core.hooksPath` such as husky's set
 * by `npm ci`) would run with the action's environment and its credentials, and so would an
 * fsmonitor command. The hooks path is a folder that never exists, on any platform.
 */
const NO_REPOSITORY_CODE = [
  `core.hooksPath=${join(tmpdir(), `l10n-sync-no-hooks-${randomBytes(6).toString('hex')}`)}`,
  'core.fsmonitor=false',
];

/**
 * `name=value` settings as git's environment gives them (GIT_CONFIG_COUNT, GIT_CONFIG_KEY_n,
 * GIT_CONFIG_VALUE_n; git 2.31 and later), after any the parent environment already has.
 */
export function configEnv(
  parent: Readonly<Record<string, string>>,
  settings: readonly string[],
): Record<string, string> {
  const first = Number.parseInt(parent['GIT_CONFIG_COUNT'] ?? '0', 10) || 0;
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(first + settings.length) };
  for (const [i, setting] of settings.entries()) {
    const at = setting.indexOf('=');
    env[`GIT_CONFIG_KEY_${first + i}`] = setting.slice(0, at);
    env[`GIT_CONFIG_VALUE_${first + i}`] = setting.slice(at + 1);
  }
  return env;
}

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v;
  return out;
}
