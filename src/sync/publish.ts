import type { PullRequestOperation, PullRequests } from '../github/pull-requests.ts';
import {
  baseTip,
  commitOn,
  lineCounts,
  pushWithLease,
  remoteTip,
  treeOf,
  type Tip,
} from '../git/branch.ts';
import type { Git } from '../git/git.ts';
import { changedEntries, readBlobs } from '../git/objects.ts';
import { remoteBranchCommit } from '../git/remote.ts';
import type { BranchMove, CommitApi } from '../github/git-database.ts';
import type { Settings } from '../inputs/index.ts';
import type { Log } from './log.ts';
import { count } from '../common/plural.ts';

export type LineCounts = ReadonlyMap<string, { readonly added: number; readonly removed: number }>;

export interface PublishResult {
  readonly operation: PullRequestOperation;
  /** The translation branch, when the target is a branch or a pull request. */
  readonly branch: string | undefined;
  readonly number?: number;
  readonly url?: string;
  /** True when the branch on origin was moved by this run. */
  readonly pushed: boolean;
  /** Lines added and removed per changed file, against the base. */
  readonly lines: LineCounts;
}

export interface PublishDeps {
  readonly settings: Settings;
  readonly git: Git;
  readonly log: Log;
  /** Undefined when the target needs no pull request. */
  readonly pullRequests: PullRequests | undefined;
  /** GitHub's Git database API, with sign-commits: the commit is made there, signed. */
  readonly commits?: CommitApi | undefined;
  readonly base: string;
  readonly branch: string;
}

/** How often a run that lost a push race looks again before giving up. */
const PUSH_ATTEMPTS = 4;

/**
 * Proposes the changed files: a commit on the translation branch built from the base, pushed only
 * when its tree differs from the branch's on origin, and one pull request created or updated
 * (closed when the pull brings nothing new against the base). `workspace` leaves the files.
 */
export async function publish(
  deps: PublishDeps,
  paths: readonly string[],
  body: (lines: LineCounts) => string,
): Promise<PublishResult> {
  const { settings, git, branch } = deps;
  if (settings.pull.target === 'workspace') {
    const lines = await lineCounts(git, 'HEAD', undefined, paths);
    return { operation: 'none', branch: undefined, pushed: false, lines };
  }
  const start = await baseTip(git, deps.base);
  if (start === undefined) {
    throw new Error(
      `The base branch '${deps.base}' is not on origin; set base-branch to the branch the translations should go into`,
    );
  }
  if (settings.dryRun) return dryRun(deps, paths);
  const made =
    paths.length === 0
      ? undefined
      : await commitOn(git, start, {
          paths,
          message: settings.git.commitMessage,
          author: { name: settings.git.userName, email: settings.git.userEmail },
        });
  if (!made || made.tree === (await treeOf(git, start))) return closeOpen(deps);

  const lines = await lineCounts(git, start, made.commit, paths);
  const write = deps.commits
    ? signedWriter(deps, deps.commits, start, made)
    : pushWriter(deps, made);
  const pushed = await pushBranch(deps, made, write);
  if (!deps.pullRequests) return { operation: 'none', branch, pushed, lines };
  const pr = await deps.pullRequests.upsert(
    {
      branch,
      base: deps.base,
      title: settings.git.prTitle,
      body: settings.git.prBody ?? body(lines),
      labels: settings.git.labels,
      reviewers: settings.git.reviewers,
      teamReviewers: settings.git.teamReviewers,
      assignees: settings.git.assignees,
      draft: settings.git.draft,
      autoMerge: settings.git.autoMerge,
    },
    pushed,
  );
  return { ...pr, branch, pushed, lines };
}

/** Moves origin's branch to the translations, only if it is at `expected`; says if it did. */
type BranchWrite = (expected: string | undefined) => Promise<BranchMove>;

/**
 * Puts the commit on origin unless origin's branch already has its tree. A refused move is
 * looked at again: when the branch moved, another run won a race (and may have pushed the same
 * translations); when it did not, the refusal is the error.
 */
