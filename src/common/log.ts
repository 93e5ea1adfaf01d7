/** Where the phases of a run report progress; main.ts backs it with @actions/core. */
export interface Log {
  info(message: string): void;
  /** `at`: the repository file (and line) the warning is about, for the annotation to point at. */
  warning(
    message: string,
    at?: { readonly file: string; readonly line?: number | undefined },
  ): void;
  /** `file`: the repository path the error is about, for the annotation to point at. */
  error(message: string, file?: string): void;
  /** Runs `fn` inside a collapsible group of the log. */
  group<T>(title: string, fn: () => Promise<T>): Promise<T>;
}
