import type { FilePattern } from '../inputs/patterns.ts';
import type { LanguageMap } from '../inputs/language-map.ts';
import type { FileGroupSpec } from './files-input.ts';
import { unspell } from './language-spellings.ts';
import { compileLayout, type FileGroup } from './layout.ts';
import { compilePattern } from './pattern.ts';

/**
 * What `languageOf` gives for a group's source: the base language, whatever the project calls
 * it (the caller knows: files.ts). A source needs no code in its path (Android's `values/`).
 */
export const BASE_LANGUAGE = '%BASE%';

/** A file group of `files` as a pattern the push, pull and prune read files by. */
export interface GroupPattern extends FilePattern {
  readonly group: FileGroupSpec;
  /** The group's one source file: every language's file of the group goes up under its name. */
  readonly sourceFile: string;
}

/**
 * A group (`source` one base-language file, `translation` a file per language) as a pattern:
 * a path is the source (`BASE_LANGUAGE`), or a translation file whose placeholders all spell one
 * language. `languageMap` is the input's; the group's own pairs come first.
 */
export function groupPattern(spec: FileGroupSpec, languageMap: LanguageMap): GroupPattern {
  const sourceFile = spec.source ?? '';
  if (compilePattern(sourceFile).hasWildcards) {
    throw new Error(
      `source '${sourceFile}' has wildcards; a group names one base-language file for now (write one group per file)`,
    );
  }
  const layout = compileLayout(
    { groups: [spec], excludes: [] },
    languageMap.pairs.map(([local, service]) => `${local}=${service}`),
  );
  const [group] = layout.groups as [FileGroup];
  const translation = compilePattern(spec.translation, { translation: true });
  const toPath = (language: string) => group.translationPath(sourceFile, language);
  return {
    source: spec.translation,
    hasWildcards: true,
    group: spec,
    sourceFile,
    languageOf(path) {
      if (group.isSource(path, '')) return BASE_LANGUAGE;
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
      // Every placeholder must spell one language, and the path be that language's very file.
      return codes.size === 1 && code !== undefined && toPath(code) === path ? code : undefined;
    },
    pathFor: (language) => toPath(languageMap.toService(language)),
    withLanguage: (_path, language) => toPath(languageMap.toService(language)),
  };
}
