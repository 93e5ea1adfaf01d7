import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from './server.ts';
import { startEmulator } from './server.ts';
import { call, exportFiles, expectCode, newProject, upload } from './raw-client.ts';
import { EXTENSIONS } from '../support/format-lists.ts';
import { FILE_FORMATS } from '../../src/translations/file-formats.ts';

/** The emulator's file formats through the API: every one round trip, Flutter ARB in detail, and the refusals. */

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ timeScale: 0 });
});
afterAll(() => emulator.close());

const PLACEHOLDERS = { name: { type: 'String', example: 'Ann' } };

const arbFile = (language: string, texts: Record<string, string>, metadata = {}) =>
  JSON.stringify({ '@@locale': language, ...texts, ...metadata }, null, 2);

/** A project with an English template (descriptions, placeholders) and a German translation. */
async function flutterProject(): Promise<string> {
  const id = await newProject(emulator, ['de']);
  const en = await upload(
    emulator,
    '1.0.9.3',
    { id, lang_iso: 'en', filename: 'lib/l10n/app_en.arb' },
    {
      name: 'app_en.arb',
      content: arbFile(
        'en',
        { title: 'Shop', hello: 'Hello {name}' },
        { '@hello': { description: 'Greets the user', placeholders: PLACEHOLDERS } },
      ),
    },
  );
  expect(en.result).toEqual({ skipped: 0, inserted: 2, updated: 0 });
  const de = await upload(
    emulator,
    '1.0.9.3',
    { id, lang_iso: 'de', filename: 'lib/l10n/app_de.arb' },
    { name: 'app_de.arb', content: arbFile('de', { title: 'Laden', hello: 'Hallo {name}' }) },
  );
  expect(de.result).toEqual({ skipped: 0, inserted: 0, updated: 2 });
  return id;
}

describe('ARB', () => {
  it('imports texts, the description as the key description and the placeholders, under the file template', async () => {
    const id = await flutterProject();
    const hello = emulator.store.snapshot().projects.find((p) => p.id === id)?.keys[1];
    expect(hello).toMatchObject({
      name: 'hello',
      description: 'Greets the user',
      placeholders: PLACEHOLDERS,
      fileNames: { web: 'lib/l10n/app_%LANG_ISO%.arb' },
      translations: { en: { value: 'Hello {name}' }, de: { value: 'Hallo {name}' } },
    });
  });

  it('exports type arb on 1.0.9.3: @@locale per language, texts, placeholders, and descriptions with include_comments', async () => {
    const id = await flutterProject();
    const { names, files } = await exportFiles(emulator, '1.0.9.3', {
      id,
      type: 'arb',
      include_comments: '1',
      bundle_structure: 'lib/l10n/app_%LANG_ISO%.%FORMAT%',
    });
    expect(names.filter((name) => name.endsWith('.arb'))).toEqual([
      'lib/l10n/app_en.arb',
      'lib/l10n/app_de.arb',
    ]);
    expect(JSON.parse(files.get('lib/l10n/app_de.arb') ?? '')).toEqual({
      '@@locale': 'de',
      title: 'Laden',
      hello: 'Hallo {name}',
      '@hello': { description: 'Greets the user', placeholders: PLACEHOLDERS },
    });
    const plain = await exportFiles(emulator, '1.0.9.3', { id, type: 'arb', langs: '["de"]' });
    expect(JSON.parse(plain.files.get('locale/de.arb') ?? '')['@hello']).toEqual({
      placeholders: PLACEHOLDERS,
    });
  });

  it('writes each language back to its original .arb name with use_original', async () => {
    const id = await flutterProject();
    const { files } = await exportFiles(emulator, '1.0.9.3', {
      id,
      type: 'json',
      use_original: '1',
      langs: '["de"]',
    });
    expect(JSON.parse(files.get('lib/l10n/app_de.arb') ?? '')).toMatchObject({
      '@@locale': 'de',
      title: 'Laden',
    });
  });

  it('keeps an ICU plural message as text, and as plural forms with icu_plurals', async () => {
    const id = await newProject(emulator);
    const message = '{count, plural, one {# item} other {# items}}';
    for (const [key, flags] of [
      ['asText', {}],
      ['asForms', { icu_plurals: '1' }],
    ] as const) {
      const answer = await upload(
        emulator,
        '1.0.9.3',
        { id, lang_iso: 'en', ...flags },
        { name: `${key}_en.arb`, content: arbFile('en', { [key]: message }) },
      );
      expectCode(answer, '200');
    }
    const keys = emulator.store.snapshot().projects.find((p) => p.id === id)?.keys ?? [];
    expect(keys.map((k) => [k.name, k.plural, k.translations['en']?.value])).toEqual([
      ['asText', false, message],
      ['asForms', true, { one: '# item', other: '# items' }],
    ]);
    const { files } = await exportFiles(emulator, '1.0.9.3', { id, type: 'arb' });
    expect(JSON.parse(files.get('locale/en.arb') ?? '')).toEqual({
      '@@locale': 'en',
      asText: message,
      asForms: message,
    });
  });

  it('refuses an ARB file that is not one with 4046, naming the file', async () => {
    const id = await newProject(emulator);
    const answer = await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'en' },
      { name: 'app_en.arb', content: '{"count": 3}' },
    );
    expectCode(answer, '4046');
    expect(answer.response.message).toBe(
      "invalid file: app_en.arb does not parse as arb: Invalid ARB file: message 'count' is not a text",
    );
  });

  it('refuses type arb on 1.0.9.2 with 4047: its export types are a closed list', async () => {
    const id = await flutterProject();
    const answer = await call(emulator, '1.0.9.2', 'project/export', { id, type: 'arb' });
    expectCode(answer, '4047');
    expect(answer.response.message).toBe(
      'invalid export type: arb (1.0.9.2 exports po, xls, strings, xliff, xml, json, php, yml, properties, ini)',
    );
  });
});

