import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { importedNames } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A monorepo with an Android app and a web app, one project on the service, one step: the
 * Android texts are XML in its `values` folders, the web's i18next JSON in a folder per language (real files
 * of the Barcode Scanner app and of react-i18next's example, test/fixtures/SOURCE.md). The pull
 * exports once per format, each asking only for its own sources, and writes each file in its
 * own format into its own app.
 */

const fixture = (path: string) =>
  readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');
const RES = 'apps/android/res';
const WEB = 'apps/web/public/locales';
const FILES = [
  `- source: ${RES}/values/strings.xml`,
  `  translation: ${RES}/values-%ANDROID_CODE%/strings.xml`,
  `- ${WEB}/%LANG_ISO%/translation.json`,
].join('\n');
const BRANCH = 'l10n-sync/main';

describe('a monorepo with two formats in one step', () => {
  it('a first sync puts each app’s files on their own keys; a pull exports once per format and writes each app’s file; a second run does nothing', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        [`${RES}/values/strings.xml`]: fixture('android/values.strings.xml'),
        [`${RES}/values-de/strings.xml`]: fixture('android/values-de.strings.xml'),
        [`${RES}/values-zh-rCN/strings.xml`]: fixture('android/values-zh-rCN.strings.xml'),
        [`${WEB}/en/translation.json`]: fixture('i18next/en.translation.json'),
        [`${WEB}/de/translation.json`]: fixture('i18next/de.translation.json'),
      },
      languages: ['de', 'zh_CN'],
      inputs: { mode: 'sync', files: FILES, 'pull-target': 'branch' },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    expect(importedNames(s.calls('project/import'))).toEqual([
      `${RES}/values/strings.xml`,
      `${WEB}/en/translation.json`,
    ]);
    const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'de'] });
    const names = (strings['en'] ?? []).map((item) => item.key);
    expect(new Set(names).size).toBe(names.length);
    const german = new Map((strings['de'] ?? []).map((item) => [item.key, item.translation]));
    expect(german.get('title')).toBe('Willkommen zu react und react-i18next');
    expect(german.get('menu_help')).toBe(
      /<string name="menu_help">([^<]*)</.exec(fixture('android/values-de.strings.xml'))?.[1],
    );
    // One export per format, each naming its own source.
    const exports = s.calls('project/export').map((call) => ({
      type: call.params['type'],
      files: JSON.parse(String(call.params['filter_filenames'])) as unknown,
    }));
    expect(exports).toEqual([
      { type: 'xml', files: [`${RES}/values/strings.xml`] },
      { type: 'json', files: [`${WEB}/en/translation.json`] },
    ]);

    // The service has what the repository has; no app gets a file of a language it lacks texts of.
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );

    // A translator changes a text of each app.
    await s.service.string.set({
      id: s.projectId,
      data: [
        { key: 'menu_help', translations: { de: 'Hilfe und Tipps' } },
        { key: 'title', translations: { de: 'Willkommen bei react-i18next' } },
      ],
    });
    // A dry run previews both apps' files, and writes nothing.
    const preview = await s.run({ mode: 'pull', 'dry-run': 'true' });
    expect(preview.code, preview.stdout).toBe(0);
    expect(preview.stdout).toContain(`[dry-run] would write ${RES}/values-de/strings.xml (de)`);
    expect(preview.stdout).toContain(`[dry-run] would write ${WEB}/de/translation.json (de)`);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );

    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    const changed = git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`);
    expect(changed.split('\n').sort()).toEqual([
      `1\t1\t${RES}/values-de/strings.xml`,
      `1\t1\t${WEB}/de/translation.json`,
    ]);
    expect(git(s.fixture.origin, 'show', `${BRANCH}:${WEB}/de/translation.json`)).toContain(
      '"title": "Willkommen bei react-i18next",',
    );
    expect(git(s.fixture.origin, 'show', `${BRANCH}:${RES}/values-de/strings.xml`)).toContain(
      '<string name="menu_help">Hilfe und Tipps</string>',
    );

    const from = s.emulator.calls.length;
    const head = git(s.fixture.origin, 'rev-parse', BRANCH);
    const third = await s.run();
    expect(third.code, third.stdout).toBe(0);
    expect(s.calls('project/import', from)).toEqual([]);
    expect(git(s.fixture.origin, 'rev-parse', BRANCH)).toBe(head);
  });
});
