import type { PullRequestSpec } from '../github/pull-requests.ts';
import { remoteTip, type Tip } from '../git/branch.ts';
import type { LineCounts, Preview, PublishDeps, PublishResult } from './publish-types.ts';
import { count } from '../common/plural.ts';

/** A dry run's proposal: what a real run would do with the branch and the pull request. */

/** The open pull request, when the run can look (a dry run may have no github-token). */
export async function findOpen(
  deps: PublishDeps,
): Promise<{ number: number; url: string } | undefined> {
  return deps.pullRequests?.findOpen(deps.branch, deps.base);
}

/**
 * A dry run's decision, as a real run would reach it: the branch on origin compared with the
 * commit made, then the pull request created, updated or left as it is; the pull request's
 * title, labels, people and body are shown as they would be sent.
 */
export async function preview(
  deps: PublishDeps,
  made: Tip,
  spec: PullRequestSpec,
  lines: LineCounts,
): Promise<PublishResult> {
  const { log, branch, base } = deps;
  const tip = await remoteTip(deps.git, branch);
  const changed = tip?.tree !== made.tree;
  const files = count(lines.size, 'file');
  const push = changed
    ? `would push a commit of ${files} to ${branch} (from ${base})`
    : `nothing would be pushed (${branch} on origin already has these translations)`;
  const open = await findOpen(deps);
  let action: Preview['action'];
  let sentence: string;
  if (deps.settings.pull.target !== 'pull-request') {
    action = 'none';
    sentence = `${capitalized(push)}; pull-target is ${deps.settings.pull.target}: no pull request`;
  } else if (!deps.pullRequests) {
    action = changed ? 'update' : 'unchanged';
    sentence = `${capitalized(push)}, then open or update the pull request from ${branch} into ${base} (without github-token, the dry run did not look which)`;
  } else if (open) {
    action = changed ? 'update' : 'unchanged';
    sentence = `${capitalized(push)}; pull request #${open.number} would be ${changed ? 'updated' : 'left unchanged'}`;
  } else {
    action = 'create';
    sentence = `${capitalized(push)}, then open a pull request from ${branch} into ${base}`;
  }
  log.info(`[dry-run] ${sentence}`);
  // No group of its own: the runner does not nest groups, and this is inside one.
  if (action !== 'none')
    log.info(`[dry-run] the pull request it would send:\n${describeSpec(spec)}`);
  return {
    operation: 'none',
    branch,
    pushed: false,
    lines,
    ...(open ?? {}),
    preview: { action, sentence, ...(action === 'none' ? {} : { spec }) },
  };
}

/** The pull request as text: each field a line, then the body. */
export function describeSpec(spec: PullRequestSpec): string {
  const lines = pullRequestFields(spec).map(
    ({ label, values }) =>
      `${label.toLowerCase()}: ${values.length ? values.join(', ') : '(none)'}`,
  );
  return [...lines, 'body:', spec.body].join('\n');
}

/** A pull request's fields but its body, as the dry run's log and the job summary both list them. */
export function pullRequestFields(
  spec: PullRequestSpec,
): readonly { readonly label: string; readonly values: readonly string[] }[] {
  return [
    { label: 'Title', values: [spec.title] },
    { label: 'Labels', values: spec.labels },
    {
      label: 'Reviewers',
      values: [...spec.reviewers, ...spec.teamReviewers.map((t) => `team ${t}`)],
    },
    { label: 'Assignees', values: spec.assignees },
    { label: 'Draft', values: [spec.draft ? 'yes' : 'no'] },
    { label: 'Auto-merge', values: [spec.autoMerge ?? 'off'] },
  ];
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
