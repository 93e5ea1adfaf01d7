/** Waits between retries, before the time scale is applied. */
export interface BackoffPolicy {
  /** First wait after a transient fault. */
  readonly transientBaseMs: number;
  readonly transientCapMs: number;
  /** First wait after a 4048 when the revision states no spacing for the endpoint. */
  readonly rateLimitBaseMs: number;
  readonly rateLimitCapMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  transientBaseMs: 1_000,
  transientCapMs: 30_000,
  rateLimitBaseMs: 2_000,
  rateLimitCapMs: 60_000,
};

/**
 * Exponential wait for retry number `attempt` (0-based), capped, with jitter in [½, 1] of the
 * step so that several clients that failed together do not retry together.
 */
export function backoffMs(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number,
): number {
  const step = Math.min(capMs, baseMs * 2 ** attempt);
  return step * (0.5 + random() / 2);
}
