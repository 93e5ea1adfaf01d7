import { describe, expect, it } from '../support/fixtures.ts';
import { openDirectly, pullRequestsFor, spec, writes } from './helpers.ts';

const PULLS = '/repos/octo-org/l10n-app/pulls';

describe('auto-merge', () => {
  it('is enabled with the method asked for on create, and on update when it is off', async ({
    github,
  }) => {
    const { pullRequests } = pullRequestsFor(github);
    await pullRequests.upsert(spec({ autoMerge: 'squash' }), true);
    expect(github.pulls[0]?.auto_merge).toEqual({ merge_method: 'squash' });
    const pull = github.pulls[0];
    if (pull) pull.auto_merge = null;
    await pullRequests.upsert(spec({ autoMerge: 'rebase' }), true);
    expect(github.pulls[0]?.auto_merge).toEqual({ merge_method: 'rebase' });
  });

  it('is a warning naming the setting where the repository does not allow it', async ({
    startGitHub,
  }) => {
    const github = await startGitHub({ allowAutoMerge: false });
    const { pullRequests, log } = pullRequestsFor(github);
    const result = await pullRequests.upsert(spec({ autoMerge: 'merge' }), true);
    expect(result.operation).toBe('created');
    expect(github.pulls[0]?.auto_merge).toBeNull();
    expect(log.warning.join('\n')).toMatch(/Auto merge is not allowed.*Allow auto-merge/);
  });
});

