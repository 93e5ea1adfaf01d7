import { baseTip, commitOn, lineCounts, previewObjects, treeOf } from '../git/branch.ts';
import type { PullRequestPeople } from '../inputs/index.ts';
import type { PullRequestSpec } from '../github/pull-requests.ts';
import { keepBranchTimestamps } from './branch-timestamps.ts';
import { pushBranch, pushWriter, signedWriter } from './branch-writers.ts';
import { DEFAULT_TEXT, forLanguage } from './default-texts.ts';
import { findOpen, preview } from './preview.ts';
import type { LineCounts, PublishDeps, PublishResult } from './publish-types.ts';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';

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
  const counted = deps.counted === undefined ? paths : paths.filter((p) => deps.counted?.has(p));
  if (settings.pull.target === 'workspace') {
    const lines = await lineCounts(git, 'HEAD', undefined, counted);
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
          known: deps.known,
        });
  deps.committed?.();
  if (!made || made.tree === (await treeOf(git, start))) return closeOpen(deps);

  // The lines are for the pull request's body: counted while the branch is pushed.
  const counting = lineCounts(git, start, made.commit, counted, objects);
  counting.catch(() => undefined);
  if (settings.dryRun) {
    const lines = await counting;
    return preview(deps, made, specOf(deps, body(lines)), lines);
  }
  const write = deps.commits
    ? signedWriter(deps, deps.commits, start, made)
    : pushWriter(deps, made);
  const { pushed, head } = await pushBranch(deps, made, write);
  const lines = await counting;
  if (!deps.pullRequests) return { operation: 'none', branch, pushed, lines };
  const pr = await deps.pullRequests.upsert(specOf(deps, body(lines)), pushed, head);
  return { ...pr, branch, pushed, lines };
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

export type { LineCounts, Preview, PublishDeps, PublishResult } from './publish-types.ts';
export { describeSpec } from './preview.ts';
