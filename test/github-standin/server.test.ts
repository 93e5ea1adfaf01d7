import type { GitHubStandIn } from './server.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/** One request to the stand-in; `auth` and `type` override the defaults of a good request. */
async function call(
  github: GitHubStandIn,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${github.url}${path}`, {
    method,
    headers: {
      authorization: `token ${github.token}`,
      'user-agent': 'standin-test',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

const PULLS = '/repos/octo-org/l10n-app/pulls';
const pull = { title: 'T', head: 'l10n-sync/main', base: 'main' };

describe('the GitHub stand-in', () => {
  it('answers 401 "Bad credentials" to a wrong token and takes token or Bearer', async ({
    github,
  }) => {
    expect(await call(github, 'GET', PULLS, undefined, { authorization: 'token nope' })).toEqual({
      status: 401,
      json: expect.objectContaining({ message: 'Bad credentials' }),
    });
    expect(
      (await call(github, 'GET', PULLS, undefined, { authorization: `Bearer ${github.token}` }))
        .status,
    ).toBe(200);
    expect((await call(github, 'GET', PULLS)).status).toBe(200);
  });

  it('answers 404 "Not Found" for another repository or an unknown path', async ({ github }) => {
    expect(await call(github, 'GET', '/repos/octo-org/other/pulls')).toEqual({
      status: 404,
      json: expect.objectContaining({ message: 'Not Found' }),
    });
    expect((await call(github, 'GET', '/repos/octo-org/l10n-app/nothing')).status).toBe(404);
    expect((await call(github, 'GET', '/repos/octo-org/l10n-app')).json).toMatchObject({
      full_name: 'octo-org/l10n-app',
    });
  });

  it('checks bodies: JSON content type, parseable, required and typed fields', async ({
    github,
  }) => {
    expect(
      (await call(github, 'POST', PULLS, JSON.stringify(pull), { 'content-type': 'text/plain' }))
        .status,
    ).toBe(415);
    expect(await call(github, 'POST', PULLS, '{"title":')).toEqual({
      status: 400,
      json: { message: 'Problems parsing JSON' },
    });
    expect(await call(github, 'POST', PULLS, { head: 'x', base: 'main' })).toEqual({
      status: 422,
      json: expect.objectContaining({ message: 'Invalid request.\n\n"title" wasn\'t supplied.' }),
    });
    expect((await call(github, 'POST', PULLS, { ...pull, title: 5 })).json).toMatchObject({
      message: "Invalid request.\n\nFor 'properties/title', 5 is not a string.",
    });
    await call(github, 'POST', PULLS, pull);
    expect(
      (await call(github, 'POST', '/repos/octo-org/l10n-app/issues/1/labels', { labels: [1] }))
        .status,
    ).toBe(422);
    expect(
      (
        await call(github, 'POST', '/repos/octo-org/l10n-app/pulls/1/requested_reviewers', {
          reviewers: 'x',
        })
      ).status,
    ).toBe(422);
    expect(github.pulls).toHaveLength(1);
  });

  it("refuses a second open pull request for the same head with GitHub's body", async ({
    github,
  }) => {
    expect((await call(github, 'POST', PULLS, pull)).status).toBe(201);
    expect(await call(github, 'POST', PULLS, pull)).toEqual({
      status: 422,
      json: expect.objectContaining({
        message: 'Validation Failed',
        errors: [
          {
            resource: 'PullRequest',
            code: 'custom',
            message: 'A pull request already exists for octo-org:l10n-sync/main.',
          },
        ],
      }),
    });
    expect(github.openPulls('l10n-sync/main')).toHaveLength(1);
  });

  it('filters by head only in the owner:branch form, as GitHub does', async ({ github }) => {
    await call(github, 'POST', PULLS, pull);
    await call(github, 'POST', PULLS, { ...pull, head: 'feature' });
    const count = async (query: string) =>
      ((await call(github, 'GET', `${PULLS}?${query}`)).json as unknown[]).length;
    expect(await count('state=open&head=octo-org:l10n-sync/main')).toBe(1);
    expect(await count('state=open&head=l10n-sync/main')).toBe(2);
    expect(await count('state=open&head=someone-else:l10n-sync/main')).toBe(0);
    expect(await count('state=closed')).toBe(0);
  });

  it('refuses a review from the author or an outsider, the whole request at once', async ({
    github,
  }) => {
    await call(github, 'POST', PULLS, pull);
    const path = '/repos/octo-org/l10n-app/pulls/1/requested_reviewers';
    expect(await call(github, 'POST', path, { reviewers: ['author-of-pr', 'reviewer-1'] })).toEqual(
      {
        status: 422,
        json: expect.objectContaining({
          message: 'Review cannot be requested from pull request author.',
        }),
      },
    );
    expect((await call(github, 'POST', path, { team_reviewers: ['outsider'] })).json).toMatchObject(
      {
        message: expect.stringMatching(/^Reviews may only be requested from collaborators\./),
      },
    );
    expect(github.pulls[0]?.requested_reviewers).toEqual([]);
  });

  it('records each request with its status, and failNext answers before any check', async ({
    github,
  }) => {
    github.failNext('GET', /\/pulls$/, 500, 'boom', { times: 2 });
    expect(
      (await call(github, 'GET', PULLS, undefined, { authorization: 'token nope' })).status,
    ).toBe(500);
    expect((await call(github, 'GET', PULLS)).status).toBe(500);
    expect((await call(github, 'GET', PULLS)).status).toBe(200);
    expect(github.requests.map((r) => r.status)).toEqual([500, 500, 200]);
  });
});
