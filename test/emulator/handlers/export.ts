import type { Revision } from '../../../src/api/interface.ts';
import { EXPORT_TYPES_1092 } from '../../../src/api/interface.ts';
import type { BundleFile } from '../bundle.ts';
import {
  bundleLocation,
  buildZip,
  DEFAULT_STRUCTURE,
  originalPath,
  structurePath,
} from '../bundle.ts';
import { ApiError, customError } from '../errors.ts';
import { matchesFileName } from '../file-names.ts';
import { codecFor, codecForFileName } from '../formats/index.ts';
import type { Codec, Entry, PluralForms, SerializeOptions } from '../formats/types.ts';
import { platformOfFormat } from '../platforms.ts';
import { languageForms, pluralAsString } from '../plurals.ts';
import type { Forms, Key, Platform, Project, ProjectLanguage } from '../store.ts';
import { baseLanguage, isEmptyValue, PLATFORM_BITS } from '../store.ts';
import type { ApiContext, Body, Handler } from './context.ts';
import { projectOf, selectLanguages } from './context.ts';

/** Stated features the emulator has no way to produce; asked for, they answer 4040 with this text. */
export const CANNOT_SERVE = {
  xls: 'the emulator cannot serve export type xls (spreadsheets)',
  ios_sdk: 'the emulator cannot serve export type ios_sdk (over-the-air SDK bundles)',
  android_sdk: 'the emulator cannot serve export type android_sdk (over-the-air SDK bundles)',
  triggers: 'the emulator cannot serve triggers (integration exports)',
  custom_translation_status_titles:
    'the emulator cannot serve custom_translation_status_titles (it has no custom translation statuses)',
} as const;

/** The export options of §4 that shape which keys and texts go into the files. */
interface Selection {
  readonly revision: Revision;
  readonly base: ProjectLanguage;
  readonly filters: readonly string[];
  readonly exportEmpty: string;
  readonly pluralFormat: string | undefined;
  readonly icuNumeric: boolean;
}

/**
 * POST project/export: builds a real zip of the project's keys, keeps it for download and answers
 * `bundle.file` (and `full_file` on 1.0.9.3, unless a `webhook_url` was given). Keys are chosen by platform (all with `export_all`),
 * `include_tags`/`tags`, `exclude_tags`, `filter` (`nonhidden`), `filter_filenames` and
 * `include_pids`; translations by `filter` (`translated`, `nonfuzzy`; the real service's
 * `reviewed` and `proofread` filter nothing here: the emulator has no review) and `export_empty`
 * (`empty` writes "", `base` the base language's text, `skip` leaves the key out); `export_sort`
 * orders them. `placeholder_format` changes nothing (placeholders are kept as written);
 * `plural_format` `icu`, `json_string` and `symfony` write plurals as one string, the other plural
 * formats leave them to the codec; `ota_plugin_bundle` (1.0.9.2) is accepted and changes nothing.
 */
export const exportBundle: Handler = (ctx): Body => {
  const project = projectOf(ctx);
  const codec = exportCodec(ctx.revision, ctx.params.string('type') ?? '');
  const unsupported = (['triggers', 'custom_translation_status_titles'] as const).find(
    (name) => (ctx.params.array(name) ?? []).length > 0,
  );
  if (unsupported) throw customError(CANNOT_SERVE[unsupported]);
  const indentation = ctx.params.string('indentation');
  if (indentation === 'tab' && codec.extension === 'yml') {
    throw customError('indentation tab is not usable with yaml');
  }
  const webhookUrl = ctx.params.string('webhook_url');
  if (webhookUrl && !/^https?:\/\/[^/]/.test(webhookUrl)) {
    throw customError('webhook_url must be an http or https URL');
  }
  const languages = selectLanguages(project, ctx.params.array('langs'));
  const platform = platformOfFormat(codec.extension);
  const keys = sortKeys(
    selectKeys(ctx, project, platform),
    ctx.params.string('export_sort') ?? 'first_added',
  );
  const selection: Selection = {
    revision: ctx.revision,
    base: baseLanguage(project),
    filters: ctx.params.array('filter') ?? [],
    exportEmpty: ctx.params.string('export_empty') ?? 'empty',
    pluralFormat: ctx.params.string('plural_format'),
    icuNumeric: ctx.params.flag('icu_numeric') ?? false,
  };
  const files = ctx.params.flag('use_original')
    ? originalFiles(ctx, keys, languages, platform, codec, selection)
    : structuredFiles(ctx, project, keys, languages, codec, selection);
  const file = bundleLocation(project.id, project.name, ctx.arrival);
  ctx.store.bundles.set(file, ctx.store.nextBundle ?? buildZip(files));
  ctx.store.nextBundle = undefined;
  if (webhookUrl) {
    ctx.sendWebhook(webhookUrl, ctx.revision === '1.0.9.3' ? { bundle: { file } } : { file });
  }
  // With a webhook_url the real service's 1.0.9.3 answer has no full_file (as public v1 clients
  // recorded it): the bundle is then found by `file` below the download address only.
  const location =
    ctx.revision === '1.0.9.3' && !webhookUrl
      ? { file, full_file: `${ctx.downloadUrl}${file}` }
      : { file };
  const hostile = ctx.store.nextLocation;
  ctx.store.nextLocation = undefined;
  return { bundle: { ...location, ...hostile } };
};

