import picomatch from 'picomatch';
import type { LanguageMap } from '../common/language-map.ts';
import { BASE_LANGUAGE } from '../layout/group-pattern.ts';
import { LANGUAGE_PLACEHOLDERS, spellWith } from '../layout/language-spellings.ts';
import type { FilePattern } from '../inputs/patterns.ts';

/**
 * A file group whose `translation` misses its sources' translation files (a Java module's
 * `messages_de.properties` beside `messages.properties`, under a pattern that names another
 * folder) would send the base files alone on a first sync, and the sync ref would then move past
 * every translation: later runs send only what changes. So on a first sync such a group is an
 * input problem, before anything is written.
 *
 * A file is taken for a source's missed translation when no pattern has it, no `ignore` or
 * `!glob` item leaves it out, and its path is the source's but for a project language's
 * spelling (any placeholder's: `de`, `pt-BR`, `pt_BR`, `pt-rBR`, `pt-BR.lproj`) where the source
 * has the base language's, or nothing: `values-de/strings.xml` for `values/strings.xml`.
 */

/** One line per group that leaves translation files behind; empty when none does. */
export function missedTranslations(
  paths: readonly string[],
  patterns: readonly FilePattern[],
  options: {
    readonly languages: readonly string[];
    readonly base: string;
    readonly map: LanguageMap;
  },
): string[] {
  const others = options.languages.filter(
    (code) => code.toLowerCase() !== options.base.toLowerCase(),
  );
  if (others.length === 0) return [];
  const withoutBase = spellingRemover(spellingsOf([options.base], options.map));
  const withoutOther = spellingRemover(spellingsOf(others, options.map));
  const unmatched = paths.filter((path) =>
    patterns.every((p) => p.languageOf(path) === undefined && p.excluded?.(path) !== true),
  );
  const problems: string[] = [];
  for (const pattern of patterns) {
    const group = pattern.group;
    if (group?.source === undefined) continue;
    const ignored =
      group.ignore.length === 0 ? () => false : picomatch([...group.ignore], { dot: true });
    const sources = new Map<string, string>();
    for (const path of paths) {
      if (pattern.languageOf(path) === BASE_LANGUAGE) sources.set(withoutBase(path).rest, path);
    }
    const missed = unmatched.filter((path) => {
      const { rest, removed } = withoutOther(path);
      return removed && !ignored(path) && sources.has(rest);
    });
    const [first] = missed;
    if (first === undefined) continue;
    const source = sources.get(withoutOther(first).rest) ?? '';
    const more = missed.length > 1 ? ` and ${missed.length - 1} more` : '';
    problems.push(
      `Invalid files: the group of source '${group.source}' leaves translations behind: its translation '${group.translation}' does not match ${first}${more}, a translation of ${source}; fix the pattern, or leave such files out with ignore or a !glob item (a first sync sends nothing until then)`,
    );
  }
  return problems;
}

/** Every placeholder's spelling of each code. */
function spellingsOf(codes: readonly string[], map: LanguageMap): string[] {
  return [
    ...new Set(
      codes.flatMap((code) => LANGUAGE_PLACEHOLDERS.map((slot) => spellWith(map, slot, code))),
    ),
  ];
}

/**
 * A path's words (split at `/`, `.`, `_`, `-`) once every whole-word spelling is taken out, and
 * whether one was: two paths that differ only in a language's spelling give the same words.
 */
function spellingRemover(
  spellings: readonly string[],
): (path: string) => { rest: string; removed: boolean } {
  const sorted = [...spellings].sort((a, b) => b.length - a.length);
  const escaped = sorted.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const spelled = new RegExp(`(?<=^|[/._-])(?:${escaped.join('|')})(?=$|[/._-])`, 'gi');
  return (path) => {
    let removed = false;
    const stripped = path.replace(spelled, () => {
      removed = true;
      return '';
    });
    return {
      rest: stripped
        .split(/[/._-]+/)
        .filter(Boolean)
        .join('/'),
      removed,
    };
  };
}
