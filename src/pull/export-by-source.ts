import type { Settings } from '../inputs/index.ts';
import { patternItem } from '../layout/files-input.ts';
import { compileLayout } from '../layout/layout.ts';
import { LANGUAGE_FOLDER, placeOriginalEntry, type Source } from '../layout/original-entries.ts';
import type { Placement } from './bundle/extract.ts';

/**
 * A pull of several patterns, or of a pattern with wildcards (two iOS tables, Rails' `en.yml`
 * beside `devise.en.yml`), cannot be one `bundle_structure`. Every language's file of a source
 * goes up under the source's path (source-path.ts), so on 1.0.9.3 the export asks for each
 * source's keys in their own file (`use_original`, `filter_filenames`: the sources) in a folder
 * per language (`directory_prefix`), and each entry goes to its source's file in that language,
 * in the repository's spelling. 1.0.9.2 has neither parameter: there such `files` are an input
 * problem (inputs/pull.ts).
 */

/** Whether the pull exports by source rather than with one `bundle_structure`. */
export function exportsBySource(settings: Settings): boolean {
  return (
    !settings.pull.useOriginal &&
    settings.revision === '1.0.9.3' &&
    (settings.patterns.length > 1 ||
      settings.patterns.some((p) => p.hasWildcards || p.kind !== 'lang-iso'))
  );
}

/** How an export of sources lays its bundle out. */
export type SourceLayout =
  | {
      readonly use_original: true;
      readonly directory_prefix: string;
      readonly filter_filenames: string[];
    }
  | { readonly bundle_structure: string };

/** One export of a pull by source: the sources of one format, and where its entries go. */
export interface SourceExport {
  /** The export `type`. */
  readonly format: string;
  readonly params: SourceLayout;
  readonly place: (entry: string) => Placement;
  /** The sources' paths. */
  readonly sources: readonly string[];
}

/** The exports of a pull by source: one per format the sources have (pull.formats). */
export interface BySource {
  readonly exports: readonly SourceExport[];
}

/**
 * The sources among the repository's files (HEAD's), the base language at every placeholder of a
 * pattern, in one export per format, and where each entry of each export goes; undefined when
 * no file is a source. A source belongs to the first pattern that has it.
 */
export function bySource(
  settings: Settings,
  paths: readonly string[],
  languages: readonly string[],
  base: string,
): BySource | undefined {
  const sources = sourcesAmong(settings, paths, base);
  if (sources.length === 0) return undefined;
  const formats = [...new Set(sources.map((s) => s.format))];
  return {
    exports: formats.map((format) => {
      const own = sources.filter((s) => s.format === format).map((s) => s.path);
      return {
        format,
        params: {
          use_original: true,
          directory_prefix: LANGUAGE_FOLDER,
          filter_filenames: own,
        },
        place: (entry) => placeEntry(entry, { sources, format, languages, base }),
        sources: own,
      };
    }),
  };
}

/** A source of the layout, and the export type of its pattern. */
export type FormatSource = Source & { readonly format: string };

/**
 * The sources among `paths` (HEAD's files): the base language at every placeholder of a pattern,
 * in pattern order, each with its pattern's format. A source belongs to the first pattern that
 * has it.
 */
export function sourcesAmong(
  settings: Settings,
  paths: readonly string[],
  base: string,
): FormatSource[] {
  const layout = compileLayout(
    {
      groups: settings.patterns.map((p) => p.group ?? patternItem(p.source)),
      excludes: [],
    },
    settings.languageMap.pairs.map(([local, service]) => `${local}=${service}`),
  );
  const sources: FormatSource[] = [];
  const seen = new Set<string>();
  for (const [index, group] of layout.groups.entries()) {
    const format = settings.pull.formats[index] ?? settings.pull.format;
    // The compiled pattern knows the `!glob` items of files; a path they leave out is no source.
    const kept = (path: string) => settings.patterns[index]?.languageOf(path) !== undefined;
    for (const path of paths) {
      if (seen.has(path) || !group.isSource(path, base) || !kept(path)) continue;
      seen.add(path);
      sources.push({ path, group, format });
    }
  }
  return sources;
}

/**
 * Where an entry of one export goes: its source's file in its language (the base language's is
 * the source). An entry of a source of another format is that export's to write: skipped, not
 * refused; an entry of no source matches no pattern.
 */
function placeEntry(
  entry: string,
  of: {
    readonly sources: readonly FormatSource[];
    readonly format: string;
    readonly languages: readonly string[];
    readonly base: string;
  },
): Placement {
  const slash = entry.indexOf('/');
  const source = of.sources.find((s) => s.path === entry.slice(slash + 1));
  if (source !== undefined && entry.slice(0, slash) === of.base) {
    // The base language's file is the source itself; pull-languages says whether it is written,
    // and a template (a .pot) never is.
    const template = source.group.spec.template ? 'a template is never written' : undefined;
    return { path: source.path, language: of.base, ...(template ? { skipped: template } : {}) };
  }
  const placed = placeOriginalEntry(entry, of.sources, [...of.languages], of.base);
  if (!('path' in placed)) return undefined;
  const owner = of.sources.find((s) => s.path === placed.source);
  if (owner !== undefined && owner.format !== of.format) {
    return {
      path: placed.path,
      language: placed.language,
      skipped: `its source is exported as ${owner.format}`,
    };
  }
  return { path: placed.path, language: placed.language };
}

/** `bySource`, or a one-line error when no file of the repository is a source to export by. */
export function bySourceOrRefuse(
  settings: Settings,
  paths: readonly string[],
  languages: readonly string[],
  base: string,
): BySource {
  return bySource(settings, paths, languages, base) ?? refuseNoSource(settings, base);
}

/** The one-line error of a pull whose `files` match no file of the base language at HEAD. */
export function refuseNoSource(settings: Settings, base: string): never {
  const patterns = settings.patterns.map((p) => `'${p.source}'`).join(', ');
  throw new Error(
    `files: no file of the base language (${settings.languageMap.toLocal(base)}) matches ${patterns} at HEAD, so the pull has no source to ask the service for`,
  );
}

/** The one base file of a pull with one pattern naming one file per language, if it is one. */
export function singleSource(settings: Settings, base: string): string[] {
  const [pattern, ...more] = settings.patterns;
  if (pattern === undefined || more.length > 0 || pattern.hasWildcards) return [];
  return [pattern.pathFor(settings.languageMap.toLocal(base))];
}
