import { join } from 'node:path';
import { attributesOf, sameStamp, stampOf, type KnownBlobs } from './early-blobs.ts';
import type { Git } from './git.ts';

/**
 * Puts into the index `env` names the blobs made while the pull went on (early-blobs.ts), for
 * those of `paths` where `git add` would make the same: the file in the working tree is the one
 * that was added (renamed, not written since) and git gives it the same attributes now. New
 * files git ignores were refused before (ignored.ts); those it could not check (`unchecked`) are
 * left to `git add`, as is every other path. Returns the paths left for `git add`.
 */
export async function placeKnownBlobs(
  git: Git,
  env: Readonly<Record<string, string>>,
  paths: readonly string[],
  blobs: { known: KnownBlobs; unchecked: ReadonlySet<string> },
): Promise<readonly string[]> {
  const { known, unchecked } = blobs;
  const candidates = paths.filter((path) => {
    if (unchecked.has(path)) return false;
    const blob = known.get(path);
    const stamp = blob && stampOf(join(git.workspace, path));
    return stamp !== undefined && blob !== undefined && sameStamp(stamp, blob.stamp);
  });
  if (candidates.length === 0) return paths;
  const attributes = await attributesOf(git, candidates, { env });
  const placed = new Set(
    candidates.filter((path) => (attributes.get(path) ?? '') === known.get(path)?.attributes),
  );
  if (placed.size > 0) {
    const lines = [...placed].map((path) => {
      const blob = known.get(path);
      return `${blob?.mode ?? ''} ${blob?.oid ?? ''}\t${path}`;
    });
    await git.run(['update-index', '-z', '--index-info'], { env, input: `${lines.join('\0')}\0` });
  }
  return paths.filter((path) => !placed.has(path));
}
