import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Emulator } from './server.ts';
import { startEmulator } from './server.ts';
import { call, expectCode, newProject } from './raw-client.ts';

let emulator: Emulator;

/** A string/list item's fields in the order the real service sent them (public v1 clients' recordings). */
const RECORDED_FIELDS = [
  'key', 'key_id', 'trans_id', 'translation', 'description', 'lang_id', 'plural_key',
  'plural_name', 'platform_mask', 'is_hidden', 'created_at', 'tags', 'modified_at', 'fuzzy',
  'is_proofread', 'references', 'context', 'is_archived', 'key_type',
]; // prettier-ignore

beforeAll(async () => {
  emulator = await startEmulator({ timeScale: 0 });
});
afterAll(() => emulator.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

describe('projects', () => {
  it('adds, lists, snapshots, empties and removes a project on either revision', async () => {
    const added = await call(emulator, '1.0.9.2', 'project/add', {
      name: 'Shop',
      description: 'web shop',
      base_lang: 'de',
    });
    const id = (added.project as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f]{22}\.\d{8}$/);
    const listed = await call(emulator, '1.0.9.3', 'project/list');
    expect(listed.projects).toContainEqual({
      id,
      name: 'Shop',
      desc: 'web shop',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      owner: '1',
    });
    const languages = await call(emulator, '1.0.9.3', 'language/list', { id });
    expect(languages.languages).toEqual([
      { iso: 'de', name: 'German', words: '0', rtl: '0', is_default: '1' },
    ]);
    expectCode(await call(emulator, '1.0.9.3', 'project/snapshot', { id, title: 'before' }), '200');
    expectCode(await call(emulator, '1.0.9.2', 'project/snapshot', { id, title: 'x' }), '4040');
    await call(emulator, '1.0.9.3', 'string/set', { id, data: '[{"key":"k","platform_mask":4}]' });
    expectCode(await call(emulator, '1.0.9.3', 'project/empty', { id }), '200');
    expect(emulator.store.projects.get(id)?.keys).toEqual([]);
    expect(emulator.store.projects.get(id)?.snapshots).toHaveLength(1);
    expectCode(await call(emulator, '1.0.9.3', 'project/remove', { id }), '200');
    expectCode(await call(emulator, '1.0.9.3', 'language/list', { id }), '403');
  });

  it('takes a PNG or JPG screenshot and refuses anything else with 4046', async () => {
    const id = await newProject(emulator);
    expectCode(
      await call(emulator, '1.0.9.3', 'project/screenshot', {
        id,
        screenshot: `data:image/png;base64,${PNG}`,
      }),
      '200',
    );
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
    expectCode(
      await call(emulator, '1.0.9.3', 'project/screenshot', {
        id,
        screenshot: jpg,
        autotag: '1',
        key_ids: '[1,2]',
      }),
      '200',
    );
    expectCode(
      await call(emulator, '1.0.9.3', 'project/screenshot', {
        id,
        screenshot: Buffer.from('GIF89a').toString('base64'),
      }),
      '4046',
    );
    expectCode(await call(emulator, '1.0.9.3', 'project/screenshot', { id }), '4049');
    expect(emulator.store.projects.get(id)?.screenshots.map((s) => s.mime)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
  });
});

describe('languages', () => {
  it('lists a few hundred system languages with rtl flags', async () => {
    const answer = await call(emulator, '1.0.9.2', 'language/listall');
    const languages = answer.languages as { iso: string; name: string; rtl: string }[];
    expect(languages.length).toBeGreaterThan(200);
    const byIso = new Map(languages.map((l) => [l.iso, l]));
    for (const iso of ['en', 'de', 'fr', 'ja', 'ru', 'zh_CN', 'pt_BR'])
      expect(byIso.get(iso)?.rtl).toBe('0');
    for (const iso of ['he', 'ar', 'fa', 'ur']) expect(byIso.get(iso)?.rtl).toBe('1');
  });

  it('renames a language with language/set, translations included, and refuses removing the base', async () => {
    const id = await newProject(emulator, ['pt']);
    await call(emulator, '1.0.9.3', 'string/set', {
      id,
      data: '[{"key":"k","platform_mask":4,"translations":{"pt":"olá"}}]',
    });
    expectCode(
      await call(emulator, '1.0.9.3', 'language/set', {
        id,
        original_iso: 'pt',
        custom_iso: 'pt_BR',
        custom_name: 'Português',
      }),
      '200',
    );
    const languages = (await call(emulator, '1.0.9.3', 'language/list', { id })).languages as {
      iso: string;
      name: string;
    }[];
    expect(languages[1]).toMatchObject({ iso: 'pt_BR', name: 'Português' });
    const strings = (await call(emulator, '1.0.9.3', 'string/list', { id, langs: '["pt_BR"]' }))
      .strings as Record<string, { translation: string }[]>;
    expect(strings.pt_BR?.[0]?.translation).toBe('olá');
    expectCode(
      await call(emulator, '1.0.9.3', 'language/set', {
        id,
        original_iso: 'pt_BR',
        custom_iso: 'en',
      }),
      '4050',
    );
    expectCode(await call(emulator, '1.0.9.3', 'language/remove', { id, iso: '["en"]' }), '4040');
    expectCode(await call(emulator, '1.0.9.3', 'language/remove', { id, iso: '["pt_BR"]' }), '200');
  });
});

describe('strings', () => {
  it('sets keys with per-revision fields and lists them with tags or references', async () => {
    const id = await newProject(emulator, ['de']);
    const set3 = await call(emulator, '1.0.9.3', 'string/set', {
      id,
      data: JSON.stringify([
        {
          key: 'a',
          platform_mask: 5,
          tags: ['x'],
          description: 'd',
          translations: { en: 'A', de: 'A-de' },
        },
        {
          key: 'files',
          platform_mask: 4,
          plural: 1,
          translations: { en: { one: 'file', other: 'files' } },
        },
      ]),
    });
    expect(set3.result).toEqual({ inserted: '2', updated: '0' });
    const set2 = await call(emulator, '1.0.9.2', 'string/set', {
      id,
      data: JSON.stringify([
        { key: 'a', references: ['r1'] },
        { key: 'a', hidden: 1 },
      ]),
    });
    expect(set2.result).toEqual({ inserted: '0', updated: '2' });
    expectCode(
      await call(emulator, '1.0.9.2', 'string/set', { id, data: '[{"key":"a","tags":["y"]}]' }),
      '4040',
    );
    expectCode(
      await call(emulator, '1.0.9.3', 'string/set', { id, data: '[{"key":"new"}]' }),
      '4049',
    );
    expectCode(
      await call(emulator, '1.0.9.3', 'string/set', {
        id,
        data: '[{"key":"a","translations":{"ja":"x"}}]',
      }),
      '4044',
    );

    // In the interface's shape (the recorded one, the default, is below).
    emulator.store.itemShape = 'interface';
    onTestFinished(() => {
      emulator.store.itemShape = 'recorded';
    });
    const on3 = (await call(emulator, '1.0.9.3', 'string/list', { id, langs: '["en"]' }))
      .strings as Record<string, Record<string, unknown>[]>;
    expect(on3.en?.[0]).toEqual({
      key: 'a',
      translation: 'A',
      plural_key: null,
      platform_mask: 5,
      is_hidden: '1',
      created_at: expect.any(String),
      modified_at: expect.any(String),
      fuzzy: '0',
      context: null,
      is_archived: '0',
      tags: ['x'],
    });
    expect(JSON.parse(String(on3.en?.[1]?.translation))).toEqual({ one: 'file', other: 'files' });
    const icu = (
      await call(emulator, '1.0.9.3', 'string/list', {
        id,
        keys: '["files"]',
        plural_format: 'icu',
      })
    ).strings as Record<string, { translation: string }[]>;
    expect(icu.en?.[0]?.translation).toBe('{count, plural, one {file} other {files}}');
    const on2 = (
      await call(emulator, '1.0.9.2', 'string/list', { id, langs: '["de"]', keys: '["a"]' })
    ).strings as Record<string, Record<string, unknown>[]>;
    expect(on2.de?.[0]).toMatchObject({ translation: 'A-de', references: ['r1'] });
    expect(on2.de?.[0]).not.toHaveProperty('tags');
  });

  it('lists items as the real service sent them: 19 fields in its order, strings, "0"/"1", PHP escapes', async () => {
    const id = await newProject(emulator, ['de']);
    const data = [
      { key: 'a', platform_mask: 5, tags: ['x'], translations: { en: 'A', de: 'Grüße / ✓ 👋' } },
      {
        key: 'files',
        platform_mask: 4,
        plural: 1,
        translations: { en: { one: 'f', other: 'fs' } },
      },
    ];
    await call(emulator, '1.0.9.3', 'string/set', { id, data: JSON.stringify(data) });
    const raw = await (
      await fetch(`${emulator.urls['1.0.9.2']}/api/string/list`, {
        method: 'POST',
        body: new URLSearchParams({ api_token: emulator.tokens.readWrite, id }),
      })
    ).text();
    // PHP's json_encode: nothing past ASCII, and slashes escaped.
    expect(raw).not.toMatch(/[^\p{ASCII}]/u);
    expect(raw).toContain(String.raw`"Gr\u00fc\u00dfe \/ \u2713 \ud83d\udc4b"`);
    const strings = (JSON.parse(raw) as { strings: Record<string, Record<string, unknown>[]> })
      .strings;
    const [a, files] = strings.en ?? [];
    expect(Object.keys(a ?? {})).toEqual(RECORDED_FIELDS);
    expect(a).toMatchObject({
      key: 'a',
      plural_key: '0',
      plural_name: '',
      platform_mask: '5',
      context: '',
      tags: ['x'],
      references: null,
    });
    expect(files).toMatchObject({ key: 'files', plural_key: '1', plural_name: '' });
    for (const item of [...(strings.en ?? []), ...(strings.de ?? [])]) {
      for (const value of Object.values(item)) {
        // Every scalar a string; the lists lists (references null where the key has none).
        if (!Array.isArray(value) && value !== null) expect(typeof value).toBe('string');
      }
    }
    expect(strings.de?.[0]?.translation).toBe('Grüße / ✓ 👋');
  });

  it('filters string/list by platform_mask and tags, and removes keys', async () => {
    const id = await newProject(emulator);
    const data = [
      { key: 'ios', platform_mask: 1, tags: ['m'] },
      { key: 'web', platform_mask: 4 },
    ];
    await call(emulator, '1.0.9.3', 'string/set', { id, data: JSON.stringify(data) });
    const keys = async (params: Record<string, string>): Promise<string[]> => {
      const answer = await call(emulator, '1.0.9.3', 'string/list', { id, ...params });
      return ((answer.strings as Record<string, { key: string }[]>).en ?? []).map(
        (item) => item.key,
      );
    };
    expect(await keys({ platform_mask: '4' })).toEqual(['web']);
    expect(await keys({ tags: '["m"]' })).toEqual(['ios']);
    expectCode(await call(emulator, '1.0.9.3', 'string/remove', { id, keys: '["ios"]' }), '200');
    expect(await keys({})).toEqual(['web']);
  });
});
