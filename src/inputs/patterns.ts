import { quote } from './parsers.ts';
import picomatch from 'picomatch';

export const LANG_PLACEHOLDER = '%LANG_ISO%';
/** Stands in for %LANG_ISO% while picomatch compiles the rest of the pattern. */
const MARK = 'L10NSYNCLANGMARK';
/** What a language code may look like in a path: `en`, `zh_CN`, `pt-BR`, `sr@latin`, custom codes. */
const LANG_CODE = '([A-Za-z0-9][A-Za-z0-9_@-]*)';

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
 * (layout/group-pattern.ts). Only 1.0.9.3 can pull the last two (sync/export-by-source.ts).
 */
export type PatternKind = 'lang-iso' | 'spelled' | 'group';

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
}

/**
 * Compiles a pattern such as `app/%LANG_ISO%/**\/*.json`. Throws a one-line reason when the
 * pattern is not usable: %LANG_ISO% must appear once (several are a spelled pattern's), and the path must stay inside the
 * repository.
 */
export function compilePattern(source: string): FilePattern {
  const pattern = source.trim().replace(/^\.\//, '');
  const count = pattern.split(LANG_PLACEHOLDER).length - 1;
  if (count !== 1) {
    // Several are a spelled pattern's (layout/spelled-pattern.ts), which takes them before this.
    throw new Error(
      count === 0
        ? `${quote(source)} has no language placeholder such as %LANG_ISO%`
        : `${quote(source)} has %LANG_ISO% ${count} times`,
    );
  }
  if (pattern.startsWith('/') || /^[A-Za-z]:/.test(pattern) || pattern.includes('\\')) {
    throw new Error(`${quote(source)} must be a relative path with forward slashes`);
  }
  if (pattern.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) {
    throw new Error(
      `${quote(source)} must stay inside the repository (no '..', '.' or empty folders)`,
    );
  }
  const hasWildcards = picomatch.scan(pattern.replace(LANG_PLACEHOLDER, MARK)).isGlob;
  const compiled = picomatch.makeRe(pattern.replace(LANG_PLACEHOLDER, MARK), { dot: false });
  // The `d` flag records where the language code stands, so it can be replaced in place.
  const regex = new RegExp(compiled.source.replace(MARK, LANG_CODE), `${compiled.flags}d`);
  const languageOf = (path: string) => regex.exec(path)?.[1];
  const withLanguage = (path: string, language: string) => {
    const span = regex.exec(path)?.indices?.[1];
    if (!span) throw new Error(`'${path}' does not match '${source}'`);
    return path.slice(0, span[0]) + language + path.slice(span[1]);
  };
  return {
    source,
    kind: 'lang-iso',
    hasWildcards,
    languageOf,
    spellingIn: languageOf,
    sourceOf: (path, baseLocal) =>
      languageOf(path) === undefined ? undefined : withLanguage(path, baseLocal),
    pathFor(language) {
      if (hasWildcards) throw new Error(`'${source}' has wildcards: it names no single file`);
      return pattern.replace(LANG_PLACEHOLDER, language);
    },
    withLanguage,
  };
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
  }));
}

/** Whether a pattern's source is one file: no wildcards in it (or in a group's `source`). */
export function namesOneSource(pattern: FilePattern): boolean {
  if (pattern.kind !== 'group') return !pattern.hasWildcards;
  return !picomatch.scan(pattern.group?.source ?? '*').isGlob;
}
