import type { GitHubClient, GitHubLog } from './octokit.ts';
import type { OpenPull } from './open-pull.ts';

/** What the mutations report with: the log, and the one-line error of a failed request. */
export interface GraphQLHelpers {
  readonly log: GitHubLog;
  readonly fail: (what: string, error: unknown) => Error;
}

/**
 * Enables auto-merge (pr-auto-merge), which only GraphQL can, for the pull request as long as its
 * head is `head`, the commit this run left the branch at: a commit someone pushed to the branch
 * since is not merged with the translations unreviewed (GitHub refuses, and auto-merge stays
 * off until a run finds the branch as it left it). A repository that does not allow it, or a
 * pull request that cannot have it yet, is a warning naming what to change: the translations
 * are proposed either way.
 */
export async function enableAutoMerge(
  github: GitHubClient,
  pull: OpenPull,
  method: 'merge' | 'squash' | 'rebase' | undefined,
  head: string | undefined,
  h: GraphQLHelpers,
): Promise<void> {
  if (method === undefined || pull.autoMerge === method) return;
  try {
    await github.graphql(
      // `method` is taken by Octokit's own options, so the variable is `mergeMethod`.
      head === undefined
        ? 'mutation($id: ID!, $mergeMethod: PullRequestMergeMethod!) { enablePullRequestAutoMerge(input: {pullRequestId: $id, mergeMethod: $mergeMethod}) { pullRequest { number } } }'
        : 'mutation($id: ID!, $mergeMethod: PullRequestMergeMethod!, $head: GitObjectID!) { enablePullRequestAutoMerge(input: {pullRequestId: $id, mergeMethod: $mergeMethod, expectedHeadOid: $head}) { pullRequest { number } } }',
      { id: pull.nodeId, mergeMethod: method.toUpperCase(), ...(head ? { head } : {}) },
    );
    h.log.info(`Auto-merge (${method}) is on for pull request #${pull.number}`);
  } catch (error) {
    const reason = h.fail(`enable auto-merge on pull request #${pull.number}`, error).message;
    const moved =
      head === undefined
        ? ''
        : `; if the branch moved since this run left it at ${head.slice(0, 12)}, review what was pushed, and the next run turns auto-merge on`;
    h.log.warning(
      `${reason}. Allow it in the repository's settings (General → Pull Requests → Allow auto-merge), and protect the base branch with a required check or review${moved}`,
    );
  }
}

/**
 * Turns an open pull request into a draft: REST cannot (PATCH ignores `draft`), GraphQL can.
 * A refusal (a token without the right, a repository without drafts) is a warning: the
 * translations are proposed either way.
 */
export async function makeDraft(
  github: GitHubClient,
  open: OpenPull,
  h: GraphQLHelpers,
): Promise<void> {
  try {
    await github.graphql(
      'mutation($id: ID!) { convertPullRequestToDraft(input: {pullRequestId: $id}) { pullRequest { isDraft } } }',
      { id: open.nodeId },
    );
    h.log.info(`Pull request #${open.number} is a draft now (pr-draft)`);
  } catch (error) {
    h.log.warning(h.fail(`make pull request #${open.number} a draft`, error).message);
  }
}
