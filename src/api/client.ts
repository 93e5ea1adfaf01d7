import { messageOf } from '../common/message-of.ts';
import type { Dispatcher } from 'undici';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts';
import { callEndpoint, type CallerOptions } from './caller.ts';
import { systemClock, type Clock } from './clock.ts';
import { downloadBundle, type DownloadedBundle, type DownloadOptions } from './download.ts';
import type { DryRun } from './dry-run.ts';
import { ApiError } from './errors.ts';
import type { ApiEventListener } from './events.ts';
import type { EndpointName, Revision } from './interface.ts';
import type { ParamsFor } from './params.ts';
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
  /** Multiplies every wait of pacing and backoff (L10N_SYNC_TIME_SCALE; default 1). */
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

type Without<E extends EndpointName, K extends string> = Omit<ParamsFor<E>, K>;

/**
 * A client for the whole legacy interface. Methods mirror the paths (`project/import` is
 * `client.project.import`), take parameters by their interface names, and return typed results.
 */
export interface LmsClient {
  readonly revision: Revision;
  readonly project: {
    list(): Promise<decode.Project[]>;
    add(params: ParamsFor<'project/add'>): Promise<{ readonly id: string }>;
    remove(params: ParamsFor<'project/remove'>): Promise<void>;
    empty(params: ParamsFor<'project/empty'>): Promise<void>;
    snapshot(params: ParamsFor<'project/snapshot'>): Promise<void>;
    screenshot(
      params: Without<'project/screenshot', 'id' | 'screenshot'> & {
        id: string;
        screenshot: string;
      },
    ): Promise<void>;
    import(params: ParamsFor<'project/import'>): Promise<decode.ImportResult>;
    export(params: ParamsFor<'project/export'>): Promise<decode.ExportBundle>;
  };
  readonly language: {
    listAll(): Promise<decode.SystemLanguage[]>;
    list(params: ParamsFor<'language/list'>): Promise<decode.ProjectLanguage[]>;
    add(params: ParamsFor<'language/add'>): Promise<void>;
    remove(params: ParamsFor<'language/remove'>): Promise<void>;
    set(
      params: Without<'language/set', 'id' | 'original_iso'> & { id: string; original_iso: string },
    ): Promise<void>;
  };
  readonly string: {
    list(params: ParamsFor<'string/list'>): Promise<Record<string, decode.StringItem[]>>;
    set(params: ParamsFor<'string/set'>): Promise<decode.SetResult>;
    remove(params: ParamsFor<'string/remove'>): Promise<void>;
  };
  /** Downloads an export bundle to `path` (streamed) and checks it is a zip. */
  downloadBundle(bundle: decode.ExportBundle, path: string): Promise<DownloadedBundle>;
}

export function createClient(options: ClientOptions): LmsClient {
  const { caller, download } = connection(options);
  /** A method of the endpoint: the call, and its body decoded (a body of the wrong shape is the service's fault). */
  const method =
    <E extends EndpointName, P extends object>(endpoint: E) =>
    async (params?: P): Promise<ReturnType<(typeof DECODERS)[E]>> => {
      const body = await callEndpoint(caller, endpoint, (params ?? {}) as Record<string, unknown>);
      try {
        return DECODERS[endpoint](body) as ReturnType<(typeof DECODERS)[E]>;
      } catch (error) {
        throw new ApiError({
          kind: 'protocol',
          endpoint,
          revision: options.revision,
          detail: messageOf(error),
        });
      }
    };
  return {
    revision: options.revision,
    project: {
      list: method('project/list'),
      add: method('project/add'),
      remove: method('project/remove'),
      empty: method('project/empty'),
      snapshot: method('project/snapshot'),
      screenshot: method('project/screenshot'),
      import: method('project/import'),
      export: method('project/export'),
    },
    language: {
      listAll: method('language/listall'),
      list: method('language/list'),
      add: method('language/add'),
      remove: method('language/remove'),
      set: method('language/set'),
    },
    string: {
      list: method('string/list'),
      set: method('string/set'),
      remove: method('string/remove'),
    },
    downloadBundle: (bundle, path) => downloadBundle(bundle, path, download),
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
    dispatcher: caller.dispatcher,
    clock,
    limiter,
    onEvent: caller.onEvent,
    servicePrivate,
    ...(options.maxDownloadBytes !== undefined ? { maxBytes: options.maxDownloadBytes } : {}),
  };
  return { caller, download };
}
