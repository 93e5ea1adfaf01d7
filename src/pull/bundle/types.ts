/* The rules a caller gives the extractor and the files it reports, shared by its steps (plan, stage, extract). */

/** Limits that stop a zip bomb before it fills the disk or the memory. */
export interface BundleBudget {
  /** File entries; folder entries have a budget of their own, ten times this. */
  readonly maxEntries: number;
  /** Uncompressed bytes of all entries, as declared and as inflated. */
  readonly maxTotalBytes: number;
  /** Uncompressed/compressed size of any entry over 1 MiB. */
  readonly maxRatio: number;
}

/**
 * One file of the checkout that a bundle entry makes. `skipped` says why it is still not written
 * (it is checked like the rest, then listed). `pick`, when given, makes this file's bytes from
 * the entry's (a part of them: one entry may hold the texts of several files).
 */
export interface PlacedPart {
  readonly path: string;
  readonly language: string;
  readonly skipped?: string;
  readonly pick?: (bytes: Buffer) => Promise<Buffer>;
}

/**
 * Where a bundle entry goes, as the caller's patterns say: one file, or several parts (each
 * checked as a file of its own); undefined (or no part) = it matches no pattern.
 */
export type Placement = PlacedPart | readonly PlacedPart[] | undefined;

/**
 * A rule of the caller's domain for differences that do not make a change (a .po file's header
 * lines that every export rewrites): such a file is left as the checkout has it.
 */
export interface UnchangedRule {
  /** Whether the rule may apply to this checkout path (only then is a large file read whole). */
  appliesTo(path: string): boolean;
  /** Whether the texts (latin1: one character a byte, LF line endings) differ only in what does not count. */
  unchanged(current: string, next: string): boolean;
}

/** What a rewrite rule decides for one file. */
export type Rewrite =
  | { readonly kind: 'unchanged' }
  | {
      readonly kind: 'write';
      readonly content: Buffer;
      /** What the caller wants said about the file (e.g. texts of the checkout it kept). */
      readonly notes?: readonly string[];
      /** Why the file was taken whole from the service's rather than edited key by key. */
      readonly fallback?: string;
      /** `content` is a buffer nothing else holds: its memory is freed once it is written. */
      readonly owned?: boolean;
    };

/** See `ExtractOptions.rewrite`. */
export interface RewriteRule {
  /** Whether the rule reads this checkout path (only then is a large file read whole). */
  appliesTo(path: string): boolean;
  /**
   * Called once with every path to be written (those it applies to), after the checks and
   * before the first `rewrite`: what the decisions need can be read together, not file by file.
   */
  prepare?(paths: readonly string[]): Promise<void>;
  /**
   * The decision for the checkout's bytes `current` (undefined: the checkout has no such file,
   * and `unchanged` then leaves it without one) and the entry's bytes `next`. It may be
   * asynchronous (to load the code that reads a format); entries are still staged one at a time.
   */
  rewrite(path: string, current: Buffer | undefined, next: Buffer): Rewrite | Promise<Rewrite>;
}

export interface ExtractedFile {
  /** The checkout path, with forward slashes. */
  readonly path: string;
  readonly language: string;
  /** The size of the bundle's version of the file. */
  readonly bytes: number;
  /** What the rewrite rule said about the file, if anything. */
  readonly notes?: readonly string[];
  /** Why the rewrite rule took the file whole from the service's, if it did. */
  readonly fallback?: string;
}

/**
 * Told of the changed files while they are staged, for a reader of them (git, adding them to
 * its store) to start before the extraction ends. Each file is staged under `root` by its
 * checkout path (`stagingByPath`).
 */
export interface StagedFiles {
  /** A changed file is complete at `path` under `root`. */
  staged(root: string, path: string): void;
  /** The staged files are about to be renamed into the checkout: resolves once none is read. */
  moving(): Promise<void>;
  /** They are in the checkout now, at their paths (called only when every one moved). */
  moved(): void;
}
