import picomatch from 'picomatch';
import { quote } from '../common/parsers.ts';

/**
 * What a group's `translation` takes from its source's path, as crowdin.yml means it:
 * `%ORIGINAL_PATH%` is the source file's whole folder from the repository root, and a `**` in
 * the translation stands for the folders the source's `**` matched (`locales/**\/%LANG_ISO%.json`
 * beside `locales/**\/en.json`).
 */

/** A source pattern's folders and file name, and where its `**` stands. */
export interface SourceShape {
  readonly text: string;
  readonly segments: readonly string[];
  /** The index of its one `**` segment; -1 when it has none or several. */
  readonly globstar: number;
  readonly globstars: number;
}

export function shapeOf(source: string): SourceShape {
  const text = source.trim().replace(/^\.\//, '');
  const segments = text.split('/');
  const globstars = segments.filter((segment) => segment === '**').length;
  return { text, segments, globstars, globstar: globstars === 1 ? segments.indexOf('**') : -1 };
}

/** The folders `path` (a match of the source) has where the source's one `**` stands. */
export function globstarFolders(shape: SourceShape, path: string): string {
  if (shape.globstar === -1) return '';
  const parts = path.split('/');
  const after = shape.segments.length - shape.globstar - 1;
  return parts.slice(shape.globstar, parts.length - after).join('/');
}

/** A translation's `**` as a folder of its own: `**` then `/`, at the start or after a `/`. */
export const TRANSLATION_GLOBSTAR = /(?<=^|\/)\*\*\//g;

/** What the file placeholders and `**` of a translation path gave, read back. */
export interface NamedParts {
  readonly originalPath?: string | undefined;
  readonly globstar?: string | undefined;
  readonly fileName?: string | undefined;
  readonly baseName?: string | undefined;
  readonly extension?: string | undefined;
}

/**
 * The source a translation path names through its parts; undefined when they do not name one
 * (see `undetermined`, which refuses such a layout up front).
 */
export function sourceNamed(shape: SourceShape, parts: NamedParts): string | undefined {
  const last = shape.segments[shape.segments.length - 1] ?? '';
  const name =
    parts.fileName ??
    (parts.baseName === undefined
      ? isLiteral(last)
        ? last
        : undefined
      : parts.baseName + (parts.extension ? `.${parts.extension}` : literalExtension(last)));
  if (name === undefined) return undefined;
  const folders = shape.segments.slice(0, -1);
  let folder: string;
  if (parts.originalPath !== undefined) folder = parts.originalPath;
  else if (parts.globstar !== undefined && shape.globstar !== -1) {
    folder = [
      ...folders.slice(0, shape.globstar),
      parts.globstar,
      ...folders.slice(shape.globstar + 1),
    ]
      .filter(Boolean)
      .join('/');
  } else folder = folders.join('/');
  return folder === '' ? name : `${folder}/${name}`;
}

/**
 * Why `translation` cannot be a group's translation of `source`, in one line; undefined when it
 * can. It may not use `**` unless the source has exactly one; it must name each source's own
 * folder and file (else two sources would share one translation file); and a `%ORIGINAL_PATH%`
 * after folders that repeat the source's fixed part is the meaning this product gave it before
 * (the folders below that part), which now writes `config/locales/de/config/locales/en/…`.
 */
export function translationProblem(translation: string, shape: SourceShape): string | undefined {
  const t = quote(translation);
  const s = quote(shape.text);
  const hasGlobstar = new RegExp(TRANSLATION_GLOBSTAR.source).test(translation);
  if (hasGlobstar && shape.globstars !== 1) {
    return `translation ${t} has **, the folders the source's ** matched, but source ${s} has ${shape.globstars === 0 ? 'no' : 'more than one'} **`;
  }
  const repeated = repeatsFixedPart(translation, shape);
  if (repeated !== undefined) {
    return `translation ${t} repeats the source's folders: %ORIGINAL_PATH% is the source file's whole folder from the repository root (as in crowdin.yml); for the folders below '${repeated}' write ${quote(suggestion(translation, shape))}`;
  }
  const folders = shape.segments.slice(0, -1);
  const last = shape.segments[shape.segments.length - 1] ?? '';
  const namesFolder =
    translation.includes('%ORIGINAL_PATH%') ||
    (hasGlobstar && folders.every((f, i) => i === shape.globstar || isLiteral(f))) ||
    folders.every(isLiteral);
  const namesFile = isLiteral(last) || /%ORIGINAL_FILE_NAME%|%FILE_NAME%/.test(translation);
  if (!namesFolder || !namesFile) {
    const missing = namesFolder ? '%ORIGINAL_FILE_NAME%' : '%ORIGINAL_PATH% or **';
    return `translation ${t} would give several files of source ${s} one translation file: name each one's ${namesFolder ? 'file' : 'folder'} with ${missing}`;
  }
  return undefined;
}

/** The source's fixed part, when the translation's folders before `%ORIGINAL_PATH%` repeat it. */
function repeatsFixedPart(translation: string, shape: SourceShape): string | undefined {
  const at = translation.indexOf('%ORIGINAL_PATH%');
  if (at <= 0) return undefined;
  const fixed = picomatch.scan(shape.text).base;
  const first = fixed.split('/')[0];
  if (fixed === '' || first === undefined) return undefined;
  return translation.slice(0, at).split('/')[0] === first ? fixed : undefined;
}

/** The translation as it is meant now: `**` for a source with one, else without the folders. */
function suggestion(translation: string, shape: SourceShape): string {
  return shape.globstars === 1
    ? translation.replace('%ORIGINAL_PATH%', '**')
    : translation.replace(/%ORIGINAL_PATH%\/?/, '');
}

function isLiteral(segment: string): boolean {
  return !picomatch.scan(segment).isGlob;
}

/** The extension a file name pattern fixes (`.json` of `*.json`), or ''. */
function literalExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 && isLiteral(name.slice(dot)) ? name.slice(dot) : '';
}
