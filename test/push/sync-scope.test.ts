import { describe, expect, it } from 'vitest';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { compilePattern } from '../../src/inputs/patterns.ts';
import { newlyMatched, parseScope, scopeOf, scopeText } from '../../src/push/sync-scope.ts';

const PATHS = ['locales/en.json', 'locales/de.json', 'po/en.po', 'po/pt-BR.po', 'README.md'];

describe('the sync scope', () => {
  it('reads back what it records', () => {
    const scope = scopeOf(
      [compilePattern('locales/%LANG_ISO%.json')],
      parseLanguageMap(['pt-BR=pt_BR']),
    );
    expect(parseScope(scopeText(scope))).toEqual({
      files: ['locales/%LANG_ISO%.json'],
      languageMap: [['pt-BR', 'pt_BR']],
    });
  });

  it.each([
    ['not JSON', 'l10n-sync state\n\n{"files": ['],
    ['another version', '{"version":2,"files":[],"languageMap":[]}'],
    ['files not strings', '{"version":1,"files":[1],"languageMap":[]}'],
    [
      'a pair of three',
      '{"version":1,"files":["a/%LANG_ISO%.json"],"languageMap":[["a","b","c"]]}',
    ],
    ['no object', '"files"'],
  ])('counts a recorded state that is %s as none', (_, text) => {
    expect(parseScope(text)).toBeUndefined();
  });

  it('finds the files a new pattern matches, and those the map gives another language', () => {
    const current = {
      patterns: [compilePattern('locales/%LANG_ISO%.json'), compilePattern('po/%LANG_ISO%.po')],
      languageMap: parseLanguageMap(['pt-BR=pt_BR']),
    };
    expect(
      newlyMatched(PATHS, current, {
        files: ['locales/%LANG_ISO%.json', 'po/%LANG_ISO%.po'],
        languageMap: [],
      }),
    ).toEqual(['po/pt-BR.po']);
    expect(
      newlyMatched(PATHS, current, { files: ['locales/%LANG_ISO%.json'], languageMap: [] }),
    ).toEqual(['po/en.po', 'po/pt-BR.po']);
  });

  it('counts every matching file as new when the recorded patterns do not compile', () => {
    const current = {
      patterns: [compilePattern('locales/%LANG_ISO%.json')],
      languageMap: parseLanguageMap([]),
    };
    expect(newlyMatched(PATHS, current, { files: ['../%LANG_ISO%/x'], languageMap: [] })).toEqual([
      'locales/en.json',
      'locales/de.json',
    ]);
  });
});
