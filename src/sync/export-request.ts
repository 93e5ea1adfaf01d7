import type { ParamsFor } from '../api/index.ts';
import type { Settings } from '../inputs/index.ts';
import type { Placement } from './bundle/extract.ts';
import { languageChosen } from './languages.ts';

/**
 * The export call for a pull: `type` from the format, the layout from the `files` pattern (or
 * the original file names), `langs` from pull-languages, and the user's export options.
 */
export function exportRequest(
  settings: Settings,
  projectLanguages: readonly string[],
  base: string,
): ParamsFor<'project/export'> {
  const { pull, languageMap } = settings;
  const langs =
    pull.languages.kind === 'all'
      ? undefined
      : projectLanguages.filter((l) => languageChosen(pull.languages, l, base, languageMap));
  const layout = pull.useOriginal
    ? { use_original: true, directory_prefix: pull.directoryPrefix }
    : { bundle_structure: settings.patterns[0]?.source.trim().replace(/^\.\//, '') };
  return { id: settings.projectId, type: pull.format, langs, ...layout, ...pull.exportOptions };
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
