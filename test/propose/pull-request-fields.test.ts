import { describe, expect, it } from 'vitest';
import { describeSpec, pullRequestFields } from '../../src/propose/preview.ts';
import type { PullRequestSpec } from '../../src/github/pull-request-spec.ts';

/** The dry run's log and the job summary list a pull request's fields from one list (issue 29). */
describe("a pull request's fields", () => {
  const spec: PullRequestSpec = {
    branch: 'l10n-sync/main',
    base: 'main',
    title: 'Update translations',
    body: 'The body',
    labels: ['l10n'],
    reviewers: ['alice'],
    teamReviewers: ['translators'],
    assignees: [],
    draft: true,
    autoMerge: 'squash',
  };

  it('are every field but the body, once each, as the log shows them', () => {
    expect(pullRequestFields(spec).map((field) => field.label)).toEqual([
      'Title',
      'Labels',
      'Reviewers',
      'Assignees',
      'Draft',
      'Auto-merge',
    ]);
    expect(describeSpec(spec)).toBe(
      [
        'title: Update translations',
        'labels: l10n',
        'reviewers: alice, team translators',
        'assignees: (none)',
        'draft: yes',
        'auto-merge: squash',
        'body:',
        'The body',
      ].join('\n'),
    );
  });
});
