import AdmZip from 'adm-zip';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Emulator } from '../emulator/server.ts';
import { ITEM_SHAPES } from '../emulator/string-items.ts';
import { BOTH_REVISIONS, clientFor, jsonFile, withEmulator } from '../support/emulator.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let emulator: Emulator;
let dir: string;
beforeAll(async () => {
  emulator = await withEmulator();
  dir = await mkdtemp(join(tmpdir(), 'l10n-client-'));
});
afterAll(async () => {
  await emulator.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(BOTH_REVISIONS)('client on revision %s', (revision) => {
  const client = () => clientFor(emulator, revision);

  it('project/add, list, snapshot, empty and remove', async () => {
    const c = client();
    const { id } = await c.project.add({
      name: `Sample ${revision}`,
      description: 'd',
      base_lang: 'en',
    });
    expect(id).toMatch(/^[0-9a-f]+\.\d+$/);
    const listed = (await c.project.list()).find((p) => p.id === id);
    expect(listed).toMatchObject({ id, name: `Sample ${revision}`, desc: 'd', owner: true });
    expect(listed?.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await c.project.snapshot(revision === '1.0.9.3' ? { id, title: 'before' } : { id });
    await c.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { a: 'A' }) });
    await c.project.empty({ id });
    expect(Object.values(await c.string.list({ id })).flat()).toEqual([]);
    await c.project.remove({ id });
    expect((await c.project.list()).map((p) => p.id)).not.toContain(id);
  });

  it('language/listall, list, add and remove', async () => {
    const c = client();
    const all = await c.language.listAll();
    expect(all.length).toBeGreaterThan(50);
    expect(all.find((l) => l.iso === 'he')).toMatchObject({ rtl: true });
    expect(all.find((l) => l.iso === 'zh_CN')).toMatchObject({ rtl: false });

    const { id } = await c.project.add({ name: 'Languages', base_lang: 'en' });
    await c.language.add({ id, iso: ['de', 'fr'] });
    let languages = await c.language.list({ id });
    expect(languages.map((l) => l.iso).sort()).toEqual(['de', 'en', 'fr']);
    expect(languages.find((l) => l.iso === 'en')).toMatchObject({ isDefault: true, rtl: false });
    expect(languages.find((l) => l.iso === 'de')).toMatchObject({ isDefault: false });
    expect(typeof languages[0]?.words).toBe('number');

    await c.language.remove({ id, iso: ['fr'] });
    languages = await c.language.list({ id });
    expect(languages.map((l) => l.iso).sort()).toEqual(['de', 'en']);
  });

  it('project/import counts inserted, updated and skipped keys', async () => {
    const c = client();
    const { id } = await c.project.add({ name: 'Import', base_lang: 'en' });
    const first = await c.project.import({
      id,
      lang_iso: 'en',
      file: jsonFile('en.json', { hello: 'Hello', bye: 'Bye' }),
    });
    expect(first).toEqual({ inserted: 2, updated: 0, skipped: 0 });
    const second = await c.project.import({
      id,
      lang_iso: 'en',
      replace: true,
      file: jsonFile('en.json', { hello: 'Hello!', bye: 'Bye' }),
    });
    expect(second).toEqual({ inserted: 0, updated: 1, skipped: 1 });
  });

  it('project/export makes a bundle that downloads as a zip with the translations', async () => {
    const c = client();
    const { id } = await c.project.add({ name: 'Export', base_lang: 'en' });
    await c.language.add({ id, iso: ['de'] });
    await c.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { hello: 'Hello' }) });
    await c.project.import({ id, lang_iso: 'de', file: jsonFile('de.json', { hello: 'Hallo' }) });
    const bundle = await c.project.export({
      id,
      type: 'json',
      langs: ['de'],
      bundle_structure: 'locales/%LANG_ISO%.%FORMAT%',
    });
    expect(bundle.file).toMatch(/\.zip$/);
    if (revision === '1.0.9.3') expect(bundle.fullFile).toBe(emulator.downloadUrl + bundle.file);
    else expect(bundle.fullFile).toBeUndefined();

    const path = join(dir, `${revision}.zip`);
    const downloaded = await c.downloadBundle(bundle, path);
    expect(downloaded.url).toBe(emulator.downloadUrl + bundle.file);
    expect(downloaded.bytes).toBe((await readFile(path)).length);
    const zip = new AdmZip(path);
    const names = zip.getEntries().map((e) => e.entryName);
    expect(names).toContain('locales/de.json');
    expect(JSON.parse(zip.readAsText('locales/de.json'))).toEqual({ hello: 'Hallo' });
  });

  it('include_tags keeps only tagged keys (sent as tags to 1.0.9.2)', async () => {
    const c = client();
    const { id } = await c.project.add({ name: 'Tags', base_lang: 'en' });
    await c.project.import({
      id,
      lang_iso: 'en',
      tags: ['release'],
      file: jsonFile('a.json', { shipped: 'S' }),
    });
    await c.project.import({ id, lang_iso: 'en', file: jsonFile('b.json', { draft: 'D' }) });
    const bundle = await c.project.export({ id, type: 'json', include_tags: ['release'] });
    const path = join(dir, `tags-${revision}.zip`);
    await c.downloadBundle(bundle, path);
    const zip = new AdmZip(path);
    expect(JSON.parse(zip.readAsText('locale/en.json'))).toEqual({ shipped: 'S' });
    const sent = emulator.calls.filter((call) => call.endpoint === 'project/export').at(-1);
    expect(Object.keys(sent?.params ?? {})).toContain(
      revision === '1.0.9.2' ? 'tags' : 'include_tags',
    );
  });

  it.each(ITEM_SHAPES)('string/set, list and remove (items in the %s shape)', async (shape) => {
    emulator.store.itemShape = shape;
    onTestFinished(() => {
      emulator.store.itemShape = 'recorded';
    });
    const c = client();
    const { id } = await c.project.add({ name: 'Strings', base_lang: 'en' });
    await c.language.add({ id, iso: ['de'] });
    const set = await c.string.set({
      id,
      data: [
        {
          key: 'greeting',
          platform_mask: 4,
          hidden: 1,
          ...(revision === '1.0.9.3' ? { tags: ['web'] } : { references: ['app.ts'] }),
          translations: { en: 'Hello', de: 'Hallo' },
        },
      ],
    });
    expect(set).toEqual({ inserted: 1, updated: 0 });
    const again = await c.string.set({
      id,
      data: [{ key: 'greeting', translations: { de: 'Grüß Gott / Servus 👋' } }],
    });
    expect(again).toEqual({ inserted: 0, updated: 1 });

    const strings = await c.string.list({ id, langs: ['de'] });
    expect(Object.keys(strings)).toEqual(['de']);
    const item = strings['de']?.[0];
    expect(item).toMatchObject({
      key: 'greeting',
      translation: 'Grüß Gott / Servus 👋',
      pluralKey: null,
      platformMask: 4,
      isHidden: true,
      fuzzy: false,
      context: null,
      isArchived: false,
    });
    // The recorded shape has both lists (references null where none); the interface's has each
    // revision's own.
    if (revision === '1.0.9.3') {
      expect(item?.tags).toEqual(['web']);
      if (shape === 'recorded') expect(item?.references).toBeNull();
      else expect(item).not.toHaveProperty('references');
    } else {
      expect(item?.references).toEqual(['app.ts']);
      if (shape === 'recorded') expect(item?.tags).toEqual([]);
      else expect(item).not.toHaveProperty('tags');
    }

    await c.string.remove({ id, keys: ['greeting'] });
    const after = await c.string.list({ id });
    expect(Object.values(after).flat()).toEqual([]);
  });
});

