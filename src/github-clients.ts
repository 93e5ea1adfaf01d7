import type { CommitApi } from './github/git-database.ts';
import type { PullRequests } from './github/pull-requests.ts';
import type { Settings } from './inputs/index.ts';
import type { Log } from './sync/log.ts';

/*
 * The GitHub clients a pull needs, made from the settings: each only when the run uses it, its
 * code loaded then (the GitHub client is the heaviest part of the bundle).
 */

/** GitHub's Git database API, with sign-commits, when the pull commits (not in a dry run). */
export async function commitApiFor(settings: Settings, log: Log): Promise<CommitApi | undefined> {
  if (!settings.git.signCommits || settings.pull.target === 'workspace' || settings.dryRun) {
    return undefined;
  }
  const connection = githubConnection(
    settings,
    log,
    'sign-commits',
    'make a signed commit (set sign-commits: false)',
  );
  const { createCommitApi } = await import('./github/git-database.ts');
  return createCommitApi(connection);
}

/**
 * How the GitHub clients reach the repository (token, address, proxy, timeouts), once the two
 * things only the workflow can give are there: the repository, and a token for `purpose`.
 */
function githubConnection(settings: Settings, log: Log, purpose: string, action: string) {
  if (!settings.context.repository) {
    throw new Error(`GITHUB_REPOSITORY is not set: cannot ${action}`);
  }
  if (!settings.git.githubToken) {
    throw new Error(`Input required for ${purpose} and not supplied: github-token`);
  }
  return {
    token: settings.git.githubToken,
    apiUrl: settings.context.githubApiUrl,
    repository: settings.context.repository,
    log,
    timeScale: settings.context.timeScale,
    proxy: settings.context.proxy,
    httpTimeoutMs: settings.httpTimeoutMs,
  };
}

/** The pull request API, when the pull's target is a pull request. */
export async function pullRequestsFor(
  settings: Settings,
  log: Log,
): Promise<PullRequests | undefined> {
  if (settings.pull.target !== 'pull-request') return undefined;
  // A dry run previews without GitHub when it has no token: it says it could not look.
  if (settings.dryRun && !settings.git.githubToken) return undefined;
  const connection = githubConnection(
    settings,
    log,
    'pull requests',
    'open a pull request (set pull-target: branch)',
  );
  const { createPullRequests } = await import('./github/pull-requests.ts');
  return createPullRequests(connection);
}
