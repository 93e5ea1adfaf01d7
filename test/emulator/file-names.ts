/**
 * File names of keys. The service remembers which file a key came from, for `use_original`
 * exports. To make that unambiguous, the emulator stores a template: the importing language's code
 * becomes `%LANG_ISO%` wherever it is a whole path segment or a whole dot/underscore/dash-separated
 * part of the name that ends at a dot or slash (`locales/en/app.json`, `en.json`, `app.en.json`,
 * `messages_en.properties`; not `en_GB.json`, not `often.json`). `locales/en.json` imported as
 * `en` and `locales/de.json` imported as `de` are then the same file, and exporting it for `fr`
 * writes `locales/fr.json`.
 *
 * A name that lacks the importing language's code has the base language's code replaced instead:
 * a translation sent under the base file's name (`locales/en.json` imported as `pt_BR`, as a
 * client does whose repository spells the language otherwise) is that same file, so its texts
 * land on the base file's keys. A name with neither code is kept as it is, a file of its own.
 */

/** The placeholder of a language code in a stored file name. */
export const LANG_ISO = '%LANG_ISO%';

/**
 * A file name as it is kept: backslashes as slashes, no leading `./` or `/` (a bundle's paths are
 * relative), and the language code as `%LANG_ISO%`.
 */
export function toTemplate(fileName: string, iso: string, baseIso?: string): string {
  const clean = fileName.replaceAll('\\', '/').replace(/^(\.\/|\/)+/, '');
  const own = withPlaceholder(clean, iso);
  return own.includes(LANG_ISO) || baseIso === undefined ? own : withPlaceholder(clean, baseIso);
}

function withPlaceholder(name: string, iso: string): string {
  const escaped = iso.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return name.replace(new RegExp(`(?<=^|[/._-])${escaped}(?=$|[/.])`, 'g'), LANG_ISO);
}

/** The file name of a template for one language. */
export function forLanguage(template: string, iso: string): string {
  return template.replaceAll(LANG_ISO, iso);
}

/**
 * Whether a stored template is one of the names given to export's `filter_filenames`: a name may
 * be the template itself or the template written out for any of the project's languages.
 */
export function matchesFileName(
  template: string,
  names: readonly string[],
  isos: readonly string[],
): boolean {
  return names.some((name) => {
    const clean = name.replaceAll('\\', '/').replace(/^(\.\/|\/)+/, '');
    return clean === template || isos.some((iso) => forLanguage(template, iso) === clean);
  });
}

/** The extension of a file name, lowercase, without the dot. */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}
