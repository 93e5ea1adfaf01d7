import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP answer as the proxy sends it. */
export interface ProxyAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * What to answer for one path: a fixed answer, or a function of the service's own answer (which
 * it gets after the service handled the call) and of the request's URL (query string included).
 */
export type Rewrite = ProxyAnswer | ((upstream: ProxyAnswer, url: string) => ProxyAnswer);

/**
 * A loopback proxy in front of the emulator that passes every request through, except that the
 * answers of chosen paths (`/api/project/export`) are replaced or rewritten: service answers no
 * emulator would give (a bundle path that is a URL, an unknown error code, a body of the wrong
 * shape) reach the action through the real HTTP path, while the emulator still records the calls.
 */
export interface AnswerProxy {
  /** `http://127.0.0.1:P`: use as api-url. */
  readonly url: string;
  /** Rewrites every answer on `path` from now on. */
  answer(path: string, rewrite: Rewrite): void;
  /** Back to passing everything through. */
  clear(): void;
  close(): Promise<void>;
}

export async function startAnswerProxy(target: string): Promise<AnswerProxy> {
  const rewrites = new Map<string, Rewrite>();
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const upstream = await forward(target, req, body);
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const rewrite = rewrites.get(path);
      const answer =
        rewrite === undefined
          ? upstream
          : typeof rewrite === 'function'
            ? rewrite(upstream, req.url ?? '/')
            : rewrite;
      res.writeHead(answer.status, { 'content-type': answer.contentType, ...answer.headers });
      res.end(answer.body);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (path, rewrite) => void rewrites.set(path, rewrite),
    clear: () => rewrites.clear(),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A JSON answer with HTTP 200, the way the service sends envelopes. */
export function json(value: unknown): ProxyAnswer {
  return { status: 200, contentType: 'application/json', body: JSON.stringify(value) };
}

/** Changes the JSON of the service's answer. */
export function editJson(edit: (body: Record<string, unknown>) => void): Rewrite {
  return (upstream) => {
    const body = JSON.parse(upstream.body) as Record<string, unknown>;
    edit(body);
    return { ...upstream, body: JSON.stringify(body) };
  };
}

function forward(target: string, req: IncomingMessage, body: Buffer): Promise<ProxyAnswer> {
  const url = new URL(req.url ?? '/', target);
  const headers = { ...req.headers, host: url.host };
  return new Promise((resolve, reject) => {
    const out = request(url, { method: req.method, headers }, (res) => {
      void readAll(res).then((data) => {
        resolve({
          status: res.statusCode ?? 502,
          contentType: String(res.headers['content-type'] ?? ''),
          body: data.toString('utf8'),
        });
      }, reject);
    });
    out.on('error', reject);
    out.end(body);
  });
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
