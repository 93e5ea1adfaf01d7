import { parseList, quote } from '../common/parsers.ts';
import type { LanguageChoice } from './settings.ts';

/** `push-languages` or `pull-languages`: a keyword, `all`, or a list of language codes. */
export function languageChoice(value: string, keyword: 'base' | 'translations'): LanguageChoice {
  if (value === keyword || value === 'all') return { kind: value };
  const codes = parseList(value);
  const bad = codes.find((c) => !/^[A-Za-z0-9][A-Za-z0-9_@-]*$/.test(c));
  if (bad !== undefined) {
    throw new Error(
      `expected ${keyword}, all, or a list of language codes; ${quote(bad)} is not a code`,
    );
  }
  return { kind: 'list', codes };
}
