import type { LanguageMap } from '../inputs/language-map.ts';
import { compilePattern as compileLangIsoPattern, type FilePattern } from '../inputs/patterns.ts';
import {
  LANGUAGE_PLACEHOLDERS,
  spell,
  unspell,
  type LanguagePlaceholder,
} from './language-spellings.ts';
import { compilePattern } from './pattern.ts';

/**
 * A one-line pattern with other language placeholders than one `%LANG_ISO%`
 * (`config/locales/devise.%LOCALE%.yml`, `App/%OSX_CODE%/Localizable.strings`, a code written
 * twice), as the push, pull and prune read files by it. Its source is the pattern with the base
 * language at every placeholder; a language-map pair names a language's spelling at all of them.
 */
export interface SpelledPattern extends FilePattern {
  readonly spelled: true;
  /** The language as `path` spells it at the pattern's first placeholder (`pt-BR`). */
  spellingIn(path: string): string | undefined;
}

export function spelledPattern(text: string, languageMap: LanguageMap): SpelledPattern {
  const pattern = compilePattern(text);
  if (pattern.languageSlots.length === 0) {
    throw new Error(`'${text}' has no language placeholder such as %LANG_ISO%`);
  }
  const spelling = (language: string) => (slot: LanguagePlaceholder) => {
    const local = languageMap.toLocal(language);
    return local !== language ? local : spell(slot, language);
  };
  return {
    source: text,
    hasWildcards: pattern.hasWildcards,
    spelled: true,
    spellingIn: (path) => pattern.spellingsIn(path)?.[0],
    languageOf(path) {
      const spelled = pattern.spellingsIn(path);
      if (spelled === undefined) return undefined;
      const codes = new Set(
        pattern.languageSlots.map((slot, at) => {
          const spelt = spelled[at] ?? '';
          const mapped = languageMap.toService(spelt);
          return mapped !== spelt ? mapped : unspell(slot, spelt);
        }),
      );
      const [code] = codes;
      // Every placeholder spells one language, and the path is that language's very file.
      if (codes.size !== 1 || code === undefined) return undefined;
      return pattern.respell(path, spelling(code)) === path ? languageMap.toLocal(code) : undefined;
    },
    pathFor(language) {
      if (pattern.hasWildcards) throw new Error(`'${text}' has wildcards: it names no single file`);
      return text
        .trim()
        .replace(/^\.\//, '')
        .replace(/%[A-Z_]+%/g, (slot) =>
          spelling(languageMap.toService(language))(slot as LanguagePlaceholder),
        );
    },
    withLanguage: (path, language) =>
      pattern.respell(path, spelling(languageMap.toService(language))),
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
  return placeholders.length > 1 || placeholders.some((p) => p !== '%LANG_ISO%')
    ? spelledPattern(text, languageMap)
    : compileLangIsoPattern(text);
}
