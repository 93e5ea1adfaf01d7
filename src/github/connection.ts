import { toGitHubError } from './errors.ts';
import { createGitHubClient, type GitHubClient } from './octokit.ts';
import type { PullRequestsOptions } from './pull-request-spec.ts';
import { checkApiUrl, parseRepository } from './repository.ts';

/** One repository on GitHub, as the action's clients reach it. */
export interface RepositoryConnection {
  readonly github: GitHubClient;
  readonly owner: string;
  readonly repo: string;
  /** The one-line error of a failed request, the token masked. */
  readonly fail: (what: string, error: unknown) => Error;
}

/** Checks the options (repository, token, API address) and makes the client. */
export function connect(options: PullRequestsOptions): RepositoryConnection {
  const { owner, repo } = parseRepository(options.repository);
  if (options.token === '') throw new Error('Input required and not supplied: github-token');
  const apiUrl = checkApiUrl(options.apiUrl);
  const github = createGitHubClient({
    token: options.token,
    apiUrl,
    log: options.log,
    timeScale: options.timeScale ?? 1,
    proxy: options.proxy,
    httpTimeoutMs: options.httpTimeoutMs ?? 120_000,
  });
  const context = { apiUrl, repository: `${owner}/${repo}`, secrets: [options.token] };
  return { github, owner, repo, fail: (what, error) => toGitHubError(what, error, context) };
}
