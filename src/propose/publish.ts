import type { PullRequestOperation, PullRequests } from '../github/pull-requests.ts';
import {
  baseTip,
  commitOn,
  lineCounts,
  previewObjects,
  pushWithLease,
  remoteTip,
  treeOf,
  type Tip,
} from '../git/branch.ts';
import type { Git } from '../git/git.ts';
import { changedEntries, readBlobs } from '../git/objects.ts';
import { remoteBranchCommit } from '../git/remote.ts';
import type { BranchMove, CommitApi } from '../github/git-database.ts';
import type { PullRequestPeople, Settings } from '../inputs/index.ts';
import type { Log } from '../common/log.ts';
import type { PullRequestSpec } from '../github/pull-requests.ts';
import { count } from '../common/plural.ts';
import { keepBranchTimestamps } from './branch-timestamps.ts';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';

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
  /** In a dry run: what a real run would do, and the pull request it would open or update. */
  readonly preview?: Preview;
  /** Why the open pull request was left as it was, when that is not the usual reason. */
  readonly note?: string;
}

/** What a dry run found a real run would do with the pull request. */
export interface Preview {
  readonly action: 'create' | 'update' | 'unchanged' | 'close' | 'keep' | 'none';
  /** One sentence saying it, for the log and the summary. */
  readonly sentence: string;
  /** The pull request it would open or update. */
  readonly spec?: PullRequestSpec;
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
  /** Where the pulled files are: the checkout, or a dry run's copy of them. */
  readonly workTree: string;
  /** The pull request's title: pr-title, with the counts of changed strings when it is the default. */
  readonly title?: string;
  /** A folder of this run (a dry run makes its objects there); the caller removes it. */
  readonly tempDir: string;
  /**
   * Why languages were left out of this pull (min-completion), if any were: an open pull
   * request then is not closed for holding nothing new, since the pull did not look.
   */
  readonly heldBack: string | undefined;
  /**
   * With pr-per-language: the one language this branch proposes (its code as the repository has
   * it), named in the default title and commit message and in a closing comment.
   */
  readonly language?: string;
  /** The languages whose `language=value` entries of pr-labels, pr-reviewers and the rest apply. */
  readonly languages?: readonly string[];
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
  // A dry run makes the same commit, from its copy of the files and into a store of its own,
  // so that it reaches the same decision as a real run and writes nothing to the repository.
  const objects = settings.dryRun
    ? await previewObjects(git, await mkdtemp(join(deps.tempDir, 'objects-')))
    : undefined;
  if (paths.length > 0) await keepBranchTimestamps(git, branch, deps.workTree, paths);
  const made =
    paths.length === 0
      ? undefined
      : await commitOn(git, start, {
          paths,
          message: forLanguage(settings.git.commitMessage, DEFAULT_TEXT, deps.language),
          author: { name: settings.git.userName, email: settings.git.userEmail },
          workTree: deps.workTree === git.workspace ? undefined : deps.workTree,
          objects,
        });
  if (!made || made.tree === (await treeOf(git, start))) return closeOpen(deps);

  const lines = await lineCounts(git, start, made.commit, paths, objects);
  const spec = specOf(deps, body(lines));
  if (settings.dryRun) return preview(deps, made, spec, lines);
  const write = deps.commits
    ? signedWriter(deps, deps.commits, start, made)
    : pushWriter(deps, made);
  const { pushed, head } = await pushBranch(deps, made, write);
  if (!deps.pullRequests) return { operation: 'none', branch, pushed, lines };
  const pr = await deps.pullRequests.upsert(spec, pushed, head);
  return { ...pr, branch, pushed, lines };
}

/** The default pr-title and commit-message. */
const DEFAULT_TEXT = 'Update translations';

/**
 * A title or commit message for one language's branch: the default names the language
 * ("Update translations (de)"), a text of the user's gets it where it says `%LANG_ISO%`.
 */
function forLanguage(text: string, fallback: string, language: string | undefined): string {
  if (language === undefined) return text;
  if (text === fallback) return `${text} (${language})`;
  return text.replaceAll('%LANG_ISO%', language);
}

