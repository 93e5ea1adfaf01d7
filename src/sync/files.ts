import type { LanguageMap } from '../inputs/language-map.ts';
import type { FilePattern } from '../inputs/patterns.ts';
import { BASE_LANGUAGE } from '../layout/group-pattern.ts';

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
 * A path matching several patterns is listed once. A file group's source is the base language's:
 * `base` when the caller knows it.
 */
export function translationFiles(
  paths: readonly string[],
  patterns: readonly FilePattern[],
  languageMap: LanguageMap,
  base?: string,
): TranslationFile[] {
  const files: TranslationFile[] = [];
  for (const path of paths) {
    for (const pattern of patterns) {
      const localLanguage = pattern.languageOf(path);
      if (localLanguage === undefined) continue;
      // A file group's source has no code in its path: it is the base language's.
      if (localLanguage === BASE_LANGUAGE) {
        const language = base ?? BASE_LANGUAGE;
        files.push({ path, localLanguage: languageMap.toLocal(language), language });
      } else {
        files.push({ path, localLanguage, language: languageMap.toService(localLanguage) });
      }
      break;
    }
  }
  return files;
}

/** A translation file's language as its path spells it (`%LOCALE%`: `zh-TW`, not `zh_TW`). */
export function spellingOf(patterns: readonly FilePattern[], path: string): string | undefined {
  return patterns.find((p) => p.languageOf(path) !== undefined)?.spellingIn(path);
}
