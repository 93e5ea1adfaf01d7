import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from './server.ts';
import { startEmulator } from './server.ts';
import { call, expectCode, newProject, upload } from './raw-client.ts';

let emulator: Emulator;
let id: string;

beforeAll(async () => {
  emulator = await startEmulator({ timeScale: 0 });
  id = await newProject(emulator, ['de']);
});
afterAll(() => emulator.close());

describe('envelope and authentication', () => {
  it('answers errors with HTTP 200 and an envelope of strings', async () => {
    const response = await fetch(`${emulator.urls['1.0.9.3']}/api/project/list`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      response: { status: 'error', code: '401', message: 'request missing API token' },
    });
  });

  it('gives 4011 for an unknown token', async () => {
    expectCode(await call(emulator, '1.0.9.2', 'project/list', {}, 'nope'), '4011');
  });

  it('gives 4012 for a POST without data, and for a GET to a POST endpoint', async () => {
    const empty = await fetch(`${emulator.urls['1.0.9.3']}/api/project/add`, { method: 'POST' });
    expectCode((await empty.json()) as never, '4012');
    const get = await fetch(
      `${emulator.urls['1.0.9.3']}/api/project/add?api_token=${emulator.tokens.readWrite}`,
    );
    expectCode((await get.json()) as never, '4012');
  });

  it('gives 404 for an unknown path and for an endpoint the revision lacks', async () => {
    expectCode(await call(emulator, '1.0.9.3', 'project/rename', { id }), '404');
    expectCode(await call(emulator, '1.0.9.2', 'language/set', { id, original_iso: 'de' }), '404');
    expectCode(await call(emulator, '1.0.9.2', 'project/screenshot', { id }), '404');
  });

  it('lets a read-only token read and export, and gives it 403 on every write', async () => {
    const ro = emulator.tokens.readOnly;
    expectCode(await call(emulator, '1.0.9.3', 'project/list', {}, ro), '200');
    expectCode(await call(emulator, '1.0.9.3', 'string/list', { id }, ro), '200');
    expectCode(await call(emulator, '1.0.9.3', 'project/export', { id, type: 'json' }, ro), '200');
    expectCode(await call(emulator, '1.0.9.3', 'string/set', { id, data: '[]' }, ro), '403');
    expectCode(await call(emulator, '1.0.9.2', 'language/add', { id, iso: '["fr"]' }, ro), '403');
    const before = emulator.store.snapshot();
    expectCode(
      await upload(
        emulator,
        '1.0.9.3',
        { id, lang_iso: 'en' },
        { name: 'en.json', content: '{"a":"b"}' },
        ro,
      ),
      '403',
    );
    expect(emulator.store.snapshot()).toEqual(before);
  });

  it('gives 403 for a project that does not exist', async () => {
    expectCode(await call(emulator, '1.0.9.3', 'language/list', { id: '0000.1' }), '403');
  });
});

