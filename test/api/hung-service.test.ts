import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ApiEvent, ApiStillWaitingEvent } from '../../src/api/index.ts';
import { ApiError } from '../../src/api/index.ts';
import type { Emulator } from '../emulator/server.ts';
import { clientFor, jsonFile } from '../support/emulator.ts';
import { createFakeClock } from '../support/fake-clock.ts';
import { describe, expect, it } from '../support/fixtures.ts';

const HUNG =
  'What to do: it looks hung; check its status, and raise http-timeout only if it is just slow to answer';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A client with instant backoff (fake clock) and a 0.2 s time-out, recording its events. */
function hurried(emulator: Emulator, maxRetries = 5) {
  const events: ApiEvent[] = [];
  const clock = createFakeClock();
  const client = clientFor(emulator, '1.0.9.3', {
    clock,
    timeScale: 1,
    timeoutMs: 200,
    maxRetries,
    random: () => 0.5,
    onEvent: (e) => events.push(e),
  });
  return { client, clock, events };
}

const calls = (e: Emulator, endpoint: string) => e.calls.filter((c) => c.endpoint === endpoint);
const stillWaiting = (events: readonly ApiEvent[]) =>
  events.filter((e): e is ApiStillWaitingEvent => e.type === 'still-waiting');

describe('a service that accepts connections and never answers', () => {
  it('ends a call at its second time-out, whatever max-retries allows, saying it looks hung', async ({
    startEmulator,
  }) => {
    const e = await startEmulator();
    e.faults.add({ endpoint: 'project/list', kind: 'timeout' });
    const { client } = hurried(e, 5);
    const error = await failure(client.project.list());
    expect(calls(e, 'project/list')).toHaveLength(2);
    expect(error.timedOut).toBe('silent');
    expect(error.message).toBe(
      `project/list (revision 1.0.9.3) got no usable answer: the service accepted the connection but sent no answer within 0.2 s (2 attempts). ${HUNG}`,
    );
  });

  it('counts the attempts other faults took apart from the time-outs', async ({
    startEmulator,
  }) => {
    const e = await startEmulator();
    e.faults.add([
      { endpoint: 'project/list', kind: 'reset', nth: 1 },
      { endpoint: 'project/list', kind: 'timeout' },
    ]);
    const { client } = hurried(e, 5);
    const error = await failure(client.project.list());
    expect(calls(e, 'project/list')).toHaveLength(3);
    expect(error.message).toMatch(
      /no answer within 0\.2 s \(2 of 3 attempts\)\. What to do: it looks hung/,
    );
  });

  it('says 1 attempt when max-retries is 0', async ({ startEmulator }) => {
    const e = await startEmulator();
    e.faults.add({ endpoint: 'project/list', kind: 'timeout' });
    const { client } = hurried(e, 0);
    const error = await failure(client.project.list());
    expect(error.message).toMatch(/no answer within 0\.2 s \(1 attempt\)\. What to do/);
  });

  it('retries one time-out and takes the answer that follows', async ({ startEmulator }) => {
    const e = await startEmulator();
    e.faults.add({ endpoint: 'project/list', kind: 'timeout', count: 1 });
    const { client, events } = hurried(e, 5);
    await expect(client.project.list()).resolves.toEqual([]);
    expect(events.filter((x) => x.type === 'wait')).toMatchObject([
      {
        reason: 'transient',
        retry: 1,
        detail: 'the service accepted the connection but sent no answer within 0.2 s',
      },
    ]);
  });

  it('ends a download at its second time-out, saying the server looks hung', async ({
    startEmulator,
    tempDir,
  }) => {
    const e = await startEmulator();
    e.faults.add({ endpoint: 'download', kind: 'timeout' });
    const { client } = hurried(e, 5);
    const error = await failure(client.downloadBundle({ file: 'b.zip' }, join(tempDir, 'b.zip')));
    expect(calls(e, 'download')).toHaveLength(2);
    expect(error.message).toBe(
      `download (revision 1.0.9.3) got no usable answer: the bundle's server accepted the connection but sent no answer within 0.2 s (${e.downloadUrl}b.zip) (2 attempts). ${HUNG}`,
    );
  });
});

