import { messageOf } from '../common/message-of.ts';
import type { Dispatcher } from 'undici';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts';
import { awaitSpacing, callEndpoint, type CallerOptions } from './caller.ts';
import { systemClock, type Clock } from './clock.ts';
import { downloadBundle, type DownloadedBundle } from './download.ts';
import type { DownloadOptions } from './download-options.ts';
import type { DryRun } from './dry-run.ts';
import { endpointMethods, type EndpointMethods } from './methods.ts';
import type { ParamsFor } from './params.ts';
import { StringListScanner } from './string-list-scanner.ts';
import { stringItems, type ItemsReader, type StringFold } from './string-list-items.ts';
import { itemTexts, type StringTextFold } from './string-texts.ts';
import { ApiError } from './errors.ts';
import { MAX_ANSWER_BYTES } from './limits.ts';
import type { ApiEventListener } from './events.ts';
import type { EndpointName, Revision } from './interface.ts';
import { HEARTBEAT_MS } from './heartbeat.ts';
import { RateLimiter } from './rate-limiter.ts';
import * as decode from './results.ts';
import { DECODERS } from './results.ts';
import { assertSecureUrl } from './secure-url.ts';
import { guardedLookup, privateServiceCheck } from './address-policy.ts';
import { createDispatcher, type ProxySettings } from '../http/dispatcher.ts';

export interface ClientOptions {
  /** `{base_url}` of the chosen revision, without `/api`. */
  readonly baseUrl: string;
  readonly revision: Revision;
  readonly token: string;
  /** `{download_url}`, prefixed to `bundle.file`. */
  readonly downloadUrl?: string | undefined;
  /** Milliseconds for one HTTP request (default 120 s). */
  readonly timeoutMs?: number;
  /** Retries of 4048 answers and transient faults (default 5). */
  readonly maxRetries?: number;
  /**
   * Multiplies every wait of pacing and backoff, and the heartbeat (L10N_SYNC_TIME_SCALE;
   * default 1). `timeoutMs` is taken as given: the caller scales it if it wants to.
   */
  readonly timeScale?: number;
  readonly proxy?: ProxySettings;
  readonly dispatcher?: Dispatcher;
  readonly clock?: Clock;
  readonly backoff?: BackoffPolicy;
  /** Source of jitter in [0, 1). */
  readonly random?: () => number;
  readonly onEvent?: ApiEventListener;
  /** Bytes of one JSON answer read at most; MAX_ANSWER_BYTES (src/api/limits.ts) by default. */
  readonly maxAnswerBytes?: number;
  /** Bytes of one bundle download at most; MAX_DOWNLOAD_BYTES by default. */
  readonly maxDownloadBytes?: number;
  /** Show the calls that would write, and send none of them. */
  readonly dryRun?: DryRun;
}

/**
 * A client for the whole legacy interface. Methods mirror the paths (`project/import` is
 * `client.project.import`), take parameters by their interface names, and return typed results;
 * they come from the endpoint table (`methods.ts`).
 */
export type LmsClient = EndpointMethods & {
  readonly revision: Revision;
  /** Bytes of one JSON answer read at most: a longer one fails its call (kind `limit`). */
  readonly maxAnswerBytes: number;
  /**
   * string/list read as it arrives, each item handed to a fold and never the whole answer held:
   * a project of 10,000 keys in 20 languages is 60 MB of JSON. Each attempt gets a new fold
   * (`makeFold`); the one of the attempt that succeeded is given back.
   */
  readStrings<F extends StringFold>(
    params: ParamsFor<'string/list'>,
    makeFold: () => F,
  ): Promise<F>;
  /**
   * string/list read as readStrings reads it, with only each item's key, text and plural key
   * handed over: no object per item, for a fold that compares texts (string-texts.ts).
   */
  readStringTexts<F extends StringTextFold>(
    params: ParamsFor<'string/list'>,
    makeFold: () => F,
  ): Promise<F>;
  /**
   * Waits until a call to `endpoint` would go without waiting for its pacing (the wait told as a
   * call's is): for a caller that chooses what a call carries at the last moment.
   */
  untilPaced(endpoint: EndpointName): Promise<void>;
  /** Downloads an export bundle to `path` (streamed) and checks it is a zip. */
  downloadBundle(bundle: decode.ExportBundle, path: string): Promise<DownloadedBundle>;
  /**
   * The same client (its connections, its pacing) with every write shown to `dryRun` and none
   * sent: a run that learns only after its first read that it must write nothing.
   */
  holdingWrites(dryRun: DryRun): LmsClient;
};

