import type { CommitApi } from '../github/git-database.ts';
import type { PullRequests } from '../github/pull-requests.ts';
import type { Settings } from '../inputs/index.ts';
import type { Log } from '../common/log.ts';

/*
 * The GitHub clients a pull needs, made from the settings: each only when the run uses it, its
 * code loaded then (the GitHub client is the heaviest part of the bundle). What they need
 * (github-token, GITHUB_REPOSITORY) was checked with the inputs (inputs/github.ts), before the
 * run's first request.
 */

/** GitHub's Git database API, with sign-commits, when the pull commits (not in a dry run). */
export async function commitApiFor(settings: Settings, log: Log): Promise<CommitApi | undefined> {
  if (!settings.git.signCommits || settings.pull.target === 'workspace' || settings.dryRun) {
    return undefined;
  }
  const { createCommitApi } = await import('../github/git-database.ts');
  return createCommitApi(githubConnection(settings, log));
}

/** The pull request API, when the pull's target is a pull request. */
export async function pullRequestsFor(
  settings: Settings,
  log: Log,
): Promise<PullRequests | undefined> {
  if (settings.pull.target !== 'pull-request') return undefined;
  // A dry run needs no github-token: without one, it previews the pull request it would open
  // without looking up GitHub for an open one to update.
  if (settings.dryRun && settings.git.githubToken === '') return undefined;
  const { createPullRequests } = await import('../github/pull-requests.ts');
  return createPullRequests(githubConnection(settings, log));
}

/** How the GitHub clients reach the repository: token, address, proxy, timeouts. */
function githubConnection(settings: Settings, log: Log) {
  const { repository } = settings.context;
  const token = settings.git.githubToken;
  // The inputs refused a run that would get here without them; this tells the compiler so.
  if (repository === undefined || token === '') {
    throw new Error('GitHub needs github-token and GITHUB_REPOSITORY, which the inputs check');
  }
  return {
    token,
    apiUrl: settings.context.githubApiUrl,
    repository,
    log,
    timeScale: settings.context.timeScale,
    proxy: settings.context.proxy,
    httpTimeoutMs: settings.httpTimeoutMs,
  };
}
