import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { compileOneLine } from '../../src/layout/spelled-pattern.ts';
import { translationFiles } from '../../src/files/translation-files.ts';
import { sourcePath } from '../../src/files/source-path.ts';
import { newlyMatched, parseScope, scopeOf, scopeText } from '../../src/push/sync-scope.ts';

/** Mastodon's activerecord locale files (test/fixtures/SOURCE.md). */
const RAILS = readFileSync(
  new URL('../fixtures/layouts/mastodon-rails-activerecord.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter(Boolean);
const NO_MAP = parseLanguageMap([]);

describe('a one-line pattern with other placeholders than one %LANG_ISO%', () => {
  it('reads Rails spellings of a real application as the service’s codes', () => {
    const pattern = compileOneLine('config/locales/activerecord.%LOCALE%.yml', NO_MAP);
    expect(pattern.kind).toBe('spelled');
    const files = new Map(
      translationFiles(RAILS, [pattern], NO_MAP).map((f) => [f.path, f.language]),
    );
    expect(files.get('config/locales/activerecord.pt-BR.yml')).toBe('pt_BR');
    expect(files.get('config/locales/activerecord.sr-Latn.yml')).toBe('sr_Latn');
    expect(files.get('config/locales/activerecord.en.yml')).toBe('en');
    // All but Mastodon's test locale `en-L`, which names no region.
    expect(RAILS.filter((path) => !files.has(path))).toEqual([
      'config/locales/activerecord.en-L.yml',
    ]);
    expect(sourcePath('config/locales/activerecord.pt-BR.yml', [pattern], 'en')).toBe(
      'config/locales/activerecord.en.yml',
    );
    expect(pattern.spellingIn('config/locales/activerecord.pt-BR.yml')).toBe('pt-BR');
  });

  it('takes a code written twice only where both agree', () => {
    const pattern = compileOneLine('config/locales/%LANG_ISO%/models.%LANG_ISO%.yml', NO_MAP);
    expect(pattern.languageOf('config/locales/de/models.de.yml')).toBe('de');
    expect(pattern.languageOf('config/locales/de/models.fr.yml')).toBeUndefined();
    expect(pattern.pathFor('pt_BR')).toBe('config/locales/pt_BR/models.pt_BR.yml');
  });

  it('leaves one %LANG_ISO% to today’s form', () => {
    expect(compileOneLine('locales/%LANG_ISO%.json', NO_MAP).kind).toBe('lang-iso');
  });

  it('is recorded in the sync state and read back as the same pattern', () => {
    const pattern = compileOneLine('config/locales/activerecord.%LOCALE%.yml', NO_MAP);
    const recorded = parseScope(scopeText(scopeOf([pattern], NO_MAP)));
    if (recorded === undefined) throw new Error('the state is not read back');
    expect(newlyMatched(RAILS, { patterns: [pattern], languageMap: NO_MAP }, recorded)).toEqual([]);
  });
});
