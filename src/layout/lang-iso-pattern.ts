import { quote } from '../common/parsers.ts';
import { LANG_PLACEHOLDER, type FilePattern } from './file-pattern.ts';
import { compilePattern } from './pattern.ts';

/**
 * Today's one-line form, `app/%LANG_ISO%/**\/*.json`: `%LANG_ISO%` once, standing for the code
 * as the repository writes it (the service's, or its language-map spelling). Throws a one-line
 * reason when the pattern is not usable: the placeholder must appear once (several, or other
 * language placeholders, are a spelled pattern's: spelled-pattern.ts), and the path must stay
 * inside the repository.
 */
export function langIsoPattern(source: string): FilePattern {
  const count = source.split(LANG_PLACEHOLDER).length - 1;
  if (count !== 1) {
    throw new Error(
      count === 0
        ? `${quote(source)} has no language placeholder such as %LANG_ISO%`
        : `${quote(source)} has %LANG_ISO% ${count} times`,
    );
  }
  const pattern = compilePattern(source);
  // Android's `b+es+419` is a code of %ANDROID_CODE%'s; in this form a code has no `+`.
  const languageOf = (path: string) => {
    const code = pattern.spellingsIn(path)?.[0];
    return code === undefined || code.includes('+') ? undefined : code;
  };
  const withLanguage = (path: string, language: string) => {
    if (languageOf(path) === undefined) throw new Error(`'${path}' does not match '${source}'`);
    return pattern.respell(path, () => language);
  };
  return {
    source,
    kind: 'lang-iso',
    hasWildcards: pattern.hasWildcards,
    languageOf,
    spellingIn: languageOf,
    sourceOf: (path, baseLocal) =>
      languageOf(path) === undefined ? undefined : withLanguage(path, baseLocal),
    pathFor(language) {
      if (pattern.hasWildcards)
        throw new Error(`'${source}' has wildcards: it names no single file`);
      return source.trim().replace(/^\.\//, '').replace(LANG_PLACEHOLDER, language);
    },
    withLanguage,
  };
}
