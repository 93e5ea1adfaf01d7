import { FormData, request, type Dispatcher } from 'undici';
import { LimitExceeded, MAX_ANSWER_BYTES } from './limits.ts';
import type { EncodedParams } from './params.ts';
import { isAnswerTimeout, TimedOut } from './timeouts.ts';

/** What came back over HTTP, before the envelope is read. */
export interface RawResponse {
  readonly status: number;
  readonly body: string;
}

/**
 * Takes the body chunk by chunk instead of as one text (string/list's scanner), and gives back
 * what is left of it for the envelope to be read.
 */
export interface BodyConsumer {
  push(chunk: Buffer): void;
  end(): string;
}

/** The consumer refused the body (a shape the interface does not have): it was not read on. */
export class BodyRejected extends Error {}

export interface TransportRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly encoding: 'query' | 'form' | 'multipart';
  readonly token: string;
  readonly params: EncodedParams;
  readonly timeoutMs: number;
  /** Bytes of the answer read at most (MAX_ANSWER_BYTES unless a test says otherwise). */
  readonly maxBodyBytes?: number;
}

/**
 * Sends one request as the interface's wire rules say: GET in the query string, POST form-encoded,
 * import as multipart; `api_token` always first. Throws only for faults below HTTP (connection,
 * time-out: TimedOut, saying whether any of the answer came); any HTTP answer is returned for the
 * caller to judge.
 */
export async function send(
  req: TransportRequest,
  dispatcher: Dispatcher,
  consumer?: BodyConsumer,
): Promise<RawResponse> {
  const fields: Array<readonly [string, string]> = [['api_token', req.token], ...req.params.fields];
  let url = req.url;
  let body: string | FormData | undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.encoding === 'query') {
    url += `?${formEncode(fields)}`;
  } else if (req.encoding === 'form') {
    body = formEncode(fields);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    const form = new FormData();
    for (const [k, v] of fields) form.append(k, v);
    const file = req.params.file;
    if (file) form.append(file.field, new Blob([file.part.content]), file.part.name);
    body = form;
  }
  // Bytes of the body so far; undefined until the status line and headers came.
  let arrived: number | undefined;
  try {
    const response = await request(url, {
      method: req.method,
      headers,
      body,
      dispatcher,
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
      signal: AbortSignal.timeout(req.timeoutMs),
    });
    arrived = 0;
    const max = req.maxBodyBytes ?? MAX_ANSWER_BYTES;
    const text = await readAtMost(response.body, max, consumer, (n) => (arrived = n));
    return { status: response.statusCode, body: text };
  } catch (cause) {
    if (isAnswerTimeout(cause)) throw new TimedOut('the service', req.timeoutMs, arrived);
    throw cause;
  }
}

/**
 * The body as text, or LimitExceeded once it passes `max` bytes (the rest is not read). The
 * chunks are let go before the text is made: a large answer (string/list of a whole project) is
 * held twice at most, never three times.
 */
async function readAtMost(
  body: Dispatcher.ResponseData['body'],
  max: number,
  consumer: BodyConsumer | undefined,
  progress: (bytes: number) => void,
): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    progress(total);
    if (total > max) {
      body.destroy();
      throw new LimitExceeded(`the answer is over ${max} bytes, the most the action reads`);
    }
    if (consumer === undefined) {
      chunks.push(chunk as Buffer);
      continue;
    }
    try {
      consumer.push(chunk as Buffer);
    } catch (error) {
      body.destroy();
      throw new BodyRejected(error instanceof Error ? error.message : String(error));
    }
  }
  if (consumer !== undefined) return consumer.end();
  const whole = Buffer.concat(chunks, total);
  chunks.length = 0;
  return whole.toString('utf8');
}

function formEncode(fields: ReadonlyArray<readonly [string, string]>): string {
  const search = new URLSearchParams();
  for (const [k, v] of fields) search.append(k, v);
  return search.toString();
}
