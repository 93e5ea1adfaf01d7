import { messageOf } from '../common/message-of.ts';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { request, type Dispatcher } from 'undici';
import { describeNetworkError, type CallerOptions } from './caller.ts';
import { ApiError } from './errors.ts';
import { redact } from './redact.ts';
import type { ExportBundle } from './results.ts';
import { serviceAddressProblem } from './address-policy.ts';
import { DOWNLOAD_DEADLINE_FACTOR, LimitExceeded, MAX_DOWNLOAD_BYTES } from './limits.ts';
import { assertSecureUrl } from './secure-url.ts';
import { heartbeat, sleepWithHeartbeat } from './heartbeat.ts';
import { attemptsNote, isAnswerTimeout, MAX_TIMED_OUT_ATTEMPTS, TimedOut } from './timeouts.ts';

/**
 * How a download is made: as the calls are (the token is removed from every address shown, since
 * the service may put it in a bundle's URL), plus where bundles live and how much may come.
 */
export interface DownloadOptions extends Pick<
  CallerOptions,
  | 'revision'
  | 'token'
  | 'timeoutMs'
  | 'maxRetries'
  | 'heartbeatMs'
  | 'dispatcher'
  | 'clock'
  | 'limiter'
  | 'onEvent'
> {
  /** `{download_url}`; when absent, 1.0.9.3's `full_file` is used. */
  readonly downloadUrl: string | undefined;
  /** Whether api-url is on a private network, so the service's addresses may be too. */
  readonly servicePrivate: () => Promise<boolean>;
  /** Bytes downloaded at most; MAX_DOWNLOAD_BYTES when absent. */
  readonly maxBytes?: number;
}

export interface DownloadedBundle {
  /** Where the bundle came from, with the token redacted. */
  readonly url: string;
  readonly path: string;
  readonly bytes: number;
}

/** Zip files start with a local file header, or with the end record when they hold nothing. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/**
 * The bundle's address: `{download_url}` + `bundle.file` as the interface says, or 1.0.9.3's
 * `full_file` when no download URL is configured. The file part must be a relative path, so a
 * service answer cannot point the download at another host.
 */
export function bundleUrl(
  bundle: ExportBundle,
  options: Pick<DownloadOptions, 'revision' | 'downloadUrl' | 'token'>,
): string {
  const fail = (detail: string): never => {
    throw new ApiError({
      kind: 'request',
      endpoint: 'download',
      revision: options.revision,
      detail,
    });
  };
  let url: string;
  if (options.downloadUrl) {
    url = belowDownloadUrl(bundle.file, options.downloadUrl, fail, options.token);
  } else if (options.revision === '1.0.9.3' && bundle.fullFile) {
    url = bundle.fullFile;
  } else {
    return fail(
      options.revision === '1.0.9.2'
        ? 'download-url is required on revision 1.0.9.2 (its export answer has no full_file)'
        : 'the export answer has no full_file; set download-url',
    );
  }
  try {
    // The parsed form: the service's text may hold line breaks, which the parser drops and a
    // log line must not carry (a line starting with `::` is a workflow command).
    return assertSecureUrl(url, 'the bundle URL').href;
  } catch (error) {
    return fail(redact(messageOf(error), [options.token]));
  }
}

/**
 * `{download_url}` + `file`, which must stay below download-url's path however it is written:
 * no scheme or host, no `..` or `.` segment, not even percent-encoded (`%2e%2e`), no encoded
 * slash or backslash (a server may decode them), and, once resolved, the same origin and a path
 * that starts with download-url's.
 */
function belowDownloadUrl(
  file: string,
  downloadUrl: string,
  fail: (detail: string) => never,
  token: string,
): string {
  const refuse = (): never =>
    fail(`the bundle path '${redact(file, [token])}' is not a relative path below download-url`);
  const relative = file.replace(/^\/+/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative) || /[\\]|%2f|%5c/i.test(relative)) refuse();
  const path = relative.split(/[?#]/, 1)[0] ?? '';
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return refuse();
    }
    if (decoded === '.' || decoded === '..') refuse();
  }
  const base = new URL(downloadUrl.endsWith('/') ? downloadUrl : `${downloadUrl}/`);
  const url = new URL(relative, base);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) refuse();
  return url.href;
}

