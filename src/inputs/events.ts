/**
 * What a run does for the event that started it. The action writes to the service and to the
 * repository, so only events that stand for the repository's own history may write: a pull
 * request's strings are not reviewed yet, and its branch is not the place for translations.
 */

/** Events whose checkout is a proposal (a pull request, or a merge queue's trial merge). */
const PROPOSAL_EVENTS = new Set(['pull_request', 'pull_request_target', 'merge_group']);

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
export function skippedWithoutToken(
  eventName: string | undefined,
  token: string,
): string | undefined {
  const event = eventName ?? '';
  if (!PROPOSAL_EVENTS.has(event) || token.trim() !== '') return undefined;
  return `Skipped: this ${event} run has no api-token, as when a pull request comes from a fork (GitHub gives such runs no secrets). Nothing was read or written.`;
}

/** The plan for this event, once the inputs are read. */
export function planFor(eventName: string | undefined, dryRun: boolean): EventPlan {
  const event = eventName ?? '';
  if (!PROPOSAL_EVENTS.has(event)) return { kind: 'run' };
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
 * `7/merge`, is no branch), none for a tag (a release), else the ref's own name.
 */
export function branchOfRun(env: NodeJS.ProcessEnv): string | undefined {
  const event = env['GITHUB_EVENT_NAME'] ?? '';
  if (event === 'pull_request' || event === 'pull_request_target') {
    return env['GITHUB_BASE_REF'] || undefined;
  }
  if (env['GITHUB_REF_TYPE'] === 'tag') return undefined;
  return env['GITHUB_REF_NAME'] || undefined;
}
