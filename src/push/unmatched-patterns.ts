import { LANG_PLACEHOLDER, type FilePattern } from '../inputs/patterns.ts';
import picomatch from 'picomatch';

/** How many files a hint names before it only counts the rest. */
const SHOWN = 3;

/** The patterns that match none of `paths` (whatever the language code in them). */
export function unmatchedPatterns(
  patterns: readonly FilePattern[],
  paths: readonly string[],
): FilePattern[] {
  return patterns.filter(
    (pattern) => !paths.some((path) => pattern.languageOf(path) !== undefined),
  );
}

/**
 * One clause per pattern that matches nothing, with what the repository has nearby:
 * `files: 'locale/%LANG_ISO%.json' matches no file; found locales/de.json, locales/en.json`.
 * A misspelt folder is the usual cause, so the files of the pattern's extension come first
 * whose folders are spelt closest to the pattern's.
 */
export function unmatchedText(pattern: FilePattern, paths: readonly string[]): string {
  return `files: '${pattern.source.trim()}' matches no file; ${nearby(pattern.source.trim(), paths)}`;
}

function nearby(source: string, paths: readonly string[]): string {
  const extension = extensionOf(source);
  // A name with a line break or other control character would break the one-line message.
  const candidates = paths.filter(
    (path) =>
      // eslint-disable-next-line no-control-regex
      !/[\u0000-\u001f\u007f]/.test(path) &&
      (extension === undefined || extensionOf(path) === extension),
  );
  const kind = extension === undefined ? 'file' : `.${extension} file`;
  if (candidates.length === 0) return `no ${kind} in the repository`;
  const folder = literalFolder(source);
  const ranked = candidates
    .map((path) => ({ path, distance: distance(folder, leadingFolders(path, folder)) }))
    .sort((a, b) => a.distance - b.distance || a.path.localeCompare(b.path))
    .map((c) => c.path);
  const more = ranked.length - SHOWN;
  const shown = ranked.slice(0, SHOWN).join(', ');
  return more > 0 ? `found ${shown} and ${more} more ${kind}s` : `found ${shown}`;
}

/** The extension of a path or pattern, lowercase; undefined when it has none or it varies. */
function extensionOf(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const extension = name.slice(dot + 1);
  if (extension.includes(LANG_PLACEHOLDER) || picomatch.scan(extension).isGlob) return undefined;
  return extension.toLowerCase();
}

/** The folders a pattern names before its language code or first wildcard: `locale` of `locale/%LANG_ISO%.json`. */
function literalFolder(source: string): string[] {
  const folders = source.split('/').slice(0, -1);
  const end = folders.findIndex(
    (segment) => segment.includes(LANG_PLACEHOLDER) || picomatch.scan(segment).isGlob,
  );
  return end === -1 ? folders : folders.slice(0, end);
}

/** As many of a path's folders as the pattern names literally. */
function leadingFolders(path: string, like: readonly string[]): string[] {
  return path.split('/').slice(0, -1).slice(0, like.length);
}

/** The edit distance between two folder paths, as text. */
function distance(a: readonly string[], b: readonly string[]): number {
  const s = a.join('/');
  const t = b.join('/');
  let row = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const next = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      next.push(Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost));
    }
    row = next;
  }
  return row[t.length] ?? 0;
}
