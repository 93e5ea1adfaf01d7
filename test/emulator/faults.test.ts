import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator, FaultKind } from './server.ts';
import { startEmulator } from './server.ts';
import { call, expectCode, newProject } from './raw-client.ts';

let emulator: Emulator;
let id: string;

beforeAll(async () => {
  emulator = await startEmulator({ timeScale: 0 });
  id = await newProject(emulator);
});
afterAll(() => emulator.close());
beforeEach(() => emulator.faults.clear());

/** A write that would add a language, sent raw so the test sees exactly what came back. */
function addLanguage(signal?: AbortSignal): Promise<Response> {
  return fetch(`${emulator.urls['1.0.9.3']}/api/language/add`, {
    method: 'POST',
    body: new URLSearchParams({ api_token: emulator.tokens.readWrite, id, iso: '["fr"]' }),
    ...(signal ? { signal } : {}),
  });
}

describe('fault injection', () => {
  const answers: [FaultKind, number, (body: string) => void][] = [
    ['http502', 502, (body) => expect(body).not.toContain('response')],
    ['http503', 503, (body) => expect(body).not.toContain('response')],
    ['nonjson', 200, (body) => expect(() => JSON.parse(body) as unknown).toThrow()],
    ['html', 200, (body) => expect(body).toMatch(/^<!DOCTYPE html>/)],
    ['truncated', 200, (body) => expect(() => JSON.parse(body) as unknown).toThrow()],
    ['4048', 200, (body) => expect(JSON.parse(body)).toMatchObject({ response: { code: '4048' } })],
  ];
  for (const [kind, status, check] of answers) {
    it(`${kind}: answers HTTP ${status} with its body and changes nothing`, async () => {
      emulator.faults.add({ endpoint: 'language/add', kind });
      const before = emulator.store.snapshot();
      const response = await addLanguage();
      expect(response.status).toBe(status);
      check(await response.text());
      expect(emulator.store.snapshot()).toEqual(before);
      expect(emulator.calls.at(-1)).toMatchObject({
        endpoint: 'language/add',
        fault: kind,
        code: kind,
      });
    });
  }

  it('reset: the connection is reset and nothing changes', async () => {
    emulator.faults.add({ endpoint: 'language/add', kind: 'reset' });
    const before = emulator.store.snapshot();
    await expect(addLanguage()).rejects.toThrow();
    expect(emulator.store.snapshot()).toEqual(before);
  });

  it('timeout: no answer comes, and nothing changes', async () => {
    emulator.faults.add({ endpoint: 'language/add', kind: 'timeout' });
    const before = emulator.store.snapshot();
    await expect(addLanguage(AbortSignal.timeout(150))).rejects.toThrow();
    expect(emulator.store.snapshot()).toEqual(before);
  });

  it('delay: the call is served after delayMs', async () => {
    emulator.faults.add({ endpoint: 'project/list', kind: 'delay', delayMs: 120 });
    const started = Date.now();
    expectCode(await call(emulator, '1.0.9.3', 'project/list'), '200');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('nth and count pick which matching calls fail; revision narrows the match', async () => {
    emulator.faults.add({
      endpoint: 'project/list',
      revision: '1.0.9.2',
      kind: '4048',
      nth: 2,
      count: 2,
    });
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await call(emulator, '1.0.9.2', 'project/list')).response.code);
    expect(codes).toEqual(['200', '4048', '4048', '200', '200']);
    expectCode(await call(emulator, '1.0.9.3', 'project/list'), '200');
    expect(emulator.faults.list()[0]).toMatchObject({ seen: 5, fired: 2 });
  });

  it('rate fails a deterministic share of calls', async () => {
    const run = async (): Promise<string[]> => {
      emulator.faults.clear();
      emulator.faults.seed(42);
      emulator.faults.add({ endpoint: 'project/list', kind: 'http503', rate: 0.5 });
      const statuses: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        statuses.push(
          String(
            (
              await fetch(
                `${emulator.urls['1.0.9.3']}/api/project/list?api_token=${emulator.tokens.readWrite}`,
              )
            ).status,
          ),
        );
      }
      return statuses;
    };
    const first = await run();
    expect(first).toEqual(await run());
    expect(first.filter((s) => s === '503').length).toBeGreaterThan(3);
    expect(first.filter((s) => s === '200').length).toBeGreaterThan(3);
  });

  it('applies to downloads by the endpoint name "download"', async () => {
    const answer = await call(emulator, '1.0.9.3', 'project/export', { id, type: 'json' });
    emulator.faults.add({ endpoint: 'download', kind: 'http502', count: 1 });
    const url = `${emulator.downloadUrl}${(answer.bundle as { file: string }).file}`;
    expect((await fetch(url)).status).toBe(502);
    expect((await fetch(url)).status).toBe(200);
  });

  it('refuses a malformed rule', () => {
    expect(() => emulator.faults.add({ kind: 'boom' as FaultKind })).toThrow(/fault kind/);
  });
});
