import { createPullRequests } from '../../src/github/pull-requests.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { pullRequestsFor, spec } from './helpers.ts';

const PULLS = '/repos/octo-org/l10n-app/pulls';

/** The error `promise` rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected a rejection with an Error');
  return outcome;
}

describe('errors a user sees', () => {
  it('bad credentials: one line with the status and what to do, never the token', async ({
    github,
  }) => {
    const token = 'ghp_this-token-is-wrong-0123456789';
    const { pullRequests, log } = pullRequestsFor(github, { token });

    const error = await failureOf(pullRequests.upsert(spec(), true));

    expect(error.message).toBe(
      'Could not create the pull request from l10n-sync/main into main: GitHub answered HTTP 401 ' +
        '"Bad credentials". Check the github-token input: the token is missing, expired or revoked.',
    );
    expect(error.message).not.toContain(token);
    expect(JSON.stringify(error)).not.toContain(token);
    expect([...log.info, ...log.warning].join('\n')).not.toContain(token);
    // 401 is not retried.
    expect(github.requests).toHaveLength(1);
  });

  it('403 "Resource not accessible by integration": asks for the pull-requests: write permission', async ({
    github,
  }) => {
    github.failNext('POST', PULLS, 403, 'Resource not accessible by integration');

    const error = await failureOf(pullRequestsFor(github).pullRequests.upsert(spec(), true));

    expect(error.message).toMatch(
      /^Could not create the pull request .*HTTP 403 "Resource not accessible by integration"\. Give the workflow the 'pull-requests: write' permission/,
    );
  });

  it('403 "not permitted to create or approve pull requests": points at the Actions settings', async ({
    github,
  }) => {
    github.failNext(
      'POST',
      PULLS,
      403,
      'GitHub Actions is not permitted to create or approve pull requests.',
    );

    const error = await failureOf(pullRequestsFor(github).pullRequests.upsert(spec(), true));

    expect(error.message).toMatch(
      /HTTP 403 "GitHub Actions is not permitted to create or approve pull requests\."\. Enable 'Allow GitHub Actions to create and approve pull requests' in the repository's Settings > Actions > General/,
    );
  });

  it("puts GitHub's multi-line validation message on one line", async ({ github }) => {
    github.failNext('PATCH', /\/pulls\/\d+$/, 422, 'Invalid request.\n\n"title" is too long.');
    await pullRequestsFor(github).pullRequests.upsert(spec(), true);

    const error = await failureOf(
      pullRequestsFor(github).pullRequests.upsert(spec({ title: 'changed' }), true),
    );

    expect(error.message).toBe(
      'Could not update pull request #1: GitHub answered HTTP 422 "Invalid request. "title" is too ' +
        'long.". Check the values GitHub names.',
    );
  });

  it('a repository GitHub does not know: 404 with what to check', async ({ github }) => {
    const { pullRequests } = pullRequestsFor(github, { repository: 'octo-org/elsewhere' });

    const error = await failureOf(pullRequests.findOpen('l10n-sync/main', 'main'));

    expect(error.message).toMatch(
      /HTTP 404 "Not Found"\. Check that the repository octo-org\/elsewhere exists and that the github-token can see it\.$/,
    );
  });

  it('no answer at all: names the API address', async ({ github, startGitHub }) => {
    const gone = await startGitHub();
    const url = gone.url;
    await gone.close();
    const { pullRequests } = pullRequestsFor(github, { apiUrl: url });

    const error = await failureOf(pullRequests.findOpen('l10n-sync/main', 'main'));

    expect(error.message).toMatch(
      new RegExp(
        `^Could not list the pull requests from l10n-sync/main into main: no answer from GitHub at ${url} \\(`,
      ),
    );
    expect(error.message).not.toContain('\n');
  });

  it('refuses a malformed repository before any request', ({ github }) => {
    const make = (repository: string) => () =>
      createPullRequests({
        token: 't',
        apiUrl: github.url,
        repository,
        log: { info: () => undefined, warning: () => undefined },
      });
    expect(make('octo-org')).toThrow("Invalid repository 'octo-org'; expected owner/name");
    expect(make('a/b/c')).toThrow("Invalid repository 'a/b/c'; expected owner/name");
    expect(make('/l10n-app')).toThrow('expected owner/name');
    expect(make('octo-org/l10n-app')).not.toThrow();
  });
});

describe('retries', () => {
  it('retries a 5xx answer and succeeds', async ({ github }) => {
    github.failNext('POST', PULLS, 502, 'Server Error');
    const { pullRequests, log } = pullRequestsFor(github);

    const result = await pullRequests.upsert(spec(), true);

    expect(result.operation).toBe('created');
    expect(github.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `POST ${PULLS} 502`,
      `POST ${PULLS} 201`,
    ]);
    expect(log.info).toContain(`GitHub answered HTTP 502 for POST ${github.url}${PULLS}`);
  });

  it('gives up after three retries with the last status', async ({ github }) => {
    github.failNext('GET', PULLS, 503, 'Service Unavailable', { times: 10 });

    const error = await failureOf(
      pullRequestsFor(github).pullRequests.findOpen('l10n-sync/main', 'main'),
    );

    expect(error.message).toMatch(
      /HTTP 503 "Service Unavailable"\. GitHub failed through every retry/,
    );
    expect(github.requests).toHaveLength(4);
  });

  it('waits out a secondary rate limit as long as retry-after says, with a log line', async ({
    github,
  }) => {
    github.failNext(
      'POST',
      PULLS,
      403,
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      { headers: { 'retry-after': '2' } },
    );
    const { pullRequests, log } = pullRequestsFor(github);

    const result = await pullRequests.upsert(spec(), true);

    expect(result.operation).toBe('created');
    expect(log.warning).toEqual([
      expect.stringMatching(
        /secondary rate limit was hit on POST .*; retrying in [\d.]+ s \(retry 1 of 2\)/,
      ),
    ]);
  });
});
