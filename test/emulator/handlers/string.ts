import { KEY_RECORD_FIELDS } from '../../../src/api/interface.ts';
import { ApiError, customError } from '../errors.ts';
import { toTemplate } from '../file-names.ts';
import { stringItem } from '../string-items.ts';
import type { Forms, Key, Platform, Project } from '../store.ts';
import { ALL_PLATFORMS_MASK, baseLanguage, PLATFORM_BITS } from '../store.ts';
import type { ApiContext, Handler } from './context.ts';
import { projectLanguage, projectOf, selectLanguages } from './context.ts';

/**
 * POST string/list: per language, one item per key. Filters: `keys` (names), `platform_mask` (keys
 * sharing a platform bit; 0 or absent for all), `tags` (1.0.9.3: keys with any of them). A key
 * without a translation in a language is listed with `""`. Plural translations are one string in
 * `plural_format` (default `json_string`: the forms as JSON text). Items are written in the
 * store's `itemShape` (string-items.ts).
 */
export const listStrings: Handler = (ctx) => {
  const project = projectOf(ctx);
  if (ctx.store.listNoStrings) return { strings: {} };
  const languages = selectLanguages(project, ctx.params.array('langs'));
  const names = ctx.params.array('keys') ?? [];
  const mask = ctx.params.integer('platform_mask') ?? 0;
  const tags = ctx.params.array('tags') ?? [];
  const pluralFormat = ctx.params.string('plural_format') ?? 'json_string';
  const icuNumeric = ctx.params.flag('icu_numeric') ?? false;
  const keys = project.keys.filter(
    (key) =>
      (names.length === 0 || names.includes(key.name)) &&
      (mask === 0 || (key.platformMask & mask) !== 0) &&
      (tags.length === 0 || key.tags.some((tag) => tags.includes(tag))),
  );
  const items = { project, revision: ctx.revision, pluralFormat, icuNumeric };
  const shape = ctx.store.itemShape;
  const strings = Object.fromEntries(
    languages.map((language) => [
      language.iso,
      keys.map((key) => stringItem(shape, items, key, language.iso)),
    ]),
  );
  return { strings };
};

/** One checked record of string/set's `data`. */
interface Change {
  readonly name: string;
  readonly record: Readonly<Record<string, unknown>>;
  readonly translations: ReadonlyMap<string, string | Forms>;
}

/**
 * POST string/set: every record is checked before any is applied, so a bad record changes nothing.
 * A record names its key by `key`; when several keys share the name (imports with `distinguish`),
 * the one whose file name the record gives is updated, else the first. File names in records are
 * stored as templates of the base language (`locales/en.json` → `locales/%LANG_ISO%.json`).
 * Result: new keys as `inserted`, keys with any actual change as `updated`, both as strings.
 */
export const setStrings: Handler = (ctx) => {
  const project = projectOf(ctx);
  const records = ctx.params.records('data') ?? [];
  // The keys by name, made once a call: a lookup per record of every key of the project was
  // most of a large push's time in the emulator (bench/translations-by-key.ts).
  const byName = keysByName(project);
  const planned = new Set<string>();
  const changes = records.map((record, index) => {
    const change = checkRecord(ctx, { project, byName }, record, index, planned);
    planned.add(change.name);
    return change;
  });
  let inserted = 0;
  let updated = 0;
  for (const change of changes) {
    const existing = findKey({ project, byName }, change.name, change.record);
    if (existing) {
      if (applyRecord(ctx, project, existing, change)) updated += 1;
    } else {
      const key = ctx.store.addKey(
        project,
        change.name,
        Number(change.record.platform_mask),
        ctx.arrival,
      );
      byName.set(key.name, [...(byName.get(key.name) ?? []), key]);
      applyRecord(ctx, project, key, change);
      inserted += 1;
    }
  }
  return { result: { inserted: String(inserted), updated: String(updated) } };
};

/** POST string/remove: the keys with these names, with their translations; unknown names are ignored. */
export const removeStrings: Handler = (ctx) => {
  const project = projectOf(ctx);
  const names = new Set(ctx.params.array('keys') ?? []);
  project.keys = project.keys.filter((key) => !names.has(key.name));
  return {};
};

/** A project's keys and their index by name, for one string/set call. */
interface IndexedKeys {
  readonly project: Project;
  readonly byName: Map<string, Key[]>;
}

function keysByName(project: Project): Map<string, Key[]> {
  const byName = new Map<string, Key[]>();
  for (const key of project.keys) {
    const named = byName.get(key.name);
    if (named === undefined) byName.set(key.name, [key]);
    else named.push(key);
  }
  return byName;
}

