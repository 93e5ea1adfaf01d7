import { join } from 'node:path';
import { attributesOf, sameStamp, stampOf, type KnownBlobs } from './early-blobs.ts';
import type { Git } from './git.ts';

/**
 * Puts into the index `env` names the blobs made while the pull went on (early-blobs.ts), for
 * those of `paths` where `git add` would make the same: the file in the working tree is the one
 * that was added (renamed, not written since), git gives it the same attributes now, and it is
 * not an ignored new file (which `git add` refuses). Returns the paths left for `git add`.
 */
export async function placeKnownBlobs(
  git: Git,
  env: Readonly<Record<string, string>>,
  paths: readonly string[],
  known: KnownBlobs,
): Promise<readonly string[]> {
  const candidates = paths.filter((path) => {
    const blob = known.get(path);
    const stamp = blob && stampOf(join(git.workspace, path));
    return stamp !== undefined && blob !== undefined && sameStamp(stamp, blob.stamp);
  });
  if (candidates.length === 0) return paths;
  const [attributes, ignored] = await Promise.all([
    attributesOf(git, candidates, { env }),
    ignoredAmong(git, candidates, env),
  ]);
  const placed = new Set(
    candidates.filter(
      (path) => !ignored.has(path) && (attributes.get(path) ?? '') === known.get(path)?.attributes,
    ),
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

/**
 * Which of `paths` git ignores and the index does not track. check-ignore reads each path as a
 * pathspec and refuses literal ones, so a path it would read as pathspec magic (a leading `:`)
 * and any path of a check that failed count as ignored: `git add` takes those.
 */
async function ignoredAmong(
  git: Git,
  paths: readonly string[],
  env: Readonly<Record<string, string>>,
): Promise<Set<string>> {
  const magic = paths.filter((path) => path.startsWith(':'));
  const plain = paths.filter((path) => !path.startsWith(':'));
  const checked = await git.run(['check-ignore', '-z', '--stdin'], {
    env: { ...env, GIT_LITERAL_PATHSPECS: '0' },
    input: plain.join('\0'),
    allowFailure: true,
  });
  // Exit code 1: none is ignored.
  if (checked.exitCode > 1) return new Set(paths);
  return new Set([...magic, ...checked.stdout.split('\0').filter((path) => path !== '')]);
}
