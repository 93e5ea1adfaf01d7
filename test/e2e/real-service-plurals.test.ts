import AdmZip from 'adm-zip';
import { join } from 'node:path';
import { git } from '../support/git-fixture.ts';
import { ITEM_SHAPES } from '../emulator/string-items.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * The real service exported a plural key a language has no text for as an object of that
 * language's forms, each "" (ru: one, few, many, other), as public v1 clients recorded it (issue
 * 38); the emulator does too. A pull must take that for no text, as it takes "".
 */
const EN =
  '{\n  "title": "Title",\n  "files": {\n    "one": "One file",\n    "other": "Many files"\n  }\n}\n';
const RU =
  '{\n  "title": "Заголовок",\n  "files": {\n    "one": "Один файл",\n    "few": "Несколько файлов",\n    "many": "Много файлов",\n    "other": "Файлы"\n  }\n}\n';

describe('an untranslated plural key', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'blanks nothing in a translation file that has its forms (%s)',
    async (revision, { startScenario, tempDir }) => {
      const s = await startScenario({
        revision,
        files: { 'locales/en.json': EN, 'locales/ru.json': RU },
        languages: ['ru'],
        inputs: { mode: 'pull', 'pull-target': 'branch' },
      });
      // The service has the English only: Russian has the title, and no text of the plural key.
      await s.service.project.import({
        id: s.projectId,
        lang_iso: 'en',
        file: { name: 'en.json', content: Buffer.from(EN) },
      });
      await s.service.project.import({
        id: s.projectId,
        lang_iso: 'ru',
        file: { name: 'ru.json', content: Buffer.from('{"title":"Заголовок!"}') },
      });
      // The case is real: the bundle holds the key as Russian's four forms, each empty.
      const bundle = await s.service.project.export({
        id: s.projectId,
        type: 'json',
        langs: ['ru'],
      });
      const zip = join(tempDir, 'bundle.zip');
      await s.service.downloadBundle(bundle, zip);
      const exported = JSON.parse(new AdmZip(zip).readAsText('locale/ru.json')) as object;
      expect(exported).toMatchObject({ files: { one: '', few: '', many: '', other: '' } });

      const run = await s.run();
      expect(run.code, run.stdout).toBe(0);
      const pulled = git(s.fixture.origin, 'show', `l10n-sync/main:locales/ru.json`);
      expect(pulled).toBe(RU.replace('Заголовок', 'Заголовок!').trimEnd());
    },
  );
});

describe.each(ITEM_SHAPES)('string/list items in the %s shape', (itemShape) => {
  it.override({ itemShape });

  describe('a developer’s fix of one plural form', () => {
    const DE =
      '{\n  "title": "Titel",\n  "files": {\n    "one": "Eine Datie",\n    "other": "# Dateien"\n  }\n}\n';
    it.for(['1.0.9.3', '1.0.9.2'] as const)(
      'reaches the service by key, as the key’s forms, and is not proposed back (%s)',
      async (revision, { startScenario }) => {
        const s = await startScenario({
          revision,
          files: { 'locales/en.json': EN, 'locales/de.json': DE },
          languages: ['de'],
          inputs: { mode: 'sync', 'pull-target': 'branch' },
        });
        const first = await s.run();
        expect(first.code, first.stdout).toBe(0);

        await s.fixture.commit({ 'locales/de.json': DE.replace('Eine Datie', 'Eine Datei') });
        const mark = s.emulator.calls.length;
        const fixed = await s.run();
        expect(fixed.code, fixed.stdout).toBe(0);
        expect(s.calls('project/import', mark)).toEqual([]);
        expect(s.calls('string/set', mark)).toHaveLength(1);
        expect(fixed.summary).toContain(
          '1 the repository changed since the last sync (`files [one]` (de))',
        );
        const strings = await s.service.string.list({ id: s.projectId, langs: ['de'] });
        const files = (strings['de'] ?? []).find((item) => item.key === 'files');
        expect(JSON.parse(files?.translation ?? '')).toEqual({
          one: 'Eine Datei',
          other: '# Dateien',
        });
        // Nothing to propose: the service has the repository's forms.
        expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
          'refs/heads/main',
        );
      },
    );
  });
});
