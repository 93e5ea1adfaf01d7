import { cataloguePattern, holdsEveryLanguage } from './catalogue-pattern.ts';
import type { LanguageMap } from '../common/language-map.ts';
import type { FilePattern } from './file-pattern.ts';
import { langIsoPattern as compileLangIsoPattern } from './lang-iso-pattern.ts';
import {
  codeSpelled,
  LANGUAGE_PLACEHOLDERS,
  spellWith,
  type LanguagePlaceholder,
} from './language-spellings.ts';
import { compilePattern } from './pattern.ts';

/**
 * A one-line pattern with other language placeholders than one `%LANG_ISO%`
 * (`config/locales/devise.%LOCALE%.yml`, `App/%OSX_CODE%/Localizable.strings`, a code written
 * twice), as the push, pull and prune read files by it. Its source is the pattern with the base
 * language at every placeholder; a language-map pair names a language's spelling at all of them.
 */
export function spelledPattern(text: string, languageMap: LanguageMap): FilePattern {
  const pattern = compilePattern(text);
  if (pattern.languageSlots.length === 0) {
    throw new Error(`'${text}' has no language placeholder such as %LANG_ISO%`);
  }
  const spelling = (code: string) => (slot: LanguagePlaceholder) =>
    spellWith(languageMap, slot, code);
  const withLanguage = (path: string, language: string) =>
    pattern.respell(path, spelling(languageMap.toService(language)));
  /** The service code `path` is the file of: every placeholder spells it, in its own way. */
  const codeOf = (path: string): string | undefined => {
    const spelled = pattern.spellingsIn(path);
    if (spelled === undefined) return undefined;
    const code = codeSpelled(languageMap, pattern.languageSlots, spelled);
    return code !== undefined && pattern.respell(path, spelling(code)) === path ? code : undefined;
  };
  return {
    source: text,
    kind: 'spelled',
    hasWildcards: pattern.hasWildcards,
    languageOf(path) {
      const code = codeOf(path);
      return code === undefined ? undefined : languageMap.toLocal(code);
    },
    spellingIn: (path) => (codeOf(path) === undefined ? undefined : pattern.spellingsIn(path)?.[0]),
    sourceOf: (path, baseLocal) =>
      codeOf(path) === undefined ? undefined : withLanguage(path, baseLocal),
    pathFor(language) {
      if (pattern.hasWildcards) throw new Error(`'${text}' has wildcards: it names no single file`);
      return text
        .trim()
        .replace(/^\.\//, '')
        .replace(/%[A-Z_]+%/g, (slot) =>
          spelling(languageMap.toService(language))(slot as LanguagePlaceholder),
        );
    },
    withLanguage,
  };
}

const LANGUAGE_PLACEHOLDER = new RegExp(LANGUAGE_PLACEHOLDERS.join('|'), 'g');

/**
 * A one-line pattern of `files`: with one `%LANG_ISO%` (or none, which that form's own check
 * refuses), today's form; with any other language placeholder, or a code written twice, a
 * spelled pattern.
 */
export function compileOneLine(text: string, languageMap: LanguageMap): FilePattern {
  const placeholders = text.match(LANGUAGE_PLACEHOLDER) ?? [];
  if (placeholders.length === 0 && holdsEveryLanguage(text)) return cataloguePattern(text);
  return placeholders.length > 1 || placeholders.some((p) => p !== '%LANG_ISO%')
    ? spelledPattern(text, languageMap)
    : compileLangIsoPattern(text);
}
