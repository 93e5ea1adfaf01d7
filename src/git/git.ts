import { getExecOutput } from '@actions/exec';

export interface GitResult {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface GitOptions {
  /** Return the result of a failing command instead of throwing. */
  readonly allowFailure?: boolean;
  /** Extra `-c name=value` settings for this command only (credentials never go elsewhere). */
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
      const configArgs = (options.config ?? []).flatMap((c) => ['-c', c]);
      const result = await getExecOutput('git', [...configArgs, ...args], {
        cwd: workspace,
        silent: true,
        ignoreReturnCode: true,
        ...(options.input !== undefined ? { input: Buffer.from(options.input) } : {}),
        env: {
          ...stringEnv(process.env),
          GIT_TERMINAL_PROMPT: '0',
          GCM_INTERACTIVE: 'never',
          // Paths come from bundles too: a file named `*.json` is that file, never a glob that
          // would sweep other changed files into a commit.
          GIT_LITERAL_PATHSPECS: '1',
          ...options.env,
        },
      });
      if (result.exitCode !== 0 && !options.allowFailure) {
        const reason =
          result.stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${result.exitCode}`;
        throw new Error(`git ${args[0] ?? ''} failed: ${reason}`);
      }
      return result;
    },
  };
}

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v;
  return out;
}
