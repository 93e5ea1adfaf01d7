import { actsElsewhere, type ParamsFor } from '../api/index.ts';
import type { Settings } from '../inputs/index.ts';
import type { Placement } from './bundle/extract.ts';
import type { SourceExport } from './export-by-source.ts';
import { languageChosen } from '../files/languages.ts';

/**
 * The export call for a pull: `type` from the format, the layout from the `files` pattern (or
 * the original file names, or one export of a pull by source: export-by-source.ts), `langs` from
 * pull-languages, and the user's export options.
 */
export function exportRequest(
  settings: Settings,
  projectLanguages: readonly string[],
  base: string,
  bySource?: SourceExport,
): ParamsFor<'project/export'> {
  const { pull, languageMap } = settings;
  const langs =
    pull.languages.kind === 'all'
      ? undefined
      : projectLanguages.filter((l) => languageChosen(pull.languages, l, base, languageMap));
  const layout =
    bySource?.params ??
    (pull.useOriginal
      ? { use_original: true, directory_prefix: pull.directoryPrefix }
      : { bundle_structure: settings.patterns[0]?.source.trim().replace(/^\.\//, '') });
  const type = bySource?.format ?? pull.format;
  return { id: settings.projectId, type, langs, ...layout, ...pull.exportOptions };
}

/**
 * Where a bundle entry goes: the first pattern it matches, with the service's language code
 * turned back into the repository's (language-map).
 */
export function placement(settings: Settings): (entry: string) => Placement {
  return (entry) => {
    for (const pattern of settings.patterns) {
      const language = pattern.languageOf(entry);
      if (language === undefined) continue;
      return {
        path: pattern.withLanguage(entry, settings.languageMap.toLocal(language)),
        language,
      };
    }
    return undefined;
  };
}

/**
 * What a refusal of a bundle entry outside the patterns advises besides adjusting them: on
 * 1.0.9.3 to narrow the export by file name; 1.0.9.2 has no such parameter, but without
 * use-original its export names its files after the patterns.
 */
export function outsideAdvice(settings: Settings): string | undefined {
  if (settings.revision !== '1.0.9.2') {
    return 'set filter_filenames in export-params so the service sends only matching files';
  }
  return settings.pull.useOriginal
    ? 'leave use-original off, so that the export names its files after the files patterns'
    : undefined;
}

/** What a log line shows for the value of an export parameter that acts elsewhere. */
export const HIDDEN = '(hidden)';

/**
 * The export parameters as a log line may show them: those that make the service act elsewhere
 * (`webhook_url`, `triggers`, `repos`) and those the interface does not list named, their values
 * hidden.
 */
export function exportOptionsForLog(
  options: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => [
      name,
      actsElsewhere('project/export', name) ? hidden(value) : value,
    ]),
  );
}

/** A value hidden from the log; the parameters the interface does not list keep their names. */
function hidden(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return HIDDEN;
  return Object.fromEntries(Object.keys(value).map((name) => [name, HIDDEN]));
}

/**
 * The export parameters as the pull request body and the summary show them: those that act
 * elsewhere left out (`hidden` names them, for a sentence saying so).
 */
export function exportOptionsForReaders(options: Readonly<Record<string, unknown>>): {
  shown: Record<string, unknown>;
  hidden: string[];
} {
  const entries = Object.entries(options);
  return {
    shown: Object.fromEntries(entries.filter(([name]) => !actsElsewhere('project/export', name))),
    hidden: entries.filter(([name]) => actsElsewhere('project/export', name)).map(([n]) => n),
  };
}

/**
 * The values of the export options that must be masked in the log: the texts of parameters
 * that act elsewhere. A list's items (`triggers: ["github"]`, `repos`) are not: they name
 * integrations and repositories, and masking such common words would blank them out of every
 * other line of the log; log lines the action writes hide them anyway.
 */
export function exportSecrets(options: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(options)
    .filter(([name, value]) => actsElsewhere('project/export', name) && typeof value === 'string')
    .map(([, value]) => String(value))
    .filter((value) => value.trim() !== '');
}

/**
 * The export parameters as the pull request and the summary show them (id left out). Several
 * exports (one per format) show as one: their types and files listed, the rest as they share it.
 */
export function optionsOfExports(
  exports: readonly ParamsFor<'project/export'>[],
): Record<string, unknown> {
  const [first, ...more] = exports;
  const options: Record<string, unknown> = { ...first };
  delete options['id'];
  if (more.length === 0) return options;
  options['type'] = exports.map((e) => e.type);
  options['filter_filenames'] = exports.flatMap((e) => e.filter_filenames ?? []);
  if (exports.some((e) => e.yaml_include_root)) options['yaml_include_root'] = true;
  return options;
}

/**
 * Whether an export may leave out keys the repository's files have for other reasons than their
 * removal from the service: a tag filter, `filter` (untranslated, fuzzy, hidden keys), `export_empty:
 * skip`, custom statuses, or a parameter the interface does not list (what it does is not shown).
 * Such a pull removes no key from a repository file (the pull's rules, `keepLeftOut`).
 */
export function leavesKeysOut(params: Readonly<Record<string, unknown>>): boolean {
  const nonEmpty = (value: unknown) => Array.isArray(value) && value.length > 0;
  return (
    nonEmpty(params['include_tags']) ||
    nonEmpty(params['exclude_tags']) ||
    nonEmpty(params['filter']) ||
    nonEmpty(params['custom_translation_status_titles']) ||
    params['export_empty'] === 'skip' ||
    params['unlisted'] !== undefined
  );
}
