import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { parseFilesInput } from '../../src/layout/files-input.ts';
import { BASE_LANGUAGE, groupPattern } from '../../src/layout/group-pattern.ts';
import { translationFiles } from '../../src/files/translation-files.ts';
import { newlyMatched, parseScope, scopeOf, scopeText } from '../../src/push/sync-scope.ts';
import { sourcePath } from '../../src/files/source-path.ts';

/** AntennaPod's Android resource folders (test/fixtures/SOURCE.md). */
const ANDROID = readFileSync(
  new URL('../fixtures/layouts/antennapod-android-res.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter(Boolean);
const RES = 'ui/i18n/src/main/res';
const FILES = `- source: ${RES}/values/strings.xml\n  translation: ${RES}/values-%ANDROID_CODE%/strings.xml\n  language-map: in=id, iw=he\n`;

function groupOf(files: string) {
  const [spec] = parseFilesInput(files).groups;
  if (spec === undefined) throw new Error('no group');
  return groupPattern(spec, parseLanguageMap([]));
}

function android(languageMap: readonly string[] = []) {
  const [spec] = parseFilesInput(FILES).groups;
  if (spec === undefined) throw new Error('no group');
  return groupPattern(spec, parseLanguageMap(languageMap));
}

describe('a file group as the push, pull and prune read files', () => {
  it('leaves out a translation file of the base language beside the source (values-en/)', () => {
    const paths = [
      `${RES}/values/strings.xml`,
      `${RES}/values-en/strings.xml`,
      `${RES}/values-de/strings.xml`,
    ];
    const files = translationFiles(paths, [android()], parseLanguageMap([]), 'en');
    expect(files.map((f) => [f.path, f.language])).toEqual([
      [`${RES}/values/strings.xml`, 'en'],
      [`${RES}/values-de/strings.xml`, 'de'],
    ]);
    // With no base known (the changed paths of a scope), it is still a file of the group.
    expect(translationFiles(paths, [android()], parseLanguageMap([]))).toHaveLength(3);
  });

  it('tells the base file and each language of a real Android app, and nothing else', () => {
    const files = translationFiles(ANDROID, [android()], parseLanguageMap([]), 'en');
    const byPath = new Map(files.map((f) => [f.path, f.language]));
    expect(byPath.get(`${RES}/values/strings.xml`)).toBe('en');
    expect(byPath.get(`${RES}/values-de/strings.xml`)).toBe('de');
    expect(byPath.get(`${RES}/values-pt-rBR/strings.xml`)).toBe('pt_BR');
    expect(byPath.get(`${RES}/values-zh-rTW/strings.xml`)).toBe('zh_TW');
    expect(byPath.get(`${RES}/values-kn-rIN/strings.xml`)).toBe('kn_IN');
    // Android's old codes, by the group's language-map.
    expect(byPath.get(`${RES}/values-in/strings.xml`)).toBe('id');
    expect(byPath.get(`${RES}/values-iw/strings.xml`)).toBe('he');
    expect(byPath.has(`${RES}/values/arrays.xml`)).toBe(false);
    expect(files).toHaveLength(54);
  });

  it('reads a BCP 47 folder, and calls the base file the base language only when the caller knows it', () => {
    const pattern = android();
    expect(pattern.languageOf(`${RES}/values-b+es+419/strings.xml`)).toBe('es_419');
    expect(pattern.languageOf(`${RES}/values-b+zh+Hans/strings.xml`)).toBe('zh_Hans');
    expect(pattern.languageOf(`${RES}/values/strings.xml`)).toBe(BASE_LANGUAGE);
    // Not the file the group would write for that language: `values-pt-BR` is no qualifier.
    expect(pattern.languageOf(`${RES}/values-pt-BR/strings.xml`)).toBeUndefined();
  });

  it('names the one source for every language’s file', () => {
    expect(sourcePath(`${RES}/values-pt-rBR/strings.xml`, [android()], 'en')).toBe(
      `${RES}/values/strings.xml`,
    );
  });

  it('is recorded in the sync state and read back as the same group', () => {
    const map = parseLanguageMap([]);
    const recorded = parseScope(scopeText(scopeOf([android()], map)));
    if (recorded === undefined) throw new Error('the state is not read back');
    // Recorded as it is: no file is new to it.
    expect(newlyMatched(ANDROID, { patterns: [android()], languageMap: map }, recorded)).toEqual(
      [],
    );
  });

  it('reads %ORIGINAL_PATH% as crowdin does: the source file’s folder from the root (Java modules)', () => {
    const pattern = groupOf(
      "- source: '**/src/main/resources/i18n/messages.properties'\n  translation: '%ORIGINAL_PATH%/messages_%LOCALE_WITH_UNDERSCORE%.properties'\n",
    );
    const i18n = (module: string) => `${module}/src/main/resources/i18n`;
    const paths = ['core', 'web', 'admin'].flatMap((m) => [
      `${i18n(m)}/messages.properties`,
      `${i18n(m)}/messages_de.properties`,
      `${i18n(m)}/messages_pt_BR.properties`,
    ]);
    const files = translationFiles(paths, [pattern], parseLanguageMap([]), 'en');
    expect(files.map((f) => [f.path, f.language])).toEqual(
      paths.map((path) => [path, /_de\./.test(path) ? 'de' : /_pt_BR/.test(path) ? 'pt_BR' : 'en']),
    );
    expect(pattern.sourceOf(`${i18n('web')}/messages_de.properties`, 'en')).toBe(
      `${i18n('web')}/messages.properties`,
    );
    expect(pattern.withLanguage(`${i18n('admin')}/messages.properties`, 'fr')).toBe(
      `${i18n('admin')}/messages_fr.properties`,
    );
  });

  it('fills a ** of the translation with the folders the source’s ** matched, none included', () => {
    const pattern = groupOf(
      '- source: src/**/messages.en.json\n  translation: src/**/messages.%LANG_ISO%.json\n',
    );
    expect(pattern.withLanguage('src/messages.en.json', 'de')).toBe('src/messages.de.json');
    expect(pattern.withLanguage('src/app/auth/messages.en.json', 'de')).toBe(
      'src/app/auth/messages.de.json',
    );
    expect(pattern.languageOf('src/app/auth/messages.de.json')).toBe('de');
    expect(pattern.sourceOf('src/app/auth/messages.de.json', 'en')).toBe(
      'src/app/auth/messages.en.json',
    );
    expect(pattern.languageOf('lib/app/messages.de.json')).toBeUndefined();
  });

  it('maps each file of a source folder to its file in each language’s folder, below the same subfolders', () => {
    const [spec] = parseFilesInput(
      '- source: config/locales/en/**/*.yml\n  translation: config/locales/%TWO_LETTERS_CODE%/**/%ORIGINAL_FILE_NAME%\n  ignore: [config/locales/en/vendor/**]\n',
    ).groups;
    if (spec === undefined) throw new Error('no group');
    const pattern = groupPattern(spec, parseLanguageMap([]));
    const paths = [
      'config/locales/en/app.yml',
      'config/locales/en/models/user.yml',
      'config/locales/en/vendor/gem.yml',
      'config/locales/de/app.yml',
      'config/locales/de/models/user.yml',
      'config/locales/de/models/extra.yml',
      'config/locales/de/vendor/gem.yml',
    ];
    const files = translationFiles(paths, [pattern], parseLanguageMap([]), 'en');
    expect(Object.fromEntries(files.map((f) => [f.path, f.language]))).toEqual({
      'config/locales/en/app.yml': 'en',
      'config/locales/en/models/user.yml': 'en',
      'config/locales/de/app.yml': 'de',
      'config/locales/de/models/user.yml': 'de',
      // A translation whose source the repository lacks is still one, as with a one-line pattern.
      'config/locales/de/models/extra.yml': 'de',
    });
    expect(pattern.sourceOf('config/locales/de/models/user.yml', 'en')).toBe(
      'config/locales/en/models/user.yml',
    );
    expect(sourcePath('config/locales/de/app.yml', [pattern], 'en')).toBe(
      'config/locales/en/app.yml',
    );
  });
});
