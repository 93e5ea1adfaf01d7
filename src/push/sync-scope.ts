import type { LanguageMap } from '../common/language-map.ts';
import type { FilePattern } from '../inputs/patterns.ts';
import { compileOneLine } from '../layout/spelled-pattern.ts';
import { parseLanguageMap } from '../common/language-map.ts';
import { parseFilesInput } from '../layout/files-input.ts';
import { groupPattern } from '../layout/group-pattern.ts';
import { translationFiles } from '../files/translation-files.ts';
import { parseRemovedKeys, type RemovedKey } from '../prune/prune-state.ts';

/**
 * What a push was made under: the `files` patterns and the language map. Recorded beside the
 * sync ref, so that a file a new pattern (or a new pair of the map) brings in is uploaded on the
 * next push, as on a first one, instead of waiting for its next change.
 */
export interface SyncScope {
  readonly files: readonly string[];
  readonly languageMap: ReadonlyArray<readonly [string, string]>;
}

const VERSION = 1;

export function scopeOf(patterns: readonly FilePattern[], languageMap: LanguageMap): SyncScope {
  return { files: patterns.map(recordedForm), languageMap: languageMap.pairs };
}

/** A pattern as recorded: its text, or a file group as the JSON of its fields. */
function recordedForm(pattern: FilePattern): string {
  if (pattern.group === undefined) return pattern.source.trim();
  const { source, translation, ignore, languageMap, template, format } = pattern.group;
  return JSON.stringify({
    source,
    translation,
    ignore,
    'language-map': languageMap,
    template,
    format,
  });
}

/** A recorded pattern compiled again: a group's JSON is a YAML list item (files-input.ts). */
function compileRecorded(text: string, languageMap: LanguageMap): FilePattern {
  if (!text.startsWith('{')) return compileOneLine(text, languageMap);
  const [spec] = parseFilesInput(`- ${text}`).groups;
  if (spec?.source === undefined) throw new Error('not a file group');
  return groupPattern(spec, languageMap);
}

/**
 * The recorded form: a line a person reading the ref understands, then the JSON. The removed
 * keys being followed (see prune/) are recorded with the scope, so both move with the sync ref.
 */
export function scopeText(scope: SyncScope, removedKeys: readonly RemovedKey[] = []): string {
  const state = {
    version: VERSION,
    files: scope.files,
    languageMap: scope.languageMap,
    ...(removedKeys.length > 0 ? { removedKeys } : {}),
  };
  return `l10n-sync state\n\n${JSON.stringify(state)}\n`;
}

/** The removed keys a recorded state follows; none when the text holds no valid record of them. */
export function recordedRemovedKeys(text: string | undefined): RemovedKey[] {
  if (text === undefined) return [];
  try {
    return parseRemovedKeys(JSON.parse(text.slice(text.indexOf('{'))));
  } catch {
    return [];
  }
}

/**
 * The recorded scope, or undefined when the text is not one this version wrote. The ref is in
 * the repository, which is not trusted: every field is checked, and a pattern that does not
 * compile makes the whole record unusable (its files then count as new, which only re-uploads).
 */
export function parseScope(text: string): SyncScope | undefined {
  const json = text.slice(text.indexOf('{'));
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const files = record['files'];
  const map = record['languageMap'];
  if (record['version'] !== VERSION || !isStrings(files) || !Array.isArray(map)) return undefined;
  if (!map.every((pair) => isStrings(pair) && pair.length === 2)) return undefined;
  return { files, languageMap: map as Array<[string, string]> };
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

export function sameScope(a: SyncScope, b: SyncScope): boolean {
  return scopeText(a) === scopeText(b);
}

/**
 * The paths of `paths` that the current scope matches and the recorded one did not, or matched
 * as another language of the service: for the last push, these files did not exist.
 */
export function newlyMatched(
  paths: readonly string[],
  current: { readonly patterns: readonly FilePattern[]; readonly languageMap: LanguageMap },
  recorded: SyncScope,
): string[] {
  const before = compiledScope(recorded);
  const known = new Map(
    before === undefined
      ? []
      : translationFiles(paths, before.patterns, before.languageMap).map((f) => [
          f.path,
          f.language,
        ]),
  );
  return translationFiles(paths, current.patterns, current.languageMap)
    .filter((f) => known.get(f.path) !== f.language)
    .map((f) => f.path);
}

function compiledScope(
  scope: SyncScope,
): { patterns: FilePattern[]; languageMap: LanguageMap } | undefined {
  try {
    const languageMap = parseLanguageMap(scope.languageMap.map(([l, s]) => `${l}=${s}`));
    return {
      patterns: scope.files.map((text) => compileRecorded(text, languageMap)),
      languageMap,
    };
  } catch {
    return undefined;
  }
}
