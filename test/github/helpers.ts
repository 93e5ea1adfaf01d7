import { createPullRequests, type PullRequestSpec } from '../../src/github/pull-requests.ts';
import type { GitHubStandIn } from '../github-standin/server.ts';

/** Waits shrunk a thousandfold: retries 1, 4 and 9 ms apart, writes 1 ms apart. */
export const TIME_SCALE = 0.001;

/** What the code under test logged. */
export interface CapturedLog {
  readonly info: string[];
  readonly warning: string[];
}

/** A PullRequests against the stand-in, with its log captured. */
export function pullRequestsFor(
  github: GitHubStandIn,
  overrides: { token?: string; repository?: string; apiUrl?: string } = {},
) {
  const log: CapturedLog = { info: [], warning: [] };
  const pullRequests = createPullRequests({
    token: overrides.token ?? github.token,
    apiUrl: overrides.apiUrl ?? github.url,
    repository: overrides.repository ?? `${github.owner}/${github.repo}`,
    log: { info: (m) => log.info.push(m), warning: (m) => log.warning.push(m) },
    timeScale: TIME_SCALE,
  });
  return { pullRequests, log };
}

export function spec(overrides: Partial<PullRequestSpec> = {}): PullRequestSpec {
  return {
    branch: 'l10n-sync/main',
    base: 'main',
    title: 'Update translations',
    body: '| language | files |\n|---|---|\n| de | 1 |',
    labels: [],
    reviewers: [],
    teamReviewers: [],
    assignees: [],
    draft: false,
    ...overrides,
  };
}

/** The requests other than reads, as `METHOD path`. */
export function writes(github: GitHubStandIn): string[] {
  return github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
}

/** Creates a pull request directly, as another run of the action would have. */
export async function openDirectly(github: GitHubStandIn, title: string, body: string) {
  const response = await fetch(`${github.url}/repos/${github.owner}/${github.repo}/pulls`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${github.token}`,
      'content-type': 'application/json',
      'user-agent': 'test',
    },
    body: JSON.stringify({ title, body, head: 'l10n-sync/main', base: 'main' }),
  });
  if (response.status !== 201) throw new Error(`direct create answered ${response.status}`);
}
