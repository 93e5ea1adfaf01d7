import { fileFormatOf } from '../translations/index.ts';
import { BASE_LANGUAGE, type FilePattern } from './file-pattern.ts';
import { compilePattern } from './pattern.ts';

/**
 * A file of a format that holds every language (an Xcode String Catalog,
 * `App/Localizable.xcstrings`), named as it is, with no language placeholder: each file it
 * matches is a source (`BASE_LANGUAGE`), and every language's file of it is the file itself, read
 * through the view of that language (file-formats.ts `everyLanguage`).
 */
export function holdsEveryLanguage(text: string): boolean {
  return fileFormatOf(text.trim())?.everyLanguage !== undefined;
}

export function cataloguePattern(text: string): FilePattern {
  const pattern = compilePattern(text);
  const matches = (path: string) => pattern.spellingsIn(path) !== undefined;
  return {
    source: text,
    kind: 'catalogue',
    hasWildcards: pattern.hasWildcards,
    languageOf: (path) => (matches(path) ? BASE_LANGUAGE : undefined),
    spellingIn: () => undefined,
    sourceOf: (path) => (matches(path) ? path : undefined),
    pathFor() {
      if (pattern.hasWildcards) throw new Error(`'${text}' has wildcards: it names no single file`);
      return text.trim().replace(/^\.\//, '');
    },
    withLanguage: (path) => path,
  };
}
