import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF } from '../../src/api/backoff.ts';
import { callEndpoint, type CallerOptions } from '../../src/api/caller.ts';
import type { DryRun } from '../../src/api/dry-run.ts';
import { systemClock } from '../../src/api/clock.ts';
import {
  ENDPOINTS,
  REVISIONS,
  type EndpointName,
  type ParamSpec,
  type Revision,
} from '../../src/api/interface.ts';
import { RateLimiter } from '../../src/api/rate-limiter.ts';
import { createDispatcher } from '../../src/http/dispatcher.ts';

/** A value of each parameter type that passes validation. */
const SAMPLE: Record<ParamSpec['type'], unknown> = {
  string: 'x',
  integer: 1,
  flag: true,
  jsonArray: ['x'],
  jsonRecords: [{ key: 'k', platform_mask: 4 }],
  file: { name: 'a.json', content: Buffer.from('{}') },
  unlisted: { include_description: '1' },
};

/** Every required parameter of the endpoint on the revision, with a valid value. */
function requiredParams(endpoint: EndpointName, revision: Revision): Record<string, unknown> {
  const params = ENDPOINTS[endpoint].params as Readonly<Record<string, ParamSpec>>;
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, p]) => p.required && (!p.revisions || p.revisions.includes(revision)))
      .map(([name, p]) => [name, SAMPLE[p.type]]),
  );
}

/** A caller of `baseUrl` on the revision, with the dry run given. */
function callerFor(baseUrl: string, revision: Revision, dryRun: DryRun): CallerOptions {
  return {
    baseUrl,
    revision,
    token: 'dry-run-token',
    timeoutMs: 1000,
    maxRetries: 0,
    heartbeatMs: 20,
    dispatcher: createDispatcher(),
    clock: systemClock,
    limiter: new RateLimiter({
      revision,
      clock: systemClock,
      timeScale: 0.001,
      policy: DEFAULT_BACKOFF,
      random: Math.random,
    }),
    onEvent: () => undefined,
    dryRun,
  };
}

describe('a dry run, driven by the interface table', () => {
  it.each(REVISIONS)('sends no call that writes, on %s, and shows each one', async (revision) => {
    const shown: string[] = [];
    // Nothing listens here: a call that is sent fails.
    const options = callerFor('http://127.0.0.1:9', revision, {
      wouldWrite: (endpoint) => shown.push(endpoint),
      leftOut: () => undefined,
    });
    const writes = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (e) => ENDPOINTS[e].writes && ENDPOINTS[e].revisions.includes(revision),
    );
    expect(writes.length).toBeGreaterThan(5);
    for (const endpoint of writes) {
      await callEndpoint(options, endpoint, requiredParams(endpoint, revision));
    }
    expect(shown).toEqual(writes);
  });

  it('leaves out, and shows, the export parameters that make the service act elsewhere', async () => {
    const left: Array<Record<string, unknown>> = [];
    const sent: string[] = [];
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      sent.push(req.url ?? '');
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        sent.push(body);
        res.end(
          JSON.stringify({
            response: { status: 'success', code: '200', message: 'OK' },
            bundle: { file: 'b.zip' },
          }),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const port = (server.address() as { port: number }).port;
      await callEndpoint(
        callerFor(`http://127.0.0.1:${port}`, '1.0.9.3', {
          wouldWrite: () => undefined,
          leftOut: (_e, params) => left.push({ ...params }),
        }),
        'project/export',
        { id: 'p', type: 'json', webhook_url: 'https://hooks.example.com', repos: ['o/r'] },
      );
    } finally {
      server.close();
    }
    expect(left).toEqual([{ webhook_url: 'https://hooks.example.com', repos: ['o/r'] }]);
    expect(sent.join(' ')).not.toMatch(/webhook_url|repos/);
  });
});