describe('upsert', () => {
  it('tries labels and reviewers again while GitHub does not resolve the pull request it just created', async ({
    github,
  }) => {
    const { pullRequests, log } = pullRequestsFor(github);
    github.failNext(
      'POST',
      /\/issues\/1\/labels$/,
      422,
      'Could not resolve to a node with the global id of PR_1',
    );
    github.failNext('POST', /\/pulls\/1\/requested_reviewers$/, 404, 'Not Found');
    const result = await pullRequests.upsert(
      spec({ labels: ['l10n'], reviewers: ['reviewer-1'] }),
      true,
    );
    expect(result.operation).toBe('created');
    const [pull] = github.pulls;
    expect(pull?.labels.map((l) => l.name)).toEqual(['l10n']);
    expect(pull?.requested_reviewers.map((u) => u.login)).toEqual(['reviewer-1']);
    expect(
      log.info.some((line) => line.includes('does not resolve the new pull request yet')),
    ).toBe(true);
  });

  it('does not retry other failures of those calls', async ({ github }) => {
    const { pullRequests } = pullRequestsFor(github);
    github.failNext('POST', /\/issues\/1\/labels$/, 403, 'Resource not accessible by integration');
    await expect(pullRequests.upsert(spec({ labels: ['l10n'] }), true)).rejects.toThrow(
      /add labels to pull request #1.*403/,
    );
  });

  it('creates the pull request with labels, assignees, reviewers, team reviewers and draft', async ({
    github,
  }) => {
    const { pullRequests } = pullRequestsFor(github);
    const result = await pullRequests.upsert(
      spec({
        labels: ['l10n', 'automated'],
        assignees: ['translator'],
        reviewers: ['reviewer-1'],
        teamReviewers: ['l10n-team'],
        draft: true,
      }),
      true,
    );

    expect(result).toEqual({
      operation: 'created',
      number: 1,
      url: `${github.url}/octo-org/l10n-app/pull/1`,
    });
    const [pull] = github.pulls;
    expect(pull).toMatchObject({
      state: 'open',
      title: 'Update translations',
      body: spec().body,
      draft: true,
      head: { ref: 'l10n-sync/main' },
      base: { ref: 'main' },
    });
    expect(pull?.labels.map((l) => l.name)).toEqual(['l10n', 'automated']);
    expect(pull?.assignees.map((u) => u.login)).toEqual(['translator']);
    expect(pull?.requested_reviewers.map((u) => u.login)).toEqual(['reviewer-1']);
    expect(pull?.requested_teams.map((t) => t.slug)).toEqual(['l10n-team']);
  });

  it('sends the requests GitHub documents, with the token in the authorization header', async ({
    github,
  }) => {
    const { pullRequests } = pullRequestsFor(github);
    await pullRequests.upsert(
      spec({ labels: ['l10n'], assignees: ['translator'], reviewers: ['reviewer-1'], draft: true }),
      true,
    );

    expect(github.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', PULLS, 201],
      ['POST', '/repos/octo-org/l10n-app/issues/1/labels', 200],
      ['POST', '/repos/octo-org/l10n-app/issues/1/assignees', 201],
      ['POST', '/repos/octo-org/l10n-app/pulls/1/requested_reviewers', 201],
    ]);
    expect(github.requests.map((r) => r.body)).toEqual([
      {
        title: 'Update translations',
        head: 'l10n-sync/main',
        base: 'main',
        body: spec().body,
        draft: true,
      },
      { labels: ['l10n'] },
      { assignees: ['translator'] },
      { reviewers: ['reviewer-1'] },
    ]);
    for (const request of github.requests) {
      expect(request.headers.authorization).toBe(`token ${github.token}`);
      expect(request.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('updates the open pull request when the branch changed: same number, new title and body', async ({
    github,
  }) => {
    const first = pullRequestsFor(github);
    const created = await first.pullRequests.upsert(spec(), true);
    const second = pullRequestsFor(github);

    const result = await second.pullRequests.upsert(
      spec({ title: 'Update translations (de, fr)', body: 'new body' }),
      true,
    );

    expect(result).toEqual({ operation: 'updated', number: created.number, url: created.url });
    expect(github.pulls).toHaveLength(1);
    expect(github.pulls[0]).toMatchObject({
      title: 'Update translations (de, fr)',
      body: 'new body',
    });
    const patch = github.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ title: 'Update translations (de, fr)', body: 'new body' });
  });

  it('answers unchanged and writes nothing more when the branch and the spec are as they were', async ({
    github,
  }) => {
    const full = spec({ labels: ['l10n'], assignees: ['translator'], reviewers: ['reviewer-1'] });
    await pullRequestsFor(github).pullRequests.upsert(full, true);
    const before = github.requests.length;

    const result = await pullRequestsFor(github).pullRequests.upsert(full, false);

    expect(result).toMatchObject({ operation: 'unchanged', number: 1 });
    // The create that finds the pull request already there, and the lookup: nothing else.
    expect(github.requests.slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `POST ${PULLS} 422`,
      `GET ${PULLS} 200`,
    ]);
  });

  it('re-applies labels, assignees and reviewers on an unchanged branch, keeping those added by hand', async ({
    github,
  }) => {
    await pullRequestsFor(github).pullRequests.upsert(spec({ labels: ['by-hand'] }), true);

    const result = await pullRequestsFor(github).pullRequests.upsert(
      spec({ labels: ['l10n'], assignees: ['translator'], teamReviewers: ['l10n-team'] }),
      false,
    );

    expect(result.operation).toBe('unchanged');
    const [pull] = github.pulls;
    expect(pull?.labels.map((l) => l.name)).toEqual(['by-hand', 'l10n']);
    expect(pull?.assignees.map((u) => u.login)).toEqual(['translator']);
    expect(pull?.requested_teams.map((t) => t.slug)).toEqual(['l10n-team']);
    expect(writes(github)).not.toContain('PATCH /repos/octo-org/l10n-app/pulls/1');
  });

  it('updates the title of an unchanged branch when the title input changed', async ({
    github,
  }) => {
    await pullRequestsFor(github).pullRequests.upsert(spec(), true);

    const result = await pullRequestsFor(github).pullRequests.upsert(
      spec({ title: 'New title' }),
      false,
    );

    expect(result.operation).toBe('unchanged');
    expect(github.pulls[0]?.title).toBe('New title');
  });

  it('finds and updates the pull request another run created (422 "already exists")', async ({
    github,
  }) => {
    await openDirectly(github, 'Opened by another run', 'old');
    const { pullRequests } = pullRequestsFor(github);

    const result = await pullRequests.upsert(spec(), true);

    expect(result).toMatchObject({ operation: 'updated', number: 1 });
    expect(github.openPulls('l10n-sync/main')).toHaveLength(1);
    expect(github.pulls[0]).toMatchObject({ title: 'Update translations', body: spec().body });
    const lookup = github.requests.find((r) => r.method === 'GET');
    expect(lookup?.query).toMatchObject({
      state: 'open',
      head: 'octo-org:l10n-sync/main',
      base: 'main',
    });
  });

  it('looks again when GitHub does not list yet the pull request it says exists', async ({
    github,
  }) => {
    await openDirectly(github, 'Opened by another run', 'old');
    github.failNext('GET', PULLS, 200, '', { body: [] });

    const result = await pullRequestsFor(github).pullRequests.upsert(spec(), true);

    expect(result).toMatchObject({ operation: 'updated', number: 1 });
    expect(github.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('ends with one open pull request when two runs upsert at once', async ({ github }) => {
    const a = pullRequestsFor(github).pullRequests;
    const b = pullRequestsFor(github).pullRequests;

    const results = await Promise.all([
      a.upsert(spec({ labels: ['l10n'] }), true),
      b.upsert(spec({ labels: ['l10n'] }), true),
    ]);

    expect(results.map((r) => r.operation).sort()).toEqual(['created', 'updated']);
    expect(new Set(results.map((r) => r.number))).toEqual(new Set([1]));
    expect(github.pulls).toHaveLength(1);
    expect(github.openPulls('l10n-sync/main')).toHaveLength(1);
    expect(github.pulls[0]?.labels.map((l) => l.name)).toEqual(['l10n']);
  });

  it('opens a new pull request once the previous one was closed', async ({ github }) => {
    await pullRequestsFor(github).pullRequests.upsert(spec(), true);
    await pullRequestsFor(github).pullRequests.close('l10n-sync/main', 'main', 'No changes left.');

    const result = await pullRequestsFor(github).pullRequests.upsert(spec(), true);

    expect(result).toMatchObject({ operation: 'created', number: 2 });
    expect(github.openPulls()).toHaveLength(1);
  });

  it('turns an open pull request into a draft through GraphQL on update, and never back', async ({
    github,
  }) => {
    await pullRequestsFor(github).pullRequests.upsert(spec(), true);
    const { pullRequests, log } = pullRequestsFor(github);

    await pullRequests.upsert(spec({ draft: true }), true);

    expect(github.pulls[0]?.draft).toBe(true);
    const mutation = github.requests.find((r) => r.path === '/graphql');
    expect(mutation?.body).toMatchObject({ variables: { id: github.pulls[0]?.node_id } });
    expect(log.info.join('\n')).toMatch(/Pull request #1 is a draft now \(pr-draft\)/);

    // pr-draft: false leaves a draft that people (or an earlier run) made.
    await pullRequestsFor(github).pullRequests.upsert(spec({ draft: false }), true);
    expect(github.pulls[0]?.draft).toBe(true);
  });

  it('warns and goes on when GitHub refuses to make the pull request a draft', async ({
    github,
  }) => {
    await pullRequestsFor(github).pullRequests.upsert(spec(), true);
    github.failNext('POST', '/graphql', 403, 'Resource not accessible by integration');
    const { pullRequests, log } = pullRequestsFor(github);

    const result = await pullRequests.upsert(spec({ draft: true, title: 'New title' }), true);

    expect(result.operation).toBe('updated');
    expect(github.pulls[0]).toMatchObject({ draft: false, title: 'New title' });
    expect(log.warning.join('\n')).toMatch(/make pull request #1 a draft/);
  });

  it('warns about a refused reviewer, names it, and still requests the others', async ({
    github,
  }) => {
    const { pullRequests, log } = pullRequestsFor(github);

    const result = await pullRequests.upsert(
      spec({ reviewers: ['author-of-pr', 'reviewer-1'], teamReviewers: ['outsider', 'l10n-team'] }),
      true,
    );

    expect(result.operation).toBe('created');
    const [pull] = github.pulls;
    expect(pull?.requested_reviewers.map((u) => u.login)).toEqual(['reviewer-1']);
    expect(pull?.requested_teams.map((t) => t.slug)).toEqual(['l10n-team']);
    expect(log.warning).toHaveLength(2);
    expect(log.warning[0]).toMatch(
      /'author-of-pr'.*"Review cannot be requested from pull request author\.".*pr-reviewers/,
    );
    expect(log.warning[1]).toMatch(/'outsider'.*not a collaborator.*pr-team-reviewers/);
  });

  it('warns about assignees GitHub silently left out', async ({ github }) => {
    const { pullRequests, log } = pullRequestsFor(github);

    await pullRequests.upsert(spec({ assignees: ['translator', 'outsider'] }), true);

    expect(github.pulls[0]?.assignees.map((u) => u.login)).toEqual(['translator']);
    expect(log.warning).toEqual([expect.stringMatching(/did not assign outsider .*pr-assignees/)]);
  });

  it('leaves out whole rows of a body longer than GitHub accepts, saying how many', async ({
    github,
  }) => {
    const { pullRequests, log } = pullRequestsFor(github);
    const rows = Array.from({ length: 1000 }, (_, i) => `| de | \`key-${i}-${'x'.repeat(80)}\` |`);
    const long = ['Intro', '', '| Language | Key |', '| --- | --- |', ...rows, '', 'End'].join(
      '\n',
    );

    await pullRequests.upsert(spec({ body: long }), true);

    const body = github.pulls[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/^Intro\n/);
    expect(body).toMatch(/\nEnd$/);
    const left =
      /\| … \| (\d+) more rows left out to stay within GitHub's limit of 65,536 characters \|/.exec(
        body,
      )?.[1];
    expect(Number(left)).toBeGreaterThan(0);
    const kept = body.split('\n').filter((line) => line.startsWith('| de |'));
    expect(kept).toEqual(rows.slice(0, 1000 - Number(left)));
    expect(log.warning).toEqual([
      `The pull request body has ${long.length} characters, over GitHub's 65536: shortened (${left} table rows left out)`,
    ]);
  });

  it('cuts a body with no rows to leave out only after a line that closes its code block', async ({
    github,
  }) => {
    const { pullRequests } = pullRequestsFor(github);

    await pullRequests.upsert(
      spec({ body: `Intro\n\n\`\`\`\n${'x'.repeat(70_000)}\n\`\`\`\nEnd` }),
      true,
    );

    expect(github.pulls[0]?.body).toBe(
      "Intro\n\n\n… (cut: the text was longer than GitHub's limit of 65,536 characters)",
    );
  });
});

describe('findOpen', () => {
  it('returns the open pull request from the branch into the base, or undefined', async ({
    github,
  }) => {
    const { pullRequests } = pullRequestsFor(github);
    expect(await pullRequests.findOpen('l10n-sync/main', 'main')).toBeUndefined();

    await pullRequests.upsert(spec(), true);

    expect(await pullRequests.findOpen('l10n-sync/main', 'main')).toEqual({
      number: 1,
      url: `${github.url}/octo-org/l10n-app/pull/1`,
    });
    expect(await pullRequests.findOpen('l10n-sync/main', 'develop')).toBeUndefined();
    expect(await pullRequests.findOpen('other', 'main')).toBeUndefined();
  });
});

describe('close', () => {
  it('comments why, closes, and answers none the second time', async ({ github }) => {
    const { pullRequests } = pullRequestsFor(github);
    const created = await pullRequests.upsert(spec(), true);

    const closed = await pullRequests.close(
      'l10n-sync/main',
      'main',
      'The base now has every translation.',
    );

    expect(closed).toEqual({ operation: 'closed', number: created.number, url: created.url });
    expect(github.pulls[0]?.state).toBe('closed');
    expect(github.comments.map((c) => [c.issue_url.endsWith('/issues/1'), c.body])).toEqual([
      [true, 'The base now has every translation.'],
    ]);
    const before = github.requests.length;

    expect(await pullRequests.close('l10n-sync/main', 'main', 'again')).toEqual({
      operation: 'none',
    });
    expect(github.requests.slice(before).map((r) => r.method)).toEqual(['GET']);
  });
});
