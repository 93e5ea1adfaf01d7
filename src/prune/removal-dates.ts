import type { Git } from '../git/git.ts';
import { baseKeysAt, type BaseFiles } from './base-keys.ts';

/** The commit that removed a key, and its committer date (ISO 8601). */
export interface Removal {
  readonly commit: string;
  readonly at: string;
}

/** Commits read back at most: a key is rarely removed further back than a few syncs ago. */
const MOST_COMMITS = 50;

/**
 * When each of `gone` (key ids absent at HEAD) was removed: the oldest first-parent commit since
 * `since`, among those touching `paths`, from which on the key stays absent. A history cut short
 * (a depth-1 checkout, more than 50 such commits, a file that does not read) gives a later
 * commit, never an earlier one: a key waits longer for removal, never less.
 */
export async function removalDates(
  git: Git,
  since: string,
  paths: readonly string[],
  gone: readonly string[],
  files: BaseFiles,
): Promise<Map<string, Removal>> {
  const [head] = await commitsTouching(git, undefined, []);
  const commits = await commitsTouching(git, since, paths);
  const removals = new Map<string, Removal>();
  let open = [...gone];
  let newer = head;
  for (const commit of commits) {
    const keys = await baseKeysAt(git, commit.commit, files);
    if (keys.kind === 'unread') break;
    // A key this commit has was removed by the newer commit walked before it.
    const stillOpen: string[] = [];
    for (const id of open) {
      if (!keys.keys.has(id)) stillOpen.push(id);
      else if (newer !== undefined) removals.set(id, newer);
    }
    open = stillOpen;
    newer = commit;
    if (open.length === 0) break;
  }
  if (newer !== undefined) for (const id of open) removals.set(id, newer);
  return removals;
}

/** First-parent commits since `since` (all when undefined: HEAD only) touching `paths`, newest first. */
async function commitsTouching(
  git: Git,
  since: string | undefined,
  paths: readonly string[],
): Promise<Removal[]> {
  const range =
    since === undefined ? ['-1', 'HEAD'] : [`--max-count=${MOST_COMMITS}`, `${since}..HEAD`];
  const listed = await git.run(
    ['log', '--first-parent', '--format=%H %cI', ...range, '--', ...paths],
    { allowFailure: true },
  );
  if (listed.exitCode !== 0) return [];
  return listed.stdout
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '')
    .map(([commit, at]) => ({ commit, at }));
}
