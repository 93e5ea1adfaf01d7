import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from './server.ts';
import { startEmulator } from './server.ts';
import { call, exportFiles, expectCode, newProject, upload } from './raw-client.ts';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ timeScale: 0 });
});
afterAll(() => emulator.close());

describe('an untranslated plural key in an export', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'is an object of the language’s own forms, each empty, as the real service exported it (%s)',
    async (revision) => {
      const id = await newProject(emulator, ['ru', 'de']);
      await upload(
        emulator,
        revision,
        { id, lang_iso: 'en' },
        {
          name: 'en.json',
          content: '{"files":{"one":"One file","other":"Many files"},"title":"Title"}',
        },
      );
      const { files } = await exportFiles(emulator, revision, {
        id,
        type: 'json',
        langs: '["ru","de"]',
        bundle_structure: '%LANG_ISO%.json',
      });
      expect(JSON.parse(files.get('ru.json') ?? '')).toEqual({
        files: { one: '', few: '', many: '', other: '' },
        title: '',
      });
      expect(JSON.parse(files.get('de.json') ?? '')).toEqual({
        files: { one: '', other: '' },
        title: '',
      });
    },
  );
});

describe('import', () => {
  it('counts inserted, updated and skipped, and fills only empty translations without replace', async () => {
    const id = await newProject(emulator, ['de']);
    const first = await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'de' },
      { name: 'de.json', content: '{"a":"A1","b":""}' },
    );
    expect(first.result).toEqual({ skipped: 0, inserted: 2, updated: 0 });
    const second = await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'de' },
      { name: 'de.json', content: '{"a":"A2","b":"B","c":"C"}' },
    );
    expect(second.result).toEqual({ skipped: 1, inserted: 1, updated: 1 });
    const third = await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'de', replace: '1' },
      { name: 'de.json', content: '{"a":"A2","b":"B"}' },
    );
    expect(third.result).toEqual({ skipped: 1, inserted: 0, updated: 1 });
  });

  it('applies fill_empty, replace_breaks, hidden, tags and icu_plurals', async () => {
    const id = await newProject(emulator);
    const content = JSON.stringify({
      empty: '',
      broken: 'one\\ntwo',
      files: '{n, plural, one {# file} other {# files}}',
    });
    const answer = await upload(
      emulator,
      '1.0.9.3',
      {
        id,
        lang_iso: 'en',
        fill_empty: '1',
        replace_breaks: '1',
        hidden: '1',
        tags: '["web"]',
        icu_plurals: '1',
      },
      { name: 'en.json', content },
    );
    expectCode(answer, '200');
    const keys = emulator.store.projects.get(id)?.keys ?? [];
    const value = (name: string): unknown =>
      keys.find((k) => k.name === name)?.translations.get('en')?.value;
    expect(value('empty')).toBe('empty');
    expect(value('broken')).toBe('one\ntwo');
    expect(value('files')).toEqual({ one: '# file', other: '# files' });
    expect(keys.every((k) => k.hidden && k.tags.join() === 'web' && k.platformMask === 4)).toBe(
      true,
    );
  });

  it('keeps keys per file with distinguish, and cleanup_mode deletes what the upload lacks', async () => {
    const id = await newProject(emulator);
    const put = (filename: string, content: object, extra: Record<string, string> = {}) =>
      upload(
        emulator,
        '1.0.9.3',
        { id, lang_iso: 'en', distinguish: '1', filename, ...extra },
        { name: 'en.json', content: JSON.stringify(content) },
      );
    await put('a/en.json', { same: 'from a', onlyA: 'x' });
    await put('b/en.json', { same: 'from b' });
    const names = (): string[] => emulator.store.projects.get(id)?.keys.map((k) => k.name) ?? [];
    expect(names()).toEqual(['same', 'onlyA', 'same']);
    await put('a/en.json', { same: 'from a' }, { cleanup_mode: '1' });
    expect(names()).toEqual(['same', 'same']);
  });

  it('takes a translation sent under the base file’s name as that file, and another name as its own', async () => {
    const id = await newProject(emulator, ['pt_BR']);
    const put = (lang_iso: string, name: string, filename: string, content: object) =>
      upload(
        emulator,
        '1.0.9.3',
        { id, lang_iso, distinguish: '1', filename },
        { name, content: JSON.stringify(content) },
      );
    await put('en', 'en.json', 'locales/en.json', { a: 'A' });
    await put('pt_BR', 'en.json', 'locales/en.json', { a: 'Á' });
    await put('pt_BR', 'pt-BR.json', 'locales/pt-BR.json', { a: 'À' });
    const keys = emulator.store.projects.get(id)?.keys ?? [];
    expect(keys.map((k) => [k.name, k.fileNames.web, k.translations.get('pt_BR')?.value])).toEqual([
      ['a', 'locales/%LANG_ISO%.json', 'Á'],
      ['a', 'locales/pt-BR.json', 'À'],
    ]);
  });

  it('refuses the 1.0.9.3-only options on 1.0.9.2', async () => {
    const id = await newProject(emulator);
    const answer = await upload(
      emulator,
      '1.0.9.2',
      { id, lang_iso: 'en', filename: 'x/en.json' },
      { name: 'en.json', content: '{}' },
    );
    expect(answer.response.message).toBe('unknown parameter filename for revision 1.0.9.2');
  });
});