function checkRecord(
  ctx: ApiContext,
  indexed: IndexedKeys,
  record: Readonly<Record<string, unknown>>,
  index: number,
  planned: ReadonlySet<string>,
): Change {
  const where = `data[${index}]`;
  for (const field of Object.keys(record)) {
    if (!KEY_RECORD_FIELDS[ctx.revision].includes(field)) {
      throw customError(`unknown field ${field} in ${where} for revision ${ctx.revision}`);
    }
  }
  const name = record.key;
  if (typeof name !== 'string' || name === '') throw new ApiError('4049', `${where}.key`);
  const isNew = !planned.has(name) && !findKey(indexed, name, record);
  if (record.platform_mask === undefined) {
    if (isNew)
      throw new ApiError('4049', `${where}.platform_mask (required for the new key ${name})`);
  } else {
    const mask = Number(record.platform_mask);
    if (!Number.isInteger(mask) || mask <= 0 || (mask & ~ALL_PLATFORMS_MASK) !== 0) {
      throw customError(`${where}.platform_mask must be a sum of 1, 2, 4 and 16`);
    }
  }
  for (const field of [
    'context',
    'description',
    'filename',
    'filename_ios',
    'filename_android',
    'filename_web',
    'filename_other',
  ]) {
    if (record[field] !== undefined && typeof record[field] !== 'string') {
      throw customError(`${where}.${field} must be a string`);
    }
  }
  if (record.hidden !== undefined && !isZeroOne(record.hidden)) {
    throw customError(`${where}.hidden must be 0 or 1`);
  }
  for (const field of ['tags', 'references']) {
    const list = record[field];
    if (
      list !== undefined &&
      !(Array.isArray(list) && list.every((item) => typeof item === 'string'))
    ) {
      throw customError(`${where}.${field} must be an array of strings`);
    }
  }
  if (record.plural !== undefined) {
    const ok =
      ctx.revision === '1.0.9.3'
        ? isZeroOne(record.plural)
        : typeof record.plural === 'string' || isZeroOne(record.plural);
    if (!ok)
      throw customError(
        `${where}.plural must be ${ctx.revision === '1.0.9.3' ? '0 or 1' : 'a plural name'}`,
      );
  }
  return {
    name,
    record,
    translations: checkTranslations(indexed.project, record.translations, where),
  };
}

function checkTranslations(
  project: Project,
  value: unknown,
  where: string,
): Map<string, string | Forms> {
  const translations = new Map<string, string | Forms>();
  if (value === undefined) return translations;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw customError(`${where}.translations must be an object of language codes`);
  }
  for (const [iso, text] of Object.entries(value)) {
    projectLanguage(project, iso);
    if (typeof text === 'string') {
      translations.set(iso, text);
    } else if (
      typeof text === 'object' &&
      text !== null &&
      !Array.isArray(text) &&
      Object.values(text).every((form) => typeof form === 'string')
    ) {
      translations.set(iso, { ...(text as Record<string, string>) });
    } else {
      throw customError(
        `${where}.translations.${iso} must be a string or an object of plural forms`,
      );
    }
  }
  return translations;
}

/** Applies a checked record; true when anything changed. */
function applyRecord(ctx: ApiContext, project: Project, key: Key, change: Change): boolean {
  const { record } = change;
  const before = JSON.stringify(attributes(key));
  if (record.platform_mask !== undefined) key.platformMask = Number(record.platform_mask);
  if (typeof record.context === 'string') key.context = record.context;
  if (typeof record.description === 'string') key.description = record.description;
  if (record.hidden !== undefined) key.hidden = Number(record.hidden) === 1;
  if (Array.isArray(record.tags)) key.tags = [...(record.tags as string[])];
  if (Array.isArray(record.references)) key.references = [...(record.references as string[])];
  if (record.plural !== undefined) {
    key.plural =
      typeof record.plural === 'string'
        ? record.plural !== '' && record.plural !== '0'
        : Number(record.plural) === 1;
    key.pluralName = typeof record.plural === 'string' && key.plural ? record.plural : null;
  }
  setFileNames(key, record, baseLanguage(project).iso);
  let changed = JSON.stringify(attributes(key)) !== before;
  if (changed) ctx.store.touch(key, ctx.arrival);
  for (const [iso, value] of change.translations) {
    if (JSON.stringify(key.translations.get(iso)?.value) !== JSON.stringify(value)) {
      if (typeof value !== 'string') key.plural = true;
      ctx.store.setTranslation(key, iso, value, ctx.arrival);
      changed = true;
    }
  }
  return changed;
}

function setFileNames(key: Key, record: Readonly<Record<string, unknown>>, baseIso: string): void {
  for (const platform of Object.keys(PLATFORM_BITS) as Platform[]) {
    const name = record[`filename_${platform}`];
    if (typeof name === 'string') key.fileNames[platform] = toTemplate(name, baseIso);
  }
  // 1.0.9.2 has one file name: it applies to every platform of the key.
  if (typeof record.filename === 'string') {
    for (const platform of Object.keys(PLATFORM_BITS) as Platform[]) {
      if ((key.platformMask & PLATFORM_BITS[platform]) !== 0) {
        key.fileNames[platform] = toTemplate(record.filename, baseIso);
      }
    }
  }
}

function attributes(key: Key): unknown[] {
  return [
    key.platformMask,
    key.context,
    key.description,
    key.hidden,
    key.tags,
    key.references,
    key.plural,
    key.pluralName,
    key.fileNames,
  ];
}

function findKey(
  { project, byName }: IndexedKeys,
  name: string,
  record: Readonly<Record<string, unknown>>,
): Key | undefined {
  const named = byName.get(name) ?? [];
  const fileNames = [
    'filename',
    'filename_ios',
    'filename_android',
    'filename_web',
    'filename_other',
  ]
    .map((field) => record[field])
    .filter((value): value is string => typeof value === 'string');
  const baseIso = project.languages.find((l) => l.isDefault)?.iso ?? '';
  return (
    named.find((key) =>
      fileNames.some((fileName) =>
        Object.values(key.fileNames).includes(toTemplate(fileName, baseIso)),
      ),
    ) ?? named[0]
  );
}

function isZeroOne(value: unknown): boolean {
  return value === 0 || value === 1 || value === '0' || value === '1';
}
