import { pushWithLease, remoteTip, treeOf, type Tip } from '../git/branch.ts';
import { changedEntries, readBlobs } from '../git/objects.ts';
import { remoteBranchCommit } from '../git/remote.ts';
import type { BranchMove, CommitApi } from '../github/git-database.ts';
import { count } from '../common/plural.ts';
import { DEFAULT_TEXT, forLanguage } from './default-texts.ts';
import type { PublishDeps } from './publish-types.ts';

/** Moving origin's translation branch: by git with a lease, or by GitHub's API as a signed commit. */

/** How often a run that lost a push race looks again before giving up. */
const PUSH_ATTEMPTS = 4;

/**
 * Moves origin's branch to the translations, only if it is at `expected`; says if it did, and
 * to which commit (a signed commit is GitHub's, not the one made here).
 */
type BranchWrite = (
  expected: string | undefined,
) => Promise<Exclude<BranchMove, { moved: true }> | { moved: true; commit: string }>;

/** Whether the run moved the branch, and the commit it left the branch at. */
interface BranchOutcome {
  readonly pushed: boolean;
  readonly head: string;
}

/**
 * Puts the commit on origin unless origin's branch already has its tree. A refused move is
 * looked at again: when the branch moved, another run won a race (and may have pushed the same
 * translations); when it did not, the refusal is the error.
 */
export async function pushBranch(
  deps: PublishDeps,
  made: Tip,
  write: BranchWrite,
): Promise<BranchOutcome> {
  const { git, log, branch } = deps;
  for (let attempt = 1; ; attempt++) {
    const tip = await remoteTip(git, branch);
    if (tip?.tree === made.tree) {
      log.info(`${branch} on origin already has these translations: nothing pushed`);
      return { pushed: false, head: tip.commit };
    }
    const result = await write(tip?.commit);
    if (result.moved) return { pushed: true, head: result.commit };
    if ((await remoteBranchCommit(git, branch)) === tip?.commit) {
      throw new Error(`Could not update ${branch} on origin: ${result.reason}`);
    }
    if (attempt >= PUSH_ATTEMPTS)
      throw new Error(`${branch} kept moving on origin while this run pushed; run again`);
    log.info(`${branch} moved on origin while this run pushed; looking again`);
  }
}

/** The commit made here, pushed by git with a lease. */
export function pushWriter(deps: PublishDeps, made: Tip): BranchWrite {
  return async (expected) => {
    const result = await pushWithLease(deps.git, {
      commit: made.commit,
      branch: deps.branch,
      expected,
    });
    if (result === 'stale') return { moved: false, reason: 'the push lost its lease' };
    deps.log.info(`Pushed ${made.commit.slice(0, 12)} to ${deps.branch}`);
    return { moved: true, commit: made.commit };
  };
}

/**
 * The same commit made again by GitHub's API, which signs it: the files it changes against the
 * base go up as blobs, on the base's tree, with the base's tip as parent. It is made once, when a
 * move is first needed, and must come out with the tree made here, or nothing is moved.
 */
export function signedWriter(
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
      message: forLanguage(deps.settings.git.commitMessage, DEFAULT_TEXT, deps.language),
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
    if (!result.moved) return result;
    deps.log.info(`Moved ${deps.branch} to ${commit.slice(0, 12)}`);
    return { moved: true, commit };
  };
}
