import type { Git } from '../git/git.ts';
import { remoteBranchCommit } from '../git/remote.ts';
import { InputError, type Settings } from '../inputs/index.ts';

/**
 * The branch a pull proposes into must be on origin, and that is known before anything is
 * written: a typo in `base-branch` (`mian`) would otherwise run a whole push, and move its sync
 * ref, before the pull found out. Only where the pull pushes a branch or opens a pull request.
 */
export async function checkBaseBranch(settings: Settings, git: Git, base: string): Promise<void> {
  const pulls = settings.mode === 'pull' || settings.mode === 'sync';
  if (!pulls || settings.pull.target === 'workspace') return;
  if ((await remoteBranchCommit(git, base)) !== undefined) return;
  throw new InputError([
    `Invalid base-branch: '${base}' is not a branch on origin; set base-branch to the branch the translations should go into`,
  ]);
}
