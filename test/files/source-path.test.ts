import { describe, expect, it } from 'vitest';
import { compilePattern } from '../../src/inputs/patterns.ts';
import { sourcePath } from '../../src/files/source-path.ts';

describe('sourcePath', () => {
  const patterns = [
    'locales/%LANG_ISO%.json',
    'app/%LANG_ISO%/**/*.json',
    '**/%LANG_ISO%.json',
  ].map(compilePattern);

  it('fills the pattern with the base language as the repository spells it', () => {
    expect(sourcePath('locales/pt-BR.json', patterns, 'en')).toBe('locales/en.json');
    expect(sourcePath('locales/de.json', patterns, 'en-US')).toBe('locales/en-US.json');
  });

  it('keeps the wildcard parts, and takes the first pattern the path matches', () => {
    expect(sourcePath('app/zh-rCN/screens/home.json', patterns, 'en')).toBe(
      'app/en/screens/home.json',
    );
    expect(sourcePath('web/de.json', patterns, 'en')).toBe('web/en.json');
  });

  it('is undefined for a path no pattern matches', () => {
    expect(sourcePath('README.md', patterns, 'en')).toBeUndefined();
  });
});
