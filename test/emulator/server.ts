import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Revision } from '../../src/api/interface.ts';
import type { ApiDeps } from './api.ts';
import { answerApi, endpointOf } from './api.ts';
import type { Tokens } from './auth.ts';
import type { CallRecord } from './calls.ts';
import { recordedParams } from './calls.ts';
import { parseSpacing, serveControl } from './control.ts';
import { ApiError } from './errors.ts';
import { answerWithFault } from './fault-answers.ts';
import type { FaultRule } from './faults.ts';
import { Faults } from './faults.ts';
import { readBody, send, sendEnvelope } from './http.ts';
import type { SpacingRule } from './rate-limit.ts';
import { RateLimiter } from './rate-limit.ts';
import { Store } from './store.ts';
import type { ItemShape } from './string-items.ts';
import { randomHex } from './values.ts';
import { WebhookSender } from './webhook.ts';

export type { CallRecord } from './calls.ts';
export type { FaultKind, FaultRule } from './faults.ts';
export { Faults } from './faults.ts';
export type { SeedKey, SeedProject, StoreSnapshot } from './store.ts';
export { Store } from './store.ts';

/** How to start an emulator; every field is optional. */
export interface EmulatorOptions {
  /** Port of revision 1.0.9.3 (which also serves downloads); 0, the default, picks a free one. */
  port1093?: number;
  /** Port of revision 1.0.9.2; 0, the default, picks a free one. */
  port1092?: number;
  /** Multiplies 1.0.9.2's rate-limit spacing (default 1; 0.01 makes 30 s into 0.3 s). */
  timeScale?: number;
  /** The read-write token; default: random hex. */
  tokenRw?: string;
  /** The read-only token; default: random hex. */
  tokenRo?: string;
  /** Spacings below which 1.0.9.3 answers 4048 (it states none; for benchmarks). Not scaled. */
  rateLimit1093?: SpacingRule[];
  /**
   * How string/list writes its items (string-items.ts): `recorded`, the default, as the real
   * service sent them; `interface`, as the interface text shows them.
   */
  itemShape?: ItemShape;
  /** Seed of the generator behind fault rules' `rate` (default 1). */
  faultSeed?: number;
  /**
   * The clock that times arrivals for the rate limits (default `Date.now`). A test may share a
   * fake clock with the client, so 30 s spacings are checked without sleeping.
   */
  now?: () => number;
}

/** A running emulator of both revisions. */
export interface Emulator {
  /** `http://127.0.0.1:P`, no trailing slash. */
  readonly urls: { readonly '1.0.9.3': string; readonly '1.0.9.2': string };
  /** `http://127.0.0.1:P/download/` on 1.0.9.3's port; serves bundles of both revisions. */
  readonly downloadUrl: string;
  readonly tokens: Tokens;
  /** The in-memory state, for tests to seed and inspect. */
  readonly store: Store;
  /** Fault injection. */
  readonly faults: Faults;
  /** Every API and download call received, in order. */
  readonly calls: CallRecord[];
  /** Back to a fresh state: no projects, bundles, calls, faults or rate-limit windows. */
  reset(): void;
  /** Stops both ports, ending open connections (including `timeout` faults). */
  close(): Promise<void>;
}

