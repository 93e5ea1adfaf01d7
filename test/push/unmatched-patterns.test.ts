import { describe, expect, it } from 'vitest';
import { compilePattern } from '../../src/inputs/patterns.ts';
import { unmatchedPatterns, unmatchedText } from '../../src/push/unmatched-patterns.ts';

const PATHS = [
  'README.md',
  'help/en/faq.json',
  'locales/de.json',
  'locales/en.json',
  'src/app.ts',
  'values-en/strings.xml',
];

describe('unmatchedPatterns', () => {
  it('lists the patterns no path matches, in any language', () => {
    const patterns = [
      'locales/%LANG_ISO%.json',
      'locale/%LANG_ISO%.json',
      'help/%LANG_ISO%/*.json',
    ];
    expect(unmatchedPatterns(patterns.map(compilePattern), PATHS).map((p) => p.source)).toEqual([
      'locale/%LANG_ISO%.json',
    ]);
  });
});

describe('unmatchedText', () => {
  const text = (pattern: string, paths = PATHS) => unmatchedText(compilePattern(pattern), paths);

  it('names the files of the extension whose folders are spelt closest first', () => {
    expect(text('locale/%LANG_ISO%.json')).toBe(
      "files: 'locale/%LANG_ISO%.json' matches no file; found locales/de.json, locales/en.json, help/en/faq.json",
    );
    expect(text('hlep/%LANG_ISO%/faq.json')).toBe(
      "files: 'hlep/%LANG_ISO%/faq.json' matches no file; found help/en/faq.json, locales/de.json, locales/en.json",
    );
  });

  it('counts the files it does not name', () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((name) => `i18n/${name}.json`);
    expect(text('i18m/%LANG_ISO%.json', many)).toBe(
      "files: 'i18m/%LANG_ISO%.json' matches no file; found i18n/a.json, i18n/b.json, i18n/c.json and 2 more .json files",
    );
  });

  it('says when the repository has no file of the extension, or none at all', () => {
    expect(text('res/values-%LANG_ISO%/strings.yml')).toBe(
      "files: 'res/values-%LANG_ISO%/strings.yml' matches no file; no .yml file in the repository",
    );
    expect(text('%LANG_ISO%/*', [])).toBe(
      "files: '%LANG_ISO%/*' matches no file; no file in the repository",
    );
  });

  it('never names a path with a line break, which would break the one-line message', () => {
    expect(text('locale/%LANG_ISO%.json', ['locales/x\n::error::y.json'])).toBe(
      "files: 'locale/%LANG_ISO%.json' matches no file; no .json file in the repository",
    );
  });
});
