import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF } from '../../src/api/backoff.ts';
import { RateLimiter } from '../../src/api/rate-limiter.ts';
import type { Revision } from '../../src/api/index.ts';
import { createFakeClock } from '../support/fake-clock.ts';

function limiter(revision: Revision, timeScale = 1, random = () => 0.5) {
  const clock = createFakeClock();
  return {
    clock,
    limiter: new RateLimiter({ revision, clock, timeScale, policy: DEFAULT_BACKOFF, random }),
  };
}

describe('RateLimiter', () => {
  it('waits 30 s between imports on 1.0.9.2', () => {
    const { clock, limiter: l } = limiter('1.0.9.2');
    expect(l.waitNeededMs('project/import')).toBe(0);
    l.settled('project/import');
    l.accepted('project/import', false);
    clock.advance(7_000);
    expect(l.waitNeededMs('project/import')).toBe(23_000);
    clock.advance(23_000);
    expect(l.waitNeededMs('project/import')).toBe(0);
  });

  it('keeps 30 s for string/set and 5 s for string/list on 1.0.9.2, nothing for other calls', () => {
    const { limiter: l } = limiter('1.0.9.2');
    for (const e of ['string/set', 'string/list', 'project/export'] as const) l.settled(e);
    expect(l.waitNeededMs('string/set')).toBe(30_000);
    expect(l.waitNeededMs('string/list')).toBe(5_000);
    expect(l.waitNeededMs('project/export')).toBe(0);
  });

  it('spaces each endpoint on its own', () => {
    const { limiter: l } = limiter('1.0.9.2');
    l.settled('project/import');
    expect(l.waitNeededMs('string/set')).toBe(0);
  });

  it('scales every wait by the time scale', () => {
    const { limiter: l } = limiter('1.0.9.2', 0.01);
    l.settled('project/import');
    expect(l.waitNeededMs('project/import')).toBe(300);
    expect(l.transientWaitMs(0)).toBeCloseTo(DEFAULT_BACKOFF.transientBaseMs * 0.75 * 0.01);
  });

  it('states no spacing on 1.0.9.3 until a 4048 teaches one', () => {
    const { clock, limiter: l } = limiter('1.0.9.3');
    l.settled('project/import');
    l.accepted('project/import', false);
    clock.advance(1_000);
    expect(l.waitNeededMs('project/import')).toBe(0);
    // Refused 1 s after the previous accepted call, accepted at 4 s: the spacing lies in (1 s, 4 s].
    l.settled('project/import');
    l.refusalWaitMs('project/import', 0);
    clock.advance(3_000);
    l.settled('project/import');
    l.accepted('project/import', true);
    // The next call probes halfway.
    expect(l.spacingMs('project/import')).toBe(2_500);
    clock.advance(1_000);
    expect(l.waitNeededMs('project/import')).toBe(1_500);
  });

  it('retries a refused probe exactly at the spacing known to pass', () => {
    const { clock, limiter: l } = limiter('1.0.9.3');
    l.settled('project/import');
    l.accepted('project/import', false);
    clock.advance(1_000);
    l.settled('project/import');
    l.refusalWaitMs('project/import', 0);
    clock.advance(3_000);
    l.settled('project/import');
    l.accepted('project/import', true);
    // Probe at 2.5 s, refused: wait the 1.5 s left to 4 s, not a growing backoff.
    clock.advance(2_500);
    l.settled('project/import');
    expect(l.refusalWaitMs('project/import', 0)).toBe(1_500);
    expect(l.spacingMs('project/import')).toBe(3_250);
  });

  it('settles within 5 % above the spacing 1.0.9.3 enforces', () => {
    const { clock, limiter: l } = limiter('1.0.9.3');
    const enforced = 2_700;
    let lastAccepted: number | undefined;
    let refusals = 0;
    for (let call = 0; call < 12; call++) {
      for (let attempt = 0; ; attempt++) {
        clock.advance(l.waitNeededMs('project/import'));
        l.settled('project/import');
        if (lastAccepted === undefined || clock.now() - lastAccepted >= enforced) {
          l.accepted('project/import', attempt > 0);
          lastAccepted = clock.now();
          break;
        }
        refusals++;
        clock.advance(l.refusalWaitMs('project/import', attempt));
      }
    }
    expect(l.spacingMs('project/import')).toBeGreaterThanOrEqual(enforced);
    expect(l.spacingMs('project/import')).toBeLessThanOrEqual(enforced * 1.05);
    expect(refusals).toBeLessThanOrEqual(8);
  });

  it('learns the spacing again when a call at the learned spacing is refused', () => {
    const { clock, limiter: l } = limiter('1.0.9.3');
    l.settled('project/import');
    l.accepted('project/import', false);
    // Refused at 0.98 s, accepted at 1 s: within 5 %, so 1 s is kept without probing.
    clock.advance(980);
    l.settled('project/import');
    l.refusalWaitMs('project/import', 0);
    clock.advance(20);
    l.settled('project/import');
    l.accepted('project/import', true);
    expect(l.spacingMs('project/import')).toBe(1_000);
    // The service now wants more: the refusal at 1 s is met with a growing wait, and nothing is kept.
    clock.advance(1_000);
    l.settled('project/import');
    expect(l.refusalWaitMs('project/import', 0)).toBe(DEFAULT_BACKOFF.rateLimitBaseMs * 0.75);
    expect(l.spacingMs('project/import')).toBe(0);
  });

  it('grows the wait after each 4048, caps it, and never waits less than the stated spacing', () => {
    const { limiter: l } = limiter('1.0.9.3', 1, () => 1);
    const waits = [0, 1, 2, 3, 4, 5, 6].map((a) => l.refusalWaitMs('project/import', a));
    expect(waits.slice(0, 5)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(waits[6]).toBe(DEFAULT_BACKOFF.rateLimitCapMs);
    const { limiter: old } = limiter('1.0.9.2', 1, () => 0);
    expect(old.refusalWaitMs('project/import', 0)).toBe(30_000);
  });

  it('jitters waits between half and all of the step', () => {
    const low = limiter('1.0.9.3', 1, () => 0).limiter.transientWaitMs(2);
    const high = limiter('1.0.9.3', 1, () => 0.999999).limiter.transientWaitMs(2);
    expect(low).toBe(2_000);
    expect(high).toBeGreaterThan(3_999);
    expect(high).toBeLessThanOrEqual(4_000);
  });
});
