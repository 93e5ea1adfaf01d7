import picomatch from 'picomatch';
import { parseLanguageMap, type LanguageMap } from '../common/language-map.ts';
import type { FileGroupSpec, FilesInput } from './files-input.ts';
import { spellWith, type LanguagePlaceholder } from './language-spellings.ts';
import { compilePattern, fill, type Pattern } from './pattern.ts';
import { shapeOf, translationProblem } from './source-folders.ts';
import { holdsEveryLanguage } from './catalogue-pattern.ts';

/**
 * The repository's layout: which files are the base language's (the sources) and which file of
 * each source holds each language. Every language's file of one source is the same file on the
 * service, so each is imported under the source's path. The push, pull and prune read files
 * through it as patterns (group-pattern.ts, spelled-pattern.ts).
 */
export interface Layout {
  readonly groups: readonly FileGroup[];
  /** Two project languages a placeholder would spell alike (`pt` and `pt_BR` as `pt`), if any. */
  clashes(languages: readonly string[]): string[];
}

export interface FileGroup {
  readonly spec: FileGroupSpec;
  /** The group's `language-map` pairs over the input's. */
  readonly languageMap: LanguageMap;
  /** Whether `path` is a source file of the group for base language `base`. */
  isSource(path: string, base: string): boolean;
  /** The path of `source`'s file in `language` (the service's code). */
  translationPath(source: string, language: string): string;
}

/** Compiles what `files` says against the `language-map` input's pairs. */
export function compileLayout(input: FilesInput, languageMap: readonly string[]): Layout {
  const excludes = input.excludes.map((glob) => picomatch(glob, { dot: true }));
  const groups = input.groups.map((spec) => compileGroup(spec, languageMap, excludes));
  return {
    groups,
    clashes(languages) {
      const problems: string[] = [];
      for (const group of groups) {
        for (const slot of new Set(slotsOf(group))) {
          const seen = new Map<string, string>();
          for (const language of languages) {
            const spelled = spellWith(group.languageMap, slot, language);
            const other = seen.get(spelled);
            if (other !== undefined) {
              problems.push(
                `${slot} in '${group.spec.translation}' spells both '${other}' and '${language}' as '${spelled}'; add a language-map pair for one of them`,
              );
            }
            seen.set(spelled, language);
          }
        }
      }
      return problems;
    },
  };
}

const groupSlots = new WeakMap<FileGroup, readonly LanguagePlaceholder[]>();

function slotsOf(group: FileGroup): readonly LanguagePlaceholder[] {
  return groupSlots.get(group) ?? [];
}

function compileGroup(
  spec: FileGroupSpec,
  inputPairs: readonly string[],
  excludes: ReadonlyArray<(path: string) => boolean>,
): FileGroup {
  const ownLocals = new Set(spec.languageMap.map((pair) => pair.split('=')[0]?.trim()));
  const ownServices = new Set(spec.languageMap.map((pair) => pair.split('=')[1]?.trim()));
  const languageMap = parseLanguageMap([
    ...spec.languageMap,
    ...inputPairs.filter((pair) => {
      const [local, service] = pair.split('=').map((part) => part.trim());
      return !ownLocals.has(local) && !ownServices.has(service);
    }),
  ]);
  const ignored = [...spec.ignore.map((glob) => picomatch(glob, { dot: true })), ...excludes];
  const isIgnored = (path: string) => ignored.some((test) => test(path));
  const translation = compilePattern(spec.translation, { translation: spec.source !== undefined });
  const spellAll = (language: string) => (slot: LanguagePlaceholder) =>
    spellWith(languageMap, slot, language);
  const group: FileGroup =
    spec.source === undefined
      ? patternGroup(spec, translation, languageMap, isIgnored, spellAll)
      : sourceGroup(spec, spec.source, translation, languageMap, isIgnored, spellAll);
  groupSlots.set(group, translation.languageSlots);
  return group;
}

/** A one-line pattern: its source is the pattern with the base language at every placeholder. */
function patternGroup(
  spec: FileGroupSpec,
  pattern: Pattern,
  languageMap: LanguageMap,
  isIgnored: (path: string) => boolean,
  spellAll: (language: string) => (slot: LanguagePlaceholder) => string,
): FileGroup {
  if (pattern.languageSlots.length === 0) {
    if (!holdsEveryLanguage(spec.translation)) {
      throw new Error(`'${spec.translation}' has no language placeholder such as %LANG_ISO%`);
    }
    // A file of every language (a String Catalog) is every language's file of itself.
    return {
      spec,
      languageMap,
      isSource: (path) => pattern.spellingsIn(path) !== undefined && !isIgnored(path),
      translationPath: (source) => source,
    };
  }
  return {
    spec,
    languageMap,
    isSource(path, base) {
      const spelled = pattern.spellingsIn(path);
      if (spelled === undefined || isIgnored(path)) return false;
      const want = spellAll(base);
      return pattern.languageSlots.every((slot, index) => spelled[index] === want(slot));
    },
    translationPath: (source, language) => pattern.respell(source, spellAll(language)),
  };
}

/** A group: its sources are `source`'s files, and `translation` names one file per language. */
function sourceGroup(
  spec: FileGroupSpec,
  sourceText: string,
  translation: Pattern,
  languageMap: LanguageMap,
  isIgnored: (path: string) => boolean,
  spellAll: (language: string) => (slot: LanguagePlaceholder) => string,
): FileGroup {
  const source = compilePattern(sourceText);
  if (source.languageSlots.length > 0) {
    throw new Error(
      `source '${sourceText}' names the base language's files: no language placeholder`,
    );
  }
  if (translation.hasWildcards) {
    throw new Error(
      `translation '${spec.translation}' names one file per source and language: no wildcards but a ** folder (use ** or %ORIGINAL_PATH%, and %ORIGINAL_FILE_NAME%)`,
    );
  }
  const problem = translationProblem(spec.translation, shapeOf(sourceText));
  if (problem !== undefined) throw new Error(problem);
  if (translation.languageSlots.length === 0) {
    throw new Error(
      `translation '${spec.translation}' has no language placeholder such as %LOCALE%`,
    );
  }
  return {
    spec,
    languageMap,
    isSource: (path) => source.spellingsIn(path) !== undefined && !isIgnored(path),
    translationPath: (path, language) =>
      fill(spec.translation, sourceText, path, spellAll(language)),
  };
}