/**
 * The codec of an export type. 1.0.9.2 takes only its list (else 4047); 1.0.9.3 takes any type the
 * emulator has a codec for (else 4047). Stated types it cannot produce are 4040 (CANNOT_SERVE).
 */
function exportCodec(revision: Revision, type: string): Codec {
  if (revision === '1.0.9.2' && !(EXPORT_TYPES_1092 as readonly string[]).includes(type)) {
    throw new ApiError('4047', `${type} (1.0.9.2 exports ${EXPORT_TYPES_1092.join(', ')})`);
  }
  if (type === 'xls' || type === 'ios_sdk' || type === 'android_sdk')
    throw customError(CANNOT_SERVE[type]);
  const codec = codecFor(type);
  if (!codec) throw new ApiError('4047', type);
  return codec;
}

/** The keys of the project and of `include_pids`, narrowed by platform, tags, hidden and file names. */
function selectKeys(ctx: ApiContext, project: Project, platform: Platform): Key[] {
  const others = (ctx.params.array('include_pids') ?? [])
    .filter((id) => id !== project.id)
    .map((id) => {
      const other = ctx.store.projects.get(id);
      if (!other)
        throw new ApiError(
          '403',
          `project ${id} in include_pids is not accessible with this token`,
        );
      return other;
    });
  const exportAll = ctx.params.flag('export_all') ?? false;
  const include = ctx.params.array('include_tags') ?? [];
  const exclude = ctx.params.array('exclude_tags') ?? [];
  const nonHidden = (ctx.params.array('filter') ?? []).includes('nonhidden');
  const fileNames = ctx.params.array('filter_filenames') ?? [];
  const isos = project.languages.map((l) => l.iso);
  return [project, ...others]
    .flatMap((p) => p.keys)
    .filter(
      (key) =>
        (exportAll || (key.platformMask & PLATFORM_BITS[platform]) !== 0) &&
        (include.length === 0 || key.tags.some((tag) => include.includes(tag))) &&
        !key.tags.some((tag) => exclude.includes(tag)) &&
        !(nonHidden && key.hidden) &&
        (fileNames.length === 0 ||
          Object.values(key.fileNames).some((name) => matchesFileName(name, fileNames, isos))),
    );
}

function sortKeys(keys: Key[], order: string): Key[] {
  const byName = (a: Key, b: Key): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const sorters: Record<string, (a: Key, b: Key) => number> = {
    first_added: (a, b) => a.createdSeq - b.createdSeq,
    last_added: (a, b) => b.createdSeq - a.createdSeq,
    last_updated: (a, b) => b.modifiedSeq - a.modifiedSeq,
    a_z: byName,
    z_a: (a, b) => byName(b, a),
  };
  return [...keys].sort(sorters[order] ?? sorters.first_added);
}

/** One file per language at `bundle_structure`; two languages writing one path is the caller's layout to fix. */
function structuredFiles(
  ctx: ApiContext,
  project: Project,
  keys: readonly Key[],
  languages: readonly ProjectLanguage[],
  codec: Codec,
  selection: Selection,
): BundleFile[] {
  const structure = ctx.params.string('bundle_structure') || DEFAULT_STRUCTURE;
  return languages.map((language) => ({
    path: structurePath(structure, {
      iso: language.iso,
      languageName: language.name,
      format: codec.extension,
      projectName: project.name,
    }),
    content: codec.serialize(
      entriesFor(keys, language.iso, selection),
      serializeOptions(ctx, language.iso, keys, selection),
    ),
  }));
}

/**
 * `use_original`: one file per stored file name per language, in the format of its own extension
 * (the `type`'s codec when the extension has none). The key's file name for the export's platform
 * is used, else any it has; keys with no file name at all are left out, as they came from no file.
 */
