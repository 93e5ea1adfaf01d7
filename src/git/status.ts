import type { Git } from './git.ts';

/** Paths that differ from HEAD in the working tree, untracked files included. */
export async function changedPaths(git: Git): Promise<string[]> {
  const status = await git.run([
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--no-renames',
  ]);
  return status.stdout
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3));
}
