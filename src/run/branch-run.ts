import type { Git } from '../git/git.ts';
import { remoteDefaultBranch } from '../git/remote.ts';
import type { Settings } from '../inputs/index.ts';
import { branchTag } from '../prune/branch-tags.ts';

/**
 * A run on a branch other than the repository's default one (docs/branches-and-checks.md, "Branches"). The service
 * has one text per key and no branches: what a feature branch sent would reach every other branch's
 * pull, merged or not. With `branch-keys: hold` such a run is a preview: a dry run, which writes
 * nothing to the service, moves no ref, pushes no branch and opens no pull request, and says what
 * its push would send once the branch is merged. With `branch-keys: tag` it sends only the keys it
 * adds, tagged as the branch's (branch-push.ts), holds every other change, and pulls only its own
 * keys' translations, into the branch.
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
function branchRunOf(
  settings: Settings,
  branch: string,
  known: string | undefined,
): { readonly runBranch: string; readonly defaultBranch: string } | undefined {
  const runBranch = settings.git.runBranch ?? branch;
  const defaultBranch = known ?? settings.git.baseBranch ?? runBranch;
  return runBranch === defaultBranch ? undefined : { runBranch, defaultBranch };
}

/** How this run treats its branch: what it writes, against which sync ref, and what it says. */
export interface BranchPlan {
  /** The settings as the run takes them (a dry run when held; the branch's own keys pulled). */
  readonly settings: Settings;
  /** The branch whose sync ref the run reads and moves. */
  readonly syncBranch: string;
  readonly held: boolean;
  readonly branchTag: string | undefined;
  /** A tag-mode branch run's default branch, whose last sync its first run counts from. */
  readonly forkedFrom?: string;
  /** The one line the run starts with, in the log (a notice) and the summary. */
  readonly notice: string | undefined;
}

/** The plan of a run as on the default branch: its settings as given, its own sync ref. */
export function plainPlan(settings: Settings, branch: string): BranchPlan {
  return { settings, syncBranch: branch, held: false, branchTag: undefined, notice: undefined };
}

/** The plan of a run on `branch` (the base branch), the default branch being `known` or after. */
export function branchPlan(given: Settings, branch: string, known: string | undefined): BranchPlan {
  const run = branchRunOf(given, branch, known);
  if (run === undefined) return plainPlan(given, branch);
  const on = `This run is on ${run.runBranch}, not ${run.defaultBranch} (the default branch)`;
  if (given.branchKeys === 'hold') {
    return {
      settings: { ...given, dryRun: true },
      // What it would send once merged is measured against the default branch's last sync.
      syncBranch: run.defaultBranch,
      held: true,
      branchTag: undefined,
      notice: `${on}: with branch-keys: hold it writes nothing to the service, moves no ref, pushes no branch and opens no pull request. Below is what its push would send once merged (a dry run).`,
    };
  }
  const tag = branchTag(run.runBranch);
  const { pull } = given;
  return {
    // Its pull proposes into the branch only the translations of its own keys.
    settings: {
      ...given,
      pull: { ...pull, exportOptions: { ...pull.exportOptions, include_tags: [tag] } },
    },
    syncBranch: branch,
    held: false,
    branchTag: tag,
    forkedFrom: run.defaultBranch,
    notice: `${on}: with branch-keys: tag it sends only the keys it adds, tagged ${tag}, and holds every other change until it is merged.`,
  };
}
