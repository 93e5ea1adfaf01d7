import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ClientOptions, type LmsClient } from '../../src/api/index.ts';
import { zipBytes } from '../support/zip-writer.ts';

const ZIP = zipBytes([{ name: 'de.json', data: '{"a":"B"}' }]);
const TOKEN = 'redirect-test-token-0123456789';

/**
 * A file server whose paths say what to answer: `/hop/N` redirects to `/hop/N-1` and `/hop/0`
 * to the zip; `/away` redirects to plain http on a host that is not loopback.
 */
let server: Server;
let base: string;
const served: string[] = [];
let dir: string;
let client: LmsClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    served.push(req.url ?? '');
    const hop = /^\/hop\/(\d+)/.exec(req.url ?? '');
    if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { location: left === 0 ? '/bundle.zip' : `/hop/${left - 1}` });
      res.end();
    } else if (req.url === '/slow') {
      // The zip in six parts 100 ms apart: longer in all than the client's time-out.
      res.writeHead(200, { 'content-type': 'application/zip' });
      const part = Math.ceil(ZIP.length / 6);
      let sent = 0;
      const next = () => {
        res.write(ZIP.subarray(sent, sent + part));
        sent += part;
        if (sent >= ZIP.length) res.end();
        else setTimeout(next, 100);
      };
      next();
    } else if (req.url === '/malformed') {
      res.writeHead(302, { location: 'http://[::1' });
      res.end();
    } else if (req.url === '/away') {
      res.writeHead(302, { location: `http://192.0.2.2/stolen.zip?api_token=${TOKEN}` });
      res.end();
    } else {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(ZIP);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  dir = await mkdtemp(join(tmpdir(), 'l10n-redirects-'));
  client = fileClient();
});

/** A client whose download-url is the file server. */
function fileClient(options: Partial<ClientOptions> = {}): LmsClient {
  return createClient({
    baseUrl: base,
    revision: '1.0.9.3',
    token: TOKEN,
    downloadUrl: base,
    maxRetries: 0,
    ...options,
  });
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const bundle = (file: string) => ({ file, fullFile: undefined });

describe('bundle download redirects', () => {
  it('follows redirects on the machine (as a CDN would send them) to the zip', async () => {
    const path = join(dir, 'followed.zip');
    const result = await client.downloadBundle(bundle('hop/3'), path);
    expect((await readFile(path)).equals(ZIP)).toBe(true);
    expect(result.bytes).toBe(ZIP.length);
  });

  it('refuses a redirect to plain http off the machine without connecting to it', async () => {
    const path = join(dir, 'away.zip');
    const error = await client.downloadBundle(bundle('away'), path).then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toMatch(
      /^download \(revision 1\.0\.9\.3\) got no usable answer: the bundle URL redirected to 'http:\/\/192\.0\.2\.2' uses plain http to a host that is not loopback; the token would travel in clear text: use https \(from http:\/\/127\.0\.0\.1:\d+\/away\)$/,
    );
    expect(error?.message).not.toContain(TOKEN);
    expect(existsSync(path)).toBe(false);
  });

  it('takes a bundle that keeps arriving for longer than http-timeout', async () => {
    const patient = fileClient({ timeoutMs: 300 });
    const path = join(dir, 'slow.zip');
    await patient.downloadBundle(bundle('slow'), path);
    expect((await readFile(path)).equals(ZIP)).toBe(true);
  });

  it('refuses a malformed redirect at once, without retrying it', async () => {
    const retrying = fileClient({ maxRetries: 3 });
    const before = served.filter((url) => url === '/malformed').length;
    const error = await retrying.downloadBundle(bundle('malformed'), join(dir, 'bad.zip')).then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toMatch(/the bundle URL redirected to 'http:\/\/\[::1' is not a URL/);
    expect(served.filter((url) => url === '/malformed').length - before).toBe(1);
  });

  it('gives up after five redirects', async () => {
    const error = await client.downloadBundle(bundle('hop/9'), join(dir, 'loop.zip')).then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toMatch(/more than 5 redirects from http:\/\/127\.0\.0\.1:\d+\/hop\/4/);
  });
});
