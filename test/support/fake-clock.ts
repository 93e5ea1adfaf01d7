import type { Clock } from '../../src/api/index.ts';

/** A clock whose sleeps return at once and move virtual time forward, recording each wait. */
export interface FakeClock extends Clock {
  readonly sleeps: number[];
  advance(ms: number): void;
}

export function createFakeClock(start = 1_000_000): FakeClock {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    sleep: async (ms) => {
      sleeps.push(ms);
      now += Math.max(0, ms);
    },
  };
}
