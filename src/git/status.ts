import type { Git } from './git.ts';

/**
 * Paths that differ from HEAD in the working tree, untracked files included; only among `paths`
 * when given (a large repository's status is then not walked whole).
 */
export async function changedPaths(git: Git, paths?: readonly string[]): Promise<string[]> {
  const status = await git.run([
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--no-renames',
    ...(paths ? ['--', ...paths] : []),
  ]);
  return status.stdout
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3));
}