export function createClient(options: ClientOptions): LmsClient {
  return clientOver(connection(options));
}

/** The client's methods over one connection to the service. */
function clientOver(reach: { caller: CallerOptions; download: DownloadOptions }): LmsClient {
  const { caller, download } = reach;
  /** One call, its body decoded (a body of the wrong shape is the service's fault). */
  const call = async (endpoint: EndpointName, params: Readonly<Record<string, unknown>>) => {
    const body = await callEndpoint(caller, endpoint, params);
    try {
      return DECODERS[endpoint](body);
    } catch (error) {
      throw new ApiError({
        kind: 'protocol',
        endpoint,
        revision: caller.revision,
        detail: messageOf(error),
      });
    }
  };
  /**
   * string/list read as it arrives, a new fold for each attempt, given to `readerOf`; a fold that
   * asks (StringTextFold.answered) is told the bytes of the answer that succeeded.
   */
  const readList = async <F extends object>(
    params: ParamsFor<'string/list'>,
    makeFold: () => F,
    readerOf: (fold: F) => ItemsReader,
  ): Promise<F> => {
    let fold: F | undefined;
    let bytes = 0;
    await callEndpoint(caller, 'string/list', params, () => {
      const attempt = makeFold();
      fold = attempt;
      bytes = 0;
      const scanner = new StringListScanner(readerOf(attempt));
      return {
        push: (chunk) => {
          bytes += chunk.length;
          scanner.push(chunk);
        },
        end: () => scanner.end(),
      };
    });
    if (fold === undefined) throw new Error('string/list was not read');
    (fold as Partial<Pick<StringTextFold, 'answered'>>).answered?.(bytes);
    return fold;
  };
  return {
    ...endpointMethods(call),
    readStrings: (params, makeFold) => readList(params, makeFold, stringItems),
    readStringTexts: (params, makeFold) => readList(params, makeFold, itemTexts),
    untilPaced: (endpoint) => awaitSpacing(caller, endpoint),
    revision: caller.revision,
    maxAnswerBytes: caller.maxAnswerBytes ?? MAX_ANSWER_BYTES,
    downloadBundle: (bundle, path) => downloadBundle(bundle, path, download),
    holdingWrites: (dryRun) => clientOver({ caller: { ...caller, dryRun }, download }),
  };
}

/** How calls and downloads reach the service: addresses checked, pacing, retries, limits. */
function connection(options: ClientOptions): { caller: CallerOptions; download: DownloadOptions } {
  const base = assertSecureUrl(options.baseUrl, 'api-url').toString().replace(/\/+$/, '');
  if (options.downloadUrl) assertSecureUrl(options.downloadUrl, 'download-url');
  if (!options.token) throw new Error('the API token is empty');
  const timeScale = options.timeScale ?? 1;
  if (!(timeScale > 0)) throw new Error('the time scale must be a number greater than 0');
  const clock = options.clock ?? systemClock;
  const limiter = new RateLimiter({
    revision: options.revision,
    clock,
    timeScale,
    policy: options.backoff ?? DEFAULT_BACKOFF,
    random: options.random ?? Math.random,
  });
  const servicePrivate = privateServiceCheck(base);
  const caller: CallerOptions = {
    baseUrl: base,
    revision: options.revision,
    token: options.token,
    timeoutMs: options.timeoutMs ?? 120_000,
    maxRetries: options.maxRetries ?? 5,
    heartbeatMs: HEARTBEAT_MS * timeScale,
    // Direct connections resolve names through the guard: a public name that points into the
    // runner's network is refused unless api-url itself is there.
    dispatcher:
      options.dispatcher ?? createDispatcher(options.proxy, {}, guardedLookup(servicePrivate)),
    clock,
    limiter,
    onEvent: options.onEvent ?? (() => undefined),
    ...(options.maxAnswerBytes !== undefined ? { maxAnswerBytes: options.maxAnswerBytes } : {}),
    ...(options.dryRun ? { dryRun: options.dryRun } : {}),
  };
  const download: DownloadOptions = {
    revision: options.revision,
    downloadUrl: options.downloadUrl,
    token: options.token,
    timeoutMs: caller.timeoutMs,
    maxRetries: caller.maxRetries,
    heartbeatMs: caller.heartbeatMs,
    dispatcher: caller.dispatcher,
    clock,
    limiter,
    onEvent: caller.onEvent,
    servicePrivate,
    ...(options.maxDownloadBytes !== undefined ? { maxBytes: options.maxDownloadBytes } : {}),
  };
  return { caller, download };
}
