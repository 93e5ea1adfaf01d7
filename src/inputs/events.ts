import { readFileSync } from 'node:fs';
import { isBranchName } from '../common/branch-name.ts';

/**
 * What a run does for the event that started it. The action writes to the service and to the
 * repository, so only events that stand for the repository's own history may write: a pull
 * request's strings are not reviewed yet, and its branch is not the place for translations.
 */

/**
 * Events whose checkout is a proposal, from GitHub's documentation of the events that trigger
 * workflows: every pull request event but `pull_request_target` runs on the pull request's merge
 * ref (`refs/pull/<n>/merge`), reviews and review comments included; `pull_request_target` runs
 * on the base, but its workflows exist to check out the pull request's head; `merge_group` runs
 * on a merge queue's trial merge.
 */
const PROPOSAL_EVENTS = new Set([
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
  'pull_request_target',
  'merge_group',
]);

/** Refs that are proposals whatever the event: a pull request's, or a merge queue's branch. */
const PROPOSAL_REF = /^refs\/(pull\/|heads\/gh-readonly-queue\/)/;

/** The run's event and ref, as the runner sets them. */
export interface RunEvent {
  readonly name: string | undefined;
  readonly ref: string | undefined;
}

export function runEvent(env: NodeJS.ProcessEnv): RunEvent {
  return { name: env['GITHUB_EVENT_NAME'], ref: env['GITHUB_REF'] };
}

/** The proposal this run checks out, named for the log (the event, or the ref), if any. */
function proposalOf(event: RunEvent): string | undefined {
  if (PROPOSAL_EVENTS.has(event.name ?? '')) return event.name;
  if (PROPOSAL_REF.test(event.ref ?? '')) return `${event.name ?? 'unnamed event'} (${event.ref})`;
  return undefined;
}

export type EventPlan =
  /** Run the mode as configured. */
  | { readonly kind: 'run' }
  /** Run, and say first why this run writes nothing (a dry run on a proposal). */
  | { readonly kind: 'preview'; readonly notice: string }
  /** Do nothing, say why in one notice, and succeed. */
  | { readonly kind: 'skip'; readonly notice: string };

/**
 * Why the run is skipped before its inputs are even read, if it is: a pull request from a fork
 * gets no secrets, so an empty api-token is expected there, and only there.
 */
export function skippedWithoutToken(run: RunEvent, token: string): string | undefined {
  const event = proposalOf(run);
  if (event === undefined || token.trim() !== '') return undefined;
  return `Skipped: this ${event} run has no api-token, as when a pull request comes from a fork (GitHub gives such runs no secrets). Nothing was read or written.`;
}

/** The plan for this event, once the inputs are read. */
export function planFor(run: RunEvent, dryRun: boolean): EventPlan {
  const event = proposalOf(run);
  if (event === undefined) return { kind: 'run' };
  if (dryRun) {
    return {
      kind: 'preview',
      notice: `This ${event} run writes nothing: below is what merging it would upload and pull (dry run).`,
    };
  }
  return {
    kind: 'skip',
    notice: `Skipped: a ${event} run writes nothing (no upload, branch or pull request), so unreviewed strings never reach the service. Set dry-run: true on this event to preview what a merge would upload.`,
  };
}

/**
 * The branch the run is on, as the runner names it: a pull request's base (the merge ref's name,
 * `7/merge`, is no branch), none for a tag (a release), else the ref's own name. The runner sets
 * GITHUB_BASE_REF for `pull_request` and `pull_request_target` only; for a review's events the
 * base is read from the event's payload (GITHUB_EVENT_PATH).
 */
export function branchOfRun(env: NodeJS.ProcessEnv): string | undefined {
  const event = env['GITHUB_EVENT_NAME'] ?? '';
  if (event.startsWith('pull_request') || (env['GITHUB_REF'] ?? '').startsWith('refs/pull/')) {
    return env['GITHUB_BASE_REF'] || baseOfPayload(env['GITHUB_EVENT_PATH']);
  }
  if (env['GITHUB_REF_TYPE'] === 'tag') return undefined;
  return env['GITHUB_REF_NAME'] || undefined;
}

/**
 * The repository's default branch as the event's payload names it (`repository.default_branch`,
 * which GitHub puts in the payload of the events that come from a repository), when it is there
 * and a name git could give a branch.
 */
export function defaultBranchOfPayload(env: NodeJS.ProcessEnv): string | undefined {
  const payload = payloadOf(env['GITHUB_EVENT_PATH']);
  const named = (payload as { repository?: { default_branch?: unknown } } | undefined)?.repository
    ?.default_branch;
  return branchName(named);
}

/**
 * `pull_request.base.ref` of the event's payload, when it is there and a name git could give a
 * branch (no control character, space or `..`); undefined otherwise.
 */
function baseOfPayload(path: string | undefined): string | undefined {
  const payload = payloadOf(path);
  return branchName(
    (payload as { pull_request?: { base?: { ref?: unknown } } } | undefined)?.pull_request?.base
      ?.ref,
  );
}

/** The event's payload (GITHUB_EVENT_PATH) as JSON; undefined where there is none to read. */
function payloadOf(path: string | undefined): unknown {
  if (path === undefined || path === '') return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** `value` if it is a name git could give a branch; undefined otherwise. */
function branchName(value: unknown): string | undefined {
  return isBranchName(value) ? value : undefined;
}
