import type { Git } from './git.ts';

/**
 * The commit `ref` names in `git ls-remote` output. ls-remote matches its pattern against the
 * end of each name, so `refs/heads/main` also lists `refs/heads/evil/refs/heads/main`: only the
 * line naming exactly `ref` counts.
 */
export function commitOf(lsRemoteOutput: string, ref: string): string | undefined {
  for (const line of lsRemoteOutput.split('\n')) {
    const [commit, name] = line.trim().split(/\s+/);
    if (name === ref && commit) return commit;
  }
  return undefined;
}

/**
 * `--depth=1` for a fetch into a shallow checkout (actions/checkout's default), where one commit
 * is all that is needed; nothing for a full clone, which a depth-limited fetch would turn
 * shallow, cutting the history later steps may read.
 */
export async function fetchDepth(git: Git): Promise<string[]> {
  const shallow = await git.run(['rev-parse', '--is-shallow-repository']);
  return shallow.stdout.trim() === 'true' ? ['--depth=1'] : [];
}

/** Where the branch points on origin, or undefined when origin has no such branch. */
export async function remoteBranchCommit(git: Git, branch: string): Promise<string | undefined> {
  const ref = `refs/heads/${branch}`;
  const listed = await git.run(['ls-remote', '--refs', 'origin', ref], { withCredentials: true });
  return commitOf(listed.stdout, ref);
}

/** Fetches origin's branch into `refs/remotes/origin/<branch>`. */
export async function fetchBranch(git: Git, branch: string): Promise<void> {
  const ref = `refs/heads/${branch}`;
  const depth = await fetchDepth(git);
  await git.run(
    ['fetch', '--no-tags', ...depth, 'origin', `+${ref}:refs/remotes/origin/${branch}`],
    { withCredentials: true },
  );
}
