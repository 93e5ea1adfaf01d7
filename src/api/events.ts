import type { EndpointName } from './interface.ts';

/** A wait the client is about to start, for the caller to log. Texts carry no secrets. */
export interface ApiWaitEvent {
  readonly type: 'wait';
  readonly endpoint: EndpointName | 'download';
  /** Why: the revision's stated spacing, a 4048 answer, or a transient fault. */
  readonly reason: 'rate-limit' | 'refused' | 'transient';
  readonly ms: number;
  /** The retry this wait precedes (1-based); 0 for pacing before a first attempt. */
  readonly retry: number;
  readonly detail: string;
}

/**
 * A wait that is still going on, told every heartbeat (HEARTBEAT_MS, scaled) so that no wait is
 * silent for longer: the answer to a request, a bundle's bytes, or a wait a `wait` event began.
 */
export interface ApiStillWaitingEvent {
  readonly type: 'still-waiting';
  readonly endpoint: EndpointName | 'download';
  /** What for: an answer, the bundle's bytes, or the end of a wait of that reason. */
  readonly awaiting: 'answer' | 'download' | ApiWaitEvent['reason'];
  readonly elapsedMs: number;
  /** The most it can last: the wait's length, or the time-out (the download's deadline once bytes came). */
  readonly limitMs: number;
  /** The attempt the answer is awaited for (0 for the first), for `answer` and `download`. */
  readonly retry: number;
  /** Bytes of the bundle arrived so far, for `download`. */
  readonly bytes?: number;
}

/** Something slow the client does, for the caller to log. */
export type ApiEvent = ApiWaitEvent | ApiStillWaitingEvent;

export type ApiEventListener = (event: ApiEvent) => void;
