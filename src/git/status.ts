import type { Git } from './git.ts';

/** A path that differs from HEAD, and whether git tracks it. */
export interface StatusEntry {
  readonly path: string;
  readonly untracked: boolean;
}

/**
 * Every path of the working tree that differs from HEAD, untracked files one by one; only among
 * `paths` when given (a large repository's status is then not walked whole). `ignoreCtime`: a
 * file whose inode, size and modification time are the index's is taken as unchanged even when
 * its inode changed status (a hard link made and renamed back, as set-aside.ts does), instead
 * of git reading it whole again.
 */
export async function workingTreeStatus(
  git: Git,
  paths?: readonly string[],
  options: { ignoreCtime?: boolean } = {},
): Promise<StatusEntry[]> {
  const status = await git.run(
    [
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--no-renames',
      ...(paths ? ['--', ...paths] : []),
    ],
    options.ignoreCtime ? { config: [['core.trustctime', 'false']] } : {},
  );
  return status.stdout
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => ({ path: entry.slice(3), untracked: entry.startsWith('??') }));
}

/** Paths that differ from HEAD in the working tree, untracked files included (see workingTreeStatus). */
export async function changedPaths(git: Git, paths?: readonly string[]): Promise<string[]> {
  return (await workingTreeStatus(git, paths)).map((entry) => entry.path);
}

/**
 * Tracked files whose working tree differs from HEAD, staged or not (a step before the run
 * changed them): git tells from its index's file times, reading only the files they name.
 */
export async function differingFromHead(git: Git): Promise<Set<string>> {
  const diff = await git.run(['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--']);
  return new Set(diff.stdout.split('\0').filter((path) => path !== ''));
}

/** Puts the working tree's `paths` back as HEAD has them, leaving the index as it is. */
export async function restoreFromHead(git: Git, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await git.run(
    ['restore', '--source=HEAD', '--worktree', '--pathspec-from-file=-', '--pathspec-file-nul'],
    { input: paths.join('\0') },
  );
}
