import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFilesInput } from '../../src/layout/files-input.ts';
import { compilePatterns } from '../../src/inputs/index.ts';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { compileLayout } from '../../src/layout/layout.ts';
import { translationFiles } from '../../src/files/translation-files.ts';
import { sourcePath } from '../../src/files/source-path.ts';
import { spell, spellWith } from '../../src/layout/language-spellings.ts';

/** Paths of a real repository (test/fixtures/SOURCE.md). */
function pathsOf(name: string): string[] {
  return readFileSync(new URL(`../fixtures/layouts/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);
}

function layoutOf(files: string, languageMap: readonly string[] = []) {
  return compileLayout(parseFilesInput(files), languageMap);
}

/** A file as the push and pull see it through `files`: its language, source and spelling. */
interface LayoutFile {
  readonly path: string;
  readonly language: string;
  readonly source: string | undefined;
  readonly localLanguage: string | undefined;
}

/**
 * The files of `paths` that `files` (read as the action reads the input) makes translation files
 * of the project's `languages`, as the push and pull find them.
 */
function filesOf(
  files: string,
  languageMap: readonly string[],
  paths: readonly string[],
  languages: readonly string[],
  base: string,
): LayoutFile[] {
  const map = parseLanguageMap([...languageMap]);
  const patterns = compilePatterns(files, map);
  return translationFiles(paths, patterns, map, base)
    .filter((f) => languages.includes(f.language))
    .map((f) => ({
      path: f.path,
      language: f.language,
      source: sourcePath(f.path, patterns, map.toLocal(base)),
      localLanguage: patterns.find((p) => p.languageOf(f.path) !== undefined)?.spellingIn(f.path),
    }));
}

/** path → `language (source)`, for a compact comparison. */
function byPath(files: readonly LayoutFile[]): Record<string, string> {
  return Object.fromEntries(files.map((f) => [f.path, `${f.language} < ${f.source}`]));
}

describe('language spellings', () => {
  it.for([
    ['%LANG_ISO%', ['pt_BR', 'zh_Hans', 'es_419', 'de']],
    ['%LOCALE%', ['pt-BR', 'zh-Hans', 'es-419', 'de']],
    ['%LOCALE_WITH_UNDERSCORE%', ['pt_BR', 'zh_Hans', 'es_419', 'de']],
    ['%TWO_LETTERS_CODE%', ['pt', 'zh', 'es', 'de']],
    ['%ANDROID_CODE%', ['pt-rBR', 'b+zh+Hans', 'b+es+419', 'de']],
    ['%OSX_LOCALE%', ['pt-BR', 'zh-Hans', 'es-419', 'de']],
    ['%OSX_CODE%', ['pt-BR.lproj', 'zh-Hans.lproj', 'es-419.lproj', 'de.lproj']],
  ] as const)('%s spells pt_BR, zh_Hans, es_419, de as %j', ([placeholder, expected]) => {
    expect(['pt_BR', 'zh_Hans', 'es_419', 'de'].map((code) => spell(placeholder, code))).toEqual(
      expected,
    );
  });

  it('follows Apple for Chinese by region, and Android for scripts with a region', () => {
    expect(spell('%OSX_CODE%', 'zh_CN')).toBe('zh-Hans.lproj');
    expect(spell('%OSX_CODE%', 'zh_TW')).toBe('zh-Hant.lproj');
    expect(spell('%ANDROID_CODE%', 'zh_CN')).toBe('zh-rCN');
    expect(spell('%ANDROID_CODE%', 'sr_Latn_RS')).toBe('b+sr+Latn+RS');
    expect(spell('%LOCALE%', 'pt-br')).toBe('pt-BR');
  });
});

describe('an Android layout (AntennaPod)', () => {
  const paths = pathsOf('antennapod-android-res.txt');
  const files = `
- source: ui/i18n/src/main/res/values/strings.xml
  translation: ui/i18n/src/main/res/values-%ANDROID_CODE%/strings.xml
`;

  it('finds the base file without a code and each language in its qualifier', () => {
    const found = byPath(
      filesOf(
        files,
        ['in=id', 'iw=he'],
        paths,
        ['en', 'de', 'pt_BR', 'pt', 'zh_CN', 'zh_TW', 'kn_IN', 'id', 'he', 'es_419'],
        'en',
      ),
    );
    const source = 'ui/i18n/src/main/res/values/strings.xml';
    const at = (code: string) => `ui/i18n/src/main/res/values-${code}/strings.xml`;
    expect(found).toEqual({
      [source]: `en < ${source}`,
      [at('de')]: `de < ${source}`,
      [at('pt-rBR')]: `pt_BR < ${source}`,
      [at('pt')]: `pt < ${source}`,
      [at('zh-rCN')]: `zh_CN < ${source}`,
      [at('zh-rTW')]: `zh_TW < ${source}`,
      [at('kn-rIN')]: `kn_IN < ${source}`,
      // Android's old codes for Indonesian and Hebrew, by language-map.
      [at('in')]: `id < ${source}`,
      [at('iw')]: `he < ${source}`,
    });
  });

  it('writes a language Android cannot name in its legacy form in its BCP 47 form', () => {
    const [group] = layoutOf(files).groups;
    expect(group?.translationPath('ui/i18n/src/main/res/values/strings.xml', 'es_419')).toBe(
      'ui/i18n/src/main/res/values-b+es+419/strings.xml',
    );
    expect(group?.translationPath('ui/i18n/src/main/res/values/strings.xml', 'zh_Hans')).toBe(
      'ui/i18n/src/main/res/values-b+zh+Hans/strings.xml',
    );
  });
});

describe('a Rails layout (Mastodon)', () => {
  const paths = pathsOf('mastodon-rails-activerecord.txt');

  it('reads %LOCALE% in a file name, one source for every language', () => {
    const files = 'config/locales/activerecord.%LOCALE%.yml';
    const languageMap: readonly string[] = [];
    const found = filesOf(
      files,
      languageMap,
      paths,
      ['en', 'de', 'pt_BR', 'sr_Latn', 'es_AR'],
      'en',
    );
    expect(byPath(found)).toEqual({
      'config/locales/activerecord.en.yml': 'en < config/locales/activerecord.en.yml',
      'config/locales/activerecord.de.yml': 'de < config/locales/activerecord.en.yml',
      'config/locales/activerecord.pt-BR.yml': 'pt_BR < config/locales/activerecord.en.yml',
      'config/locales/activerecord.sr-Latn.yml': 'sr_Latn < config/locales/activerecord.en.yml',
      'config/locales/activerecord.es-AR.yml': 'es_AR < config/locales/activerecord.en.yml',
    });
    expect(found.find((f) => f.language === 'pt_BR')?.localLanguage).toBe('pt-BR');
  });

  it('takes a code written twice in one path, and both must agree', () => {
    const files = 'config/locales/%LANG_ISO%/models.%LANG_ISO%.yml';
    const languageMap: readonly string[] = [];
    const paths = [
      'config/locales/en/models.en.yml',
      'config/locales/de/models.de.yml',
      'config/locales/de/models.fr.yml',
    ];
    expect(byPath(filesOf(files, languageMap, paths, ['en', 'de', 'fr'], 'en'))).toEqual({
      'config/locales/en/models.en.yml': 'en < config/locales/en/models.en.yml',
      'config/locales/de/models.de.yml': 'de < config/locales/en/models.en.yml',
    });
  });
});

describe('file groups', () => {
  it('a gettext template is the source of every language’s catalogue, and marked a template', () => {
    const files = `
- source: locale/django.pot
  translation: locale/%LOCALE_WITH_UNDERSCORE%/LC_MESSAGES/django.po
`;
    const languageMap: readonly string[] = [];
    const paths = [
      'locale/django.pot',
      'locale/de/LC_MESSAGES/django.po',
      'locale/pt_BR/LC_MESSAGES/django.po',
    ];
    const found = filesOf(files, languageMap, paths, ['en', 'de', 'pt_BR'], 'en');
    expect(byPath(found)).toEqual({
      'locale/django.pot': 'en < locale/django.pot',
      'locale/de/LC_MESSAGES/django.po': 'de < locale/django.pot',
      'locale/pt_BR/LC_MESSAGES/django.po': 'pt_BR < locale/django.pot',
    });
    expect(layoutOf(files).groups[0]?.spec.template).toBe(true);
  });

  it('names each source’s translation from its path below the source’s folder, and leaves out what ignore says', () => {
    const files = `
- source: config/locales/en/**/*.yml
  translation: config/locales/%TWO_LETTERS_CODE%/**/%ORIGINAL_FILE_NAME%
  ignore: [config/locales/en/vendor/**]
`;
    const languageMap: readonly string[] = [];
    const paths = [
      'config/locales/en/app.yml',
      'config/locales/en/models/user.yml',
      'config/locales/en/vendor/gem.yml',
      'config/locales/de/app.yml',
      'config/locales/de/models/user.yml',
      'config/locales/de/vendor/gem.yml',
    ];
    expect(byPath(filesOf(files, languageMap, paths, ['en', 'de'], 'en'))).toEqual({
      'config/locales/en/app.yml': 'en < config/locales/en/app.yml',
      'config/locales/de/app.yml': 'de < config/locales/en/app.yml',
      'config/locales/en/models/user.yml': 'en < config/locales/en/models/user.yml',
      'config/locales/de/models/user.yml': 'de < config/locales/en/models/user.yml',
    });
  });

  it('an iOS table in .lproj folders, with Apple’s names for Chinese', () => {
    const files = 'App/%OSX_CODE%/Localizable.strings';
    const languageMap: readonly string[] = [];
    const paths = [
      'App/en.lproj/Localizable.strings',
      'App/zh-Hans.lproj/Localizable.strings',
      'App/pt-BR.lproj/Localizable.strings',
    ];
    expect(byPath(filesOf(files, languageMap, paths, ['en', 'zh_CN', 'pt_BR'], 'en'))).toEqual({
      'App/en.lproj/Localizable.strings': 'en < App/en.lproj/Localizable.strings',
      'App/zh-Hans.lproj/Localizable.strings': 'zh_CN < App/en.lproj/Localizable.strings',
      'App/pt-BR.lproj/Localizable.strings': 'pt_BR < App/en.lproj/Localizable.strings',
    });
  });

  it('an Apple folder named in language-map with or without its .lproj', () => {
    const files = 'App/%OSX_CODE%/Localizable.strings';
    const paths = ['App/en.lproj/Localizable.strings', 'App/zh-Hant-TW.lproj/Localizable.strings'];
    for (const pair of ['zh-Hant-TW=zh_TW', 'zh-Hant-TW.lproj=zh_TW']) {
      expect(byPath(filesOf(files, [pair], paths, ['en', 'zh_TW'], 'en')), pair).toEqual({
        'App/en.lproj/Localizable.strings': 'en < App/en.lproj/Localizable.strings',
        'App/zh-Hant-TW.lproj/Localizable.strings': 'zh_TW < App/en.lproj/Localizable.strings',
      });
      // And a pull writes that folder.
      expect(spellWith(parseLanguageMap([pair]), '%OSX_CODE%', 'zh_TW')).toBe('zh-Hant-TW.lproj');
    }
  });

  it('today’s one-line form with language-map works as before', () => {
    const files = 'locales/%LANG_ISO%.json';
    const languageMap: readonly string[] = ['pt-BR=pt_BR'];
    const paths = ['locales/en.json', 'locales/pt-BR.json', 'locales/de.json', 'package.json'];
    expect(byPath(filesOf(files, languageMap, paths, ['en', 'de', 'pt_BR'], 'en'))).toEqual({
      'locales/en.json': 'en < locales/en.json',
      'locales/de.json': 'de < locales/en.json',
      'locales/pt-BR.json': 'pt_BR < locales/en.json',
    });
  });

  it('a `!glob` item leaves files out of every group', () => {
    const files = 'locales/**/%LANG_ISO%.json\n!locales/vendor/**';
    const languageMap: readonly string[] = [];
    const paths = [
      'locales/app/en.json',
      'locales/app/de.json',
      'locales/vendor/en.json',
      'locales/vendor/de.json',
    ];
    expect(Object.keys(byPath(filesOf(files, languageMap, paths, ['en', 'de'], 'en')))).toEqual([
      'locales/app/en.json',
      'locales/app/de.json',
    ]);
  });
});

describe('what a layout refuses, in one line', () => {
  it.for([
    [
      '- source: res/values-%ANDROID_CODE%/strings.xml\n  translation: res/values-%ANDROID_CODE%/x.xml',
      "source 'res/values-%ANDROID_CODE%/strings.xml' names the base language's files: no language placeholder",
    ],
    [
      '- source: a/en/*.yml\n  translation: a/%LOCALE%/*.yml',
      "translation 'a/%LOCALE%/*.yml' names one file per source and language: no wildcards but a ** folder (use ** or %ORIGINAL_PATH%, and %ORIGINAL_FILE_NAME%)",
    ],
    // The meaning this product gave %ORIGINAL_PATH% before crowdin's: one line that says **.
    [
      '- source: config/locales/en/**/*.yml\n  translation: config/locales/%LOCALE%/%ORIGINAL_PATH%/%ORIGINAL_FILE_NAME%',
      "translation 'config/locales/%LOCALE%/%ORIGINAL_PATH%/%ORIGINAL_FILE_NAME%' repeats the source's folders: %ORIGINAL_PATH% is the source file's whole folder from the repository root (as in crowdin.yml); for the folders below 'config/locales/en' write 'config/locales/%LOCALE%/**/%ORIGINAL_FILE_NAME%'",
    ],
    [
      '- source: locales/en/*.json\n  translation: locales/%LOCALE%/**/%ORIGINAL_FILE_NAME%',
      "translation 'locales/%LOCALE%/**/%ORIGINAL_FILE_NAME%' has **, the folders the source's ** matched, but source 'locales/en/*.json' has no **",
    ],
    [
      '- source: src/*/i18n/messages.properties\n  translation: i18n/messages_%LOCALE%.properties',
      "translation 'i18n/messages_%LOCALE%.properties' would give several files of source 'src/*/i18n/messages.properties' one translation file: name each one's folder with %ORIGINAL_PATH% or **",
    ],
    [
      '- source: locales/en/*.json\n  translation: locales/%LOCALE%/strings.json',
      "translation 'locales/%LOCALE%/strings.json' would give several files of source 'locales/en/*.json' one translation file: name each one's file with %ORIGINAL_FILE_NAME%",
    ],
    [
      '- source: a/en.yml\n  translation: a/de.yml',
      "translation 'a/de.yml' has no language placeholder such as %LOCALE%",
    ],
    [
      '- source: a/en.yml\n  translations: a/%LOCALE%.yml',
      "item 1 has 'translations'; a group takes source, translation, ignore, language-map, template, format",
    ],
    ['- source: a/en.yml', 'item 1 needs both source and translation'],
    [
      'locales/%ORIGINAL_FILE_NAME%',
      "'locales/%ORIGINAL_FILE_NAME%' has %ORIGINAL_FILE_NAME%, which only a translation pattern may have",
    ],
    [
      '../%LANG_ISO%.json',
      "'../%LANG_ISO%.json' must stay inside the repository (no '..', '.' or empty folders)",
    ],
    ['locales/en.json', "'locales/en.json' has no language placeholder such as %LANG_ISO%"],
  ] as const)('%s', ([files, message]) => {
    expect(() => layoutOf(files)).toThrow(message);
  });

  it('a service code that would leave the folder is no path', () => {
    const [group] = layoutOf('- source: a/en.yml\n  translation: a/%LOCALE%/x.yml').groups;
    expect(() => group?.translationPath('a/en.yml', '..')).toThrow(
      /must stay inside the repository/,
    );
  });

  it('two project languages spelled alike is a problem a language-map pair settles', () => {
    const files = '- source: a/en.yml\n  translation: a/%TWO_LETTERS_CODE%.yml';
    expect(layoutOf(files).clashes(['en', 'pt', 'pt_BR'])).toEqual([
      "%TWO_LETTERS_CODE% in 'a/%TWO_LETTERS_CODE%.yml' spells both 'pt' and 'pt_BR' as 'pt'; add a language-map pair for one of them",
    ]);
    expect(layoutOf(files, ['pt-BR=pt_BR']).clashes(['en', 'pt', 'pt_BR'])).toEqual([]);
  });
});
