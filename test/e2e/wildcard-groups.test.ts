import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { importedNames, type Scenario } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Groups whose source has wildcards, written as crowdin.yml means its placeholders:
 * `%ORIGINAL_PATH%` is the source file's folder from the repository root, and a `**` in a
 * translation the folders the source's `**` matched. Real files (test/fixtures/SOURCE.md): Spring
 * PetClinic's resource bundle in three modules of one Java build, and i18next's and Nault's JSON.
 */

const java = (name: string) =>
  readFileSync(new URL(`../fixtures/java/${name}.properties`, import.meta.url), 'utf8');
const i18next = (language: string) =>
  readFileSync(
    new URL(`../fixtures/i18next/${language}.translation.json`, import.meta.url),
    'utf8',
  );
const nault = readFileSync(
  new URL('../fixtures/real/json/Nault-Nault-en.json', import.meta.url),
  'utf8',
);
const BRANCH = 'l10n-sync/main';
const MODULES = ['core', 'web', 'admin'];
const i18n = (module: string) => `${module}/src/main/resources/i18n`;
const JAVA_FILES = [
  "- source: '**/src/main/resources/i18n/messages.properties'",
  "  translation: '%ORIGINAL_PATH%/messages_%LOCALE_WITH_UNDERSCORE%.properties'",
].join('\n');

/** Each key's text in one language, as `<key> <file>` → text, from the service's store. */
function held(s: Scenario, language: string): Map<string, string> {
  const keys = s.emulator.store.projects.get(s.projectId)?.keys ?? [];
  return new Map(
    keys.map((key) => [
      `${key.name} ${key.fileNames.web ?? ''}`,
      String(key.translations.get(language)?.value ?? ''),
    ]),
  );
}

/** The `key=value` pairs of a PetClinic file (no escapes or continuation lines in them). */
function pairs(text: string): Array<[string, string]> {
  return text
    .split('\n')
    .filter((line) => line !== '' && !/^[#!]/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}

describe('a group whose source has wildcards (1.0.9.3)', () => {
  it('a Java build of three modules in one group: every translation goes up on its own module’s keys, and a fix of one module’s text goes to that module’s key alone', async ({
    startScenario,
  }) => {
    const files: Record<string, string> = {};
    for (const module of MODULES) {
      for (const name of ['messages', 'messages_de', 'messages_es']) {
        files[`${i18n(module)}/${name}.properties`] = java(name);
      }
    }
    const s = await startScenario({
      files,
      languages: ['de', 'es'],
      inputs: { mode: 'sync', files: JAVA_FILES, 'pull-target': 'branch' },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    expect(importedNames(s.calls('project/import')).sort()).toEqual(
      MODULES.map((m) => `${i18n(m)}/messages.properties`).sort(),
    );
    // Every module's every key has its German and Spanish text, on that module's file.
    for (const language of ['de', 'es']) {
      const texts = held(s, language);
      for (const module of MODULES) {
        for (const [key, text] of pairs(java(`messages_${language}`))) {
          expect(texts.get(`${key} ${i18n(module)}/messages.properties`), key).toBe(text);
        }
      }
    }

    // `welcome` is in all three modules; a developer fixes web's German text only.
    const fixed = 'Willkommen in der Tierklinik';
    await s.fixture.commit({
      [`${i18n('web')}/messages_de.properties`]: java('messages_de').replace(
        /^welcome=.*$/m,
        `welcome=${fixed}`,
      ),
    });
    const from = s.emulator.calls.length;
    const second = await s.run();
    expect(second.code, second.stdout).toBe(0);
    const old = new Map(pairs(java('messages_de'))).get('welcome');
    const texts = held(s, 'de');
    expect(texts.get(`welcome ${i18n('web')}/messages.properties`)).toBe(fixed);
    expect(texts.get(`welcome ${i18n('core')}/messages.properties`)).toBe(old);
    expect(texts.get(`welcome ${i18n('admin')}/messages.properties`)).toBe(old);
    // No set by name, which could land on another module's `welcome`.
    expect(s.calls('string/set', from)).toEqual([]);
    expect(second.stdout).not.toContain('changed on both sides');
    // Nothing to propose: the service holds what the repository holds.
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );

    // A translator changes admin's Spanish `welcome` in the service's editor: that key alone.
    const adminWelcome = s.emulator.store.projects
      .get(s.projectId)
      ?.keys.find(
        (key) =>
          key.name === 'welcome' && key.fileNames.web === `${i18n('admin')}/messages.properties`,
      );
    if (adminWelcome === undefined) throw new Error("admin's welcome is not on the service");
    s.emulator.store.setTranslation(adminWelcome, 'es', 'Bienvenida a la clínica', Date.now());
    const pulled = await s.run({ mode: 'pull' });
    expect(pulled.code, pulled.stdout).toBe(0);
    expect(git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`)).toBe(
      `1\t1\t${i18n('admin')}/messages_es.properties`,
    );
    expect(
      git(s.fixture.origin, 'show', `${BRANCH}:${i18n('admin')}/messages_es.properties`),
    ).toContain('welcome=Bienvenida a la clínica');
    await expectIdleRun(s);
  });

  it('a ** translation beside a ** source, with ignore and a !glob item: each file to its own folder, the excluded ones never touched', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'locales/en.json': nault,
        'locales/web/en.json': i18next('en'),
        'locales/web/de.json': i18next('de'),
        'locales/vendor/lib/en.json': i18next('en'),
        'locales/vendor/lib/de.json': i18next('de'),
        'locales/web/drafts/en.json': i18next('en'),
      },
      languages: ['de', 'fr'],
      inputs: {
        mode: 'sync',
        'pull-target': 'branch',
        files: [
          '- source: locales/**/en.json',
          '  translation: locales/**/%LANG_ISO%.json',
          '  ignore: [locales/vendor/**]',
          "- '!locales/**/drafts/*.json'",
        ].join('\n'),
      },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    expect(importedNames(s.calls('project/import')).sort()).toEqual([
      'locales/en.json',
      'locales/web/en.json',
    ]);
    // The service keeps a file's name with its language as a placeholder (its own way).
    expect(held(s, 'de').get('title locales/web/%LANG_ISO%.json')).toBe(
      'Willkommen zu react und react-i18next',
    );
    const exported = s
      .calls('project/export')
      .map((c) => JSON.parse(c.params['filter_filenames'] ?? '[]') as string[]);
    expect(exported.map((names) => names.sort())).toEqual([
      ['locales/en.json', 'locales/web/en.json'],
    ]);

    await s.service.string.set({
      id: s.projectId,
      data: [
        { key: 'title', translations: { fr: 'Bienvenue dans react avec react-i18next' } },
        { key: 'account-details::advanced-options', translations: { fr: 'Options avancées' } },
      ],
    });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    expect(
      git(s.fixture.origin, 'diff', '--name-only', `main...${BRANCH}`).split('\n').sort(),
    ).toEqual(['locales/fr.json', 'locales/web/fr.json']);
    expect(JSON.parse(git(s.fixture.origin, 'show', `${BRANCH}:locales/web/fr.json`))).toEqual({
      title: 'Bienvenue dans react avec react-i18next',
    });
    expect(JSON.parse(git(s.fixture.origin, 'show', `${BRANCH}:locales/fr.json`))).toEqual({
      'account-details': { 'advanced-options': 'Options avancées' },
    });
    await expectIdleRun(s);
  });
});
