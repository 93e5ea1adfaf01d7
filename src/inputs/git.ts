import { branchOfRun } from '../events.ts';
import { parseChoice } from './parsers.ts';
import type { InputReader } from './reader.ts';
import type { GitSettings } from './settings.ts';

/** The inputs of the translation commit, its branch and its pull request. */
export function readGitSettings(r: InputReader, env: NodeJS.ProcessEnv): GitSettings {
  return {
    githubToken: r.value('github-token'),
    branch: r.text('branch'),
    // A run on a tag has no branch to propose into: the checkout's branch (none, when detached) decides.
    baseBranch: r.text('base-branch') ?? branchOfRun(env),
    commitMessage: r.text('commit-message') ?? 'Update translations',
    prTitle: r.text('pr-title') ?? 'Update translations',
    prBody: r.text('pr-body'),
    labels: r.list('pr-labels'),
    reviewers: r.list('pr-reviewers'),
    teamReviewers: r.list('pr-team-reviewers'),
    assignees: r.list('pr-assignees'),
    draft: r.bool('pr-draft', false),
    autoMerge: r.read<GitSettings['autoMerge']>(
      'pr-auto-merge',
      (v) => parseChoice(v, ['merge', 'squash', 'rebase'] as const),
      undefined,
    ),
    userName: r.text('git-user-name') ?? 'github-actions[bot]',
    userEmail: r.text('git-user-email') ?? '41898282+github-actions[bot]@users.noreply.github.com',
    signCommits: r.bool('sign-commits', false),
  };
}