/** The pull request the inputs ask for, with this run's body. */
function specOf(deps: PublishDeps, generated: string): PullRequestSpec {
  const { git } = deps.settings;
  const languages = deps.languages ?? [];
  const people = (key: PullRequestPeople, plain: readonly string[]) => [
    ...new Set([
      ...plain,
      ...languages.flatMap((l) => git.byLanguage[key].get(l.toLowerCase()) ?? []),
    ]),
  ];
  return {
    branch: deps.branch,
    base: deps.base,
    title: deps.title ?? forLanguage(git.prTitle, DEFAULT_TEXT, deps.language),
    body: git.prBody ?? generated,
    labels: people('labels', git.labels),
    reviewers: people('reviewers', git.reviewers),
    teamReviewers: people('teamReviewers', git.teamReviewers),
    assignees: people('assignees', git.assignees),
    draft: git.draft,
    autoMerge: git.autoMerge,
  };
}

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
async function pushBranch(
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
function pushWriter(deps: PublishDeps, made: Tip): BranchWrite {
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

/**
 * The pull brought nothing new against the base: an open pull request has nothing left to
 * propose, and is closed saying so; unless min-completion left languages out, which this run
 * did not look at: then it stays as it is, and the log says why.
 */
async function closeOpen(deps: PublishDeps): Promise<PublishResult> {
  const { log, branch, base, settings } = deps;
  const none = { branch, pushed: false, lines: new Map() };
  const usable = deps.pullRequests !== undefined;
  const open = usable && (settings.dryRun || deps.heldBack) ? await findOpen(deps) : undefined;
  if (deps.heldBack !== undefined) {
    const kept = open
      ? `pull request #${open.number} is left as it is`
      : 'no pull request is open, and none is opened';
    const sentence = `Nothing new to propose for the languages pulled; ${kept}, since ${deps.heldBack}`;
    log.info(settings.dryRun ? `[dry-run] ${sentence}` : sentence);
    return {
      operation: open && !settings.dryRun ? 'unchanged' : 'none',
      ...none,
      ...(open ?? {}),
      note: sentence,
      ...(settings.dryRun ? { preview: { action: open ? 'keep' : 'none', sentence } } : {}),
    };
  }
  const which = deps.language === undefined ? '' : `${deps.language} `;
  const reason = `${base} already has every ${which}translation this pull brings from project ${settings.projectId}`;
  if (settings.dryRun) {
    const sentence = open
      ? `Would close pull request #${open.number}: ${reason}`
      : deps.pullRequests
        ? `Nothing to propose: ${reason}, and no pull request is open`
        : `Nothing to propose: ${reason}`;
    log.info(`[dry-run] ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`);
    return {
      operation: 'none',
      ...none,
      ...(open ?? {}),
      preview: { action: open ? 'close' : 'none', sentence },
    };
  }
  if (!deps.pullRequests) return { operation: 'none', ...none };
  const closed = await deps.pullRequests.close(branch, base, `Closed by l10n-sync: ${reason}.`);
  return { ...closed, ...none };
}

/** The open pull request, when the run can look (a dry run may have no github-token). */
async function findOpen(deps: PublishDeps): Promise<{ number: number; url: string } | undefined> {
  return deps.pullRequests?.findOpen(deps.branch, deps.base);
}

/**
 * A dry run's decision, as a real run would reach it: the branch on origin compared with the
 * commit made, then the pull request created, updated or left as it is; the pull request's
 * title, labels, people and body are shown as they would be sent.
 */
async function preview(
  deps: PublishDeps,
  made: Tip,
  spec: PullRequestSpec,
  lines: LineCounts,
): Promise<PublishResult> {
  const { log, branch, base } = deps;
  const tip = await remoteTip(deps.git, branch);
  const changed = tip?.tree !== made.tree;
  const files = count(lines.size, 'file');
  const push = changed
    ? `would push a commit of ${files} to ${branch} (from ${base})`
    : `nothing would be pushed (${branch} on origin already has these translations)`;
  const open = await findOpen(deps);
  let action: Preview['action'];
  let sentence: string;
  if (deps.settings.pull.target !== 'pull-request') {
    action = 'none';
    sentence = `${capitalized(push)}; pull-target is ${deps.settings.pull.target}: no pull request`;
  } else if (!deps.pullRequests) {
    action = changed ? 'update' : 'unchanged';
    sentence = `${capitalized(push)}, then open or update the pull request from ${branch} into ${base} (without github-token, the dry run did not look which)`;
  } else if (open) {
    action = changed ? 'update' : 'unchanged';
    sentence = `${capitalized(push)}; pull request #${open.number} would be ${changed ? 'updated' : 'left unchanged'}`;
  } else {
    action = 'create';
    sentence = `${capitalized(push)}, then open a pull request from ${branch} into ${base}`;
  }
  log.info(`[dry-run] ${sentence}`);
  // No group of its own: the runner does not nest groups, and this is inside one.
  if (action !== 'none')
    log.info(`[dry-run] the pull request it would send:\n${describeSpec(spec)}`);
  return {
    operation: 'none',
    branch,
    pushed: false,
    lines,
    ...(open ?? {}),
    preview: { action, sentence, ...(action === 'none' ? {} : { spec }) },
  };
}

/** The pull request as text: each field a line, then the body. */
export function describeSpec(spec: PullRequestSpec): string {
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : '(none)');
  return [
    `title: ${spec.title}`,
    `labels: ${list(spec.labels)}`,
    `reviewers: ${list([...spec.reviewers, ...spec.teamReviewers.map((t) => `team ${t}`)])}`,
    `assignees: ${list(spec.assignees)}`,
    `draft: ${spec.draft}`,
    `auto-merge: ${spec.autoMerge ?? 'off'}`,
    'body:',
    spec.body,
  ].join('\n');
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
