import { messageOf } from '../common/message-of.ts';
import type { Dispatcher } from 'undici';
import type { Clock } from './clock.ts';
import { decodeEnvelope, excerpt } from './envelope.ts';
import { ApiError } from './errors.ts';
import type { ApiEventListener } from './events.ts';
import { heartbeat, sleepWithHeartbeat } from './heartbeat.ts';
import { DRY_RUN_BODIES, type DryRun } from './dry-run.ts';
import { ENDPOINTS, type EndpointName, type ParamSpec, type Revision } from './interface.ts';
import { LimitExceeded } from './limits.ts';
import { encodeParams, type EncodedParams } from './params.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { redact } from './redact.ts';
import { formatSeconds } from './seconds.ts';
import { attemptsNote, MAX_TIMED_OUT_ATTEMPTS, TimedOut } from './timeouts.ts';
import { BodyRejected, send, type BodyConsumer, type RawResponse } from './transport.ts';

export interface CallerOptions {
  readonly baseUrl: string;
  readonly revision: Revision;
  readonly token: string;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  /** The longest a wait goes without a `still-waiting` event (HEARTBEAT_MS, scaled). */
  readonly heartbeatMs: number;
  readonly dispatcher: Dispatcher;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
  readonly onEvent: ApiEventListener;
  /** Bytes of one answer read at most; MAX_ANSWER_BYTES when absent. */
  readonly maxAnswerBytes?: number;
  /** When set, nothing that writes is sent (see dry-run.ts). */
  readonly dryRun?: DryRun;
}

/**
 * Makes one call of the interface: validates it against the revision, paces it, sends it, reads
 * the envelope, and retries 4048 answers and transient faults up to `maxRetries` times, but a
 * time-out only once (timeouts.ts). Returns the body of a success envelope; throws ApiError
 * otherwise. Every wait longer than the heartbeat is told again each heartbeat.
 */
export async function callEndpoint(
  options: CallerOptions,
  endpoint: EndpointName,
  params: Readonly<Record<string, unknown>>,
  /** A consumer of the body for each attempt (see BodyConsumer); the last one made succeeded. */
  consumer?: () => BodyConsumer,
): Promise<Readonly<Record<string, unknown>>> {
  const { revision, limiter } = options;
  const sent = options.dryRun ? withoutActionsElsewhere(endpoint, params, options.dryRun) : params;
  let encoded: EncodedParams;
  try {
    encoded = encodeParams(endpoint, revision, sent);
  } catch (error) {
    throw new ApiError({ kind: 'request', endpoint, revision, detail: messageOf(error) });
  }
  if (options.dryRun && ENDPOINTS[endpoint].writes) {
    options.dryRun.wouldWrite(endpoint, params);
    return DRY_RUN_BODIES[endpoint] ?? {};
  }

  return limiter.inTurn(endpoint, () => attempts(options, endpoint, encoded, consumer));
}

/** A call's attempts: paced, retried after 4048 and transient faults (see callEndpoint). */
async function attempts(
  options: CallerOptions,
  endpoint: EndpointName,
  encoded: EncodedParams,
  consumer: (() => BodyConsumer) | undefined,
): Promise<Readonly<Record<string, unknown>>> {
  const { limiter } = options;
  // Whether the latest failed attempt was a 4048: only a success right after one shows the spacing
  // the service wants. Time lost to transient faults (a time-out lasts http-timeout) must not be
  // learned as spacing, or every later call would wait that long.
  let refused = false;
  let timedOut = 0;
  for (let attempt = 0; ; attempt++) {
    await awaitSpacing(options, endpoint, attempt);
    const outcome = await attemptOnce(options, endpoint, encoded, consumer?.(), attempt);
    if (!(outcome instanceof ApiError)) {
      limiter.accepted(endpoint, refused);
      return outcome;
    }
    const error = outcome;
    if (error.timedOut !== undefined) timedOut += 1;
    // A hung service is not transient the way a reset is: its time-outs get one retry in all.
    const hung = error.timedOut !== undefined && timedOut >= MAX_TIMED_OUT_ATTEMPTS;
    if (hung || !error.transient || attempt >= options.maxRetries) {
      throw error.timedOut === undefined ? error : withAttempts(error, timedOut, attempt + 1);
    }
    const isRefusal = error.code === '4048';
    refused = isRefusal;
    const wait = isRefusal
      ? limiter.refusalWaitMs(endpoint, attempt)
      : limiter.transientWaitMs(attempt);
    const reason = isRefusal ? 'refused' : 'transient';
    options.onEvent({
      type: 'wait',
      endpoint,
      reason,
      ms: wait,
      retry: attempt + 1,
      detail: isRefusal ? 'the service answered 4048 (too many requests)' : error.detail,
    });
    await waitTold(options, endpoint, reason, wait);
  }
}

/**
 * Waits until a call to `endpoint` keeps the spacing the limiter keeps (the stated one, or the
 * learned one), telling the wait. Before attempt `attempt` of a call, or before a caller chooses
 * what its next call carries (client.untilPaced).
 */
export async function awaitSpacing(
  options: CallerOptions,
  endpoint: EndpointName,
  attempt = 0,
): Promise<void> {
  const { limiter } = options;
  const pacing = limiter.waitNeededMs(endpoint);
  if (pacing <= 0) return;
  options.onEvent({
    type: 'wait',
    endpoint,
    reason: 'rate-limit',
    ms: pacing,
    retry: attempt,
    detail: `keeping ${formatSeconds(limiter.spacingMs(endpoint))} between calls`,
  });
  await waitTold(options, endpoint, 'rate-limit', pacing);
}

