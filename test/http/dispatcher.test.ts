import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { request, type Dispatcher } from 'undici';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDispatcher } from '../../src/http/dispatcher.ts';

/**
 * Which way each request goes: straight to the server, or through the proxy. The service and the
 * proxy are two local servers that answer with their own name, so the answer says which way the
 * request went; the proxy answers itself rather than forwarding (undici sends a plain-http
 * request to a proxy in absolute form, the whole address in its request line).
 */

/** Starts a server on 127.0.0.1 for the running test, closed when the test ends. */
async function listen(answer: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { server, port: (server.address() as AddressInfo).port };
}

/** The service: says which host the request named. */
const startService = () => listen((req, res) => res.end(`service for ${req.headers.host}`));

/** A proxy that records the address of each request it is handed. */
async function startProxy() {
  const asked: string[] = [];
  const { port } = await listen((req, res) => {
    asked.push(req.url ?? '');
    res.end(`proxy for ${req.url}`);
  });
  return {
    asked,
    /** Its address as a proxy setting names it: a loopback name, or one that is not (see below). */
    url: (host: '127.0.0.1' | '0.0.0.0') => `http://${host}:${port}`,
  };
}

/**
 * 0.0.0.0 is no loopback name, so a proxy named by it counts as one on another host, yet on Linux
 * a connection to it reaches this machine: the test can watch what such a proxy is sent.
 */
const ELSEWHERE = '0.0.0.0';

/** Closes the dispatcher when the test ends. */
function owned(dispatcher: Dispatcher): Dispatcher {
  onTestFinished(() => dispatcher.destroy());
  return dispatcher;
}

async function answerOf(url: string, dispatcher: Dispatcher): Promise<string> {
  const response = await request(url, { dispatcher, signal: AbortSignal.timeout(5_000) });
  return response.body.text();
}

/** A lookup that resolves every name to 127.0.0.1 and records the names asked. */
function recordingLookup(asked: string[]): LookupFunction {
  return (hostname, options, callback) => {
    asked.push(hostname);
    if (options.all) {
      const all = callback as unknown as (
        e: null,
        a: { address: string; family: number }[],
      ) => void;
      return all(null, [{ address: '127.0.0.1', family: 4 }]);
    }
    callback(null, '127.0.0.1', 4);
  };
}

describe('createDispatcher without a proxy', () => {
  it('connects directly, resolving names with the lookup it is given', async () => {
    const { port } = await startService();
    const names: string[] = [];
    const dispatcher = owned(createDispatcher({}, {}, recordingLookup(names)));
    expect(await answerOf(`http://lms.test:${port}/api`, dispatcher)).toBe(
      `service for lms.test:${port}`,
    );
    expect(names).toEqual(['lms.test']);
  });
});

describe('createDispatcher with a proxy', () => {
  it('sends other hosts through it, and leaves their names for it to resolve', async () => {
    const proxy = await startProxy();
    const names: string[] = [];
    for (const settings of [
      { httpsProxy: proxy.url('127.0.0.1') },
      { httpProxy: proxy.url('127.0.0.1') },
      { httpsProxy: proxy.url(ELSEWHERE) },
    ]) {
      const dispatcher = owned(createDispatcher(settings, {}, recordingLookup(names)));
      expect(await answerOf('http://lms.test:8080/api', dispatcher)).toBe(
        'proxy for http://lms.test:8080/api',
      );
    }
    expect(names).toEqual([]);
  });

  it('never sends a loopback request through a proxy on another host', async () => {
    const { port } = await startService();
    const proxy = await startProxy();
    const dispatcher = owned(createDispatcher({ httpsProxy: proxy.url(ELSEWHERE) }));
    for (const host of ['127.0.0.1', 'localhost']) {
      expect(await answerOf(`http://${host}:${port}/api`, dispatcher)).toBe(
        `service for ${host}:${port}`,
      );
    }
    expect(proxy.asked).toEqual([]);
  });

  it('sends loopback requests through a proxy on this machine, unless NO_PROXY names them', async () => {
    const { port } = await startService();
    const proxy = await startProxy();
    const through = owned(createDispatcher({ httpsProxy: proxy.url('127.0.0.1') }));
    expect(await answerOf(`http://127.0.0.1:${port}/api`, through)).toBe(
      `proxy for http://127.0.0.1:${port}/api`,
    );
    const settings = { httpsProxy: proxy.url('127.0.0.1'), noProxy: '127.0.0.1' };
    const around = owned(createDispatcher(settings));
    expect(await answerOf(`http://127.0.0.1:${port}/api`, around)).toBe(
      `service for 127.0.0.1:${port}`,
    );
    expect(proxy.asked).toEqual([`http://127.0.0.1:${port}/api`]);
  });

  it('refuses requests once closed, the direct ones to loopback too', async () => {
    const { port } = await startService();
    const proxy = await startProxy();
    const dispatcher = createDispatcher({ httpsProxy: proxy.url(ELSEWHERE) });
    expect(await answerOf(`http://127.0.0.1:${port}/`, dispatcher)).toContain('service');
    await dispatcher.close();
    await expect(answerOf(`http://127.0.0.1:${port}/`, dispatcher)).rejects.toMatchObject({
      code: 'UND_ERR_DESTROYED',
    });
    await expect(answerOf('http://lms.test:8080/', dispatcher)).rejects.toMatchObject({
      code: 'UND_ERR_DESTROYED',
    });
  });
});

describe('createDispatcher’s time limits', () => {
  it('stop waiting for a silent server, directly and on the direct way beside a proxy', async () => {
    // Answers nothing: only the dispatcher's headersTimeout ends the wait.
    const { port } = await listen(() => undefined);
    const proxy = await startProxy();
    const waits = [{}, { httpsProxy: proxy.url(ELSEWHERE) }].map((settings) => {
      const dispatcher = owned(createDispatcher(settings, { headersTimeout: 200 }));
      return answerOf(`http://127.0.0.1:${port}/`, dispatcher);
    });
    for (const outcome of await Promise.allSettled(waits)) {
      expect(outcome).toMatchObject({
        status: 'rejected',
        reason: { code: 'UND_ERR_HEADERS_TIMEOUT' },
      });
    }
  });
});
