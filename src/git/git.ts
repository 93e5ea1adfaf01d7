import { getExecOutput } from '@actions/exec';
import { execFile, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { dirname, isAbsolute } from 'node:path';
import { gitEnvironment, NO_CHECKOUT_CODE, type GitConfig } from './environment.ts';
import { gitProgram, unwritableFolders } from './program.ts';
import { sealedEnvironment, snapshotGit, type SealedGit } from './sealed.ts';
import { gitVersionProblem } from './version.ts';

export interface GitResult {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface GitOptions {
  /** Return the result of a failing command instead of throwing. */
  readonly allowFailure?: boolean;
  /**
   * The command talks to origin (ls-remote, fetch, push): it gets the credentials the runner was
   * made with. Other commands do without, so that no program they start (a clean filter, a
   * textconv) can read them.
   */
  readonly withCredentials?: boolean;
  /** Text to feed on standard input. */
  readonly input?: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Settings for this command alone, through the environment as every setting goes. */
  readonly config?: GitConfig;
  /**
   * Work that fills cores the run leaves idle (adding files while the pull goes on): the command
   * runs at a lower priority, so that the run's own thread is not slowed by it.
   */
  readonly background?: boolean;
}

/** One way to run git in the checkout; tests may hand in another. */
export interface Git {
  readonly workspace: string;
  run(args: readonly string[], options?: GitOptions): Promise<GitResult>;
  /** A local command's output as bytes (file contents, which need not be UTF-8); throws on failure. */
  bytes(args: readonly string[], input?: string): Promise<Buffer>;
  /**
   * Runs `untrusted` (post-pull-command), after which every command of this Git is sealed: it
   * reads nothing the untrusted code could have written but the working tree's files and the
   * object store (see sealed.ts). The sealed git directory is made in a new folder under `parent`.
   * `untrusted` is handed the folders of the git program the sealed commands run, for it to keep
   * from the untrusted code.
   */
  sealAround<T>(
    parent: string,
    untrusted: (gitFolders: readonly string[]) => Promise<T>,
  ): Promise<T>;
  /** Whether untrusted code ran (see `sealAround`): objects read since are checked (verified-tree.ts). */
  readonly sealed: boolean;
}

/**
 * Runs git through @actions/exec in the workspace, silently (commands and output would otherwise
 * be echoed), never prompting for credentials. `credentials` are git settings (an HTTP header
 * for the server) that go to the commands that ask for them, through the environment. The first
 * command waits for a check that git is recent enough to read them there.
 */
export function createGit(workspace: string, credentials: GitConfig = []): Git {
  let versionChecked: Promise<void> | undefined;
  // Found once, now: a `git` put on the PATH later is never the one run.
  const program = gitProgram(process.env);
  /** Set once untrusted code ran: undefined before; an Error when the seal could not be made. */
  let sealed: SealedGit | Error | undefined;
  const environment = (settings: GitConfig, extra: Readonly<Record<string, string>> = {}) => {
    if (sealed instanceof Error) throw sealed;
    return {
      ...gitEnvironment(process.env, [
        ...NO_CHECKOUT_CODE,
        ...(sealed?.settings ?? []),
        ...settings,
      ]),
      GIT_TERMINAL_PROMPT: '0',
      GCM_INTERACTIVE: 'never',
      // Paths come from bundles too: a file named `*.json` is that file, never a glob that
      // would sweep other changed files into a commit.
      GIT_LITERAL_PATHSPECS: '1',
      ...sealed?.env,
      ...extra,
    };
  };
  const exec = (args: readonly string[], settings: GitConfig, options: GitOptions) => {
    const run = { cwd: workspace, env: environment(settings, options.env), input: options.input };
    return options.background ? runBehind(program, args, run) : runWithExec(program, args, run);
  };
  const checkVersion = () => {
    versionChecked ??= exec(['--version'], [], {}).then((version) => {
      const problem = gitVersionProblem(version.stdout);
      if (problem !== undefined) throw new Error(problem);
    });
    return versionChecked;
  };
  const git: Git = {
    workspace,
    get sealed() {
      return sealed !== undefined;
    },
    async bytes(args, input) {
      await checkVersion();
      return runForBytes(program, args, { cwd: workspace, env: environment([]), input });
    },
    async run(args, options = {}) {
      await checkVersion();
      const settings = [...(options.withCredentials ? credentials : []), ...(options.config ?? [])];
      const result = await exec(args, settings, options);
      if (result.exitCode !== 0 && !options.allowFailure) {
        throw new Error(`git ${args[0] ?? ''} failed: ${failureReason(result)}`);
      }
      return result;
    },
    async sealAround(parent, untrusted) {
      const output = async (args: readonly string[], allowFailure = false) =>
        (await git.run(args, { allowFailure })).stdout;
      const snapshot = await snapshotGit(output, workspace, unwritableFolders(process.env));
      try {
        // The folders of the git that runs after: the untrusted code must not write them.
        return await untrusted([dirname(program), snapshot.execPath].filter(isAbsolute));
      } finally {
        sealed = await sealedEnvironment(snapshot, parent, workspace, program).catch(
          (error: unknown) =>
            new Error(
              `git is not run after post-pull-command: its own git directory could not be made (${error instanceof Error ? error.message : String(error)})`,
            ),
        );
      }
    },
  };
  return git;
}

/** Where and how a git process runs: its folder, its whole environment, what it reads. */
interface ChildOptions {
  readonly cwd: string;
  readonly env: Record<string, string>;
  readonly input: string | undefined;
}

/** Runs git and gives its standard output as bytes: @actions/exec would decode them as UTF-8. */
function runForBytes(
  program: string,
  args: readonly string[],
  options: ChildOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      program,
      [...args],
      { cwd: options.cwd, env: options.env, encoding: 'buffer', maxBuffer: 2 ** 31 - 1 },
      (error, stdout, stderr) => {
        if (error) {
          const reason = stderr.toString().trim().split('\n').at(-1) || error.message;
          reject(new Error(`git ${args[0] ?? ''} failed: ${reason}`));
        } else {
          resolve(stdout);
        }
      },
    );
    feed(child, options.input, reject);
  });
}

