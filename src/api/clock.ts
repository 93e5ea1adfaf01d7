import { setTimeout as delay } from 'node:timers/promises';

/** Time as the client sees it; injectable so tests of pacing run without sleeping. */
export interface Clock {
  /** Milliseconds since an arbitrary origin. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => (ms > 0 ? delay(ms) : Promise.resolve()),
};
