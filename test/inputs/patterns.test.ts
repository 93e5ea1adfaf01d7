import { describe, expect, it } from 'vitest';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { compilePattern } from '../../src/inputs/patterns.ts';

describe('compilePattern', () => {
  it('reads the language from a file name or a folder', () => {
    expect(compilePattern('locales/%LANG_ISO%.json').languageOf('locales/pt-BR.json')).toBe(
      'pt-BR',
    );
    expect(
      compilePattern('res/values-%LANG_ISO%/strings.xml').languageOf('res/values-de/strings.xml'),
    ).toBe('de');
    expect(compilePattern('%LANG_ISO%/app.po').languageOf('zh_CN/app.po')).toBe('zh_CN');
  });

  it('does not match other paths', () => {
    const p = compilePattern('locales/%LANG_ISO%.json');
    expect(p.languageOf('locales/de.yml')).toBeUndefined();
    expect(p.languageOf('locales/a/de.json')).toBeUndefined();
    expect(p.languageOf('other/locales/de.json')).toBeUndefined();
    expect(p.languageOf('locales/.json')).toBeUndefined();
  });

  it('allows * and ** elsewhere, and knows it has wildcards', () => {
    const p = compilePattern('app/%LANG_ISO%/**/*.json');
    expect(p.hasWildcards).toBe(true);
    expect(p.languageOf('app/de/a/b/c.json')).toBe('de');
    expect(p.languageOf('app/de/c.json')).toBe('de');
    expect(compilePattern('modules/*/%LANG_ISO%.json').languageOf('modules/m1/en.json')).toBe('en');
    expect(compilePattern('locales/%LANG_ISO%.json').hasWildcards).toBe(false);
  });

  it('maps a language back to its path, and replaces the language in a matching path', () => {
    expect(compilePattern('./locales/%LANG_ISO%.json').pathFor('de')).toBe('locales/de.json');
    const p = compilePattern('app/%LANG_ISO%/**/*.json');
    expect(p.withLanguage('app/pt_BR/x/y.json', 'pt-BR')).toBe('app/pt-BR/x/y.json');
    expect(() => p.pathFor('de')).toThrow(/has wildcards/);
  });

  it.each([
    ['locales/en.json', /no language placeholder/],
    ['%LANG_ISO%/%LANG_ISO%.json', /2 times/],
    ['/abs/%LANG_ISO%.json', /relative path/],
    ['C:/x/%LANG_ISO%.json', /relative path/],
    ['a\\%LANG_ISO%.json', /relative path/],
    ['../%LANG_ISO%.json', /inside the repository/],
    ['a//%LANG_ISO%.json', /inside the repository/],
  ])('refuses %s', (pattern, message) => {
    expect(() => compilePattern(pattern)).toThrow(message);
  });
});

describe('parseLanguageMap', () => {
  it('maps both ways and leaves other codes alone', () => {
    const map = parseLanguageMap(['pt-BR=pt_BR', 'zh-Hans = zh_CN']);
    expect(map.toService('pt-BR')).toBe('pt_BR');
    expect(map.toLocal('zh_CN')).toBe('zh-Hans');
    expect(map.toService('de')).toBe('de');
  });

  it('refuses malformed and ambiguous pairs', () => {
    expect(() => parseLanguageMap(['pt-BR'])).toThrow(/not a local=service pair/);
    expect(() => parseLanguageMap(['a=x', 'a=y'])).toThrow(/mapped twice/);
    expect(() => parseLanguageMap(['a=x', 'b=x'])).toThrow(/target of two pairs/);
  });
});
