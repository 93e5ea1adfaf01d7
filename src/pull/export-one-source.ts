import type { Settings } from '../inputs/index.ts';
import { namesOneSource, type FilePattern } from '../inputs/patterns.ts';
import type { SourceExport } from './export-by-source.ts';

/**
 * 1.0.9.2's export has one `bundle_structure` with `%LANG_ISO%` alone, and no `filter_filenames`:
 * it cannot ask for a source by its name, nor spell a language as Android or Rails do. A layout
 * of one source file (an Android group, a `.pot` template, `devise.%LOCALE%.yml`) needs neither:
 * every key of the project is that file's. The export then asks for one file per language in the
 * service's own spelling (`%LANG_ISO%.%FORMAT%`), and each entry goes to the pattern's file of
 * that language, spelled as the repository spells it.
 */

/** The one source file a 1.0.9.2 pull of `files` can ask for, if the layout has exactly one. */
export function oneSourceOn1092(settings: Settings): FilePattern | undefined {
  const [pattern, ...more] = settings.patterns;
  if (settings.revision !== '1.0.9.2' || settings.pull.useOriginal) return undefined;
  if (pattern === undefined || more.length > 0) return undefined;
  return namesOneSource(pattern) && pattern.kind !== 'lang-iso' ? pattern : undefined;
}

/** The export of a one-source layout on 1.0.9.2, and where its entries go. */
export function oneSourceExport(
  settings: Settings,
  pattern: FilePattern,
  languages: readonly string[],
  base: string,
): SourceExport {
  const format = settings.pull.format;
  const local = (code: string) => settings.languageMap.toLocal(code);
  const source = pattern.group?.source ?? pattern.pathFor(local(base));
  const suffix = `.${format}`;
  return {
    format,
    params: { bundle_structure: `%LANG_ISO%${suffix}` },
    sources: [source],
    place(entry) {
      const language = entry.endsWith(suffix) ? entry.slice(0, -suffix.length) : '';
      if (!languages.includes(language)) return undefined;
      if (language !== base) return { path: pattern.pathFor(local(language)), language };
      // The base language's file is the source; a template (a .pot) is never written.
      return pattern.group?.template
        ? { path: source, language, skipped: 'a template is never written' }
        : { path: source, language };
    },
  };
}
