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
  /** The action's entry script (`dist/index.js`): the code the action loads later is beside it. */
  readonly entry: string | undefined;
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