/** Every export type of the action's table of formats (file-formats.ts) a revision takes. */
const TYPES = FILE_FORMATS.filter((format) => format.revisions.length > 0).map(
  (format) => format.exportType,
);

describe('every format the README names', () => {
  it.each(TYPES)('exports .%s files that import back with the same texts', async (type) => {
    const texts = { title: 'Shop', hello: 'Hello {name}', quote: `It's "fine" / ok` };
    const source = emulator.store.seed({
      keys: Object.entries(texts).map(([key, text]) => ({ key, translations: { en: text } })),
    });
    const { files } = await exportFiles(emulator, '1.0.9.3', {
      id: source.id,
      type,
      export_all: '1',
    });
    const id = await newProject(emulator);
    const answer = await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'en' },
      { name: `en.${type}`, content: files.get(`locale/en.${type}`) ?? '' },
    );
    expect(answer.result).toEqual({ skipped: 0, inserted: 3, updated: 0 });
    const keys = emulator.store.projects.get(id)?.keys ?? [];
    expect(Object.fromEntries(keys.map((k) => [k.name, k.translations.get('en')?.value]))).toEqual(
      texts,
    );
  });
});

describe('a file of an extension the emulator does not import', () => {
  it('is refused with 4046 saying which extension the emulator cannot import, and what it can', async () => {
    const id = await newProject(emulator);
    const answer = await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'en', filename: 'docs/en.docx' },
      { name: 'en.docx', content: 'x' },
    );
    expectCode(answer, '4046');
    expect(answer.response.message).toBe(
      `invalid file: the emulator cannot import .docx files: docs/en.docx (it imports ${EXTENSIONS})`,
    );
    const bare = await upload(
      emulator,
      '1.0.9.2',
      { id, lang_iso: 'en' },
      { name: 'README', content: 'x' },
    );
    expect(bare.response.message).toMatch(
      /^invalid file: the emulator cannot import files without an extension: README \(it imports/,
    );
    expect(emulator.store.projects.get(id)?.keys).toEqual([]);
  });
});
