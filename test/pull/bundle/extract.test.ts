import AdmZip from 'adm-zip';
import { chmod, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PO_HEADER_NOISE } from '../../../src/pull/po-noise.ts';
import { extractBundle } from '../../../src/pull/bundle/extract.ts';
import { MODE, unixAttributes, zipBytes } from '../../support/zip-writer.ts';
import {
  CHECKOUT_FILES,
  defaults,
  EN,
  NEW_DE,
  placeBy,
  snapshot,
  type Checkout,
} from './helpers.ts';
import { describe, expect, it } from '../../support/fixtures.ts';

/** A real export bundle of the legacy service (source and licence: test/fixtures/SOURCE.md). */
const REAL_BUNDLE = fileURLToPath(
  new URL('../../fixtures/real-export-bundle.zip', import.meta.url),
);
const REAL_LANGUAGES = ['ru', 'zh_CN', 'en', 'ja', 'de', 'fr', 'he'];

const PO_HEADER = (date: string, generator?: string) =>
  [
    '# German translation of the shop app.',
    'msgid ""',
    'msgstr ""',
    '"Project-Id-Version: shop 1.0\\n"',
    '"POT-Creation-Date: 2026-01-01 09:00+0000\\n"',
    `"PO-Revision-Date: ${date}\\n"`,
    '"Language: de\\n"',
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    ...(generator ? [`"X-Generator: ${generator}\\n"`] : []),
    '',
  ].join('\n');
const PO_BODY = 'msgid "welcome"\nmsgstr "Willkommen"\n';

async function gitFolder(checkout: Checkout): Promise<string[]> {
  return readdir(join(checkout.workspace, '.git'));
}

