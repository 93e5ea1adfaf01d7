import type { LanguageMap } from '../inputs/language-map.ts';
import type { FilePattern } from '../inputs/patterns.ts';

/** A translation file of the repository and the language it holds. */
export interface TranslationFile {
  /** Repository-relative path with forward slashes. */
  readonly path: string;
  /** The language code as the path has it. */
  readonly localLanguage: string;
  /** The language code on the service (after language-map). */
  readonly language: string;
}

/**
 * The paths that match a `files` pattern, each with its language; other paths are never read.
 * A path matching several patterns is listed once.
 */
export function translationFiles(
  paths: readonly string[],
  patterns: readonly FilePattern[],
  languageMap: LanguageMap,
): TranslationFile[] {
  const files: TranslationFile[] = [];
  for (const path of paths) {
    for (const pattern of patterns) {
      const localLanguage = pattern.languageOf(path);
      if (localLanguage === undefined) continue;
      files.push({ path, localLanguage, language: languageMap.toService(localLanguage) });
      break;
    }
  }
  return files;
}