/** Sleeps a wait that was announced, telling it again each heartbeat while it lasts. */
function waitTold(
  options: CallerOptions,
  endpoint: EndpointName,
  awaiting: 'rate-limit' | 'refused' | 'transient',
  ms: number,
): Promise<void> {
  return sleepWithHeartbeat(options.clock, ms, options.heartbeatMs, (elapsedMs) =>
    options.onEvent({
      type: 'still-waiting',
      endpoint,
      awaiting,
      elapsedMs,
      limitMs: ms,
      retry: 0,
    }),
  );
}

/** The last time-out of a call, saying how many of its attempts timed out. */
function withAttempts(error: ApiError, timedOut: number, attempts: number): ApiError {
  return new ApiError({
    kind: error.kind,
    endpoint: error.endpoint,
    revision: error.revision,
    detail: `${error.detail} ${attemptsNote(timedOut, attempts)}`,
    ...(error.timedOut ? { timedOut: error.timedOut } : {}),
  });
}

/**
 * One request and its answer: the body of a success envelope, or the error it stands for (the
 * caller decides whether to retry). An answer past the client's limits throws: it is not retried.
 */
async function attemptOnce(
  options: CallerOptions,
  endpoint: EndpointName,
  encoded: EncodedParams,
  consumer: BodyConsumer | undefined,
  retry: number,
): Promise<Readonly<Record<string, unknown>> | ApiError> {
  const { revision } = options;
  const spec = ENDPOINTS[endpoint];
  const hide = (text: string) => redact(text, [options.token]);
  let raw: RawResponse;
  const stopHeartbeat = heartbeat(options.clock, options.heartbeatMs, (elapsedMs) =>
    options.onEvent({
      type: 'still-waiting',
      endpoint,
      awaiting: 'answer',
      elapsedMs,
      limitMs: options.timeoutMs,
      retry,
    }),
  );
  try {
    raw = await send(
      {
        method: spec.method,
        url: `${options.baseUrl}${spec.path}`,
        encoding: spec.encoding,
        token: options.token,
        params: encoded,
        timeoutMs: options.timeoutMs,
        ...(options.maxAnswerBytes !== undefined ? { maxBodyBytes: options.maxAnswerBytes } : {}),
      },
      options.dispatcher,
      consumer,
    ).finally(() => {
      stopHeartbeat();
      options.limiter.settled(endpoint);
    });
  } catch (cause) {
    return sendFailure(cause, endpoint, revision, hide);
  }
  const decoded = decodeEnvelope(raw.body);
  if (decoded.ok === true) return decoded.body;
  if (decoded.ok === false) {
    // The code is the service's text as much as the message is.
    const { code, message } = decoded.envelope;
    return new ApiError({
      kind: 'service',
      endpoint,
      revision,
      code: hide(code),
      detail: hide(message),
    });
  }
  if (raw.status >= 400) {
    return new ApiError({
      kind: 'transport',
      endpoint,
      revision,
      code: String(raw.status),
      detail: `HTTP ${raw.status} without the interface's envelope: ${excerpt(hide(raw.body))}`,
    });
  }
  return new ApiError({ kind: 'protocol', endpoint, revision, detail: excerpt(hide(raw.body)) });
}

/** The error a request that got no answer ends with: thrown when no retry can mend it. */
function sendFailure(
  cause: unknown,
  endpoint: EndpointName,
  revision: CallerOptions['revision'],
  hide: (text: string) => string,
): ApiError {
  if (cause instanceof TimedOut) {
    return new ApiError({
      kind: 'transport',
      endpoint,
      revision,
      detail: cause.message,
      timedOut: cause.kind,
    });
  }
  if (cause instanceof LimitExceeded) {
    throw new ApiError({ kind: 'limit', endpoint, revision, detail: cause.message });
  }
  if (cause instanceof BodyRejected) {
    return new ApiError({ kind: 'protocol', endpoint, revision, detail: hide(cause.message) });
  }
  const detail = hide(describeNetworkError(cause));
  return new ApiError({ kind: 'transport', endpoint, revision, detail });
}

/** The parameters less those that make the service act elsewhere, which the dry run is shown. */
function withoutActionsElsewhere(
  endpoint: EndpointName,
  params: Readonly<Record<string, unknown>>,
  dryRun: DryRun,
): Readonly<Record<string, unknown>> {
  const specs = ENDPOINTS[endpoint].params as Readonly<Record<string, ParamSpec>>;
  const acting = Object.entries(params).filter(
    ([name, value]) => value !== undefined && specs[name]?.actsElsewhere === true,
  );
  if (acting.length === 0) return params;
  dryRun.leftOut(endpoint, Object.fromEntries(acting));
  const left = new Set(acting.map(([name]) => name));
  return Object.fromEntries(Object.entries(params).filter(([name]) => !left.has(name)));
}

/**
 * A one-line cause for a failure below HTTP other than a time-out of the answer (TimedOut says
 * those). A connect time-out keeps undici's words: it names the address and its own time-out,
 * which is not http-timeout.
 */
export function describeNetworkError(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
    return `${typeof code === 'string' ? `${code} ` : ''}${cause.message}${inner}`.replace(
      /\s+/g,
      ' ',
    );
  }
  return String(cause);
}
