import type { LanguageMap } from '../common/language-map.ts';
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
 * `base` when the caller knows it; then a group's translation file of the base language (Spring's
 * `messages_en.properties` beside `messages.properties`) is left out: see `shadowedSource`.
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
      } else if (
        base === undefined ||
        shadowedSource(pattern, path, languageMap, base) === undefined
      ) {
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

/**
 * The source a file group's translation file of the base language stands beside, when `path` is
 * one. Such a file is neither the base texts (its group's `source` is) nor a translation: as a
 * file of its own it would put a second copy of the base keys on the service, so push, pull and
 * prune leave it out.
 */
export function shadowedSource(
  pattern: FilePattern,
  path: string,
  languageMap: LanguageMap,
  base: string,
): string | undefined {
  if (pattern.kind !== 'group') return undefined;
  const local = pattern.languageOf(path);
  if (local === undefined || local === BASE_LANGUAGE) return undefined;
  if (languageMap.toService(local).toLowerCase() !== base.toLowerCase()) return undefined;
  const source = pattern.sourceOf(path, languageMap.toLocal(base));
  return source === path ? undefined : source;
}

/** The files of `paths` that `shadowedSource` leaves out, with the source each stands beside. */
export function shadowingFiles(
  paths: readonly string[],
  patterns: readonly FilePattern[],
  languageMap: LanguageMap,
  base: string,
): { readonly path: string; readonly source: string }[] {
  return paths.flatMap((path) => {
    const pattern = patterns.find((p) => p.languageOf(path) !== undefined);
    const source = pattern && shadowedSource(pattern, path, languageMap, base);
    return source === undefined ? [] : [{ path, source }];
  });
}