/**
 * Streams the bundle to `path` (never held in memory whole), retrying transient faults (a
 * time-out once, as calls do: timeouts.ts), and checks that what arrived is a zip. Tells how much
 * has come each heartbeat. On failure no file is left at `path`.
 */
export async function downloadBundle(
  bundle: ExportBundle,
  path: string,
  options: DownloadOptions,
): Promise<DownloadedBundle> {
  const url = bundleUrl(bundle, options);
  const shown = shownUrl(url, options.token);
  const fail = (detail: string, code?: string) => transportError(options, detail, code);
  // download-url is the workflow's; full_file is the service's word, checked like a redirect.
  if (!options.downloadUrl) await checkServiceAddress(url, options, 'the bundle URL');
  const maxBytes = options.maxBytes ?? MAX_DOWNLOAD_BYTES;
  const deadlineMs = options.timeoutMs * DOWNLOAD_DEADLINE_FACTOR;
  let timedOut = 0;

  for (let attempt = 0; ; attempt++) {
    let error: ApiError;
    const deadline = AbortSignal.timeout(deadlineMs);
    // Bytes of the bundle so far; undefined until an answer (past any redirect) came.
    let arrived: number | undefined;
    const stopHeartbeat = heartbeat(options.clock, options.heartbeatMs, (elapsedMs) =>
      options.onEvent({
        type: 'still-waiting',
        endpoint: 'download',
        awaiting: 'download',
        elapsedMs,
        limitMs: arrived === undefined ? options.timeoutMs : deadlineMs,
        retry: attempt,
        ...(arrived === undefined ? {} : { bytes: arrived }),
      }),
    );
    try {
      const response = await follow(url, options, deadline);
      arrived = 0;
      if (response.statusCode >= 200 && response.statusCode < 300) {
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.body.destroy();
          throw new LimitExceeded(`the bundle is ${declared} bytes, over the ${maxBytes} allowed`);
        }
        const counted = atMost(maxBytes, (n) => (arrived = n));
        await pipeline(response.body, counted, createWriteStream(path), { signal: deadline });
        const bytes = await checkZip(path);
        if (bytes !== undefined) return { url: shown, path, bytes };
        await rm(path, { force: true });
        // A proxy's error page or a cut-off answer: as passing as a 5xx, so it is retried.
        error = fail(`the download from ${shown} is not a zip file`);
      } else {
        await response.body.dump();
        error = fail(`HTTP ${response.statusCode} from ${shown}`, String(response.statusCode));
        // Only server-side failures may pass; a 4xx answer will not change on retry.
        if (response.statusCode < 500) throw error;
      }
    } catch (cause) {
      await rm(path, { force: true });
      if (cause instanceof ApiError) throw cause;
      if (cause instanceof LimitExceeded) throw limitError(options, `${cause.message} (${shown})`);
      if (deadline.aborted) {
        throw limitError(
          options,
          `the download took over ${deadlineMs / 1000} s, ${DOWNLOAD_DEADLINE_FACTOR} × http-timeout (${shown})`,
        );
      }
      if (isAnswerTimeout(cause)) {
        timedOut += 1;
        const late = new TimedOut("the bundle's server", options.timeoutMs, arrived);
        const spent = timedOut >= MAX_TIMED_OUT_ATTEMPTS || attempt >= options.maxRetries;
        const note = spent ? ` ${attemptsNote(timedOut, attempt + 1)}` : '';
        error = timedOutError(options, `${late.message} (${shown})${note}`, late.kind);
        if (spent) throw error;
      } else {
        const reason = redact(describeNetworkError(cause), [options.token]);
        error = fail(`${reason} (${shown})`);
      }
    } finally {
      stopHeartbeat();
    }
    if (attempt >= options.maxRetries) throw error;
    const wait = options.limiter.transientWaitMs(attempt);
    options.onEvent({
      type: 'wait',
      endpoint: 'download',
      reason: 'transient',
      ms: wait,
      retry: attempt + 1,
      detail: error.detail,
    });
    await sleepWithHeartbeat(options.clock, wait, options.heartbeatMs, (elapsedMs) =>
      options.onEvent({
        type: 'still-waiting',
        endpoint: 'download',
        awaiting: 'transient',
        elapsedMs,
        limitMs: wait,
        retry: 0,
      }),
    );
  }
}

