import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/server.ts';
import { clientFor, withEmulator } from '../support/emulator.ts';

/** A minimal HTTP proxy: forwards plain-http requests, tunnels CONNECT, and records each host. */
function startProxy(): Promise<{ server: Server; url: string; tunnels: string[] }> {
  const tunnels: string[] = [];
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '');
    tunnels.push(target.host);
    const upstream = request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req, socket, head) => {
    tunnels.push(req.url ?? '');
    const [host = '', port = ''] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, tunnels });
    }),
  );
}

let emulator: Emulator;
let proxy: Awaited<ReturnType<typeof startProxy>>;
beforeAll(async () => {
  emulator = await withEmulator();
  proxy = await startProxy();
});
afterAll(async () => {
  await emulator.close();
  proxy.server.closeAllConnections();
  await new Promise((resolve) => proxy.server.close(resolve));
});

describe('proxy', () => {
  it('sends requests through the proxy named by HTTPS_PROXY', async () => {
    const c = clientFor(emulator, '1.0.9.3', { proxy: { httpsProxy: proxy.url } });
    await expect(c.project.list()).resolves.toBeInstanceOf(Array);
    const host = new URL(emulator.urls['1.0.9.3']).host;
    expect(proxy.tunnels).toContain(host);
  });

  it('never sends a loopback request through a proxy on another host', async () => {
    // 192.0.2.2 is a documentation address that nothing answers: through it, the call would hang.
    const c = clientFor(emulator, '1.0.9.3', {
      proxy: { httpsProxy: 'http://192.0.2.2:3128' },
      timeoutMs: 2_000,
    });
    await expect(c.project.list()).resolves.toBeInstanceOf(Array);
  });

  it('goes direct for hosts in NO_PROXY', async () => {
    const before = proxy.tunnels.length;
    const c = clientFor(emulator, '1.0.9.3', {
      proxy: { httpsProxy: proxy.url, noProxy: '127.0.0.1' },
    });
    await expect(c.project.list()).resolves.toBeInstanceOf(Array);
    expect(proxy.tunnels.length).toBe(before);
  });
});
