import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ClientOptions } from '../../src/api/index.ts';
import { fileFolder } from '../support/temp.ts';

/**
 * A server whose paths misbehave the ways the network can: `/endless` streams bytes forever,
 * `/trickle` sends one every 100 ms forever, `/api/language/listall` answers a large JSON,
 * and anything else is not found.
 */
let server: Server;
let base: string;
const dir = fileFolder('l10n-limits-');
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/endless') {
      res.writeHead(200, { 'content-type': 'application/zip' });
      const chunk = Buffer.alloc(64 * 1024, 'P');
      const pump = () => {
        while (res.write(chunk)) if (res.destroyed) return;
      };
      res.on('drain', pump);
      pump();
    } else if (path === '/trickle') {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.write('PK\x03\x04');
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
    } else if (path === '/api/language/listall') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          response: { status: 'success', code: '200', message: 'OK' },
          languages: [],
          pad: 'x'.repeat(5000),
        }),
      );
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function client(options: Partial<ClientOptions> = {}) {
  return createClient({
    baseUrl: base,
    revision: '1.0.9.3',
    token: 'limits-token-0123456789',
    downloadUrl: base,
    maxRetries: 3,
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<Error | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
}

describe('bounded network', () => {
  it('stops a download at the byte cap, removes the file, and does not retry', async () => {
    const path = join(dir, 'endless.zip');
    const error = await failure(
      client({ maxDownloadBytes: 1024 * 1024 }).downloadBundle({ file: 'endless' }, path),
    );
    expect(error?.message).toMatch(
      /^download \(revision 1\.0\.9\.3\) stopped: the bundle is over 1048576 bytes, the most allowed/,
    );
    expect(existsSync(path)).toBe(false);
    expect(hits['/endless']).toBe(1);
  });

  it('stops a download that keeps trickling at 10 × http-timeout, and does not retry', async () => {
    const path = join(dir, 'trickle.zip');
    const started = performance.now();
    const error = await failure(
      client({ timeoutMs: 200 }).downloadBundle({ file: 'trickle' }, path),
    );
    expect(error?.message).toMatch(/stopped: the download took over 2 s, 10 × http-timeout/);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(existsSync(path)).toBe(false);
    expect(hits['/trickle']).toBe(1);
  });

  it('reads a JSON answer up to its cap, then stops without retrying', async () => {
    const error = await failure(client({ maxAnswerBytes: 1000 }).language.listAll());
    expect(error?.message).toBe(
      'language/listall (revision 1.0.9.3) stopped: the answer is over 1000 bytes, the most the action reads',
    );
    expect(hits['/api/language/listall']).toBe(1);
    expect(await client().language.listAll()).toEqual([]);
  });
});

describe("the service's own addresses", () => {
  it('refuses a full_file with a password or on a private host when api-url is public', async () => {
    const publicApi = createClient({
      baseUrl: 'https://lms.example.com',
      revision: '1.0.9.3',
      token: 'limits-token-0123456789',
      maxRetries: 0,
    });
    for (const fullFile of [
      'http://127.0.0.1:2375/containers/json',
      'https://user:pw@cdn.example.com/b.zip',
    ]) {
      const error = await failure(
        publicApi.downloadBundle({ file: 'b.zip', fullFile }, join(dir, 'x.zip')),
      );
      expect(error?.message).toMatch(/the bundle URL is refused: /);
      expect(error?.message).not.toContain('pw@');
    }
  });
});
