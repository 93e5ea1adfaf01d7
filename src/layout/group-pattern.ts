import type { FilePattern } from '../inputs/patterns.ts';
import type { LanguageMap } from '../inputs/language-map.ts';
import type { FileGroupSpec } from './files-input.ts';
import { unspell } from './language-spellings.ts';
import { compileLayout, type FileGroup } from './layout.ts';
import { compilePattern } from './pattern.ts';
import picomatch from 'picomatch';

/**
 * What `languageOf` gives for a group's source: the base language, whatever the project calls
 * it (the caller knows: files.ts). A source needs no code in its path (Android's `values/`).
 */
export const BASE_LANGUAGE = '%BASE%';

/** A file group of `files` as a pattern the push, pull and prune read files by. */
export interface GroupPattern extends FilePattern {
  readonly group: FileGroupSpec;
  /** The source a file of the group translates (itself for a source); undefined for no file of it. */
  sourceOf(path: string): string | undefined;
  /** The language as a translation `path` spells it at the first placeholder (`zh-TW`). */
  spellingIn(path: string): string | undefined;
}

/**
 * A group (`source` the base language's files, `translation` a file per source and language) as
 * a pattern: a path is a source (`BASE_LANGUAGE`), or a translation file whose placeholders all
 * spell one language and whose file placeholders name a source the group has. `languageMap` is
 * the input's; the group's own pairs come first.
 */
export function groupPattern(spec: FileGroupSpec, languageMap: LanguageMap): GroupPattern {
  const sourceText = spec.source ?? '';
  const layout = compileLayout(
    { groups: [spec], excludes: [] },
    languageMap.pairs.map(([local, service]) => `${local}=${service}`),
  );
  const [group] = layout.groups as [FileGroup];
  const translation = compilePattern(spec.translation, { translation: true });
  const sourceBase = picomatch.scan(sourceText).base;
  const sourceHasWildcards = compilePattern(sourceText).hasWildcards;
  /** The source a translation path names through its file placeholders. */
  const namedSource = (path: string): string | undefined => {
    if (!sourceHasWildcards) return sourceText;
    const files = translation.filesIn(path);
    if (files === undefined) return undefined;
    const name =
      files['%ORIGINAL_FILE_NAME%'] ??
      (files['%FILE_NAME%'] === undefined
        ? undefined
        : files['%FILE_NAME%'] +
          (files['%FILE_EXTENSION%'] ? `.${files['%FILE_EXTENSION%']}` : ''));
    if (name === undefined) return undefined;
    return [sourceBase, files['%ORIGINAL_PATH%'], name].filter(Boolean).join('/');
  };
  const languageOfTranslation = (path: string): [string, string] | undefined => {
    const spelled = translation.spellingsIn(path);
    if (spelled === undefined) return undefined;
    const codes = new Set(
      translation.languageSlots.map((slot, at) => {
        const spelling = spelled[at] ?? '';
        const mapped = group.languageMap.toService(spelling);
        return mapped !== spelling ? mapped : unspell(slot, spelling);
      }),
    );
    const [code] = codes;
    const source = namedSource(path);
    if (codes.size !== 1 || code === undefined || source === undefined) return undefined;
    // A source the group has, and this very path its file in that language.
    if (!group.isSource(source, '') || group.translationPath(source, code) !== path)
      return undefined;
    return [code, source];
  };
  return {
    source: spec.translation,
    hasWildcards: true,
    group: spec,
    languageOf(path) {
      if (group.isSource(path, '')) return BASE_LANGUAGE;
      return languageOfTranslation(path)?.[0];
    },
    spellingIn: (path) => translation.spellingsIn(path)?.[0],
    sourceOf(path) {
      if (group.isSource(path, '')) return path;
      return languageOfTranslation(path)?.[1];
    },
    pathFor(language) {
      if (sourceHasWildcards) {
        throw new Error(`'${sourceText}' has wildcards: it names no single file`);
      }
      return group.translationPath(sourceText, languageMap.toService(language));
    },
    withLanguage(path, language) {
      const source = this.sourceOf(path) ?? path;
      return group.translationPath(source, languageMap.toService(language));
    },
  };
}