/** Redirects followed before a download gives up (a CDN takes one or two). */
const MAX_REDIRECTS = 5;

/**
 * GETs `url`, following redirects by hand so that every address is checked as the first one
 * was: a redirect to plain http off the machine is refused, not followed (undici's own redirect
 * handling would follow it).
 */
async function follow(
  url: string,
  options: DownloadOptions,
  deadline: AbortSignal,
): Promise<Dispatcher.ResponseData> {
  let at = url;
  for (let hop = 0; ; hop++) {
    // Time-outs between chunks, not for the whole body: a large bundle may take longer than
    // http-timeout to arrive, and is fine as long as it keeps arriving (within the deadline).
    const response = await request(at, {
      method: 'GET',
      dispatcher: options.dispatcher,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      signal: deadline,
    });
    const location = response.headers['location'];
    const redirected = [301, 302, 303, 307, 308].includes(response.statusCode);
    if (!redirected || typeof location !== 'string') return response;
    await response.body.dump();
    const shown = () => shownUrl(at, options.token);
    if (hop >= MAX_REDIRECTS) {
      throw transportError(options, `more than ${MAX_REDIRECTS} redirects from ${shown()}`);
    }
    let next: string;
    try {
      // Relative to where it came from; a value no parser takes is refused as it stands.
      const target = URL.canParse(location, at) ? new URL(location, at).href : location;
      next = assertSecureUrl(target, 'the bundle URL redirected to').href;
      await checkServiceAddress(next, options, 'the bundle URL redirected to');
    } catch (error) {
      const reason = messageOf(error);
      throw transportError(options, `${redact(reason, [options.token])} (from ${shown()})`);
    }
    at = next;
  }
}

/**
 * A URL as messages show it: without user info (download-url may hold a password) and with the
 * token redacted (a bundle URL may carry `?api_token=` as much as a GET does).
 */
function shownUrl(url: string, token: string): string {
  let plain = url;
  if (URL.canParse(url)) {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    plain = parsed.href;
  }
  return redact(plain, [token]);
}

/** Refuses an address from the service that carries credentials or points at a private host. */
async function checkServiceAddress(url: string, options: DownloadOptions, what: string) {
  const problem = serviceAddressProblem(new URL(url), await options.servicePrivate());
  if (problem === undefined) return;
  throw new ApiError({
    kind: 'transport',
    endpoint: 'download',
    revision: options.revision,
    detail: `${what} is refused: ${problem}`,
  });
}

/**
 * Passes bytes through until `max`, then fails with LimitExceeded (the file is removed); tells
 * `progress` the bytes so far.
 */
function atMost(max: number, progress: (bytes: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      progress(total);
      if (total > max) done(new LimitExceeded(`the bundle is over ${max} bytes, the most allowed`));
      else done(null, chunk);
    },
  });
}

function limitError(options: DownloadOptions, detail: string): ApiError {
  return new ApiError({ kind: 'limit', endpoint: 'download', revision: options.revision, detail });
}

function timedOutError(
  options: DownloadOptions,
  detail: string,
  timedOut: TimedOut['kind'],
): ApiError {
  return new ApiError({
    kind: 'transport',
    endpoint: 'download',
    revision: options.revision,
    detail,
    timedOut,
  });
}

function transportError(options: DownloadOptions, detail: string, code?: string): ApiError {
  return new ApiError({
    kind: 'transport',
    endpoint: 'download',
    revision: options.revision,
    detail,
    ...(code ? { code } : {}),
  });
}

/** The file's size when it starts like a zip, else undefined. */
async function checkZip(path: string): Promise<number | undefined> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    const { size } = await handle.stat();
    return bytesRead === 4 && ZIP_MAGIC.some((m) => m.equals(head)) ? size : undefined;
  } finally {
    await handle.close();
  }
}
