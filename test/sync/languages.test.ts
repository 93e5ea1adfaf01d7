import { describe, expect, it } from 'vitest';
import { parseLanguageMap } from '../../src/inputs/language-map.ts';
import { pullSkipReason, type PullScope } from '../../src/sync/languages.ts';

const scope = (overrides: Partial<PullScope> = {}): PullScope => ({
  projectLanguages: ['en', 'de', 'fr'],
  base: 'en',
  choice: { kind: 'translations' },
  languageMap: parseLanguageMap([]),
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
