import { ApiError } from '../errors.ts';
import { toTemplate } from '../file-names.ts';
import { codecForFileName, extensionOf, IMPORTED_EXTENSIONS } from '../formats/index.ts';
import type { Entry } from '../formats/types.ts';
import { platformOfFormat } from '../platforms.ts';
import { parseIcuPlural } from '../plurals.ts';
import type { Forms, Key, Platform, Project } from '../store.ts';
import { baseLanguage, isEmptyValue, PLATFORM_BITS } from '../store.ts';
import type { ApiContext, Handler } from './context.ts';
import { checkSystemLanguage, projectLanguage, projectOf } from './context.ts';

/** The import options of §4, as one call gives them. */
interface ImportOptions {
  readonly replace: boolean;
  readonly fillEmpty: boolean;
  readonly distinguish: boolean;
  readonly hidden: boolean;
  readonly tags: readonly string[];
  readonly icuPlurals: boolean;
  readonly replaceBreaks: boolean;
  readonly cleanup: boolean;
}

/**
 * POST project/import: parses the file with the codec of its extension and merges its entries into
 * the project in `lang_iso`.
 *
 * - The file's name is `filename` (1.0.9.3) or the multipart part's name; it is stored as a
 *   template (file-names.ts: the importing language's code, else the base language's, becomes
 *   `%LANG_ISO%`) with the format and the format's platform (platforms.ts).
 * - A new key gets the translation, `hidden`, `tags`, the entry's context and comment: `inserted`.
 * - An existing key's translation is set when it was empty, or with `replace` when it differs:
 *   `updated`; otherwise `skipped`. An empty value in the file never erases a translation, even
 *   with `replace`: the interface does not say, and a sync tool must not lose translators' work.
 * - `distinguish`: a key is the same key only within one file name; without it, by name alone.
 * - `fill_empty`: an empty value (or plural form) becomes the key's name.
 * - `replace_breaks` (1.0.9.3): the two characters `\n` become a line break.
 * - `icu_plurals` (1.0.9.3): a value that is one ICU plural argument becomes a plural.
 * - `cleanup_mode` (1.0.9.3): keys of the same file name that the upload lacks are deleted.
 * - `convert_placeholders` and `use_trans_mem` are accepted and change nothing: the emulator keeps
 *   placeholders as written and has no translation memory.
 */
export const importFile: Handler = (ctx) => {
  const project = projectOf(ctx);
  const file = ctx.params.file('file');
  const iso = ctx.params.string('lang_iso');
  if (!file) throw new ApiError('4049', 'file');
  if (!iso) throw new ApiError('4049', 'lang_iso');
  // A custom code (language/set) is the project's own: only other codes must be the service's.
  if (!project.languages.some((l) => l.iso === iso)) checkSystemLanguage(iso);
  projectLanguage(project, iso);
  const storedName = ctx.params.string('filename') || file.name;
  const codec = codecForFileName(file.name) ?? codecForFileName(storedName);
  if (!codec) throw notImported(file.name, storedName);
  let entries: Entry[];
  try {
    entries = codec.parse(file.data, iso);
  } catch (error) {
    throw new ApiError(
      '4046',
      `${storedName} does not parse as ${codec.extension}: ${(error as Error).message}`,
    );
  }
  const options: ImportOptions = {
    replace: ctx.params.flag('replace') ?? false,
    fillEmpty: ctx.params.flag('fill_empty') ?? false,
    distinguish: ctx.params.flag('distinguish') ?? false,
    hidden: ctx.params.flag('hidden') ?? false,
    tags: ctx.params.array('tags') ?? [],
    icuPlurals: ctx.params.flag('icu_plurals') ?? false,
    replaceBreaks: ctx.params.flag('replace_breaks') ?? false,
    cleanup: ctx.params.flag('cleanup_mode') ?? false,
  };
  const template = toTemplate(storedName, iso, baseLanguage(project).iso);
  const platform = platformOfFormat(codec.extension);
  const result = merge(ctx, project, { entries, iso, template, platform, options });
  if (options.cleanup) {
    const names = new Set(entries.map((entry) => entry.key));
    project.keys = project.keys.filter(
      (key) => key.fileNames[platform] !== template || names.has(key.name),
    );
  }
  return { result };
};

