import { setTimeout as delay } from 'node:timers/promises';

/** Time as the client sees it; injectable so tests of pacing run without sleeping. */
export interface Clock {
  /** Milliseconds since an arbitrary origin. */
  now(): number;
  sleep(ms: number): Promise<void>;
  /**
   * Calls `tick` every `ms` until the returned function is called. The heartbeat of a wait runs
   * on it, so a test's clock decides when (and whether) ticks come while a request is pending.
   */
  every(ms: number, tick: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => (ms > 0 ? delay(ms) : Promise.resolve()),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    // A heartbeat never keeps the process alive: the wait it reports on does.
    timer.unref();
    return () => clearInterval(timer);
  },
};
