import type { Git } from '../git/git.ts';
import { remoteBranchCommit, remoteDefaultBranch } from '../git/remote.ts';

/**
 * Why this run may only report removed keys, or undefined when it may retire and remove: only a
 * run on the repository's default branch, at that branch's tip on origin, acts. A key removed on
 * a feature branch (or in a checkout of another commit with base-branch pointing at the default
 * branch) would otherwise be retired while the default branch still uses it, and two branches
 * would undo each other's keys.
 */
export async function whyOnlyReported(
  git: Git,
  branch: string,
  head: string,
): Promise<string | undefined> {
  const found = await remoteDefaultBranch(git);
  if ('problem' in found) return `origin's default branch could not be read (${found.problem})`;
  const defaultBranch = found.branch;
  if (branch !== defaultBranch) {
    return `this run is on ${branch}, and only runs on ${defaultBranch} (the default branch) retire or remove`;
  }
  const tip = await remoteBranchCommit(git, branch);
  if (tip !== head) {
    return `the checkout (${head.slice(0, 12)}) is not ${branch}'s tip on origin (${tip?.slice(0, 12) ?? 'none'}); a run at the tip acts`;
  }
  return undefined;
}
