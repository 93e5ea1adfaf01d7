import { describe, expect, it } from 'vitest';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { pullSkipReason, type PullScope } from '../../src/files/languages.ts';
import { localeShaped } from '../../src/files/language-codes.ts';

const scope = (overrides: Partial<PullScope> = {}): PullScope => ({
  projectLanguages: ['en', 'de', 'fr'],
  base: 'en',
  choice: { kind: 'translations' },
  languageMap: parseLanguageMap([]),
  taken: localeShaped,
  ...overrides,
});

describe('which bundle entries a pull writes', () => {
  it('writes the asked languages of the project, whatever case the bundle gives them', () => {
    expect(pullSkipReason('de', scope())).toBeUndefined();
    expect(pullSkipReason('DE', scope())).toBeUndefined();
  });

  it('skips what is no language of the project, the base, and what was not asked', () => {
    expect(pullSkipReason('package', scope())).toBe('not a language of the project');
    expect(pullSkipReason('EN', scope())).toBe('the base language');
    expect(pullSkipReason('fr', scope({ choice: { kind: 'list', codes: ['de'] } }))).toBe(
      'not asked for by pull-languages',
    );
  });

  it('writes the base only when asked for, by all or by name', () => {
    expect(pullSkipReason('en', scope({ choice: { kind: 'all' } }))).toBeUndefined();
    expect(
      pullSkipReason('en', scope({ choice: { kind: 'list', codes: ['en'] } })),
    ).toBeUndefined();
  });

  it("skips a project language whose path is another language's file under language-map", () => {
    // en-US=en: the base file is locales/en-US.json, so a language named en-US may not write it.
    const mapped = scope({
      projectLanguages: ['en', 'en-US', 'de'],
      languageMap: parseLanguageMap(['en-US=en']),
    });
    expect(pullSkipReason('en-US', mapped)).toBe(
      "its path is the file of 'en' (language-map: en-US=en)",
    );
    expect(pullSkipReason('de', mapped)).toBeUndefined();
  });
});

describe('which codes are taken for a language', () => {
  it('takes locale codes in the forms the interface and gettext write', () => {
    const codes = ['de', 'DE', 'fil', 'pt_BR', 'pt-BR', 'zh_Hans_CN', 'zh-Hant-TW', 'es_419'];
    const more = ['sr@latin', 'ca@valencia', 'de-CH-1996', 'en_US_POSIX', 'sr_Latn'];
    for (const code of [...codes, ...more]) expect(localeShaped(code), code).toBe(true);
  });

  it('refuses names of files that a %LANG_ISO% pattern also matches', () => {
    const names = ['package', 'tsconfig', 'README', 'index', 'main', 'package-lock', 'de.json'];
    const odd = ['', 'd', 'de_', 'de__DE', '@latin', 'de@', 'de/../x', 'x1'];
    for (const code of [...names, ...odd]) expect(localeShaped(code), code).toBe(false);
  });

  it('skips a project language whose code is not shaped like one, unless named', () => {
    const renamed = scope({ projectLanguages: ['en', 'de', 'package'] });
    expect(pullSkipReason('package', renamed)).toMatch(
      /^not shaped like a language code \(such as de, pt_BR/,
    );
    const named = scope({
      projectLanguages: ['en', 'de', 'package'],
      taken: (code) => code === 'package' || localeShaped(code),
    });
    expect(pullSkipReason('package', named)).toBeUndefined();
  });
});