/**
 * The 4046 for a file whose extension no codec of the emulator imports. It says what is true: the
 * emulator lacks the format (the service may well take it), so no advice about the file's content.
 */
function notImported(partName: string, storedName: string): ApiError {
  const extension = extensionOf(partName) ?? extensionOf(storedName);
  const what = extension === undefined ? 'files without an extension' : `.${extension} files`;
  const known = IMPORTED_EXTENSIONS.map((e) => `.${e}`).join(', ');
  return new ApiError(
    '4046',
    `the emulator cannot import ${what}: ${storedName || '(no file name)'} (it imports ${known})`,
  );
}

interface Upload {
  readonly entries: readonly Entry[];
  readonly iso: string;
  readonly template: string;
  readonly platform: Platform;
  readonly options: ImportOptions;
}

function merge(
  ctx: ApiContext,
  project: Project,
  upload: Upload,
): { skipped: number; inserted: number; updated: number } {
  const { iso, template, platform, options } = upload;
  // A file may repeat a key; the last occurrence wins, as it would when the file is read top down.
  const entries = new Map(upload.entries.map((entry) => [entry.key, entry]));
  let skipped = 0;
  let inserted = 0;
  let updated = 0;
  for (const entry of entries.values()) {
    const value = transform(entry, options);
    const existing = project.keys.find(
      (key) =>
        key.name === entry.key && (!options.distinguish || key.fileNames[platform] === template),
    );
    if (!existing) {
      const key = ctx.store.addKey(project, entry.key, PLATFORM_BITS[platform], ctx.arrival);
      key.fileNames[platform] = template;
      key.hidden = options.hidden;
      key.tags = [...options.tags];
      key.context = entry.context ?? null;
      key.description = entry.comment ?? '';
      key.placeholders = entry.placeholders ?? null;
      key.plural = typeof value !== 'string';
      ctx.store.setTranslation(key, iso, value, ctx.arrival);
      inserted += 1;
      continue;
    }
    adopt(ctx, existing, platform, template);
    const current = existing.translations.get(iso)?.value;
    const differs = JSON.stringify(current) !== JSON.stringify(value);
    if (differs && !isEmptyValue(value) && (isEmptyValue(current) || options.replace)) {
      if (typeof value !== 'string') existing.plural = true;
      ctx.store.setTranslation(existing, iso, value, ctx.arrival);
      updated += 1;
    } else {
      skipped += 1;
    }
  }
  return { skipped, inserted, updated };
}

/** A key met in a file of a platform it lacks joins that platform and file, so exports find it there. */
function adopt(ctx: ApiContext, key: Key, platform: Platform, template: string): void {
  if (key.fileNames[platform] !== undefined) return;
  key.fileNames[platform] = template;
  key.platformMask |= PLATFORM_BITS[platform];
  ctx.store.touch(key, ctx.arrival);
}

function transform(entry: Entry, options: ImportOptions): string | Forms {
  let value: string | Forms =
    typeof entry.value === 'string'
      ? entry.value
      : Object.fromEntries(
          Object.entries(entry.value).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        );
  if (options.icuPlurals && typeof value === 'string') value = parseIcuPlural(value) ?? value;
  const text = (s: string): string => {
    const broken = options.replaceBreaks ? s.replaceAll('\\n', '\n') : s;
    return options.fillEmpty && broken === '' ? entry.key : broken;
  };
  return typeof value === 'string'
    ? text(value)
    : Object.fromEntries(Object.entries(value).map(([form, s]) => [form, text(s)]));
}