describe('parameters against the interface table', () => {
  it('refuses a parameter the revision lacks, by its wire name', async () => {
    const answer = await call(emulator, '1.0.9.2', 'project/export', {
      id,
      type: 'json',
      include_tags: '["a"]',
    });
    expect(answer.response).toEqual({
      status: 'error',
      code: '4040',
      message: 'unknown parameter include_tags for revision 1.0.9.2',
    });
    expectCode(
      await call(emulator, '1.0.9.2', 'project/export', { id, type: 'json', tags: '["a"]' }),
      '200',
    );
    expectCode(
      await call(emulator, '1.0.9.3', 'project/export', { id, type: 'json', tags: '["a"]' }),
      '4040',
    );
  });

  it('takes the unlisted parameters and filter values the real service took, and no others', async () => {
    for (const revision of ['1.0.9.3', '1.0.9.2'] as const) {
      const exported = (params: Record<string, string>) =>
        call(emulator, revision, 'project/export', { id, type: 'json', ...params });
      expectCode(await exported({ include_description: '1' }), '200');
      expectCode(await exported({ filter: '["reviewed","proofread"]' }), '200');
      expectCode(await exported({ made_up: '1' }), '4040');
      expectCode(await exported({ filter: '["approved"]' }), '4040');
    }
  });

  it('gives 4049 for a missing required parameter', async () => {
    const answer = await call(emulator, '1.0.9.3', 'project/export', { id });
    expectCode(answer, '4049');
    expect(answer.response.message).toContain('type');
  });

  it('gives 4040 for a flag that is not 0 or 1', async () => {
    expectCode(
      await call(emulator, '1.0.9.3', 'project/export', { id, type: 'json', use_original: 'true' }),
      '4040',
    );
  });

  it('gives 4042 for a JSON parameter that is not a JSON array', async () => {
    expectCode(await call(emulator, '1.0.9.3', 'language/add', { id, iso: 'fr' }), '4042');
    expectCode(await call(emulator, '1.0.9.3', 'language/add', { id, iso: '{"fr":1}' }), '4042');
    expectCode(await call(emulator, '1.0.9.3', 'string/set', { id, data: '[1,2]' }), '4042');
  });

  it('takes a bare filter value on 1.0.9.2 only', async () => {
    expectCode(
      await call(emulator, '1.0.9.2', 'project/export', { id, type: 'json', filter: 'translated' }),
      '200',
    );
    expectCode(
      await call(emulator, '1.0.9.3', 'project/export', { id, type: 'json', filter: 'translated' }),
      '4042',
    );
  });
});

describe('language and file errors', () => {
  it('gives 4043, 4044, 4045 and 4050 where their conditions arise', async () => {
    expectCode(await call(emulator, '1.0.9.3', 'language/add', { id, iso: '["xx_YY"]' }), '4043');
    expectCode(await call(emulator, '1.0.9.3', 'language/add', { id, iso: '[]' }), '4045');
    expectCode(await call(emulator, '1.0.9.3', 'language/add', { id, iso: '["de"]' }), '4050');
    expectCode(await call(emulator, '1.0.9.3', 'language/remove', { id, iso: '["ja"]' }), '4044');
    expectCode(await call(emulator, '1.0.9.3', 'string/list', { id, langs: '["ja"]' }), '4044');
    expectCode(
      await upload(emulator, '1.0.9.3', { id, lang_iso: 'ja' }, { name: 'ja.json', content: '{}' }),
      '4044',
    );
    expectCode(
      await upload(emulator, '1.0.9.3', { id, lang_iso: 'qq' }, { name: 'qq.json', content: '{}' }),
      '4043',
    );
  });

  it('gives 4046 for a file that does not parse or has an unknown extension', async () => {
    expectCode(
      await upload(
        emulator,
        '1.0.9.3',
        { id, lang_iso: 'en' },
        { name: 'en.json', content: '{"a":' },
      ),
      '4046',
    );
    expectCode(
      await upload(emulator, '1.0.9.3', { id, lang_iso: 'en' }, { name: 'en.docx', content: 'x' }),
      '4046',
    );
  });

  it('gives 4047 for export types outside the revision, and 4040 for types it cannot serve', async () => {
    expectCode(await call(emulator, '1.0.9.2', 'project/export', { id, type: 'yaml' }), '4047');
    expectCode(await call(emulator, '1.0.9.3', 'project/export', { id, type: 'docx' }), '4047');
    for (const type of ['xls', 'ios_sdk', 'android_sdk']) {
      const answer = await call(emulator, '1.0.9.3', 'project/export', { id, type });
      expectCode(answer, '4040');
      expect(answer.response.message).toContain('the emulator cannot serve');
    }
    const triggers = await call(emulator, '1.0.9.3', 'project/export', {
      id,
      type: 'json',
      triggers: '["x"]',
    });
    expect(triggers.response.message).toBe(
      'the emulator cannot serve triggers (integration exports)',
    );
  });
});
