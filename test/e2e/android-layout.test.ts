import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { importedNames, uploaded } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Android keeps the base language's texts in `values/strings.xml`, with no language code, and
 * each translation in `values-<qualifier>/`: `values-de`, `values-zh-rCN`, or the BCP 47 form
 * `values-b+es+419` where the legacy qualifier cannot say the language. A file group names both;
 * the Barcode Scanner app's real files (test/fixtures/SOURCE.md) go up as one file on the
 * service, and a pull writes each language into its own folder.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/android/${name}`, import.meta.url), 'utf8');
const RES = 'android/res';
const FILES = `- source: ${RES}/values/strings.xml\n  translation: ${RES}/values-%ANDROID_CODE%/strings.xml\n`;
const BRANCH = 'l10n-sync/main';

describe.each(['1.0.9.3', '1.0.9.2'] as const)(
  'an Android app (%s): a file group with its base file in values/',
  (revision) => {
    it('a first sync puts every language on the base file’s keys; a pull writes each language’s folder, BCP 47 where needed; a second run does nothing', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        revision,
        files: {
          [`${RES}/values/strings.xml`]: fixture('values.strings.xml'),
          [`${RES}/values-de/strings.xml`]: fixture('values-de.strings.xml'),
          [`${RES}/values-zh-rCN/strings.xml`]: fixture('values-zh-rCN.strings.xml'),
          [`${RES}/values-pt/strings.xml`]: fixture('values-pt.strings.xml'),
        },
        languages: ['de', 'zh_CN', 'pt'],
        inputs: { mode: 'sync', files: FILES, 'pull-target': 'branch' },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      // Every language's file under the source's name, by import or by key: one file on the
      // service, its keys once (1.0.9.2 has no filename parameter: the uploaded file's own name
      // is the source's).
      const name = revision === '1.0.9.3' ? `${RES}/values/strings.xml` : 'strings.xml';
      expect(importedNames(s.calls('project/import'))).toEqual([name]);
      expect(uploaded(s.calls('project/import'))[0]).toBe(name);
      const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'zh_CN'] });
      const names = (strings['en'] ?? []).map((item) => item.key);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toHaveLength(125);
      const zh = (strings['zh_CN'] ?? []).find((item) => item.key === 'app_name');
      expect(zh?.translation).toBe(
        /<string name="app_name">([^<]*)</.exec(fixture('values-zh-rCN.strings.xml'))?.[1],
      );
      // The service has what the repository has: nothing to propose.
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        'refs/heads/main',
      );

      // A language Android's legacy qualifier cannot name joins, with one text translated.
      await s.service.language.add({ id: s.projectId, iso: ['es_419', 'zh_Hans'] });
      await s.service.string.set({
        id: s.projectId,
        data: [
          { key: 'menu_help', translations: { de: 'Hilfe und Tipps' } },
          {
            key: 'app_name',
            translations: { es_419: 'Escáner de códigos', zh_Hans: '条码扫描器' },
          },
        ],
      });
      const second = await s.run({ mode: 'pull' });
      expect(second.code, second.stdout).toBe(0);
      expect(
        git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
      ).toEqual([
        `1\t1\t${RES}/values-de/strings.xml`,
        expect.stringMatching(new RegExp(`^\\d+\\t0\\t${RES}/values-b\\+es\\+419/strings\\.xml$`)),
        expect.stringMatching(new RegExp(`^\\d+\\t0\\t${RES}/values-b\\+zh\\+Hans/strings\\.xml$`)),
      ]);
      expect(git(s.fixture.origin, 'show', `${BRANCH}:${RES}/values-de/strings.xml`)).toContain(
        '<string name="menu_help">Hilfe und Tipps</string>',
      );
      expect(
        git(s.fixture.origin, 'show', `${BRANCH}:${RES}/values-b+es+419/strings.xml`),
      ).toContain('<string name="app_name">Escáner de códigos</string>');
      expect(
        git(s.fixture.origin, 'show', `${BRANCH}:${RES}/values-b+zh+Hans/strings.xml`),
      ).toContain('<string name="app_name">条码扫描器</string>');

      const from = s.emulator.calls.length;
      const third = await s.run({ mode: 'pull' });
      expect(third.code, third.stdout).toBe(0);
      expect(s.calls('project/import', from)).toEqual([]);
      expect(third.stdout).toContain('already has these translations: nothing pushed');
    });
  },
);
