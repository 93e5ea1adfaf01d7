import { createGit } from '../../src/git/git.ts';
import type { PlacedPart } from '../../src/pull/bundle/extract.ts';
import { splitExport, splitsOn1092 } from '../../src/pull/export-split-1092.ts';
import { captureLog, settingsFor } from '../support/fakes.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import type { GitFixture } from '../support/git-fixture.ts';

/**
 * On 1.0.9.2 a layout of several files per language is one export of every key, a file per
 * language, cut into the layout's files: each keeps the keys its base file holds at HEAD.
 */

const R1092 = { revision: '1.0.9.2', 'download-url': 'https://lms.example.com/' };
const TWO_PATTERNS = 'locales/%LANG_ISO%/common.json\nlocales/%LANG_ISO%/settings.json';
const GROUP = '- source: locales/en/*.json\n  translation: locales/%LANG_ISO%/%ORIGINAL_FILE_NAME%';
const LANGUAGES = ['en', 'de', 'ru'];

const json = (texts: object) => `${JSON.stringify(texts, null, 2)}\n`;
/** The base files at HEAD: `ok` is in both, `files` a plural of English's two forms. */
const HEAD = {
  'locales/en/common.json': json({
    title: 'Title',
    files: { one: '{n} file', other: '{n} files' },
    ok: 'OK',
  }),
  'locales/en/settings.json': json({ theme: 'Theme', ok: 'OK' }),
  'locales/de/common.json': json({ title: 'Titel' }),
};

/** The service's Russian: four plural forms, and two keys no base file has. */
const RU = json({
  title: 'Заголовок',
  files: { one: '{n} файл', few: '{n} файла', many: '{n} файлов', other: '{n} файла' },
  ok: 'ОК',
  theme: 'Тема',
  legacy: 'Старое',
  gone: { text: 'Ушло' },
});

async function exportIn(repo: GitFixture, files: string) {
  const workspace = await repo.checkout();
  const settings = settingsFor(workspace, { ...R1092, files });
  const log = captureLog();
  const deps = { settings, git: createGit(workspace), log };
  const paths = [...Object.keys(HEAD), 'README.md'];
  return { split: await splitExport(deps, paths, LANGUAGES, 'en'), log };
}

function partsOf(placement: unknown): PlacedPart[] {
  if (!Array.isArray(placement)) throw new Error('not placed in parts');
  return placement as PlacedPart[];
}

/** Each part's path and the texts its pick keeps of `entry`. */
async function picked(placement: unknown, entry: string): Promise<[string, unknown][]> {
  return Promise.all(
    partsOf(placement).map(async (part): Promise<[string, unknown]> => {
      if (part.pick === undefined) throw new Error(`${part.path} has no pick`);
      const bytes = await part.pick(Buffer.from(entry));
      return [part.path, JSON.parse(bytes.toString('utf8'))];
    }),
  );
}

describe('a 1.0.9.2 export split among several files per language', () => {
  it('asks for one file per language, and cuts it into each base file’s keys', async ({
    startRepository,
  }) => {
    const { split, log } = await exportIn(await startRepository(HEAD), TWO_PATTERNS);
    expect(split.params).toEqual({ bundle_structure: '%LANG_ISO%.json' });
    expect(split.format).toBe('json');
    expect(split.sources).toEqual(['locales/en/common.json', 'locales/en/settings.json']);
    expect(await picked(split.place('ru.json'), RU)).toEqual([
      [
        'locales/ru/common.json',
        {
          title: 'Заголовок',
          // Russian's `few` and `many` go where English has `one` and `other`.
          files: { one: '{n} файл', few: '{n} файла', many: '{n} файлов', other: '{n} файла' },
          // A key of both base files goes to both.
          ok: 'ОК',
          // Keys of no base file go to the first file, and the log says so once.
          legacy: 'Старое',
          gone: { text: 'Ушло' },
        },
      ],
      ['locales/ru/settings.json', { theme: 'Тема', ok: 'ОК' }],
    ]);
    expect(log.lines).toEqual([
      '2 keys of the export are in no base file at HEAD: written to locales/ru/common.json',
    ]);
  });

  it('places a group’s entry on each source’s file, the base language’s on the sources', async ({
    startRepository,
  }) => {
    const { split, log } = await exportIn(await startRepository(HEAD), GROUP);
    expect(partsOf(split.place('de.json')).map((p) => [p.path, p.language])).toEqual([
      ['locales/de/common.json', 'de'],
      ['locales/de/settings.json', 'de'],
    ]);
    expect(partsOf(split.place('en.json')).map((p) => p.path)).toEqual(split.sources);
    // German has no key outside the base files: nothing to say.
    expect(await picked(split.place('de.json'), json({ title: 'Titel', theme: 'Thema' }))).toEqual([
      ['locales/de/common.json', { title: 'Titel' }],
      ['locales/de/settings.json', { theme: 'Thema' }],
    ]);
    expect(log.lines).toEqual([]);
  });

  it('refuses an entry that is no project language’s file', async ({ startRepository }) => {
    const { split } = await exportIn(await startRepository(HEAD), TWO_PATTERNS);
    expect(split.place('xx.json')).toBeUndefined();
    expect(split.place('de/common.json')).toBeUndefined();
    expect(split.place('de.yml')).toBeUndefined();
  });

  it('refuses to split when a base file does not read key by key at HEAD', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ ...HEAD, 'locales/en/settings.json': '{ not json' });
    await expect(exportIn(repo, TWO_PATTERNS)).rejects.toThrow(
      /the base file locales\/en\/settings\.json does not read key by key at HEAD/,
    );
  });

  it('is the pull of several sources on 1.0.9.2 without use-original, and no other', () => {
    const splits = (inputs: Record<string, string>) =>
      splitsOn1092(settingsFor('/w', { ...R1092, ...inputs }));
    expect(splits({ files: TWO_PATTERNS })).toBe(true);
    expect(splits({ files: GROUP })).toBe(true);
    expect(splits({ files: 'locales/%LANG_ISO%/*.json' })).toBe(true);
    expect(splits({ files: TWO_PATTERNS, revision: '1.0.9.3' })).toBe(false);
    expect(splits({ files: TWO_PATTERNS, 'use-original': 'true' })).toBe(false);
    expect(splits({ files: 'locales/%LANG_ISO%.json' })).toBe(false);
    // One source file: export-one-source.ts exports it.
    expect(splits({ files: 'config/locales/devise.%LOCALE%.yml' })).toBe(false);
  });
});
