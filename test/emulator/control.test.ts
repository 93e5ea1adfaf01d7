import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator, StoreSnapshot } from './server.ts';
import { startEmulator } from './server.ts';
import { call, expectCode, exportFiles } from './raw-client.ts';

let emulator: Emulator;
let base: string;

beforeAll(async () => {
  emulator = await startEmulator({ timeScale: 0 });
  base = `${emulator.urls['1.0.9.2']}/__emulator`;
});
afterAll(() => emulator.close());

async function control(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}/${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, json: await response.json() };
}

describe('the control API', () => {
  it('seeds a project that the API then serves, and shows it in the state', async () => {
    const seeded = await control('POST', 'seed', {
      id: 'abc123.42',
      name: 'Seeded',
      baseLang: 'en',
      languages: ['de'],
      keys: [
        {
          key: 'hello',
          translations: { en: 'Hello', de: 'Hallo' },
          fileName: 'locales/%LANG_ISO%.json',
          tags: ['t'],
        },
      ],
    });
    expect(seeded).toEqual({ status: 200, json: { project: { id: 'abc123.42' } } });
    const listed = await call(emulator, '1.0.9.3', 'string/list', {
      id: 'abc123.42',
      langs: '["de"]',
    });
    expect(
      (listed.strings as Record<string, { translation: string; tags: string[] }[]>).de?.[0],
    ).toMatchObject({
      translation: 'Hallo',
      tags: ['t'],
    });
    const state = (await control('GET', 'state')).json as StoreSnapshot;
    expect(state.projects[0]?.keys[0]?.fileNames).toEqual({ web: 'locales/%LANG_ISO%.json' });
  });

  it('lists calls without the token', async () => {
    const { json } = await control('GET', 'calls');
    const calls = json as { endpoint: string; params: Record<string, string> }[];
    expect(calls.at(-1)).toMatchObject({
      endpoint: 'string/list',
      params: { api_token: '[redacted]' },
      code: '200',
      role: 'readWrite',
    });
    expect(JSON.stringify(calls)).not.toContain(emulator.tokens.readWrite);
    await control('POST', 'calls/clear');
    expect((await control('GET', 'calls')).json).toEqual([]);
  });

  it('configures faults, and clears them', async () => {
    const set = await control('POST', 'faults', {
      rules: [{ endpoint: 'project/list', kind: 'http503', count: 1 }],
      seed: 7,
    });
    expect(set.status).toBe(200);
    expect((await fetch(`${emulator.urls['1.0.9.3']}/api/project/list?api_token=x`)).status).toBe(
      503,
    );
    expect((await control('GET', 'faults')).json).toMatchObject([
      { kind: 'http503', seen: 1, fired: 1 },
    ]);
    await control('POST', 'faults', { kind: 'reset' });
    await control('POST', 'faults/clear');
    expect((await control('GET', 'faults')).json).toEqual([]);
    expect((await control('POST', 'faults', { kind: 'nope' })).status).toBe(400);
  });

  it('sets the time scale and 1.0.9.3 spacing at run time', async () => {
    await control('POST', 'config', {
      timeScale: 1,
      rateLimit1093: [{ endpoint: 'project/list', spacingMs: 10_000 }],
    });
    expectCode(await call(emulator, '1.0.9.3', 'project/list'), '200');
    expectCode(await call(emulator, '1.0.9.3', 'project/list'), '4048');
    await control('POST', 'config', { timeScale: 0, rateLimit1093: [] });
    expectCode(await call(emulator, '1.0.9.3', 'project/list'), '200');
  });

  it('has a .po export mark fuzzy translations `#, fuzzy` when asked, and not by default', async () => {
    const seeded = await control('POST', 'seed', {
      languages: ['de'],
      keys: [
        { key: 'Save', translations: { en: 'Save', de: 'Speichern' }, fuzzy: ['de'] },
        { key: 'Open', translations: { en: 'Open', de: 'Öffnen' } },
      ],
    });
    const id = (seeded.json as { project: { id: string } }).project.id;
    const german = async () =>
      (
        await exportFiles(emulator, '1.0.9.2', {
          id,
          type: 'po',
          langs: '["de"]',
          bundle_structure: '%LANG_ISO%.po',
        })
      ).files.get('de.po') ?? '';
    expect(await german()).not.toContain('#, fuzzy');
    expect((await control('POST', 'config', { poFuzzyFlags: 'yes' })).status).toBe(400);
    await control('POST', 'config', { poFuzzyFlags: true });
    const marked = await german();
    await control('POST', 'config', { poFuzzyFlags: false });
    expect(marked).toContain('#, fuzzy\nmsgid "Save"\nmsgstr "Speichern"\n');
    expect(marked).toContain('\nmsgid "Open"\nmsgstr "Öffnen"\n');
    expect(marked.match(/#, fuzzy/g)).toHaveLength(1);
  });

  it('answers info, resets everything, and 404s unknown control paths', async () => {
    expect((await control('GET', 'info')).json).toMatchObject({
      downloadUrl: emulator.downloadUrl,
      tokens: emulator.tokens,
    });
    await control('POST', 'reset');
    expect((await control('GET', 'state')).json).toEqual({ projects: [], bundles: [] });
    expect((await control('GET', 'calls')).json).toEqual([]);
    expect((await control('GET', 'nothing')).status).toBe(404);
  });
});
