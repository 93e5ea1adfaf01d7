import type { Clock } from './clock.ts';

/**
 * The longest any wait goes unreported, before the time scale: a request pending, a bundle
 * arriving, a rate-limit window or a backoff. Below the 30 s a wait may be silent at most (BENCHMARKS.md, "Targets") with room for the
 * work between the last line and the start of the wait; a wait this short or shorter is told
 * only by the line that announced it.
 */
export const HEARTBEAT_MS = 20_000;

/**
 * Calls `beat` with the time elapsed every `intervalMs` until the returned function is called.
 * The caller stops it in a `finally`, so a failed wait leaves no timer behind.
 */
export function heartbeat(
  clock: Clock,
  intervalMs: number,
  beat: (elapsedMs: number) => void,
): () => void {
  const started = clock.now();
  return clock.every(intervalMs, () => beat(clock.now() - started));
}

/**
 * Sleeps `ms`, with a heartbeat while it lasts. A sleep no longer than the interval has none: the
 * line that announced it is enough, and a beat at its very end would say nothing.
 */
export async function sleepWithHeartbeat(
  clock: Clock,
  ms: number,
  intervalMs: number,
  beat: (elapsedMs: number) => void,
): Promise<void> {
  if (ms <= intervalMs) return clock.sleep(ms);
  const stop = heartbeat(clock, intervalMs, beat);
  try {
    await clock.sleep(ms);
  } finally {
    stop();
  }
}
