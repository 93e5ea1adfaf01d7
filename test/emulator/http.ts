import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, customError } from './errors.ts';
import { phpJson, type ItemShape } from './string-items.ts';

/** A file part of a multipart form. */
export interface UploadedFile {
  /** The part's file name as the client sent it (may include a path). */
  readonly name: string;
  readonly data: Buffer;
}

/** The parameters of one request, before validation against the interface table. */
export interface RawParams {
  readonly fields: ReadonlyMap<string, string>;
  readonly files: ReadonlyMap<string, UploadedFile>;
}

/** The interface states no size limit; this one only keeps a runaway test from eating memory. */
const BODY_LIMIT = 256 * 1024 * 1024;

/** Reads the whole request body; an oversized body is drained and reported as 4040. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= BODY_LIMIT) chunks.push(chunk);
  }
  if (size > BODY_LIMIT) throw customError('the emulator accepts request bodies up to 256 MiB');
  return Buffer.concat(chunks);
}

/**
 * The parameters of a request: the query string for GET, the body for POST. A POST's query string
 * is not read, because the interface puts POST parameters in the body; a POST with an empty body
 * is 4012 even when its URL carries parameters.
 */
export async function parseParams(
  method: string,
  url: URL,
  contentType: string | undefined,
  body: Buffer,
): Promise<RawParams> {
  if (method !== 'POST') return { fields: new Map(url.searchParams), files: new Map() };
  if (body.length === 0) throw new ApiError('4012');
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') {
    return { fields: new Map(new URLSearchParams(body.toString('utf8'))), files: new Map() };
  }
  if (type === 'multipart/form-data') return parseMultipart(contentType ?? '', body);
  throw new ApiError('4012', `a POST body of type '${type || 'none'}' carries no form data`);
}

/** Multipart parsing is undici's `Request.formData()`, built into Node: no extra dependency. */
async function parseMultipart(contentType: string, body: Buffer): Promise<RawParams> {
  let form: FormData;
  try {
    form = await new Request('http://emulator.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw new ApiError('4012', 'the multipart body could not be parsed');
  }
  const fields = new Map<string, string>();
  const files = new Map<string, UploadedFile>();
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      if (!fields.has(name)) fields.set(name, value);
    } else if (!files.has(name)) {
      files.set(name, { name: value.name, data: Buffer.from(await value.arrayBuffer()) });
    }
  }
  return { fields, files };
}

/** The envelope of an answer: success, or an error code with its message. */
export interface Envelope {
  readonly status: 'success' | 'error';
  readonly code: string;
  readonly message: string;
}

export const SUCCESS: Envelope = { status: 'success', code: '200', message: 'OK' };

/**
 * Writes a JSON answer: the body's fields, then `response`; in the `recorded` shape escaped as
 * the real service escaped its answers (string-items.ts).
 */
export function sendEnvelope(
  res: ServerResponse,
  envelope: Envelope,
  body: Readonly<Record<string, unknown>> = {},
  httpStatus = 200,
  shape: ItemShape = 'interface',
): void {
  const value = { ...body, response: envelope };
  const text = shape === 'recorded' ? phpJson(value) : JSON.stringify(value);
  send(res, httpStatus, 'application/json; charset=utf-8', text);
}

/** Writes any JSON value with an exact Content-Length. */
export function sendJson(res: ServerResponse, httpStatus: number, value: unknown): void {
  send(res, httpStatus, 'application/json; charset=utf-8', JSON.stringify(value));
}

/** Writes a complete response. */
export function send(
  res: ServerResponse,
  httpStatus: number,
  contentType: string,
  body: string | Buffer,
): void {
  const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(httpStatus, { 'content-type': contentType, 'content-length': data.length });
  res.end(data);
}
