import picomatch from 'picomatch';

/**
 * What `languageOf` gives for a group's source: the base language, whatever the project calls
 * it (the caller knows: files/translation-files.ts). A source needs no code in its path
 * (Android's `values/`).
 */
export const BASE_LANGUAGE = '%BASE%';

/** The placeholder of today's one-line form: the service's code, after language-map. */
export const LANG_PLACEHOLDER = '%LANG_ISO%';

/**
 * One item of the `files` input: a pattern (today's form, `locales/%LANG_ISO%.json`), or a file
 * group whose `source` holds the base language's files and whose `translation` names each
 * language's file of a source (layout/files-input.ts reads them).
 */
export interface FileGroupSpec {
  /** The base-language files (globs allowed); undefined for a pattern, whose source it fills. */
  readonly source: string | undefined;
  /** The pattern, or the group's translation pattern. */
  readonly translation: string;
  /** Globs of files left out of the group. */
  readonly ignore: readonly string[];
  /** `local=service` pairs of this group, on top of the `language-map` input. */
  readonly languageMap: readonly string[];
  /** The source is a template (a `.pot`): imported as the base language, never written. */
  readonly template: boolean;
  /** The export type of the group's files; by default, from the translation's extension. */
  readonly format: string | undefined;
}

/**
 * What a `files` item is: `lang-iso`, one `%LANG_ISO%` (here); `spelled`, other language
 * placeholders or a code written twice (layout/spelled-pattern.ts); `group`, a file group
 * (layout/group-pattern.ts); `catalogue`, a file that holds every language, named as it is
 * (layout/catalogue-pattern.ts). Only 1.0.9.3 exports the middle two by source
 * (pull/export-by-source.ts); a catalogue goes by key (pull/by-key-bundle.ts).
 */
export type PatternKind = 'lang-iso' | 'spelled' | 'group' | 'catalogue';

/** One `files` pattern, compiled both ways: path → language, and language → path. */
export interface FilePattern {
  /** The pattern as the user wrote it (a group's translation pattern). */
  readonly source: string;
  readonly kind: PatternKind;
  /** The file group, for kind `group`. */
  readonly group?: FileGroupSpec;
  /** True when the pattern has wildcards besides %LANG_ISO%. */
  readonly hasWildcards: boolean;
  /** The language code in `path` when the path matches, else undefined. */
  languageOf(path: string): string | undefined;
  /** The language as `path` spells it (`pt-BR` where `%LOCALE%` stands), when it matches. */
  spellingIn(path: string): string | undefined;
  /**
   * The base-language file a matching `path` translates (its name on the service), `baseLocal`
   * being the base language as the repository spells it; undefined when `path` does not match.
   */
  sourceOf(path: string, baseLocal: string): string | undefined;
  /** The path of a language's file; only for patterns without wildcards. */
  pathFor(language: string): string;
  /** A matching path with its language code replaced (wildcard parts kept as they are). */
  withLanguage(path: string, language: string): string;
  /** Whether a `!glob` item of `files` leaves `path` out (see withExcludes). */
  excluded?(path: string): boolean;
}

/** The patterns with the paths `excludes` (globs, the `!glob` items of files) matching none. */
export function withExcludes(
  patterns: readonly FilePattern[],
  excludes: readonly string[],
): FilePattern[] {
  if (excludes.length === 0) return [...patterns];
  const excluded = picomatch([...excludes], { dot: true });
  return patterns.map((pattern) => ({
    ...pattern,
    languageOf: (path: string) => (excluded(path) ? undefined : pattern.languageOf(path)),
    excluded,
  }));
}

/** Whether a pattern's source is one file: no wildcards in it (or in a group's `source`). */
export function namesOneSource(pattern: FilePattern): boolean {
  if (pattern.kind !== 'group') return !pattern.hasWildcards;
  return !picomatch.scan(pattern.group?.source ?? '*').isGlob;
}
