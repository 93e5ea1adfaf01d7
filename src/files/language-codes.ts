import type { LanguageChoice, Settings } from '../inputs/index.ts';

/**
 * Which language codes the action takes for a language at all. A code reaches a path through
 * `%LANG_ISO%`, and the service's list of languages is not the user's word: whoever may rename a
 * language there could call one `package`, and under `%LANG_ISO%.json` its file is the
 * repository's `package.json`. The same holds the other way: `package.json` or `tsconfig.json`
 * match `%LANG_ISO%.json` and would be uploaded as languages. So a code is taken only when it is
 * shaped like a locale code, or when the user named it in an input.
 */

/**
 * A locale code as the interface and gettext write them: a language of 2 or 3 letters (`de`,
 * `fil`), then subtags joined by `_` or `-` (script `Hans`, region `BR` or `419`, variant
 * `valencia` or `1996`), then a gettext modifier (`sr@latin`). Case does not count.
 */
const LOCALE_SHAPE =
  /^[a-z]{2,3}(?:[-_](?:[a-z]{4}|[a-z]{2}|\d{3}|[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:@[a-z]{2,8})?$/i;

/** Examples of the shape, for a message that says what is taken. */
export const LOCALE_EXAMPLES = 'de, pt_BR, pt-BR, zh_Hans_CN, sr@latin';

/** Whether `code` is shaped like a locale code (see LOCALE_SHAPE). */
export function localeShaped(code: string): boolean {
  return LOCALE_SHAPE.test(code);
}

/**
 * The codes (on the service's side) the user named: in `pull-languages` and `push-languages`
 * lists (through language-map), on either side of a `language-map` pair, and `base-language`.
 */
export function namedCodes(settings: Settings): string[] {
  const { languageMap } = settings;
  const listed = (choice: LanguageChoice) => (choice.kind === 'list' ? choice.codes : []);
  return [
    ...[...listed(settings.pull.languages), ...listed(settings.push.languages)].map((code) =>
      languageMap.toService(code),
    ),
    ...languageMap.pairs.flat(),
    ...(settings.baseLanguage === undefined ? [] : [languageMap.toService(settings.baseLanguage)]),
  ];
}

/**
 * Whether a language (service code) is taken: shaped like a locale code, or named by the user.
 * Case does not count.
 */
export function codeTaken(settings: Settings): (language: string) => boolean {
  const named = new Set(namedCodes(settings).map((code) => code.toLowerCase()));
  return (language) => localeShaped(language) || named.has(language.toLowerCase());
}

/** Codes (quoted) for a log line: at most `shown` of them, then how many more. */
export function listCodes(codes: readonly string[], shown = 10): string {
  const quoted = codes.slice(0, shown).map((code) => `'${code}'`);
  return codes.length > shown
    ? `${quoted.join(', ')} and ${codes.length - shown} more`
    : quoted.join(', ');
}
