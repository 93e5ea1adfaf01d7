import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { testFolder } from '../support/temp.ts';
import { createScenario, type Scenario } from '../support/scenario.ts';

/**
 * Each event a workflow may run on, with the checkout actions/checkout makes for it and the
 * variables the runner sets. Only a branch's own history may write to the service or propose
 * translations; a proposal (pull request, merge queue) writes nothing.
 */
let s: Scenario;
let prNumber = 0;
beforeAll(async () => {
  s = await createScenario({
    files: { 'locales/en.json': '{"a":"A"}', 'locales/de.json': '{"a":"A-de"}' },
    languages: ['de'],
  });
  // The base branch is synced: the pull request's changes are all a merge would upload.
  const first = await s.run({ mode: 'push' });
  expect(first.code).toBe(0);
});
afterAll(() => s.close());

/** A pull request that adds a key to the base language, checked out as its merge commit. */
async function pullRequestCheckout(): Promise<{ workspace: string; env: Record<string, string> }> {
  const number = ++prNumber;
  await s.fixture.pullRequest(number, { 'locales/en.json': `{"a":"A","new${number}":"N"}` });
  const workspace = await s.fixture.checkoutRef(`refs/pull/${number}/merge`);
  const env = {
    GITHUB_REF: `refs/pull/${number}/merge`,
    GITHUB_REF_NAME: `${number}/merge`,
    GITHUB_REF_TYPE: 'branch',
    GITHUB_HEAD_REF: `feature-${number}`,
    GITHUB_BASE_REF: 'main',
  };
  return { workspace, env };
}

function refs(): string {
  return git(
    s.fixture.origin,
    'for-each-ref',
    '--format=%(refname)',
    'refs/heads',
    'refs/l10n-sync',
  );
}

/**
 * Every event GitHub runs on a pull request's merge ref (its documentation of the events that
 * trigger workflows: every pull request event but `pull_request_target`), the one whose workflows
 * check out the pull request's head, and the merge queue's.
 */
const PROPOSAL_EVENTS = [
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
  'pull_request_target',
  'merge_group',
];

describe.each(PROPOSAL_EVENTS)('on %s', (event) => {
  it('writes nothing (no upload, branch or pull request) and says so in one notice', async () => {
    const { workspace, env } = await pullRequestCheckout();
    const before = refs();
    const mark = s.emulator.calls.length;
    const run = await s.run({ mode: 'sync' }, { ...env, GITHUB_EVENT_NAME: event }, { workspace });
    expect(run.code).toBe(0);
    const notices = annotations(run.stdout, 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`a ${event} run writes nothing`);
    expect(s.emulator.calls.slice(mark)).toEqual([]);
    expect(refs()).toBe(before);
    expect(s.github.pulls).toEqual([]);
    expect(run.outputs['pull-request-operation']).toBe('none');
    expect(run.summary).toContain('writes nothing');
  });
});

describe('a run of any event on a proposal’s ref', () => {
  it.each(['refs/pull/9/merge', 'refs/heads/gh-readonly-queue/main/pr-9-0123456789abcdef'])(
    'writes nothing on %s, whatever the event is named',
    async (ref) => {
      const { workspace, env } = await pullRequestCheckout();
      const before = refs();
      const mark = s.emulator.calls.length;
      const run = await s.run(
        { mode: 'sync' },
        { ...env, GITHUB_REF: ref, GITHUB_EVENT_NAME: 'workflow_call' },
        { workspace },
      );
      expect(run.code).toBe(0);
      expect(annotations(run.stdout, 'notice')).toEqual([
        expect.stringContaining(`a workflow_call (${ref}) run writes nothing`),
      ]);
      expect(s.emulator.calls.slice(mark)).toEqual([]);
      expect(refs()).toBe(before);
    },
  );

  it('runs on a branch of its own (the control)', async () => {
    const changed = await s.fixture.commit({ 'README.md': 'Called.\n' });
    const run = await s.run(
      { mode: 'push' },
      { GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_NAME: 'workflow_call' },
    );
    expect(run.code).toBe(0);
    expect(s.syncRef()).toBe(changed);
  });
});

