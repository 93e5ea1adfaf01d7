import { messageOf } from '../common/message-of.ts';
import type { Dispatcher } from 'undici';
import type { Clock } from './clock.ts';
import { decodeEnvelope, excerpt } from './envelope.ts';
import { ApiError } from './errors.ts';
import type { ApiEventListener } from './events.ts';
import { ENDPOINTS, type EndpointName, type Revision } from './interface.ts';
import { LimitExceeded } from './limits.ts';
import { encodeParams } from './params.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { redact } from './redact.ts';
import { send } from './transport.ts';

export interface CallerOptions {
  readonly baseUrl: string;
  readonly revision: Revision;
  readonly token: string;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly dispatcher: Dispatcher;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
  readonly onEvent: ApiEventListener;
  /** Bytes of one answer read at most; MAX_ANSWER_BYTES when absent. */
  readonly maxAnswerBytes?: number;
}

/**
 * Makes one call of the interface: validates it against the revision, paces it, sends it, reads
 * the envelope, and retries 4048 answers and transient faults up to `maxRetries` times. Returns
 * the body of a success envelope; throws ApiError otherwise.
 */
export async function callEndpoint(
  options: CallerOptions,
  endpoint: EndpointName,
  params: Readonly<Record<string, unknown>>,
): Promise<Readonly<Record<string, unknown>>> {
  const { revision, limiter, clock } = options;
  const spec = ENDPOINTS[endpoint];
  let encoded;
  try {
    encoded = encodeParams(endpoint, revision, params);
  } catch (error) {
    throw new ApiError({ kind: 'request', endpoint, revision, detail: messageOf(error) });
  }

  // Whether the latest failed attempt was a 4048: only a success right after one shows the spacing
  // the service wants. Time lost to transient faults (a time-out lasts http-timeout) must not be
  // learned as spacing, or every later call would wait that long.
  let refused = false;
  for (let attempt = 0; ; attempt++) {
    const pacing = limiter.waitNeededMs(endpoint);
    if (pacing > 0) {
      options.onEvent({
        type: 'wait',
        endpoint,
        reason: 'rate-limit',
        ms: pacing,
        retry: attempt,
        detail: `keeping ${formatSeconds(limiter.spacingMs(endpoint))} between calls`,
      });
      await clock.sleep(pacing);
    }
    let error: ApiError;
    try {
      const raw = await send(
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
      ).finally(() => limiter.settled(endpoint));
      const decoded = decodeEnvelope(raw.body);
      if (decoded.ok === true) {
        limiter.accepted(endpoint, refused);
        return decoded.body;
      }
      if (decoded.ok === false) {
        error = new ApiError({
          kind: 'service',
          endpoint,
          revision,
          // The code is the service's text as much as the message is.
          code: redact(decoded.envelope.code, [options.token]),
          detail: redact(decoded.envelope.message, [options.token]),
        });
      } else if (raw.status >= 400) {
        error = new ApiError({
          kind: 'transport',
          endpoint,
          revision,
          code: String(raw.status),
          detail: `HTTP ${raw.status} without the interface's envelope: ${excerpt(redact(raw.body, [options.token]))}`,
        });
      } else {
        error = new ApiError({
          kind: 'protocol',
          endpoint,
          revision,
          detail: excerpt(redact(raw.body, [options.token])),
        });
      }
    } catch (cause) {
      if (cause instanceof LimitExceeded) {
        throw new ApiError({ kind: 'limit', endpoint, revision, detail: cause.message });
      }
      error = new ApiError({
        kind: 'transport',
        endpoint,
        revision,
        detail: redact(describeNetworkError(cause, options.timeoutMs), [options.token]),
      });
    }
    if (!error.transient || attempt >= options.maxRetries) throw error;
    const isRefusal = error.code === '4048';
    refused = isRefusal;
    const wait = isRefusal
      ? limiter.refusalWaitMs(endpoint, attempt)
      : limiter.transientWaitMs(attempt);
    options.onEvent({
      type: 'wait',
      endpoint,
      reason: isRefusal ? 'refused' : 'transient',
      ms: wait,
      retry: attempt + 1,
      detail: isRefusal ? 'the service answered 4048 (too many requests)' : error.detail,
    });
    await clock.sleep(wait);
  }
}

/** A one-line cause for a failure below HTTP. */
export function describeNetworkError(cause: unknown, timeoutMs: number): string {
  if (cause instanceof Error) {
    if (
      cause.name === 'TimeoutError' ||
      cause.name === 'AbortError' ||
      /Timeout/i.test(cause.name)
    ) {
      return `no answer within ${formatSeconds(timeoutMs)}`;
    }
    const code = (cause as { code?: unknown }).code;
    const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
    return `${typeof code === 'string' ? `${code} ` : ''}${cause.message}${inner}`.replace(
      /\s+/g,
      ' ',
    );
  }
  return String(cause);
}

export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${s >= 10 ? Math.round(s) : Number(s.toFixed(2))} s`;
}
