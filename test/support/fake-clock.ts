import type { Clock } from '../../src/api/index.ts';

/**
 * A clock whose sleeps return at once and move virtual time forward, recording each wait. Ticks
 * of `every` come as virtual time passes (a sleep, or `advance`), in order, none while time stands
 * still: a request pending on a real server gets no heartbeat unless the test advances the clock.
 */
export interface FakeClock extends Clock {
  readonly sleeps: number[];
  advance(ms: number): void;
  /**
   * Resolves once something ticks on this clock (a pending request's heartbeat): advancing
   * before then tells nothing, and a guessed real-time pause for it fails on a loaded machine.
   */
  ticking(): Promise<void>;
}

interface Ticker {
  next: number;
  readonly ms: number;
  readonly tick: () => void;
}

export function createFakeClock(start = 1_000_000): FakeClock {
  let now = start;
  const sleeps: number[] = [];
  const tickers = new Set<Ticker>();
  let started: Array<() => void> = [];
  const advance = (ms: number) => {
    const until = now + Math.max(0, ms);
    for (;;) {
      let due: Ticker | undefined;
      for (const t of tickers)
        if (t.next <= until && (due === undefined || t.next < due.next)) due = t;
      if (due === undefined) break;
      now = due.next;
      due.next += due.ms;
      due.tick();
    }
    now = until;
  };
  return {
    sleeps,
    now: () => now,
    advance,
    sleep: async (ms) => {
      sleeps.push(ms);
      advance(ms);
    },
    ticking: () =>
      tickers.size > 0 ? Promise.resolve() : new Promise((resolve) => started.push(resolve)),
    every: (ms, tick) => {
      const ticker = { next: now + ms, ms, tick };
      tickers.add(ticker);
      for (const resolve of started) resolve();
      started = [];
      return () => tickers.delete(ticker);
    },
  };
}
