import AdmZip from 'adm-zip';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StringItem } from '../../src/api/index.ts';
import { reviewTranslations } from '../../src/qa/review.ts';
import { item } from '../support/fakes.ts';

/**
 * The project of the real export bundle (test/fixtures/SOURCE.md) as `string/list` gives it: its
 * Russian translator dropped the `%s` the English text asks to keep, which is the mistake the
 * check exists for. Plural keys become one item per form.
 */
function realProject(): Record<string, StringItem[]> {
  const zip = new AdmZip(
    fileURLToPath(new URL('../fixtures/real-export-bundle.zip', import.meta.url)),
  );
  const strings: Record<string, StringItem[]> = {};
  for (const entry of zip.getEntries()) {
    if (!entry.entryName.endsWith('.json')) continue;
    const texts = JSON.parse(entry.getData().toString('utf8')) as Record<
      string,
      string | Record<string, string>
    >;
    strings[entry.entryName.replace('.json', '')] = Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [item(key, value)]
        : Object.entries(value).map(([form, text]) => item(key, text, { pluralKey: form })),
    );
  }
  return strings;
}

describe('reviewTranslations', () => {
  it('finds the placeholder the Russian translation of the real project dropped, and nothing else', async () => {
    const findings = await reviewTranslations(realProject(), 'en', () => true);
    expect(findings.map((f) => [f.language, f.key, f.differences.map((d) => d.detail)])).toEqual([
      ['ru', 'index.placeholder', ['printf: missing %s']],
    ]);
    expect(findings[0]?.translation).toBe('Тут явно нехватает маркера вставки ;)');
    expect(findings[0]?.base).toMatch(/without the %s placeholder/);
  });

  it('reviews only the languages asked for', async () => {
    const findings = await reviewTranslations(realProject(), 'en', (language) => language !== 'ru');
    expect(findings).toEqual([]);
  });

  it('compares a key with the base text of the same context and plural form only', async () => {
    const strings = {
      en: [
        item('files', '%d file', { pluralKey: 'one' }),
        item('files', '%d files', { pluralKey: 'other' }),
        item('open', 'Open', { context: 'menu' }),
        item('open', 'Open %s', { context: 'dialog' }),
      ],
      de: [
        item('files', 'Eine Datei', { pluralKey: 'one' }),
        item('files', '%d Dateien', { pluralKey: 'other' }),
        item('open', 'Öffnen', { context: 'menu' }),
        item('open', '%s öffnen', { context: 'dialog' }),
      ],
    };
    const findings = await reviewTranslations(strings, 'en', () => true);
    // "Eine Datei" drops %d in the singular: German may say "one" in words, but the app must
    // still pass the number, so a reviewer looks.
    expect(findings.map((f) => `${f.key}/${f.translation}`)).toEqual(['files/Eine Datei']);
  });

  it('skips empty and archived translations, and keys the base does not have', async () => {
    const strings = {
      EN: [item('a', 'Hello %s'), item('b', 'Bye %s', { isArchived: true })],
      de: [
        item('a', ''),
        item('b', 'Tschüss'),
        item('c', 'Nur auf Deutsch %d'),
        item('a', '   ', { context: 'x' }),
      ],
    };
    expect(await reviewTranslations(strings, 'en', () => true)).toEqual([]);
  });
});

describe('plural keys given as their forms in JSON text', () => {
  const forms = (value: Record<string, string>) => JSON.stringify(value);

  it("holds the other form to the base's, and the rest only to what they add", async () => {
    const strings = {
      en: [item('files', forms({ one: 'One file', other: '%d files' }))],
      pl: [
        item(
          'files',
          forms({ one: 'Jeden plik', few: '%d pliki', many: '%d plików', other: '%d pliku' }),
        ),
      ],
      de: [item('files', forms({ one: '%d Datei', other: 'Dateien' }))],
      fr: [item('files', forms({ one: '%s fichier', other: '%d fichiers' }))],
      ja: [item('files', forms({ other: '' }))],
    };
    const findings = await reviewTranslations(strings, 'en', () => true);
    expect(findings.map((f) => [f.language, f.differences.map((d) => d.detail)])).toEqual([
      ['de', ['[other] printf: missing %d']],
      ['fr', ['[one] printf: not in the base %s']],
    ]);
  });
});
