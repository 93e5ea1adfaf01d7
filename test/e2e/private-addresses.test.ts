import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createPlainServer, request, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A service on a public name may not send the runner to its own network through an IPv6
 * address that carries a private IPv4 address (NAT64, 6to4, IPv4-compatible). The service is
 * reached as `https://lms.example.test` through a proxy on loopback (HTTPS_PROXY), so that
 * api-url is not private, as on a hosted runner; the proxy records every host asked for.
 */
const SERVICE_HOST = 'lms.example.test';

/** A self-signed certificate for the service's name, made with openssl in `dir`. */
function certificate(dir: string): { key: string; cert: string } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SERVICE_HOST}`,
      '-addext',
      `subjectAltName=DNS:${SERVICE_HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * The service behind TLS for its public name, and a CONNECT proxy on loopback that tunnels that
 * name to it and refuses every other host, recording each.
 */
async function publicService(dir: string, emulatorUrl: string) {
  const { key, cert } = certificate(dir);
  const front = createTlsServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (req, res) => {
      const target = new URL(req.url ?? '/', emulatorUrl);
      const upstream = request(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    },
  );
  const frontPort = await listen(front);
  const asked: string[] = [];
  const proxy = createPlainServer((_req, res) => res.writeHead(502).end());
  proxy.on('connect', (req, socket) => {
    asked.push(req.url ?? '');
    if (req.url !== `${SERVICE_HOST}:443`) {
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = connect(frontPort, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  const proxyPort = await listen(proxy);
  return {
    env: { HTTPS_PROXY: `http://127.0.0.1:${proxyPort}`, NODE_EXTRA_CA_CERTS: cert },
    asked,
    close: async () => {
      await stop(proxy);
      await stop(front);
    },
  };
}

describe('addresses that carry a private IPv4 address', () => {
  it.for([
    ['NAT64', '64:ff9b::7f00:1'],
    ['IPv4-compatible', '::7f00:1'],
    ['6to4', '2002:7f00:1::'],
  ])(
    'refuses a full_file on %s [%s] when api-url is public, and asks for nothing there',
    async ([, address = ''], { startScenario, tempDir }) => {
      const s = await startScenario({
        files: { 'locales/en.json': '{"hello":"Hello"}' },
        languages: ['de'],
        inputs: { mode: 'pull' },
      });
      await s.service.project.import({
        id: s.projectId,
        lang_iso: 'de',
        file: jsonFile('de.json', { hello: 'Hallo' }),
      });
      const service = await publicService(tempDir, s.emulator.urls['1.0.9.3']);
      try {
        s.emulator.store.nextLocation = { full_file: `https://[${address}]:2375/bundle.zip` };
        const run = await s.run(
          { 'api-url': `https://${SERVICE_HOST}`, 'download-url': '' },
          service.env,
        );
        expect(run.code).toBe(1);
        expect(s.calls('project/export')).toHaveLength(1);
        expect(annotations(run.stdout, 'error')[0]).toContain(
          `[${address}] is a loopback, link-local or private address, and api-url is not`,
        );
        expect(service.asked.filter((host) => host !== `${SERVICE_HOST}:443`)).toEqual([]);
        expect(git(run.workspace, 'status', '--porcelain', '--untracked-files=all')).toBe('');
      } finally {
        await service.close();
      }
    },
  );
});
