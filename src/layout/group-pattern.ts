import type { LanguageMap } from '../common/language-map.ts';
import { BASE_LANGUAGE, type FileGroupSpec, type FilePattern } from './file-pattern.ts';
import { codeSpelled } from './language-spellings.ts';
import { compileLayout, type FileGroup } from './layout.ts';
import { compilePattern } from './pattern.ts';
import { shapeOf, sourceNamed } from './source-folders.ts';

export { BASE_LANGUAGE } from './file-pattern.ts';

/**
 * A group (`source` the base language's files, `translation` a file per source and language) as
 * a pattern: a path is a source (`BASE_LANGUAGE`), or a translation file whose placeholders all
 * spell one language and whose file placeholders name a source the group has. `languageMap` is
 * the input's; the group's own pairs come first.
 */
export function groupPattern(spec: FileGroupSpec, languageMap: LanguageMap): FilePattern {
  const sourceText = spec.source ?? '';
  const layout = compileLayout(
    { groups: [spec], excludes: [] },
    languageMap.pairs.map(([local, service]) => `${local}=${service}`),
  );
  const [group] = layout.groups as [FileGroup];
  const translation = compilePattern(spec.translation, { translation: true });
  const shape = shapeOf(sourceText);
  const sourceHasWildcards = compilePattern(sourceText).hasWildcards;
  /** The source a translation path names through its file placeholders and `**`. */
  const namedSource = (path: string): string | undefined => {
    if (!sourceHasWildcards) return sourceText;
    const parts = translation.filesIn(path);
    return parts === undefined ? undefined : sourceNamed(shape, parts);
  };
  /** The language and source of a translation file of the group. */
  const translated = (path: string): { code: string; source: string } | undefined => {
    const spelled = translation.spellingsIn(path);
    if (spelled === undefined) return undefined;
    const code = codeSpelled(group.languageMap, translation.languageSlots, spelled);
    const source = namedSource(path);
    if (code === undefined || source === undefined) return undefined;
    // A source the group has, and this very path its file in that language.
    const isFile = group.isSource(source, '') && group.translationPath(source, code) === path;
    return isFile ? { code, source } : undefined;
  };
  const sourceOf = (path: string) => (group.isSource(path, '') ? path : translated(path)?.source);
  return {
    source: spec.translation,
    kind: 'group',
    group: spec,
    hasWildcards: true,
    languageOf: (path) => (group.isSource(path, '') ? BASE_LANGUAGE : translated(path)?.code),
    spellingIn: (path) =>
      translated(path) === undefined ? undefined : translation.spellingsIn(path)?.[0],
    sourceOf,
    pathFor(language) {
      if (sourceHasWildcards) {
        throw new Error(`'${sourceText}' has wildcards: it names no single file`);
      }
      return group.translationPath(sourceText, languageMap.toService(language));
    },
    withLanguage: (path, language) =>
      group.translationPath(sourceOf(path) ?? path, languageMap.toService(language)),
  };
}
