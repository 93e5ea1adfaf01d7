import { parseList, quote } from '../common/parsers.ts';
import type { LanguageMap } from '../common/language-map.ts';

/**
 * `require-completion` (docs/branches-and-checks.md, "Checks and gates"): the completion each language must reach,
 * as `de=100, fr=90, *=80` (`*`: every other language). Languages as the repository spells them,
 * turned into the service's codes with language-map, as the `completion` output names them.
 */
export interface RequiredCompletion {
  /** By the service's language code. */
  readonly byLanguage: ReadonlyMap<string, number>;
  /** Every other language's (`*`); undefined: none. */
  readonly otherwise: number | undefined;
}

/** Parses the input's text; throws a one-line reason for the first entry that does not parse. */
export function parseRequiredCompletion(
  text: string,
  languageMap: LanguageMap,
): RequiredCompletion {
  const byLanguage = new Map<string, number>();
  let otherwise: number | undefined;
  for (const entry of parseList(text)) {
    const match = /^([^=\s]+)\s*=\s*(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(entry);
    const figure = match === null ? Number.NaN : Number(match[2]);
    if (match === null || !(figure >= 0 && figure <= 100)) {
      throw new Error(
        `${quote(entry)} is not language=percent (0 to 100), as in 'de=100, fr=90, *=80'`,
      );
    }
    const language = match[1] as string;
    if (language === '*') {
      if (otherwise !== undefined) throw new Error(`'*' is given twice`);
      otherwise = figure;
      continue;
    }
    const code = languageMap.toService(language);
    if (byLanguage.has(code)) throw new Error(`${quote(language)} is given twice`);
    byLanguage.set(code, figure);
  }
  return { byLanguage, otherwise };
}

/** The figure `language` must reach, if any. */
export function requiredOf(required: RequiredCompletion, language: string): number | undefined {
  return required.byLanguage.get(language) ?? required.otherwise;
}