function originalFiles(
  ctx: ApiContext,
  keys: readonly Key[],
  languages: readonly ProjectLanguage[],
  platform: Platform,
  fallback: Codec,
  selection: Selection,
): BundleFile[] {
  const groups = new Map<string, Key[]>();
  for (const key of keys) {
    const template = key.fileNames[platform] ?? Object.values(key.fileNames)[0];
    if (template !== undefined) groups.set(template, [...(groups.get(template) ?? []), key]);
  }
  const prefix = ctx.params.flag('no_language_folders')
    ? ''
    : (ctx.params.string('directory_prefix') ?? '');
  return languages.flatMap((language) =>
    [...groups].map(([template, group]) => {
      const codec = codecForFileName(template) ?? fallback;
      return {
        path: originalPath(template, language.iso, prefix),
        content: codec.serialize(
          entriesFor(group, language.iso, selection),
          serializeOptions(ctx, language.iso, group, selection),
        ),
      };
    }),
  );
}

/** The entries of one file: the first key of each name, with its text per the filters and `export_empty`. */
function entriesFor(keys: readonly Key[], iso: string, selection: Selection): Entry[] {
  const entries = new Map<string, Entry>();
  for (const key of keys) {
    if (entries.has(key.name)) continue;
    const translation = key.translations.get(iso);
    if (selection.filters.includes('nonfuzzy') && translation?.fuzzy) continue;
    let value = translation?.value;
    if (isEmptyValue(value)) {
      if (selection.filters.includes('translated') || selection.exportEmpty === 'skip') continue;
      const base = key.translations.get(selection.base.iso)?.value;
      value =
        selection.exportEmpty === 'base' && !isEmptyValue(base)
          ? base
          : emptyLike(value, key.plural, iso);
    }
    entries.set(key.name, {
      key: key.name,
      value: entryValue(value ?? '', selection),
      ...(key.description ? { comment: key.description } : {}),
      ...(key.placeholders ? { placeholders: key.placeholders } : {}),
      ...(key.context ? { context: key.context } : {}),
      ...(translation?.fuzzy && !isEmptyValue(translation.value) ? { fuzzy: true } : {}),
    });
  }
  return [...entries.values()];
}

/**
 * An untranslated plural keeps its forms, empty; a plural key with no text in the language at all
 * is, as the real service exported it (public v1 clients recorded it), an object of the
 * language's own forms, each empty (ru: one, few, many, other); anything else is "".
 */
function emptyLike(
  value: string | Forms | undefined,
  plural: boolean,
  iso: string,
): string | Forms {
  if (typeof value === 'object') return Object.fromEntries(Object.keys(value).map((f) => [f, '']));
  if (!plural) return '';
  return Object.fromEntries(languageForms(iso).map((form) => [form, '']));
}

function entryValue(value: string | Forms, selection: Selection): string | PluralForms {
  if (typeof value === 'string') return value;
  const asString =
    selection.pluralFormat && pluralAsString(value, selection.pluralFormat, selection.icuNumeric);
  if (asString !== undefined && asString !== '') return asString;
  const known = ['zero', 'one', 'two', 'few', 'many', 'other'];
  return Object.fromEntries(
    Object.entries(value).filter(([form]) => known.includes(form)),
  ) as PluralForms;
}

function serializeOptions(
  ctx: ApiContext,
  iso: string,
  keys: readonly Key[],
  selection: Selection,
): SerializeOptions {
  const indentation = ctx.params.string('indentation');
  const separator = ctx.params.string('java_properties_separator');
  const encoding = ctx.params.string('java_properties_encoding');
  const baseIso = selection.base.iso;
  const source = new Map(
    entriesFor(keys, baseIso, { ...selection, filters: [], exportEmpty: 'empty' }).map((entry) => [
      entry.key,
      entry,
    ]),
  );
  return {
    lang: iso,
    includeComments: ctx.params.flag('include_comments') ?? false,
    yamlIncludeRoot: ctx.params.flag('yaml_include_root') ?? false,
    jsonUnescapedSlashes: ctx.params.flag('json_unescaped_slashes') ?? false,
    replaceBreaks: ctx.params.flag('replace_breaks') ?? false,
    sourceLang: baseIso,
    source,
    markFuzzy: ctx.store.poFuzzyFlags,
    ...(indentation ? { indentation } : {}),
    ...(separator === '=' || separator === ':' ? { javaPropertiesSeparator: separator } : {}),
    ...(encoding === 'utf-8' || encoding === 'latin-1' ? { javaPropertiesEncoding: encoding } : {}),
  };
}
