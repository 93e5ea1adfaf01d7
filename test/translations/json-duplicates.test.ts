import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyOf, readTranslationFile, readTranslations } from '../../src/translations/index.ts';
import { translationRewrite } from '../../src/pull/pull-rewrite.ts';
import { arb } from '../emulator/formats/arb.ts';
import { decide, written } from './helpers.ts';

/** Flutter Gallery's English ARB, which writes `shrineProductChambrayShirt` (and its `@`) twice. */
const GALLERY = readFileSync(
  new URL('../fixtures/real/arb/flutter-gallery-intl_en.arb', import.meta.url),
  'utf8',
);
const PATH = 'lib/l10n/intl_en.arb';
const KEY = 'shrineProductChambrayShirt';
const REPEATED = [
  `${PATH}: the key "${KEY}" is written 2 times; the last one counts (as JSON.parse and Flutter read it) and is the one a pull edits`,
  `${PATH}: the key "@${KEY}" is written 2 times; the last one counts (as JSON.parse and Flutter read it) and is the one a pull edits`,
];

/** The service's export after a push of the file, with `text` for the repeated key. */
function exported(text: string): string {
  const entries = arb
    .parse(Buffer.from(GALLERY), 'en')
    .map((entry) => (entry.key === KEY ? { ...entry, value: text } : entry));
  return arb.serialize(entries, { lang: 'en' }).toString('utf8');
}

describe('a key written twice in ARB and JSON', () => {
  it('reads the last occurrence, and says so naming the file and key', async () => {
    const reading = await readTranslationFile(PATH, Buffer.from(GALLERY));
    expect(reading).toMatchObject({ warnings: REPEATED });
    const entries = 'entries' in reading ? reading.entries : undefined;
    expect(entries?.get(keyOf([KEY]))).toBe('Chambray shirt');
    expect(entries?.size).toBe(Object.keys(JSON.parse(GALLERY)).filter((k) => k[0] !== '@').length);
  });

  it('leaves the file as it is when the service has the same texts, with the warning', async () => {
    expect(await decide(PATH, GALLERY, exported('Chambray shirt'))).toEqual({
      kind: 'unchanged',
      warnings: REPEATED,
    });
  });

  it('edits the occurrence that counts and leaves the earlier one', async () => {
    const decision = await decide(PATH, GALLERY, exported('Chambray work shirt'));
    expect(decision).toMatchObject({ style: 'kept', warnings: REPEATED });
    const text = written(decision);
    // The service's `@@locale`, which the file lacks, comes in at the top, as for any ARB pull.
    const lines = GALLERY.split('\n');
    expect(lines[2724]).toBe(`  "${KEY}": "Chambray shirt",`);
    lines[2756] = `  "${KEY}": "Chambray work shirt",`;
    lines.splice(1, 0, '  "@@locale": "en",');
    expect(text).toBe(lines.join('\n'));
    expect((JSON.parse(text) as Record<string, string>)[KEY]).toBe('Chambray work shirt');
    expect((await readTranslations('arb', text))?.get(keyOf([KEY]))).toBe('Chambray work shirt');
  });

  it('has the pull log the warning, one line naming the file and key', async () => {
    const warnings: string[] = [];
    const rule = translationRewrite({
      localLanguageOf: () => undefined,
      warn: (message) => warnings.push(message),
    });
    await rule.rewrite(PATH, Buffer.from(GALLERY), Buffer.from(exported('Chambray shirt')));
    expect(warnings).toEqual(REPEATED);
  });

  const JSON_FILE = `{
  "title": "Laden",
  "cart": { "empty": "Leer", "items": "Artikel" },
  "title": "Shop",
  "cart": { "empty": "Nichts da" }
}
`;

  it('reads a repeated object whole from its last occurrence', async () => {
    const entries = await readTranslations('json', JSON_FILE);
    expect([...(entries ?? [])]).toEqual([
      [keyOf(['title']), 'Shop'],
      [keyOf(['cart', 'empty']), 'Nichts da'],
    ]);
  });

  it('adds a new key after the last occurrence of its predecessor', async () => {
    const bundle = '{"title": "Shop", "cart": {"empty": "Nichts da"}, "help": "Hilfe"}';
    expect(written(await decide('de.json', JSON_FILE, bundle))).toBe(
      JSON_FILE.replace('"Nichts da" }\n', '"Nichts da" },\n  "help": "Hilfe"\n'),
    );
  });

  it('removes every occurrence of a removed key, so that no earlier one comes back', async () => {
    const text = written(await decide('de.json', JSON_FILE, '{"cart": {"empty": "Nichts da"}}'));
    expect(text).toBe(
      '{\n  "cart": { "empty": "Leer", "items": "Artikel" },\n  "cart": { "empty": "Nichts da" }\n}\n',
    );
    expect(JSON.parse(text)).toEqual({ cart: { empty: 'Nichts da' } });
  });
});