describe('export', () => {
  let id: string;

  beforeAll(async () => {
    id = await newProject(emulator, ['de', 'zh_CN']);
    const en = {
      title: 'Title',
      menu: { open: 'Open', save: 'Save' },
      path: 'a/b',
      untranslated: 'Only base',
    };
    await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'en', filename: 'locales/en/app.json' },
      { name: 'en.json', content: JSON.stringify(en) },
    );
    const de = { title: 'Titel', menu: { open: 'Öffnen', save: 'Speichern' }, path: 'a/b' };
    await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'de', filename: 'locales/de/app.json' },
      { name: 'de.json', content: JSON.stringify(de) },
    );
  });

  it('round-trips an import into a real zip whose json parses back, flat and nested', async () => {
    const { answer, names, files } = await exportFiles(emulator, '1.0.9.3', {
      id,
      type: 'json',
      json_unescaped_slashes: '1',
    });
    expect(answer.bundle).toMatchObject({
      file: expect.stringMatching(
        /^files\/export\/[0-9a-f]+\.\d+\/\d+\/Test_Project-[0-9a-f]+\.zip$/,
      ),
    });
    expect((answer.bundle as { full_file: string }).full_file).toBe(
      `${emulator.downloadUrl}${(answer.bundle as { file: string }).file}`,
    );
    // No bundle_structure: the real service's default layout, locale/%LANG_ISO%.%FORMAT%.
    expect(names).toEqual([
      './',
      'locale/',
      'locale/en.json',
      'locale/de.json',
      'locale/zh_CN.json',
    ]);
    expect(JSON.parse(files.get('locale/de.json') ?? '')).toEqual({
      title: 'Titel',
      menu: { open: 'Öffnen', save: 'Speichern' },
      path: 'a/b',
      untranslated: '',
    });
    expect(JSON.parse(files.get('locale/en.json') ?? '').menu.save).toBe('Save');
  });

  it('exports yml that parses back', async () => {
    const { files } = await exportFiles(emulator, '1.0.9.2', { id, type: 'yml', langs: '["de"]' });
    expect(parseYaml(files.get('locale/de.yml') ?? '')).toMatchObject({
      title: 'Titel',
      menu: { open: 'Öffnen' },
    });
  });

  it('lays files out by bundle_structure, folders included', async () => {
    const { names } = await exportFiles(emulator, '1.0.9.3', {
      id,
      type: 'json',
      langs: '["en","zh_CN"]',
      bundle_structure: 'locales/%LANG_ISO%/%PROJECT_NAME%.%FORMAT%',
    });
    expect(names).toEqual([
      './',
      'locales/',
      'locales/en/',
      'locales/zh_CN/',
      'locales/en/Test Project.json',
      'locales/zh_CN/Test Project.json',
    ]);
  });

  it('uses original file names with the language swapped, below directory_prefix', async () => {
    const plain = await exportFiles(emulator, '1.0.9.3', {
      id,
      type: 'json',
      use_original: '1',
      langs: '["de","zh_CN"]',
    });
    expect([...plain.files.keys()]).toEqual(['locales/de/app.json', 'locales/zh_CN/app.json']);
    const prefixed = await exportFiles(emulator, '1.0.9.3', {
      id,
      type: 'json',
      use_original: '1',
      langs: '["de"]',
      directory_prefix: 'out/%LANG_ISO%',
    });
    expect([...prefixed.files.keys()]).toEqual(['out/de/locales/de/app.json']);
  });

  it('writes export_empty as "", as the base text, or leaves the key out', async () => {
    const value = async (mode: string): Promise<unknown> => {
      const { files } = await exportFiles(emulator, '1.0.9.3', {
        id,
        type: 'json',
        langs: '["de"]',
        export_empty: mode,
      });
      return (JSON.parse(files.get('locale/de.json') ?? '') as Record<string, unknown>)
        .untranslated;
    };
    expect(await value('empty')).toBe('');
    expect(await value('base')).toBe('Only base');
    expect(await value('skip')).toBeUndefined();
  });

  it('filters by translated, hidden, fuzzy and tags', async () => {
    const tagged = await newProject(emulator, ['de']);
    const data = [
      { key: 'shown', platform_mask: 4, tags: ['a'], translations: { en: 'S', de: 'S-de' } },
      {
        key: 'hidden',
        platform_mask: 4,
        hidden: 1,
        tags: ['a', 'b'],
        translations: { en: 'H', de: 'H-de' },
      },
      { key: 'empty', platform_mask: 4, tags: ['b'], translations: { en: 'E' } },
    ];
    expectCode(
      await call(emulator, '1.0.9.3', 'string/set', { id: tagged, data: JSON.stringify(data) }),
      '200',
    );
    const keysOf = async (
      revision: '1.0.9.3' | '1.0.9.2',
      params: Record<string, string>,
    ): Promise<string[]> => {
      const { files } = await exportFiles(emulator, revision, {
        id: tagged,
        type: 'json',
        langs: '["de"]',
        ...params,
      });
      return Object.keys(JSON.parse(files.get('locale/de.json') ?? '') as object);
    };
    expect(await keysOf('1.0.9.3', { filter: '["translated"]' })).toEqual(['shown', 'hidden']);
    expect(await keysOf('1.0.9.3', { filter: '["nonhidden"]' })).toEqual(['shown', 'empty']);
    expect(await keysOf('1.0.9.3', { include_tags: '["b"]' })).toEqual(['hidden', 'empty']);
    expect(await keysOf('1.0.9.3', { exclude_tags: '["b"]' })).toEqual(['shown']);
    expect(await keysOf('1.0.9.2', { tags: '["a"]' })).toEqual(['shown', 'hidden']);
    expect(await keysOf('1.0.9.3', { export_sort: 'z_a' })).toEqual(['shown', 'hidden', 'empty']);
    const fuzzy = emulator.store.projects.get(tagged)?.keys[0]?.translations.get('de');
    if (fuzzy) fuzzy.fuzzy = true;
    expect(await keysOf('1.0.9.3', { filter: '["nonfuzzy","translated"]' })).toEqual(['hidden']);
  });

  it('serves bundles of both revisions at the download URL, and 404 for unknown files', async () => {
    const answer = await call(emulator, '1.0.9.2', 'project/export', { id, type: 'po' });
    expect(Object.keys(answer.bundle as object)).toEqual(['file']);
    const download = await fetch(
      `${emulator.downloadUrl}${(answer.bundle as { file: string }).file}`,
    );
    expect(download.status).toBe(200);
    // As the real service served them (the interface does not say).
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect((await fetch(`${emulator.downloadUrl}files/export/nothing.zip`)).status).toBe(404);
  });

  it('posts the bundle location to the webhook, without full_file', async () => {
    const received: unknown[] = [];
    let delivered: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (delivered = resolve));
    const hook = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.end();
        if (received.length === 2) delivered();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const webhook_url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    const a = await call(emulator, '1.0.9.3', 'project/export', { id, type: 'json', webhook_url });
    const b = await call(emulator, '1.0.9.2', 'project/export', { id, type: 'json', webhook_url });
    await arrived;
    hook.close();
    expect(received).toContainEqual({ bundle: { file: (a.bundle as { file: string }).file } });
    // As the real service answered: no full_file on 1.0.9.3 once a webhook_url is given.
    expect(a.bundle).not.toHaveProperty('full_file');
    expect(received).toContainEqual({ file: (b.bundle as { file: string }).file });
  });
});