/** Starts both revisions on loopback, sharing one store. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const timeScale = options.timeScale ?? 1;
  if (!(timeScale >= 0))
    throw new Error(`timeScale must be a number of at least 0, not ${timeScale}`);
  const tokens: Tokens = {
    readWrite: options.tokenRw ?? randomHex(40),
    readOnly: options.tokenRo ?? randomHex(40),
  };
  if (!tokens.readWrite || !tokens.readOnly || tokens.readWrite === tokens.readOnly) {
    throw new Error('the read-write and read-only tokens must be non-empty and different');
  }
  const store = new Store();
  store.itemShape = options.itemShape ?? 'recorded';
  const faults = new Faults(options.faultSeed ?? 1);
  const calls: CallRecord[] = [];
  const rateLimiter = new RateLimiter(timeScale, parseSpacing(options.rateLimit1093 ?? []));
  const webhooks = new WebhookSender();
  const closing = new AbortController();
  let downloadUrl = '';
  const deps: ApiDeps = { store, tokens, rateLimiter, webhooks, downloadUrl: () => downloadUrl };
  const reset = (): void => {
    store.reset();
    faults.clear();
    rateLimiter.reset();
    calls.length = 0;
  };
  const urls = { '1.0.9.3': '', '1.0.9.2': '' };
  const context: ServeContext = {
    now: options.now ?? Date.now,
    deps,
    faults,
    calls,
    closing: closing.signal,
    control: {
      store,
      faults,
      calls,
      rateLimiter,
      reset,
      info: () => ({ ...urls, downloadUrl, tokens }),
    },
  };
  const servers: Server[] = [];
  try {
    for (const [revision, port] of [
      ['1.0.9.3', options.port1093 ?? 0],
      ['1.0.9.2', options.port1092 ?? 0],
    ] as const) {
      const server = createServer((req, res) => void serve(context, revision, req, res));
      servers.push(server);
      urls[revision] = `http://127.0.0.1:${await listen(server, port)}`;
    }
  } catch (error) {
    await Promise.all(servers.map((server) => stop(server)));
    throw error;
  }
  downloadUrl = `${urls['1.0.9.3']}/download/`;
  return {
    urls,
    downloadUrl,
    tokens,
    store,
    faults,
    calls,
    reset,
    close: async () => {
      closing.abort();
      await Promise.all([...servers.map((server) => stop(server)), webhooks.close()]);
    },
  };
}

interface ServeContext {
  readonly now: () => number;
  readonly deps: ApiDeps;
  readonly faults: Faults;
  readonly calls: CallRecord[];
  readonly closing: AbortSignal;
  readonly control: Parameters<typeof serveControl>[0];
}

/** Routes one request: control paths, downloads (1.0.9.3's port), and everything else as the API. */
async function serve(
  ctx: ServeContext,
  revision: Revision,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const arrival = ctx.now();
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';
  try {
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      sendEnvelope(res, { status: 'error', code: error.code, message: error.message });
      return;
    }
    if (url.pathname.startsWith('/__emulator/')) {
      serveControl(ctx.control, method, url.pathname, body, res);
      return;
    }
    const download = revision === '1.0.9.3' && url.pathname.startsWith('/download/');
    const endpoint = download ? undefined : endpointOf(revision, url.pathname);
    const name = download ? 'download' : (endpoint ?? url.pathname);
    const fault = ctx.faults.take(download ? undefined : revision, name);
    if (fault && !(await delayed(fault, ctx.closing))) {
      res.socket?.destroy();
      return;
    }
    if (fault && fault.kind !== 'delay') {
      ctx.calls.push({
        revision,
        endpoint: name,
        at: arrival,
        params: {},
        code: fault.kind,
        fault: fault.kind,
      });
      answerWithFault(res, fault.kind);
      return;
    }
    const faultField = fault ? { fault: fault.kind } : {};
    if (download) {
      const code = serveDownload(ctx.deps, url, method, res);
      ctx.calls.push({
        revision,
        endpoint: name,
        at: arrival,
        params: { file: fileOf(url) },
        code,
        ...faultField,
      });
      return;
    }
    const answer = await answerApi(ctx.deps, {
      revision,
      endpoint,
      method,
      url,
      contentType: req.headers['content-type'],
      body,
      arrival,
    });
    ctx.calls.push({
      revision,
      endpoint: name,
      at: arrival,
      answeredAt: Date.now(),
      params: recordedParams(answer.raw),
      code: answer.envelope.code,
      ...(answer.role ? { role: answer.role } : {}),
      ...faultField,
    });
    // Envelope errors travel with HTTP 200, as public clients saw; only paths outside /api get 404.
    const httpStatus = endpoint === undefined && !url.pathname.startsWith('/api/') ? 404 : 200;
    sendEnvelope(res, answer.envelope, answer.body, httpStatus, ctx.deps.store.itemShape);
  } catch (error) {
    // A bug in the emulator, not a service answer: say so loudly rather than dress it as an envelope.
    console.error('emulator error:', error);
    if (!res.headersSent)
      send(res, 500, 'text/plain; charset=utf-8', `emulator error: ${(error as Error).message}`);
    else res.destroy();
  }
}

/** Waits a rule's `delayMs`; false when the emulator closed meanwhile. */
async function delayed(rule: FaultRule, closing: AbortSignal): Promise<boolean> {
  if (!rule.delayMs) return true;
  try {
    await sleep(rule.delayMs, undefined, { signal: closing });
    return true;
  } catch {
    return false;
  }
}

function fileOf(url: URL): string {
  return decodeURIComponent(url.pathname.slice('/download/'.length));
}

/**
 * The type the real service served bundles as, as public v1 clients recorded it (one refused any
 * other): the interface does not say.
 */
const BUNDLE_TYPE = 'application/octet-stream';

/** Serves a kept bundle; the answer's HTTP status as the call's code. */
function serveDownload(deps: ApiDeps, url: URL, method: string, res: ServerResponse): string {
  const bundle =
    method === 'GET' || method === 'HEAD' ? deps.store.bundles.get(fileOf(url)) : undefined;
  if (!bundle) {
    send(res, 404, 'text/plain; charset=utf-8', 'Not Found');
    return '404';
  }
  if (method === 'HEAD') {
    res.writeHead(200, { 'content-type': BUNDLE_TYPE, 'content-length': bundle.length }).end();
  } else {
    send(res, 200, BUNDLE_TYPE, bundle);
  }
  return '200';
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
