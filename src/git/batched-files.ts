import type { Git } from './git.ts';
import { filesAtCommit } from './files-at-commit.ts';

/**
 * Files at commits, read through `filesAtCommit` (two git processes a read whatever the number
 * of paths) and kept: paths asked for together (`prefetch`) cost one read, and a path asked
 * again costs none.
 */
export interface BatchedFiles {
  /** Starts reading those of `paths` at `commit` not yet read or under way, in one read. */
  prefetch(commit: string, paths: readonly string[]): void;
  /** The file at `commit` (undefined: absent or over `maxBytes`), read alone unless prefetched. */
  read(commit: string, path: string): Promise<Buffer | undefined>;
}

export function batchedFiles(git: Git, maxBytes: number): BatchedFiles {
  const files = new Map<string, Promise<Buffer | undefined>>();
  const key = (commit: string, path: string) => `${commit}\0${path}`;
  const prefetch = (commit: string, paths: readonly string[]): void => {
    const wanted = [...new Set(paths)].filter((path) => !files.has(key(commit, path)));
    if (wanted.length === 0) return;
    const read = filesAtCommit(git, commit, wanted, maxBytes);
    for (const path of wanted) {
      const file = read.then((found) => found.get(path));
      // A prefetched file no one asks for must not end the run as an unhandled rejection; a
      // caller that awaits it still gets the error.
      file.catch(() => undefined);
      files.set(key(commit, path), file);
    }
  };
  return {
    prefetch,
    read(commit, path) {
      prefetch(commit, [path]);
      return files.get(key(commit, path)) as Promise<Buffer | undefined>;
    },
  };
}
