import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { compilePatterns } from '../../src/inputs/index.ts';
import { missedTranslations } from '../../src/push/missed-translations.ts';

/** AntennaPod's Android resource folders (test/fixtures/SOURCE.md). */
const ANDROID = readFileSync(
  new URL('../fixtures/layouts/antennapod-android-res.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter(Boolean);
const RES = 'ui/i18n/src/main/res';
/** The service's codes of AntennaPod's languages, as its folders spell them. */
const LANGUAGES = ANDROID.flatMap((path) => {
  const found = /values-([a-z]{2,3})(?:-r([A-Z]{2}))?\//.exec(path);
  return found ? [found[2] ? `${found[1]}_${found[2]}` : (found[1] as string)] : [];
});
const map = parseLanguageMap(['in=id', 'iw=he']);

function missed(files: string, languages = LANGUAGES): string[] {
  return missedTranslations(ANDROID, compilePatterns(files, map), {
    languages: ['en', ...languages],
    base: 'en',
    map,
  });
}

describe('a group that leaves its sources’ translations behind', () => {
  it('is found in a real Android app whose pattern spells regions as BCP 47 does (pt-BR), not Android (pt-rBR)', () => {
    const [problem, ...more] = missed(
      `- source: ${RES}/values/strings.xml\n  translation: ${RES}/values-%LOCALE%/strings.xml\n`,
    );
    expect(more).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^Invalid files: the group of source '${RES}/values/strings.xml' leaves translations behind: its translation '${RES}/values-%LOCALE%/strings.xml' does not match ${RES}/values-[a-z]+-r[A-Z]+/strings.xml and \\d+ more, a translation of ${RES}/values/strings.xml; `,
      ),
    );
  });

  it('is not found where the pattern matches every translation, or a !glob item leaves the rest out', () => {
    const group = `- source: ${RES}/values/strings.xml\n  translation: ${RES}/values-%ANDROID_CODE%/strings.xml\n`;
    expect(missed(group)).toEqual([]);
    expect(
      missed(
        `- source: ${RES}/values/strings.xml\n  translation: ${RES}/values-%LOCALE%/strings.xml\n- '!${RES}/values-*-r*/**'\n`,
      ),
    ).toEqual([]);
  });

  it('takes only the project’s languages for codes: a folder of no project language is no translation', () => {
    const group = `- source: ${RES}/values/strings.xml\n  translation: ${RES}/values-%LOCALE%/strings.xml\n`;
    expect(missed(group, ['de', 'fr'])).toEqual([]);
    expect(missed(group, [])).toEqual([]);
  });
});
