import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describeNetworkError } from './caller.ts';
import type { DownloadOptions } from './download-options.ts';
import { bundleUrl, checkServiceAddress, shownUrl } from './bundle-address.ts';
import { limitError, timedOutError, transportError } from './download-errors.ts';
import { follow } from './download-redirects.ts';
import { ApiError } from './errors.ts';
import { redact } from './redact.ts';
import type { ExportBundle } from './results.ts';
import { DOWNLOAD_DEADLINE_FACTOR, LimitExceeded, MAX_DOWNLOAD_BYTES } from './limits.ts';
import { heartbeat, sleepWithHeartbeat } from './heartbeat.ts';
import { attemptsNote, isAnswerTimeout, MAX_TIMED_OUT_ATTEMPTS, TimedOut } from './timeouts.ts';

export interface DownloadedBundle {
  /** Where the bundle came from, with the token redacted. */
  readonly url: string;
  readonly path: string;
  readonly bytes: number;
}

/** Zip files start with a local file header, or with the end record when they hold nothing. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

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
  // download-url is the workflow's; full_file is the service's word, checked like a redirect.
  if (!options.downloadUrl) await checkServiceAddress(url, options, 'the bundle URL');
  const run: DownloadRun = {
    url,
    shown: shownUrl(url, options.token),
    path,
    options,
    maxBytes: options.maxBytes ?? MAX_DOWNLOAD_BYTES,
    deadlineMs: options.timeoutMs * DOWNLOAD_DEADLINE_FACTOR,
    timedOut: 0,
  };
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(run, attempt);
    if (!(outcome instanceof ApiError)) return outcome;
    if (attempt >= options.maxRetries) throw outcome;
    await waitBeforeRetry(options, attempt, outcome);
  }
}

/** One download: where from and to, its limits, and the time-outs so far. */
interface DownloadRun {
  readonly url: string;
  /** The URL as messages show it. */
  readonly shown: string;
  readonly path: string;
  readonly options: DownloadOptions;
  readonly maxBytes: number;
  readonly deadlineMs: number;
  timedOut: number;
}

/**
 * One attempt: the bundle, or the error a retry may mend (a 5xx, a cut-off answer, a network
 * fault, a first time-out); any other error is thrown.
 */
async function attemptOnce(
  run: DownloadRun,
  attempt: number,
): Promise<DownloadedBundle | ApiError> {
  const { options, shown, path, deadlineMs } = run;
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
    const response = await follow(run.url, options, deadline);
    arrived = 0;
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      const error = transportError(
        options,
        `HTTP ${response.statusCode} from ${shown}`,
        String(response.statusCode),
      );
      // Only server-side failures may pass; a 4xx answer will not change on retry.
      if (response.statusCode < 500) throw error;
      return error;
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > run.maxBytes) {
      response.body.destroy();
      throw new LimitExceeded(`the bundle is ${declared} bytes, over the ${run.maxBytes} allowed`);
    }
    const counted = atMost(run.maxBytes, (n) => (arrived = n));
    await pipeline(response.body, counted, createWriteStream(path), { signal: deadline });
    const bytes = await checkZip(path);
    if (bytes !== undefined) return { url: shown, path, bytes };
    await rm(path, { force: true });
    // A proxy's error page or a cut-off answer: as passing as a 5xx, so it is retried.
    return transportError(options, `the download from ${shown} is not a zip file`);
  } catch (cause) {
    await rm(path, { force: true });
    return failedAttempt(run, attempt, cause, deadline, arrived);
  } finally {
    stopHeartbeat();
  }
}

/** The error an attempt's fault makes: thrown when no retry can mend it, else returned. */
function failedAttempt(
  run: DownloadRun,
  attempt: number,
  cause: unknown,
  deadline: AbortSignal,
  arrived: number | undefined,
): ApiError {
  const { options, shown } = run;
  if (cause instanceof ApiError) throw cause;
  if (cause instanceof LimitExceeded) throw limitError(options, `${cause.message} (${shown})`);
  if (deadline.aborted) {
    throw limitError(
      options,
      `the download took over ${run.deadlineMs / 1000} s, ${DOWNLOAD_DEADLINE_FACTOR} × http-timeout (${shown})`,
    );
  }
  if (!isAnswerTimeout(cause)) {
    const reason = redact(describeNetworkError(cause), [options.token]);
    return transportError(options, `${reason} (${shown})`);
  }
  run.timedOut += 1;
  const late = new TimedOut("the bundle's server", options.timeoutMs, arrived);
  const spent = run.timedOut >= MAX_TIMED_OUT_ATTEMPTS || attempt >= options.maxRetries;
  const note = spent ? ` ${attemptsNote(run.timedOut, attempt + 1)}` : '';
  const error = timedOutError(options, `${late.message} (${shown})${note}`, late.kind);
  if (spent) throw error;
  return error;
}

/** The transient wait before the next attempt, said as an event and kept alive by the heartbeat. */
async function waitBeforeRetry(options: DownloadOptions, attempt: number, error: ApiError) {
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
