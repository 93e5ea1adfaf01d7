import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { importedNames } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * An iOS or macOS app keeps each table (`Localizable.strings`, `InfoPlist.strings`, …) in the
 * base language's `en.lproj/`, and each translation in `<code>.lproj/`, as Apple spells the
 * language: `pt-BR.lproj`, `zh-Hans.lproj` for the service's `zh_CN`, and whatever the project
 * chose where Apple's name is not the placeholder's (`zh-Hant-TW.lproj`, named in the group's
 * language-map). MonitorControl's real tables (test/fixtures/SOURCE.md) go up as one file per
 * table on the service, and a pull writes each change into its table in its language's folder.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/apple/${name}`, import.meta.url), 'utf8');
const UI = 'MonitorControl/UI';
const TABLES = ['InternetAccessPolicy.strings', 'Localizable.strings'];
/** The repository's folder of each language, by the service's code. */
const FOLDERS: Readonly<Record<string, string>> = {
  en: 'en',
  de: 'de',
  pt_BR: 'pt-BR',
  zh_CN: 'zh-Hans',
  zh_TW: 'zh-Hant-TW',
};
const FILES = [
  `- source: ${UI}/en.lproj/*.strings`,
  `  translation: ${UI}/%OSX_CODE%/%ORIGINAL_FILE_NAME%`,
  `  language-map: [zh-Hant-TW=zh_TW]`,
  '',
].join('\n');
const BRANCH = 'l10n-sync/main';

/**
 * The texts of a `.strings` file by key, read here with a pattern of its own (one
 * `"key" = "value";` a line, as these files have them), not with the product's reader.
 */
function texts(source: string): Map<string, string> {
  const unescape = (text: string) =>
    text.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
  const found = new Map<string, string>();
  for (const [, key = '', value = ''] of source.matchAll(
    /^"((?:[^"\\]|\\.)*)" = "((?:[^"\\]|\\.)*)";$/gm,
  )) {
    found.set(unescape(key), unescape(value));
  }
  return found;
}

/** Every table's texts in one language, as the repository's fixtures have them. */
function repositoryTexts(folder: string): Map<string, string> {
  return new Map(TABLES.flatMap((table) => [...texts(fixture(`${folder}.${table}`))]));
}

describe('an iOS/macOS app: a file group of the .strings tables in en.lproj/', () => {
  it('a first sync puts every table’s translations on its keys; a pull writes each change into its table and language folder; a second run does nothing', async ({
    startScenario,
  }) => {
    const files: Record<string, string> = {};
    for (const folder of Object.values(FOLDERS)) {
      for (const table of TABLES) {
        files[`${UI}/${folder}.lproj/${table}`] = fixture(`${folder}.${table}`);
      }
    }
    const s = await startScenario({
      files,
      languages: ['de', 'pt_BR', 'zh_CN', 'zh_TW'],
      inputs: { mode: 'sync', files: FILES, 'pull-target': 'branch' },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    // Every language's table under its source's name: one file per table on the service.
    // (By import, or by key where every text can go so.)
    expect(importedNames(s.calls('project/import')).sort()).toEqual(
      TABLES.map((table) => `${UI}/en.lproj/${table}`),
    );
    const strings = await s.service.string.list({ id: s.projectId, langs: Object.keys(FOLDERS) });
    const names = (strings['en'] ?? []).map((item) => item.key);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(54);
    // Each language holds exactly its files' texts, on the base tables' keys, none blanked.
    for (const [code, folder] of Object.entries(FOLDERS)) {
      const held = new Map((strings[code] ?? []).map((item) => [item.key, item.translation]));
      expect(held, code).toEqual(repositoryTexts(folder));
    }
    // The service has what the repository has: nothing to propose.
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );

    // A translator changes a German text in one table, a Simplified and a Traditional Chinese one
    // (the folder the group's language-map names) in the other, and a language the repository has
    // no folder of joins, with one text translated.
    await s.service.language.add({ id: s.projectId, iso: ['es_419'] });
    await s.service.string.set({
      id: s.projectId,
      data: [
        {
          key: 'SoftwareUpdatePurpose',
          translations: { de: 'MonitorControl sucht nach neuen Versionen und Sicherheitsupdates.' },
        },
        { key: 'Brightness', translations: { zh_CN: '屏幕亮度', es_419: 'Brillo' } },
        { key: 'Contrast', translations: { zh_TW: '對比' } },
      ],
    });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    expect(
      git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
    ).toEqual([
      `1\t0\t${UI}/es-419.lproj/Localizable.strings`,
      `1\t1\t${UI}/de.lproj/InternetAccessPolicy.strings`,
      `1\t1\t${UI}/zh-Hans.lproj/Localizable.strings`,
      `1\t1\t${UI}/zh-Hant-TW.lproj/Localizable.strings`,
    ]);
    // Only the changed value, in the file's own layout, comments and final newline kept.
    const shown = (path: string) =>
      execFileSync('git', ['show', `${BRANCH}:${UI}/${path}`], {
        cwd: s.fixture.origin,
        encoding: 'utf8',
      });
    expect(shown('de.lproj/InternetAccessPolicy.strings')).toBe(
      fixture('de.InternetAccessPolicy.strings').replace(
        '"MonitorControl prüft auf neue Versionen und nach Sicherheitsupdates."',
        '"MonitorControl sucht nach neuen Versionen und Sicherheitsupdates."',
      ),
    );
    expect(shown('zh-Hans.lproj/Localizable.strings')).toBe(
      fixture('zh-Hans.Localizable.strings').replace(
        '"Brightness" = "亮度";',
        '"Brightness" = "屏幕亮度";',
      ),
    );
    expect(shown('zh-Hant-TW.lproj/Localizable.strings')).toBe(
      fixture('zh-Hant-TW.Localizable.strings').replace(
        '"Contrast" = "對比度";',
        '"Contrast" = "對比";',
      ),
    );
    // The new language's table holds its one translated text: no "" for the others (Apple would
    // show an empty text where a key the table lacks falls back), and no InternetAccessPolicy
    // table of nothing but empty texts.
    expect(shown('es-419.lproj/Localizable.strings')).toBe('"Brightness" = "Brillo";\n');

    // Nothing changed on either side since: a sync neither imports nor proposes anything new.
    const head = git(s.fixture.origin, 'rev-parse', BRANCH);
    const from = s.emulator.calls.length;
    const third = await s.run();
    expect(third.code, third.stdout).toBe(0);
    expect(s.calls('project/import', from)).toEqual([]);
    expect(git(s.fixture.origin, 'rev-parse', BRANCH)).toBe(head);
  });
});
