import { parseList, quote } from '../common/parsers.ts';

/**
 * A list input whose entries apply to every pull request (`octo-lead`) or, written
 * `language=value`, only to that language's (`de=anna`): the pull request of pr-per-language, or
 * the one pull request while it holds that language's files.
 */
export interface LanguageValues {
  /** Entries for every pull request. */
  readonly plain: readonly string[];
  /** Entries for one language's, by the language code as the repository has it, lower-cased. */
  readonly byLanguage: ReadonlyMap<string, readonly string[]>;
}

/**
 * What may stand before `=`: a language code as a repository names its files (`de`, `pt-BR`,
 * `zh_Hant`, `es-419`): two or three letters, then subtags. A label such as `size=large` stays a
 * label; `de=x` always means German.
 */
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * Reads such a list. `namesOnly`: the values are logins or team slugs, which never hold `=`, so
 * an `=` after anything but a language code is a mistake worth naming; a label may hold one.
 */
export function parseLanguageValues(value: string, namesOnly: boolean): LanguageValues {
  const plain: string[] = [];
  const byLanguage = new Map<string, string[]>();
  for (const entry of parseList(value)) {
    const equals = entry.indexOf('=');
    const language = equals < 0 ? '' : entry.slice(0, equals).trim();
    if (equals < 0 || (!LANGUAGE_CODE.test(language) && !namesOnly)) {
      plain.push(entry);
      continue;
    }
    const target = entry.slice(equals + 1).trim();
    if (!LANGUAGE_CODE.test(language) || target === '' || target.includes('=')) {
      throw new Error(
        `${quote(entry)} is neither a name nor language=name (a language code such as de or pt-BR, then one name)`,
      );
    }
    const key = language.toLowerCase();
    byLanguage.set(key, [...(byLanguage.get(key) ?? []), target]);
  }
  return { plain, byLanguage };
}
