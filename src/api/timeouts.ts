/**
 * Time-outs of an answer, and how many a call may spend.
 *
 * A request that times out is not transient the way a reset is: a service that accepts
 * connections and never answers will not answer the next request either, and every try costs a
 * whole http-timeout. So a call (or a download) stops at its second time-out, whatever
 * max-retries allows for other faults: with the defaults (120 s, 5 retries) a hung service ends
 * the run after 2 × 120 s and one backoff, about 4 minutes, where six tries took 12. One retry is
 * kept because a single lost request (a connection dropped by a proxy, a restart) is common and
 * the second try usually passes.
 */

import { count } from '../common/plural.ts';
import { formatSeconds } from './seconds.ts';

/** Attempts of one call that may end in a time-out; the next time-out ends the call. */
export const MAX_TIMED_OUT_ATTEMPTS = 2;

/**
 * How a request timed out: `silent` when not one byte of an answer came (the connection was
 * taken and nothing followed: the service looks hung), `partial` when an answer began and was
 * not complete in time (a slow service, or one that stalled mid-answer).
 */
export type TimedOutKind = 'silent' | 'partial';

/** A request ended by its time-out, with what had arrived of the answer. */
export class TimedOut extends Error {
  readonly kind: TimedOutKind;

  /**
   * @param who who was waited for, as messages name it ("the service")
   * @param bytes bytes of the answer's body that came, or undefined when not even its status
   *   line came
   */
  constructor(who: string, timeoutMs: number, bytes: number | undefined) {
    const within = formatSeconds(timeoutMs);
    super(
      bytes === undefined
        ? `${who} accepted the connection but sent no answer within ${within}`
        : `${who} began to answer but did not finish within ${within} (${count(bytes, 'byte')} arrived)`,
    );
    this.name = 'TimedOut';
    this.kind = bytes === undefined ? 'silent' : 'partial';
  }
}

/**
 * Whether undici failed a request because the answer (or the rest of it) took too long: the
 * headers or body time-out, or the request's own time-out signal. Connecting is not answering:
 * a connect time-out (undici's, 10 s) is not one. Only an http-timeout below those 10 s can end a
 * request that was never connected, and then it is told as one that got no answer.
 */
export function isAnswerTimeout(cause: unknown): boolean {
  if (!(cause instanceof Error)) return false;
  const code = (cause as { code?: unknown }).code;
  return (
    cause.name === 'TimeoutError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    (cause.name === 'AbortError' && cause.cause instanceof Error && isAnswerTimeout(cause.cause))
  );
}

/** "(2 attempts)", or "(2 of 4 attempts)" when other faults took the rest. */
export function attemptsNote(timedOut: number, attempts: number): string {
  return timedOut === attempts
    ? `(${count(attempts, 'attempt')})`
    : `(${timedOut} of ${count(attempts, 'attempt')})`;
}
