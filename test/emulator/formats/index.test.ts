import { describe, expect, it } from 'vitest';
import { codecFor, codecForFileName, type Entry } from './index.ts';
import { codec } from './codec-samples.ts';
import { FILE_FORMATS } from '../../../src/translations/file-formats.ts';

describe('codec lookup', () => {
  // Every row of the action's table of formats a revision takes, its type writing files of its
  // first extension.
  it.each(
    FILE_FORMATS.filter((format) => format.revisions.length > 0).map(
      (format) => [format.exportType, format.extensions[0]] as const,
    ),
  )('finds the export type %s, writing .%s files', (type, extension) => {
    expect(codecFor(type)?.extension).toBe(extension);
  });

  it('knows no other export type', () => {
    expect(codecFor('xls')).toBeUndefined();
    expect(codecFor('toString')).toBeUndefined();
  });

  it.each([
    ['en.json', 'json'],
    ['lib/l10n/app_en.ARB', 'arb'],
    ['config/locales/en.YML', 'yml'],
    ['en.yaml', 'yml'],
    ['messages.pot', 'po'],
    ['de.po', 'po'],
    ['Localizable.strings', 'strings'],
    ['values-de/strings.xml', 'xml'],
    ['de.xlf', 'xliff'],
    ['de.xliff', 'xliff'],
    ['messages_de.properties', 'properties'],
    ['de.ini', 'ini'],
    ['lang/de.php', 'php'],
  ])('imports %s with the %s codec', (name, extension) => {
    const found = codecForFileName(name);
    expect(found?.extension).toBe(extension);
    expect(found?.parse).toBeTypeOf('function');
  });

  it('imports no spreadsheet or extension-less file', () => {
    expect(codecForFileName('book.xls')).toBeUndefined();
    expect(codecForFileName('README')).toBeUndefined();
  });
});

describe('replace_breaks on export', () => {
  const entries: Entry[] = [
    { key: 'text', value: 'one\ntwo\r\nthree' },
    { key: 'items', value: { one: 'a\nb', other: 'c' } },
  ];

  it('writes line breaks as backslash-n in every value', () => {
    const written = codec('json').serialize(entries, { lang: 'en', replaceBreaks: true });
    expect(JSON.parse(written.toString())).toEqual({
      text: 'one\\ntwo\\nthree',
      items: { one: 'a\\nb', other: 'c' },
    });
  });

  it('leaves line breaks alone when not asked', () => {
    const written = codec('json').serialize(entries, { lang: 'en' });
    expect(JSON.parse(written.toString())).toMatchObject({ text: 'one\ntwo\r\nthree' });
  });

  it('applies to the XLIFF source too', () => {
    const source = new Map([['text', { key: 'text', value: 'base\nline' }]]);
    const written = codec('xliff').serialize(entries.slice(0, 1), {
      lang: 'de',
      source,
      replaceBreaks: true,
    });
    expect(written.toString()).toContain('<source>base\\nline</source>');
    expect(written.toString()).toContain('<target>one\\ntwo\\nthree</target>');
  });
});
