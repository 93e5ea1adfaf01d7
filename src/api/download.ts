import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { request, type Dispatcher } from 'undici';
import { describeNetworkError } from './caller.ts';
import type { Clock } from './clock.ts';
import { ApiError } from './errors.ts';
import type { ApiEventListener } from './events.ts';
import type { Revision } from './interface.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { redact } from './redact.ts';
import type { ExportBundle } from './results.ts';
import { assertSecureUrl } from './secure-url.ts';

export interface DownloadOptions {
  readonly revision: Revision;
  /** `{download_url}`; when absent, 1.0.9.3's `full_file` is used. */
  readonly downloadUrl: string | undefined;
  /** Removed from every address this module shows: the service may put it in a bundle's URL. */
  readonly token: string;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly dispatcher: Dispatcher;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
  readonly onEvent: ApiEventListener;
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
    const file = bundle.file.replace(/^\/+/, '');
    if (
      /^[a-z][a-z0-9+.-]*:/i.test(file) ||
      file.split('/').includes('..') ||
      file.includes('\\')
    ) {
      fail(
        `the bundle path '${redact(bundle.file, [options.token])}' is not a relative path below download-url`,
      );
    }
    url = options.downloadUrl.endsWith('/')
      ? options.downloadUrl + file
      : `${options.downloadUrl}/${file}`;
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
    return fail(redact(error instanceof Error ? error.message : String(error), [options.token]));
  }
}

/**
 * Streams the bundle to `path` (never held in memory whole), retrying transient faults, and checks
 * that what arrived is a zip. On failure no file is left at `path`.
 */
export async function downloadBundle(
  bundle: ExportBundle,
  path: string,
  options: DownloadOptions,
): Promise<DownloadedBundle> {
  const url = bundleUrl(bundle, options);
  // What messages show: a bundle URL may carry the token (`?api_token=`) as much as a GET does.
  const shown = redact(url, [options.token]);
  const fail = (detail: string, code?: string) => transportError(options, detail, code);

  for (let attempt = 0; ; attempt++) {
    options.onEvent({ type: 'request', endpoint: 'download', attempt: attempt + 1 });
    let error: ApiError;
    try {
      const response = await follow(url, options);
      if (response.statusCode >= 200 && response.statusCode < 300) {
        await pipeline(response.body, createWriteStream(path));
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
      const reason = redact(describeNetworkError(cause, options.timeoutMs), [options.token]);
      error = fail(`${reason} (${shown})`);
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
    await options.clock.sleep(wait);
  }
}

/** Redirects followed before a download gives up (a CDN takes one or two). */
const MAX_REDIRECTS = 5;

/**
 * GETs `url`, following redirects by hand so that every address is checked as the first one
 * was: a redirect to plain http off the machine is refused, not followed (undici's own redirect
 * handling would follow it).
 */
async function follow(url: string, options: DownloadOptions): Promise<Dispatcher.ResponseData> {
  let at = url;
  for (let hop = 0; ; hop++) {
    // Time-outs between chunks, not for the whole body: a large bundle may take longer than
    // http-timeout to arrive, and is fine as long as it keeps arriving.
    const response = await request(at, {
      method: 'GET',
      dispatcher: options.dispatcher,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    const location = response.headers['location'];
    const redirected = [301, 302, 303, 307, 308].includes(response.statusCode);
    if (!redirected || typeof location !== 'string') return response;
    await response.body.dump();
    const shown = () => redact(at, [options.token]);
    if (hop >= MAX_REDIRECTS) {
      throw transportError(options, `more than ${MAX_REDIRECTS} redirects from ${shown()}`);
    }
    let next: string;
    try {
      // Relative to where it came from; a value no parser takes is refused as it stands.
      const target = URL.canParse(location, at) ? new URL(location, at).href : location;
      next = assertSecureUrl(target, 'the bundle URL redirected to').href;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw transportError(options, `${redact(reason, [options.token])} (from ${shown()})`);
    }
    at = next;
  }
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
