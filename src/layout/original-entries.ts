import type { FileGroup } from './layout.ts';

/**
 * Where an entry of a `use_original` export goes. Every language's file of a source is imported
 * under the source's path (`filename`), so the service knows each key by that one file, and the
 * export asks for a language folder before it (`directory_prefix: %LANG_ISO%/`): an entry is
 * `<language>/<the file's name>`. The name is the source's path, or, where the service writes
 * the language into the names it keeps (the interface does not say how), the source's path with
 * its base-language code, a whole part of a name, replaced by the entry's language. The entry
 * goes to the group's file of that source in that language.
 */

/** A source of the layout, with its group. */
export interface Source {
  readonly path: string;
  readonly group: FileGroup;
}

export type OriginalPlacement =
  | { readonly path: string; readonly language: string; readonly source: string }
  | { readonly skipped: string };

/** The directory prefix the export asks for. */
export const LANGUAGE_FOLDER = '%LANG_ISO%/';

export function placeOriginalEntry(
  entry: string,
  sources: readonly Source[],
  languages: readonly string[],
  base: string,
): OriginalPlacement {
  const slash = entry.indexOf('/');
  const language = slash > 0 ? entry.slice(0, slash) : '';
  if (!languages.includes(language)) {
    return { skipped: `it is not in a folder of a project language` };
  }
  if (language === base) return { skipped: 'it is the base language' };
  const name = entry.slice(slash + 1);
  const matching = sources.filter(
    (source) => source.path === name || withCode(source.path, base, language) === name,
  );
  if (matching.length !== 1) {
    return {
      skipped:
        matching.length === 0
          ? 'it is the file of no source of files'
          : `it could be the file of ${matching.length} sources`,
    };
  }
  const [source] = matching as [Source];
  return {
    path: source.group.translationPath(source.path, language),
    language,
    source: source.path,
  };
}

/** `path` with each whole part spelled `code` (between `/`, `.`, `_`, `-`) spelled `other`. */
function withCode(path: string, code: string, other: string): string {
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return path.replace(new RegExp(`(?<=^|[/._-])${escaped}(?=$|[/._-])`, 'g'), other);
}