describe('advice that tells what happened', () => {
  it('says an answer that began and stopped was slow, not hung', async () => {
    // Headers and a few bytes, then nothing: no fault of the emulator does that.
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"resp');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const fake = { urls: { '1.0.9.3': base }, tokens: { readWrite: 't' }, downloadUrl: base };
      const client = clientFor(fake as unknown as Emulator, '1.0.9.3', {
        clock: createFakeClock(),
        timeoutMs: 200,
      });
      const error = await failure(client.project.list());
      expect(error.timedOut).toBe('partial');
      expect(error.message).toBe(
        'project/list (revision 1.0.9.3) got no usable answer: the service began to answer but did not finish within 0.2 s (6 bytes arrived) (2 attempts). What to do: raise http-timeout if the service is just slow to send answers this large',
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('does not advise raising http-timeout when nothing listens', async ({ startEmulator }) => {
    const e = await startEmulator();
    const base = e.urls['1.0.9.3'];
    await e.close();
    const fake = { urls: { '1.0.9.3': base }, tokens: { readWrite: 't' }, downloadUrl: base };
    const client = clientFor(fake as unknown as Emulator, '1.0.9.3', {
      clock: createFakeClock(),
      maxRetries: 1,
    });
    const error = await failure(client.project.list());
    expect(error.message).toMatch(
      /got no usable answer: ECONNREFUSED .*\. What to do: check api-url and that the service is reachable from the runner$/,
    );
    expect(error.message).not.toContain('http-timeout');
  });
});

describe('the heartbeat', () => {
  it('tells a pending answer every 20 s of the clock, and stops when it comes', async ({
    startEmulator,
  }) => {
    const e = await startEmulator();
    e.faults.add({ endpoint: 'project/list', kind: 'delay', delayMs: 300, count: 1 });
    const clock = createFakeClock();
    const events: ApiEvent[] = [];
    const client = clientFor(e, '1.0.9.3', {
      clock,
      timeScale: 1,
      timeoutMs: 120_000,
      onEvent: (x) => events.push(x),
    });
    const listed = client.project.list();
    await clock.ticking();
    clock.advance(45_000);
    await listed;
    clock.advance(60_000);
    expect(stillWaiting(events)).toEqual([
      {
        type: 'still-waiting',
        endpoint: 'project/list',
        awaiting: 'answer',
        elapsedMs: 20_000,
        limitMs: 120_000,
        retry: 0,
      },
      {
        type: 'still-waiting',
        endpoint: 'project/list',
        awaiting: 'answer',
        elapsedMs: 40_000,
        limitMs: 120_000,
        retry: 0,
      },
    ]);
  });

  it('tells a 30 s rate-limit window once, at 20 s, and a wait of 20 s or less not at all', async ({
    startEmulator,
  }) => {
    const clock = createFakeClock();
    const e = await startEmulator({ timeScale: 1, now: clock.now });
    const events: ApiEvent[] = [];
    const client = clientFor(e, '1.0.9.2', {
      clock,
      timeScale: 1,
      maxRetries: 0,
      onEvent: (x) => events.push(x),
    });
    const { id } = await client.project.add({ name: 'Paced', base_lang: 'en' });
    for (const value of ['a', 'b']) {
      await client.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { k: value }) });
    }
    await client.string.list({ id });
    await client.string.list({ id });
    expect(clock.sleeps).toEqual([30_000, 5_000]);
    expect(stillWaiting(events)).toEqual([
      {
        type: 'still-waiting',
        endpoint: 'project/import',
        awaiting: 'rate-limit',
        elapsedMs: 20_000,
        limitMs: 30_000,
        retry: 0,
      },
    ]);
  });

  it('tells a long backoff after a 4048 while it lasts', async ({ startEmulator }) => {
    const e = await startEmulator();
    e.faults.add({ endpoint: 'project/list', kind: '4048', count: 1 });
    const clock = createFakeClock();
    const events: ApiEvent[] = [];
    const client = clientFor(e, '1.0.9.3', {
      clock,
      timeScale: 1,
      backoff: {
        transientBaseMs: 1_000,
        transientCapMs: 30_000,
        rateLimitBaseMs: 50_000,
        rateLimitCapMs: 60_000,
      },
      random: () => 0.99,
      onEvent: (x) => events.push(x),
    });
    await client.project.list();
    const wait = events.find((x) => x.type === 'wait');
    expect(wait).toMatchObject({ reason: 'refused', retry: 1 });
    expect(stillWaiting(events).map((x) => [x.awaiting, x.elapsedMs])).toEqual([
      ['refused', 20_000],
      ['refused', 40_000],
    ]);
  });

  it('tells a download whose server has not answered yet', async ({ startEmulator, tempDir }) => {
    const e = await startEmulator();
    e.faults.add({ endpoint: 'download', kind: 'delay', delayMs: 300, count: 1 });
    const clock = createFakeClock();
    const events: ApiEvent[] = [];
    const client = clientFor(e, '1.0.9.3', {
      clock,
      timeScale: 1,
      timeoutMs: 120_000,
      onEvent: (x) => events.push(x),
    });
    const { id } = await client.project.add({ name: 'Bundle', base_lang: 'en' });
    const bundle = await client.project.export({ id, type: 'json' });
    const downloaded = client.downloadBundle(bundle, join(tempDir, 'b.zip'));
    await clock.ticking();
    clock.advance(20_000);
    await downloaded;
    expect(stillWaiting(events)).toEqual([
      {
        type: 'still-waiting',
        endpoint: 'download',
        awaiting: 'download',
        elapsedMs: 20_000,
        limitMs: 120_000,
        retry: 0,
      },
    ]);
  });
});
