/**
 * The time-out of one answer of the service, from http-timeout and L10N_SYNC_TIME_SCALE.
 *
 * A time scale below 1 (local runs against the emulator and the tests run at 0.01) shortens every
 * wait of the run, and http-timeout too: a test of a hung service then ends in moments. But only
 * down to a floor, because what the emulator takes to answer does not shrink with the scale: for
 * 5,000 keys in 30 languages it computes a string/list answer of 61 MB before it sends a byte,
 * and the whole answer took up to 13 s at a load of 10 on a 2-core machine (20 s at a load of
 * 15), where 120 s × 0.01 gave it 1.2 s (test/e2e/large-first-sync.test.ts). The floor is 60 s,
 * three times the slowest of those, or the input itself when it is smaller: an http-timeout a
 * test or a user sets below it (0.5 s, for a flaky service) is taken as given.
 */

/** The least a time scale shortens http-timeout to: this, or http-timeout if smaller. */
export const SCALED_HTTP_TIMEOUT_FLOOR_MS = 60_000;

/**
 * http-timeout (ms) as the client gets it: as given at a time scale of 1 or more; below 1,
 * multiplied by the scale, but not below `min(httpTimeoutMs, SCALED_HTTP_TIMEOUT_FLOOR_MS)`.
 */
export function scaledHttpTimeoutMs(httpTimeoutMs: number, timeScale: number): number {
  if (timeScale >= 1) return httpTimeoutMs;
  const floor = Math.min(httpTimeoutMs, SCALED_HTTP_TIMEOUT_FLOOR_MS);
  return Math.round(Math.max(httpTimeoutMs * timeScale, floor));
}
