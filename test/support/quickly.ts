import { expect } from 'vitest';

/**
 * How long a reader of untrusted text may take on the input that showed it quadratic (issue 37,
 * hole 5). Each such test sizes its input so that the expression as it was took more than 20 s
 * on the development machine (a 2-core VM), where it now takes well under a second: the limit
 * fails the old expression by far and leaves the new one twenty times its time on a loaded CI
 * machine. It guards against a hang, not a speed: how the time grows with the size is measured
 * by `npm run bench` (bench/reader-adversarial.ts).
 */
const LIMIT_MS = 12_000;

/** `work`'s result, once it has taken less than LIMIT_MS. */
export async function quickly<T>(work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  expect(performance.now() - started).toBeLessThan(LIMIT_MS);
  return result;
}
