import { branchOfRun, defaultBranchOfPayload } from './events.ts';
import { parseLanguageValues, type LanguageValues } from './language-values.ts';
import { parseChoice } from '../common/parsers.ts';
import type { InputReader } from './reader.ts';
import type { ProposalSettings, PullRequestPeople } from './settings.ts';

/** The inputs of the translation commit, its branch and its pull request. */
export function readProposalSettings(r: InputReader, env: NodeJS.ProcessEnv): ProposalSettings {
  const people = {
    labels: languageValues(r, 'pr-labels', false),
    reviewers: languageValues(r, 'pr-reviewers', true),
    teamReviewers: languageValues(r, 'pr-team-reviewers', true),
    assignees: languageValues(r, 'pr-assignees', true),
  } satisfies Record<PullRequestPeople, LanguageValues>;
  return {
    githubToken: r.value('github-token'),
    branch: r.text('branch'),
    // A run on a tag has no branch to propose into: the checkout's branch (none, when detached) decides.
    baseBranch: r.text('base-branch') ?? branchOfRun(env),
    defaultBranch: defaultBranchOfPayload(env),
    runBranch: branchOfRun(env),
    commitMessage: r.text('commit-message') ?? 'Update translations',
    prTitle: r.text('pr-title') ?? 'Update translations',
    prBody: r.text('pr-body'),
    labels: people.labels.plain,
    reviewers: people.reviewers.plain,
    teamReviewers: people.teamReviewers.plain,
    assignees: people.assignees.plain,
    byLanguage: {
      labels: people.labels.byLanguage,
      reviewers: people.reviewers.byLanguage,
      teamReviewers: people.teamReviewers.byLanguage,
      assignees: people.assignees.byLanguage,
    },
    perLanguage: r.bool('pr-per-language', false),
    draft: r.bool('pr-draft', false),
    autoMerge: r.read<ProposalSettings['autoMerge']>(
      'pr-auto-merge',
      (v) => parseChoice(v, ['merge', 'squash', 'rebase'] as const),
      undefined,
    ),
    userName: r.text('git-user-name') ?? 'github-actions[bot]',
    userEmail: r.text('git-user-email') ?? '41898282+github-actions[bot]@users.noreply.github.com',
    signCommits: r.bool('sign-commits', false),
  };
}

function languageValues(r: InputReader, name: string, namesOnly: boolean): LanguageValues {
  return r.read(name, (v) => parseLanguageValues(v, namesOnly), {
    plain: [],
    byLanguage: new Map(),
  });
}

/**
 * pr-per-language proposes each language on a branch of its own; with pull-target: workspace
 * nothing is proposed, and the input would silently do nothing.
 */
export function checkPerLanguage(
  r: InputReader,
  settings: {
    readonly mode: string;
    readonly git: ProposalSettings;
    readonly pull: { readonly target: string };
  },
): void {
  if (settings.mode === 'push' || settings.mode === 'check') return;
  if (settings.git.perLanguage && settings.pull.target === 'workspace') {
    r.problem(
      'pr-per-language',
      'pull-target: workspace leaves the files in the checkout, with no branch to split; use pull-target: pull-request or branch',
    );
  }
}
