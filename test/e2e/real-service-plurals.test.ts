import AdmZip from 'adm-zip';
import { join } from 'node:path';
import { git } from '../support/git-fixture.ts';
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