async function pushBranch(deps: PublishDeps, made: Tip, write: BranchWrite): Promise<boolean> {
  const { git, log, branch } = deps;
  for (let attempt = 1; ; attempt++) {
    const tip = await remoteTip(git, branch);
    if (tip?.tree === made.tree) {
      log.info(`${branch} on origin already has these translations: nothing pushed`);
      return false;
    }
    const result = await write(tip?.commit);
    if (result.moved) return true;
    if ((await remoteBranchCommit(git, branch)) === tip?.commit) {
      throw new Error(`Could not update ${branch} on origin: ${result.reason}`);
    }
    if (attempt >= PUSH_ATTEMPTS)
      throw new Error(`${branch} kept moving on origin while this run pushed; run again`);
    log.info(`${branch} moved on origin while this run pushed; looking again`);
  }
}

/** The commit made here, pushed by git with a lease. */
function pushWriter(deps: PublishDeps, made: Tip): BranchWrite {
  return async (expected) => {
    const result = await pushWithLease(deps.git, {
      commit: made.commit,
      branch: deps.branch,
      expected,
    });
    if (result === 'stale') return { moved: false, reason: 'the push lost its lease' };
    deps.log.info(`Pushed ${made.commit.slice(0, 12)} to ${deps.branch}`);
    return { moved: true };
  };
}

/**
 * The same commit made again by GitHub's API, which signs it: the files it changes against the
 * base go up as blobs, on the base's tree, with the base's tip as parent. It is made once, when a
 * move is first needed, and must come out with the tree made here, or nothing is moved.
 */
function signedWriter(
  deps: PublishDeps,
  commits: CommitApi,
  start: string,
  made: Tip,
): BranchWrite {
  let signed: Promise<string> | undefined;
  const make = async (expected: string | undefined) => {
    const { git } = deps;
    const entries = await changedEntries(git, start, made.commit);
    // Blobs the branch's commit on origin holds are on GitHub already: named, not uploaded.
    const known = new Set(
      expected === undefined ? [] : (await changedEntries(git, start, expected)).map((e) => e.blob),
    );
    const fresh = entries.filter((e) => !known.has(e.blob));
    const contents = await readBlobs(
      git,
      fresh.map((e) => e.blob),
    );
    const created = await commits.createCommit({
      parent: start,
      baseTree: await treeOf(git, start),
      message: deps.settings.git.commitMessage,
      files: entries.map((e) => {
        const content = contents.get(e.blob);
        return content === undefined
          ? { path: e.path, mode: e.mode, blob: e.blob }
          : { path: e.path, mode: e.mode, content };
      }),
    });
    if (created.tree !== made.tree) {
      throw new Error(
        `GitHub built tree ${created.tree} for the translation commit where the checkout built ${made.tree}; nothing was moved`,
      );
    }
    deps.log.info(
      `GitHub made the signed commit ${created.commit.slice(0, 12)} (${count(entries.length, 'file')}, ${fresh.length} uploaded)`,
    );
    return created.commit;
  };
  return async (expected) => {
    signed ??= make(expected);
    const commit = await signed;
    const result = await commits.moveBranch(deps.branch, commit, expected);
    if (result.moved) deps.log.info(`Moved ${deps.branch} to ${commit.slice(0, 12)}`);
    return result;
  };
}

/** The pull brought nothing new against the base: an open pull request has nothing left to propose. */
async function closeOpen(deps: PublishDeps): Promise<PublishResult> {
  const none = { branch: deps.branch, pushed: false, lines: new Map() };
  if (!deps.pullRequests) return { operation: 'none', ...none };
  const closed = await deps.pullRequests.close(
    deps.branch,
    deps.base,
    `Closed by l10n-sync: ${deps.base} already has every translation of project ${deps.settings.projectId}.`,
  );
  return { ...closed, ...none };
}

async function dryRun(deps: PublishDeps, paths: readonly string[]): Promise<PublishResult> {
  const { log, branch, base } = deps;
  const open = deps.pullRequests ? await deps.pullRequests.findOpen(branch, base) : undefined;
  if (paths.length === 0) {
    if (open)
      log.info(`[dry-run] would close pull request #${open.number}: ${base} has every translation`);
  } else {
    log.info(
      `[dry-run] would commit ${count(paths.length, 'file')} on ${branch} (from ${base}) and push it`,
    );
    if (deps.pullRequests) {
      log.info(
        open
          ? `[dry-run] would update pull request #${open.number}`
          : `[dry-run] would open a pull request from ${branch} into ${base}`,
      );
    }
  }
  return { operation: 'none', branch, pushed: false, lines: new Map(), ...(open ?? {}) };
}
