import { randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { PO_HEADER_NOISE } from '../../../src/pull/po-noise.ts';
import { extractBundle } from '../../../src/pull/bundle/extract.ts';
import { CHECKOUT_FILES, defaults, expectRefused, GOOD_FIRST, placeBy } from './helpers.ts';
import { describe, expect, it } from '../../support/fixtures.ts';

/** Entries over 1 MiB are streamed to their file instead of inflated in memory. */
const BIG = 3 * 1024 * 1024;
const bigJson = (): string => JSON.stringify({ text: randomBytes(BIG * 0.7).toString('base64') });

describe('extractBundle streams entries over 1 MiB', () => {
  it('writes a large deflated and a large stored entry with identical bytes', async ({
    startCheckout,
  }) => {
    const checkout = await startCheckout();
    const de = bigJson();
    const fr = bigJson();
    const zip = await checkout.bundle([
      { name: 'de.json', data: de },
      { name: 'fr.json', data: fr, method: 'stored' },
    ]);
    const result = await extractBundle(defaults(checkout, zip));
    expect(result.changed).toEqual([
      { path: 'locales/de.json', language: 'de', bytes: de.length },
      { path: 'locales/fr.json', language: 'fr', bytes: fr.length },
    ]);
    expect(await readFile(join(checkout.workspace, 'locales/de.json'), 'utf8')).toBe(de);
    expect(await readFile(join(checkout.workspace, 'locales/fr.json'), 'utf8')).toBe(fr);
  });

  it('leaves a large file that the bundle holds unchanged as it was', async ({ startCheckout }) => {
    const de = bigJson();
    const checkout = await startCheckout({ ...CHECKOUT_FILES, 'locales/de.json': de });
    const before = await stat(join(checkout.workspace, 'locales/de.json'));
    const zip = await checkout.bundle([{ name: 'de.json', data: de }]);
    const result = await extractBundle(defaults(checkout, zip));
    expect(result.changed).toEqual([]);
    expect(result.unchanged.map((f) => f.path)).toEqual(['locales/de.json']);
    expect((await stat(join(checkout.workspace, 'locales/de.json'))).ino).toBe(before.ino);
  });

  it('rewrites a large file of the same size whose bytes differ', async ({ startCheckout }) => {
    const old = bigJson();
    // The last character of the random text, changed (to any other: the same one would be no change).
    const next = `${old.slice(0, -3)}${old.at(-3) === 'x' ? 'y' : 'x'}"}`;
    const checkout = await startCheckout({ ...CHECKOUT_FILES, 'locales/de.json': old });
    const zip = await checkout.bundle([{ name: 'de.json', data: next }]);
    const result = await extractBundle(defaults(checkout, zip));
    expect(result.changed.map((f) => f.path)).toEqual(['locales/de.json']);
    expect(await readFile(join(checkout.workspace, 'locales/de.json'), 'utf8')).toBe(next);
  });

  it('keeps a large .po file whose only difference is its PO-Revision-Date', async ({
    startCheckout,
  }) => {
    const body = Array.from(
      { length: 30_000 },
      (_, i) => `msgid "k${i}"\nmsgstr "${randomBytes(48).toString('base64')}"\n`,
    ).join('\n');
    const po = (date: string) =>
      `msgid ""\nmsgstr ""\n"PO-Revision-Date: ${date}\\n"\n"Language: de\\n"\n\n${body}`;
    const old = po('2026-01-01 10:00+0000');
    const checkout = await startCheckout({ 'po/de.po': old });
    const zip = await checkout.bundle([{ name: 'de.po', data: po('2026-03-14 15:09+0000') }]);
    const result = await extractBundle(
      defaults(checkout, zip, {
        place: placeBy('%LANG_ISO%.po', 'po/%LANG_ISO%.po'),
        unchangedRule: PO_HEADER_NOISE,
      }),
    );
    expect(result.unchanged.map((f) => f.path)).toEqual(['po/de.po']);
    expect(result.unchanged[0]?.bytes).toBeGreaterThan(BIG / 2);
    expect(await readFile(join(checkout.workspace, 'po/de.po'), 'utf8')).toBe(old);
  });

  it('refuses a large entry with a bad CRC', async () => {
    const fr = bigJson();
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: fr, crc: crc32(fr) ^ 1 }],
      /'fr\.json': bad CRC/,
    );
  });

  it('refuses a bad large entry of a language not asked for', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: bigJson(), crc: 5 }],
      /'fr\.json': bad CRC/,
      { skip: (language) => (language === 'de' ? undefined : 'not asked') },
    );
  });

  it('stops a large entry at its declared size', async () => {
    const fr = bigJson();
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: fr, declaredSize: fr.length - 10 }],
      new RegExp(
        `'fr\\.json': inflates to more than the ${fr.length - 10} bytes its header declares`,
      ),
    );
  });

  it('refuses a large entry that declares more bytes than it holds', async () => {
    const fr = bigJson();
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: fr, declaredSize: fr.length + 10 }],
      new RegExp(`'fr\\.json': inflates to ${fr.length} bytes, not the ${fr.length + 10} `),
    );
  });

  it('refuses a large entry whose compressed data is corrupt', async ({ startCheckout }) => {
    const checkout = await startCheckout();
    const fr = bigJson();
    const zip = await checkout.bundle([...GOOD_FIRST, { name: 'fr.json', data: fr }]);
    const bytes = await readFile(zip);
    // Damage the middle of fr.json's deflate stream (it is the bulk of the file).
    bytes.fill(0xff, bytes.length >> 1, (bytes.length >> 1) + 64);
    await writeFile(zip, bytes);
    await expect(extractBundle(defaults(checkout, zip))).rejects.toThrow(
      /'fr\.json': (corrupt compressed data|bad CRC|inflates to)/,
    );
    expect(await readFile(join(checkout.workspace, 'locales/de.json'), 'utf8')).toBe(
      CHECKOUT_FILES['locales/de.json'],
    );
  });
});