describe('client on revision 1.0.9.3 only', () => {
  it('project/screenshot uploads a PNG', async () => {
    const c = clientFor(emulator, '1.0.9.3');
    const { id } = await c.project.add({ name: 'Screens', base_lang: 'en' });
    await expect(
      c.project.screenshot({ id, screenshot: PNG.toString('base64'), autotag: true }),
    ).resolves.toBeUndefined();
  });

  it('language/set gives a language a custom code and name', async () => {
    const c = clientFor(emulator, '1.0.9.3');
    const { id } = await c.project.add({ name: 'Custom', base_lang: 'en' });
    await c.language.add({ id, iso: ['de'] });
    await c.language.set({
      id,
      original_iso: 'de',
      custom_iso: 'de_formal',
      custom_name: 'German (formal)',
    });
    const languages = await c.language.list({ id });
    expect(languages.find((l) => l.iso === 'de_formal')).toMatchObject({ name: 'German (formal)' });
  });

  it('downloads through full_file when no download-url is set', async () => {
    const c = clientFor(emulator, '1.0.9.3', { downloadUrl: undefined });
    const { id } = await c.project.add({ name: 'FullFile', base_lang: 'en' });
    await c.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { a: 'A' }) });
    const bundle = await c.project.export({ id, type: 'json' });
    const result = await c.downloadBundle(bundle, join(dir, 'full.zip'));
    expect(result.url).toBe(bundle.fullFile);
  });
});

describe('a client holding its writes back (holdingWrites)', () => {
  it('reads over the same client and shows each write instead of sending it; the client it came from still writes', async () => {
    const client = clientFor(emulator, '1.0.9.3');
    const { id } = await client.project.add({ name: 'Held', base_lang: 'en' });
    const shown: string[] = [];
    const held = client.holdingWrites({
      wouldWrite: (endpoint) => shown.push(endpoint),
      leftOut: () => undefined,
    });
    const before = emulator.calls.length;
    expect((await held.language.list({ id })).map((l) => l.iso)).toEqual(['en']);
    await held.language.add({ id, iso: ['de'] });
    expect(shown).toEqual(['language/add']);
    expect(emulator.calls.slice(before).map((call) => call.endpoint)).toEqual(['language/list']);
    await client.language.add({ id, iso: ['de'] });
    expect((await client.language.list({ id })).map((l) => l.iso).sort()).toEqual(['de', 'en']);
  });
});
