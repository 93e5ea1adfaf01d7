import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../support/temp.ts';
import {
  branchOfRun,
  defaultBranchOfPayload,
  planFor,
  skippedWithoutToken,
} from '../../src/inputs/events.ts';

/** What a run does for the event and ref the runner gives it (issue 37). */
describe('the plan for an event', () => {
  it.each([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment',
    'pull_request_target',
    'merge_group',
  ])('%s writes nothing, and a dry run of it previews', (name) => {
    const ref = 'refs/pull/7/merge';
    expect(planFor({ name, ref }, false)).toEqual({
      kind: 'skip',
      notice: expect.stringContaining(`a ${name} run writes nothing`) as unknown,
    });
    expect(planFor({ name, ref }, true).kind).toBe('preview');
    expect(skippedWithoutToken({ name, ref }, '')).toContain('no api-token');
  });

  it.each(['refs/pull/7/merge', 'refs/pull/7/head', 'refs/heads/gh-readonly-queue/main/pr-7-abc'])(
    'treats any event on %s as a proposal',
    (ref) => {
      expect(planFor({ name: 'workflow_dispatch', ref }, false)).toEqual({
        kind: 'skip',
        notice: expect.stringContaining(
          `a workflow_dispatch (${ref}) run writes nothing`,
        ) as unknown,
      });
    },
  );

  it.each(['push', 'schedule', 'workflow_dispatch', 'issue_comment', 'release'])(
    'runs %s on a branch or tag of the repository’s own as configured',
    (name) => {
      expect(planFor({ name, ref: 'refs/heads/main' }, false)).toEqual({ kind: 'run' });
      expect(planFor({ name, ref: 'refs/tags/v1' }, false)).toEqual({ kind: 'run' });
      expect(skippedWithoutToken({ name, ref: 'refs/heads/main' }, '')).toBeUndefined();
    },
  );

  it('takes a pull request’s base for its branch, never the merge ref’s name', () => {
    const review = { GITHUB_EVENT_NAME: 'pull_request_review', GITHUB_REF_NAME: '7/merge' };
    expect(branchOfRun(review)).toBeUndefined();
    expect(branchOfRun({ ...review, GITHUB_BASE_REF: 'main' })).toBe('main');
    // A review's run has no GITHUB_BASE_REF: its payload names the base.
    const folder = testFolder('l10n-event-');
    const payload = (ref: unknown) => {
      const path = join(folder, `${String(ref).length}.json`);
      writeFileSync(path, JSON.stringify({ review: {}, pull_request: { base: { ref } } }));
      return { ...review, GITHUB_EVENT_PATH: path };
    };
    expect(branchOfRun(payload('release/2.x'))).toBe('release/2.x');
    for (const unfit of ['ma\nin', 'a..b', 7, ''])
      expect(branchOfRun(payload(unfit))).toBeUndefined();
    expect(
      branchOfRun({ ...review, GITHUB_EVENT_PATH: join(folder, 'none.json') }),
    ).toBeUndefined();
    expect(
      branchOfRun({ GITHUB_REF: 'refs/pull/7/merge', GITHUB_REF_NAME: '7/merge' }),
    ).toBeUndefined();
    expect(branchOfRun({ GITHUB_EVENT_NAME: 'push', GITHUB_REF_NAME: 'main' })).toBe('main');
  });
});

describe('the default branch, as the event payload names it', () => {
  it('reads repository.default_branch, and nothing from a payload without a fit one', () => {
    const folder = testFolder('l10n-event-');
    const env = (payload: unknown) => {
      const path = join(folder, 'event.json');
      writeFileSync(path, JSON.stringify(payload));
      return { GITHUB_EVENT_PATH: path };
    };
    expect(defaultBranchOfPayload(env({ repository: { default_branch: 'trunk' } }))).toBe('trunk');
    for (const unfit of [{}, { repository: {} }, { repository: { default_branch: 'a b' } }, 7]) {
      expect(defaultBranchOfPayload(env(unfit))).toBeUndefined();
    }
    expect(defaultBranchOfPayload({})).toBeUndefined();
  });
});