describe('extractBundle writes safe bundles', () => {
  it('unzips the real export bundle into locales/<lang>.json with identical bytes', async ({
    startCheckout,
  }) => {
    const checkout = await startCheckout();
    const result = await extractBundle(defaults(checkout, REAL_BUNDLE));

    const zip = new AdmZip(REAL_BUNDLE);
    for (const language of REAL_LANGUAGES) {
      const written = await readFile(join(checkout.workspace, `locales/${language}.json`));
      expect(written.equals(zip.readFile(`${language}.json`) ?? Buffer.alloc(0))).toBe(true);
    }
    expect(result.changed.map((f) => f.language).sort()).toEqual([...REAL_LANGUAGES].sort());
    expect(result.changed.find((f) => f.language === 'zh_CN')).toEqual({
      path: 'locales/zh_CN.json',
      language: 'zh_CN',
      bytes: 183,
    });
    expect(result.unchanged).toEqual([]);
    expect(result.skipped).toEqual([]);
    expect(await gitFolder(checkout)).toEqual(['HEAD']);
  });

  it('ignores the languages not wanted and leaves their files alone', async ({ startCheckout }) => {
    const checkout = await startCheckout();
    const result = await extractBundle(
      defaults(checkout, REAL_BUNDLE, {
        skip: (l) => (l === 'de' || l === 'fr' ? undefined : 'not asked'),
      }),
    );
    expect(result.changed.map((f) => f.path).sort()).toEqual([
      'locales/de.json',
      'locales/fr.json',
    ]);
    expect(result.skipped.map((i) => i.entry).sort()).toEqual([
      'en.json',
      'he.json',
      'ja.json',
      'ru.json',
      'zh_CN.json',
    ]);
    expect(result.skipped).toContainEqual({
      entry: 'zh_CN.json',
      language: 'zh_CN',
      reason: 'not asked',
    });
    expect(await readFile(join(checkout.workspace, 'locales/en.json'), 'utf8')).toBe(EN);
    expect(await readdir(join(checkout.workspace, 'locales'))).toEqual([
      'de.json',
      'en.json',
      'fr.json',
    ]);
  });

  it('counts identical files as unchanged and does not rewrite them', async ({ startCheckout }) => {
    const checkout = await startCheckout();
    const before = await stat(join(checkout.workspace, 'locales/en.json'));
    const zip = await checkout.bundle([
      { name: './' },
      { name: 'en.json', data: EN },
      { name: 'de.json', data: NEW_DE },
    ]);
    const result = await extractBundle(defaults(checkout, zip));

    expect(result.unchanged).toEqual([
      { path: 'locales/en.json', language: 'en', bytes: EN.length },
    ]);
    expect(result.changed.map((f) => f.path)).toEqual(['locales/de.json']);
    expect((await stat(join(checkout.workspace, 'locales/en.json'))).ino).toBe(before.ino);
    expect(await readFile(join(checkout.workspace, 'locales/de.json'), 'utf8')).toBe(NEW_DE);
  });

  it('hands the rewrite rule every path to write once, before it decides any', async ({
    startCheckout,
  }) => {
    const checkout = await startCheckout();
    const zip = await checkout.bundle([
      { name: './' },
      { name: 'en.json', data: EN },
      { name: 'de.json', data: NEW_DE },
      { name: 'fr.json', data: NEW_DE },
    ]);
    const calls: string[] = [];
    await extractBundle(
      defaults(checkout, zip, {
        skip: (l) => (l === 'en' ? 'base language' : undefined),
        rewrite: {
          appliesTo: () => true,
          prepare: async (paths) => void calls.push(`prepare ${paths.join(' ')}`),
          rewrite: (path, _current, next) => (calls.push(path), { kind: 'write', content: next }),
        },
      }),
    );
    expect(calls).toEqual([
      'prepare locales/de.json locales/fr.json',
      'locales/de.json',
      'locales/fr.json',
    ]);
  });

  it('keeps a .po file that differs only in PO-Revision-Date, and counts it unchanged', async ({
    startCheckout,
  }) => {
    const old = PO_HEADER('2026-01-01 10:00+0000') + '\n' + PO_BODY;
    const checkout = await startCheckout({ 'po/de.po': old });
    const zip = await checkout.bundle([
      {
        name: 'de.po',
        data: PO_HEADER('2026-03-14 15:09+0000', 'Service Export 2.1') + '\n' + PO_BODY,
      },
    ]);
    const result = await extractBundle(
      defaults(checkout, zip, {
        place: placeBy('%LANG_ISO%.po', 'po/%LANG_ISO%.po'),
        unchangedRule: PO_HEADER_NOISE,
      }),
    );
    expect(result.changed).toEqual([]);
    expect(result.unchanged.map((f) => f.path)).toEqual(['po/de.po']);
    expect(await readFile(join(checkout.workspace, 'po/de.po'), 'utf8')).toBe(old);
  });

  it('writes a .po file whose translations changed along with its date', async ({
    startCheckout,
  }) => {
    const old = PO_HEADER('2026-01-01 10:00+0000') + '\n' + PO_BODY;
    const next = PO_HEADER('2026-03-14 15:09+0000') + '\n' + PO_BODY.replace('Willkommen', 'Hallo');
    const checkout = await startCheckout({ 'po/de.po': old });
    const zip = await checkout.bundle([{ name: 'de.po', data: next }]);
    const result = await extractBundle(
      defaults(checkout, zip, {
        place: placeBy('%LANG_ISO%.po', 'po/%LANG_ISO%.po'),
        unchangedRule: PO_HEADER_NOISE,
      }),
    );
    expect(result.changed.map((f) => f.path)).toEqual(['po/de.po']);
    expect(await readFile(join(checkout.workspace, 'po/de.po'), 'utf8')).toBe(next);
  });

  it('creates nested folders (res/values-de/strings.xml)', async ({ startCheckout }) => {
    const checkout = await startCheckout();
    const xml =
      '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n  <string name="hi">Hallo</string>\n</resources>\n';
    const zip = await checkout.bundle([
      { name: './' },
      { name: 'res/' },
      { name: 'res/values-de/' },
      { name: 'res/values-de/strings.xml', data: xml },
      { name: 'res/values-fr/strings.xml', data: xml.replace('Hallo', 'Salut') },
    ]);
    const pattern = 'res/values-%LANG_ISO%/strings.xml';
    const result = await extractBundle(defaults(checkout, zip, { place: placeBy(pattern) }));
    expect(result.changed.map((f) => f.path)).toEqual([
      'res/values-de/strings.xml',
      'res/values-fr/strings.xml',
    ]);
    expect(await readFile(join(checkout.workspace, 'res/values-de/strings.xml'), 'utf8')).toBe(xml);
    expect(await gitFolder(checkout)).toEqual(['HEAD']);
  });

  it('keeps the mode of a file it replaces', async ({ startCheckout }) => {
    const checkout = await startCheckout();
    await chmod(join(checkout.workspace, 'locales/de.json'), 0o640);
    const zip = await checkout.bundle([{ name: 'de.json', data: NEW_DE }]);
    await extractBundle(defaults(checkout, zip));
    expect((await stat(join(checkout.workspace, 'locales/de.json'))).mode & 0o777).toBe(0o640);
  });

  it('accepts folder entries made on MS-DOS or Windows (no Unix mode)', async ({
    startCheckout,
  }) => {
    const checkout = await startCheckout();
    const zip = await checkout.bundle([
      { name: 'json/', attributes: 0x10 },
      { name: 'json/de.json', data: NEW_DE, attributes: 0x20 },
    ]);
    const result = await extractBundle(
      defaults(checkout, zip, {
        place: placeBy('json/%LANG_ISO%.json', 'locales/%LANG_ISO%.json'),
      }),
    );
    expect(result.changed.map((f) => f.path)).toEqual(['locales/de.json']);
  });

  it('accepts an entry under 1 MiB however well it compresses', async ({ startCheckout }) => {
    const checkout = await startCheckout();
    const data = `{"padding": "${' '.repeat(900_000)}"}`;
    const zip = await checkout.bundle([
      { name: 'de.json', data, attributes: unixAttributes(MODE.file) },
    ]);
    const result = await extractBundle(defaults(checkout, zip));
    expect(result.changed[0]?.bytes).toBe(data.length);
  });

  it('stages in the temp folder when .git is not a folder, and leaves nothing behind', async ({
    startCheckout,
  }) => {
    const checkout = await startCheckout({
      ...CHECKOUT_FILES,
      '.git': 'gitdir: ../main/.git/worktrees/x\n',
    });
    const before = await snapshot(checkout.workspace);
    const zip = await checkout.bundle([{ name: 'de.json', data: NEW_DE }]);
    const result = await extractBundle(defaults(checkout, zip));
    expect(result.changed.map((f) => f.path)).toEqual(['locales/de.json']);
    expect(await snapshot(checkout.workspace)).toEqual({
      ...before,
      'locales/de.json': `file ${Buffer.from(NEW_DE).toString('base64')}`,
    });
  });

  it('does nothing with an empty bundle', async ({ startCheckout }) => {
    const checkout = await startCheckout();
    const before = await snapshot(checkout.root);
    const zip = await checkout.bundle(zipBytes([]));
    expect(await extractBundle(defaults(checkout, zip))).toEqual({
      changed: [],
      unchanged: [],
      skipped: [],
    });
    expect(await snapshot(checkout.root)).toEqual(before);
  });
});
