import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/api/interface.ts';
import type { Emulator } from './server.ts';
import { startEmulator } from './server.ts';
import { call, expectCode, newProject, upload } from './raw-client.ts';

let emulator: Emulator;
let id: string;
const SCALE = 0.01;
/**
 * The emulator's clock, moved by the tests: a call "inside the window" stays inside it however
 * slow the machine, and the window passes without sleeping a guessed 320 ms.
 */
let now = 1_000_000;
/** Moves the clock past 1.0.9.2's stated spacing of an endpoint, as scaled. */
const passWindow = (endpoint: 'project/import' | 'string/list') => {
  now += (RATE_LIMITS['1.0.9.2'][endpoint] ?? 0) * SCALE + 1;
};

beforeAll(async () => {
  // 0.01: import and string/set 300 ms apart, string/list 50 ms.
  emulator = await startEmulator({
    timeScale: SCALE,
    rateLimit1093: [{ endpoint: 'string/list', spacingMs: 200 }],
    now: () => now,
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
    passWindow('project/import');
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
    passWindow('string/list');
    expectCode(await call(emulator, '1.0.9.2', 'string/list', { id }, ro), '200');
  });

  it('enforces a configured 1.0.9.3 spacing', async () => {
    expectCode(await call(emulator, '1.0.9.3', 'string/list', { id }), '200');
    expectCode(await call(emulator, '1.0.9.3', 'string/list', { id }), '4048');
  });
});
