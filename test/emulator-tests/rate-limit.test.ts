import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/server.ts';
import { startEmulator } from '../emulator/server.ts';
import { call, expectCode, newProject, upload } from './helpers.ts';

let emulator: Emulator;
let id: string;

beforeAll(async () => {
  // 0.01: import and string/set 300 ms apart, string/list 50 ms.
  emulator = await startEmulator({
    timeScale: 0.01,
    rateLimit1093: [{ endpoint: 'string/list', spacingMs: 200 }],
  });
  id = await newProject(emulator);
});
afterAll(() => emulator.close());

describe('rate limits', () => {
  it('gives 4048 to a second 1.0.9.2 import inside 30 s (scaled), and success after', async () => {
    const file = { name: 'en.json', content: '{"a":"b"}' };
    expectCode(await upload(emulator, '1.0.9.2', { id, lang_iso: 'en' }, file), '200');
    const refused = await upload(emulator, '1.0.9.2', { id, lang_iso: 'en' }, file);
    expectCode(refused, '4048');
    expect(refused.response.message).toContain('project/import');
    await sleep(320);
    expectCode(await upload(emulator, '1.0.9.2', { id, lang_iso: 'en' }, file), '200');
  });

  it('spaces string/set per token, not across tokens or revisions', async () => {
    const data = JSON.stringify([{ key: 'k', platform_mask: 4, translations: { en: 'v' } }]);
    expectCode(await call(emulator, '1.0.9.2', 'string/set', { id, data }), '200');
    expectCode(await call(emulator, '1.0.9.2', 'string/set', { id, data }), '4048');
    expectCode(await call(emulator, '1.0.9.3', 'string/set', { id, data }), '200');
    expectCode(await call(emulator, '1.0.9.3', 'string/set', { id, data }), '200');
  });

  it('limits string/list to one per 5 s (scaled) on 1.0.9.2, read-only tokens included', async () => {
    const ro = emulator.tokens.readOnly;
    expectCode(await call(emulator, '1.0.9.2', 'string/list', { id }, ro), '200');
    expectCode(await call(emulator, '1.0.9.2', 'string/list', { id }, ro), '4048');
    await sleep(60);
    expectCode(await call(emulator, '1.0.9.2', 'string/list', { id }, ro), '200');
  });

  it('enforces a configured 1.0.9.3 spacing', async () => {
    expectCode(await call(emulator, '1.0.9.3', 'string/list', { id }), '200');
    expectCode(await call(emulator, '1.0.9.3', 'string/list', { id }), '4048');
  });
});
