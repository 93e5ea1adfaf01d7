import type { Git } from './git.ts';
import { readBlobs } from './objects.ts';

/**
 * The contents of files at a commit, read by two git processes whatever their number: their
 * sizes by `cat-file --batch-check`, then the blobs up to `maxBytes` by `cat-file --batch`. A
 * file the commit does not have, a larger one, and a path git's batch input cannot name (a
 * line break in it) map to undefined.
 */
export async function filesAtCommit(
  git: Git,
  commit: string,
  paths: readonly string[],
  maxBytes: number,
): Promise<Map<string, Buffer | undefined>> {
  const found = new Map<string, Buffer | undefined>(paths.map((path) => [path, undefined]));
  const named = paths.filter((path) => !/[\r\n]/.test(path));
  if (named.length === 0) return found;
  const check = await git.run(['cat-file', '--batch-check'], {
    input: named.map((path) => `${commit}:${path}\n`).join(''),
  });
  // `<id> blob <size>` or `<name> missing`, one line per name, in order.
  const blobs = new Map<string, string>();
  check.stdout
    .split('\n')
    .slice(0, named.length)
    .forEach((line, i) => {
      const [id = '', type, size] = line.split(' ');
      if (type === 'blob' && Number(size) <= maxBytes) blobs.set(named[i] as string, id);
    });
  const contents = await readBlobs(git, [...new Set(blobs.values())]);
  for (const [path, id] of blobs) found.set(path, contents.get(id));
  return found;
}
