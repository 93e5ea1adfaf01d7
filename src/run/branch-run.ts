import type { Git } from '../git/git.ts';
import { remoteDefaultBranch } from '../git/remote.ts';
import type { Settings } from '../inputs/index.ts';

/**
 * A run on a branch other than the repository's default one (DESIGN §16). The service has one
 * text per key and no branches: what a feature branch sent would reach every other branch's
 * pull, merged or not. With `branch-keys: hold` such a run is a preview: a dry run, which writes
 * nothing to the service, moves no ref, pushes no branch and opens no pull request, and says what
 * its push would send once the branch is merged.
 */

/**
 * The repository's default branch as far as this run can tell: the event payload's (settings),
 * else origin's HEAD. Undefined where neither says (branchRunOf then falls back further).
 */
export async function defaultBranchOf(settings: Settings, git: Git): Promise<string | undefined> {
  if (settings.git.defaultBranch !== undefined) return settings.git.defaultBranch;
  const found = await remoteDefaultBranch(git);
  return 'branch' in found ? found.branch : undefined;
}

/**
 * The run's branch and the default one, when they differ; undefined on the default branch. The
 * default branch is `known` (defaultBranchOf), else base-branch, else the run's own: a run without
 * a payload (a local run, a test) that names its pull request's base in base-branch is no branch
 * run when it runs on origin's default branch.
 */
export function branchRunOf(
  settings: Settings,
  branch: string,
  known: string | undefined,
): { readonly runBranch: string; readonly defaultBranch: string } | undefined {
  const runBranch = settings.git.runBranch ?? branch;
  const defaultBranch = known ?? settings.git.baseBranch ?? runBranch;
  return runBranch === defaultBranch ? undefined : { runBranch, defaultBranch };
}

/** The one line a held branch run starts with, in the log (a notice) and the summary. */
export function heldBranchNotice(run: { runBranch: string; defaultBranch: string }): string {
  return `This run is on ${run.runBranch}, not ${run.defaultBranch} (the default branch): with branch-keys: hold it writes nothing to the service, moves no ref, pushes no branch and opens no pull request. Below is what its push would send once merged (a dry run).`;
}