describe('a dry run on a pull request', () => {
  /**
   * The runner gives a review's runs no GITHUB_BASE_REF: the base comes from the event's payload,
   * as GitHub writes it to GITHUB_EVENT_PATH.
   */
  function reviewPayload(): string {
    const path = join(testFolder('l10n-event-'), 'event.json');
    writeFileSync(
      path,
      JSON.stringify({ review: { state: 'commented' }, pull_request: { base: { ref: 'main' } } }),
    );
    return path;
  }

  it.each(['pull_request', 'pull_request_review'])(
    "previews what merging it would upload on %s: the pull request's file, against the base's sync ref",
    async (event) => {
      const { workspace, env } = await pullRequestCheckout();
      const before = refs();
      const mark = s.emulator.calls.length;
      const eventEnv =
        event === 'pull_request'
          ? { ...env, GITHUB_EVENT_NAME: event }
          : {
              ...env,
              GITHUB_BASE_REF: '',
              GITHUB_EVENT_NAME: event,
              GITHUB_EVENT_PATH: reviewPayload(),
            };
      const run = await s.run({ mode: 'push', 'dry-run': 'true' }, eventEnv, { workspace });
      expect(run.code, run.stdout).toBe(0);
      expect(annotations(run.stdout, 'notice')[0]).toContain('what merging it would upload');
      expect(run.stdout).toContain('[dry-run] would call project/import');
      expect(run.stdout).toMatch(/1 to upload:\n\s+locales\/en\.json \(en\)/);
      // Reads only: the languages, and the base language's keys (for keys of deleted branches).
      expect(s.emulator.calls.slice(mark).map((c) => c.endpoint)).toEqual([
        'language/list',
        'string/list',
      ]);
      expect(refs()).toBe(before);
    },
  );
});

describe('a pull request from a fork', () => {
  it('is skipped with a notice when it has no api-token, and only then', async () => {
    const { workspace, env } = await pullRequestCheckout();
    const mark = s.emulator.calls.length;
    const fork = await s.run(
      { 'api-token': '' },
      { ...env, GITHUB_EVENT_NAME: 'pull_request' },
      { workspace },
    );
    expect(fork.code).toBe(0);
    expect(annotations(fork.stdout, 'notice')[0]).toMatch(
      /no api-token, as when a pull request comes from a fork/,
    );
    expect(annotations(fork.stdout, 'error')).toEqual([]);
    expect(s.emulator.calls.slice(mark)).toEqual([]);

    const push = await s.run({ 'api-token': '' }, { GITHUB_EVENT_NAME: 'push' });
    expect(push.code).toBe(1);
    expect(annotations(push.stdout, 'error')).toEqual([
      'Input required and not supplied: api-token',
    ]);
  });
});

describe.each(['push', 'schedule', 'workflow_dispatch'])('on %s to a branch', (event) => {
  it('runs the mode as configured on that branch', async () => {
    const changed = await s.fixture.commit({ 'locales/en.json': `{"a":"A","${event}":"E"}` });
    const run = await s.run({ mode: 'push' }, { GITHUB_EVENT_NAME: event });
    expect(run.code).toBe(0);
    expect(run.outputs['pushed-files']).toBe('1');
    expect(s.syncRef()).toBe(changed);
  });
});

describe('on a tag or a release', () => {
  it.each(['push', 'release'])(
    '%s: fails with what to set, or runs on base-branch',
    async (event) => {
      const tagEnv = {
        GITHUB_EVENT_NAME: event,
        GITHUB_REF_TYPE: 'tag',
        GITHUB_REF_NAME: 'v1.0.0',
      };
      const onTag = (workspace: string) => git(workspace, 'checkout', '-q', '--detach');
      const failed = await s.run({ mode: 'push' }, tagEnv, { onStart: onTag });
      expect(failed.code).toBe(1);
      expect(annotations(failed.stdout, 'error')[0]).toMatch(/base-branch/);

      const ran = await s.run({ mode: 'push', 'base-branch': 'main' }, tagEnv, { onStart: onTag });
      expect(ran.code).toBe(0);
    },
  );
});
