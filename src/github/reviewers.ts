import { gitHubMessage, isHttpFailure, type HttpFailure } from './errors.ts';
import type { GitHubClient, GitHubLog } from './octokit.ts';

/** The pull request that reviews are requested on. */
export interface ReviewTarget {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

/**
 * Requests reviews from `reviewers` and `teamReviewers` (none when both are empty). A name GitHub
 * refuses with 422 (the pull request's author, someone who is not a collaborator) becomes a
 * warning naming it: the pull request exists and is still worth having. Any other failure is
 * thrown through `fail`.
 */
export async function requestReviews(
  github: GitHubClient,
  target: ReviewTarget,
  reviewers: readonly string[],
  teamReviewers: readonly string[],
  log: GitHubLog,
  fail: (what: string, error: unknown) => Error,
): Promise<void> {
  if (reviewers.length === 0 && teamReviewers.length === 0) return;
  const what = `request reviews on pull request #${target.number}`;
  const ask = (users: readonly string[], teams: readonly string[]) =>
    github.rest.pulls.requestReviewers({
      owner: target.owner,
      repo: target.repo,
      pull_number: target.number,
      ...(users.length > 0 ? { reviewers: [...users] } : {}),
      ...(teams.length > 0 ? { team_reviewers: [...teams] } : {}),
    });
  try {
    await ask(reviewers, teamReviewers);
    return;
  } catch (error) {
    if (!isRefusal(error)) throw fail(what, error);
  }
  // GitHub refuses the whole request for one bad name and does not say which, so each name is
  // asked for alone: the good ones are requested and each refused one is named.
  const one = async (name: string, users: string[], teams: string[], input: string) => {
    try {
      await ask(users, teams);
    } catch (error) {
      if (!isRefusal(error)) throw fail(what, error);
      log.warning(
        `GitHub refused a review request from '${name}' on pull request #${target.number} ` +
          `("${gitHubMessage(error)}"); check ${input}`,
      );
    }
  };
  for (const user of reviewers) await one(user, [user], [], 'pr-reviewers');
  for (const team of teamReviewers) await one(team, [], [team], 'pr-team-reviewers');
}

function isRefusal(error: unknown): error is HttpFailure {
  return isHttpFailure(error) && error.status === 422;
}