/**
 * Writes `input` to the child and closes its input. A command that reads no input (cat-file
 * blob) may exit before its input is closed: the pipe then breaks, which says nothing the exit
 * status does not, and must not crash the run.
 */
function feed(child: ChildProcess, input: string | undefined, reject: (error: Error) => void) {
  child.stdin?.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') reject(error);
  });
  child.stdin?.end(input ?? '');
}

/** Runs git through @actions/exec, silently, with its exit code instead of a failure. */
function runWithExec(
  program: string,
  args: readonly string[],
  options: ChildOptions,
): Promise<GitResult> {
  const { cwd, env, input } = options;
  return getExecOutput(program, [...args], {
    cwd,
    env,
    silent: true,
    ignoreReturnCode: true,
    ...(input !== undefined ? { input: Buffer.from(input) } : {}),
  });
}

/** How much lower than the run's a background command's priority is (0 normal, 19 lowest). */
const BEHIND = 10;

/** Runs git at a lower priority (`background`), with its output as @actions/exec gives it. */
function runBehind(
  program: string,
  args: readonly string[],
  options: ChildOptions,
): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      program,
      [...args],
      { cwd: options.cwd, env: options.env, maxBuffer: 2 ** 31 - 1 },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        if (error && typeof code !== 'number') reject(error);
        else resolve({ exitCode: typeof code === 'number' ? code : 0, stdout, stderr });
      },
    );
    try {
      if (child.pid !== undefined) setPriority(child.pid, Math.min(19, getPriority() + BEHIND));
    } catch {
      // A system that refuses only leaves the command at the run's priority.
    }
    feed(child, options.input, reject);
  });
}

/** Why a git command failed, in one line: the last line of its error output. */
export function failureReason(result: GitResult): string {
  return result.stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${result.exitCode}`;
}
