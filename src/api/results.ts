import type { EndpointName } from './interface.ts';
import { isRecord } from '../common/records.ts';

/**
 * Typed results. The service writes flags as "0"/"1" and counts as strings or numbers; here they
 * become booleans and numbers. A body of the wrong shape throws a ShapeError naming the field.
 */

export interface Project {
  readonly id: string;
  readonly name: string;
  readonly desc: string;
  readonly created: string;
  readonly owner: boolean;
}

export interface ProjectLanguage {
  readonly iso: string;
  readonly name: string;
  readonly words: number;
  readonly rtl: boolean;
  readonly isDefault: boolean;
}

export interface SystemLanguage {
  readonly iso: string;
  readonly name: string;
  readonly rtl: boolean;
}

export interface StringItem {
  readonly key: string;
  readonly translation: string;
  readonly pluralKey: string | null;
  readonly platformMask: number;
  readonly isHidden: boolean;
  readonly createdAt: string;
  readonly modifiedAt: string;
  readonly fuzzy: boolean;
  readonly context: string | null;
  readonly isArchived: boolean;
  /** 1.0.9.3 only. */
  readonly tags?: readonly string[];
  /** 1.0.9.2 only. */
  readonly references?: readonly unknown[] | null;
}

export interface ImportResult {
  readonly skipped: number;
  readonly inserted: number;
  readonly updated: number;
}

export interface SetResult {
  readonly inserted: number;
  readonly updated: number;
}

export interface ExportBundle {
  /** Path of the bundle relative to the download location. */
  readonly file: string;
  /** Absolute URL of the bundle (1.0.9.3 only). */
  readonly fullFile?: string;
}

export class ShapeError extends Error {}

type Body = Readonly<Record<string, unknown>>;

export function projectList(body: Body): Project[] {
  return arrayField(body, 'projects').map((p, i) => {
    const o = object(p, `projects[${i}]`);
    return {
      id: text(o, 'id'),
      name: text(o, 'name'),
      desc: optionalText(o, 'desc') ?? '',
      created: optionalText(o, 'created') ?? '',
      owner: flag(o, 'owner'),
    };
  });
}

export function addedProject(body: Body): { readonly id: string } {
  return { id: text(object(body['project'], 'project'), 'id') };
}

export function projectLanguages(body: Body): ProjectLanguage[] {
  return arrayField(body, 'languages').map((l, i) => {
    const o = object(l, `languages[${i}]`);
    return {
      iso: text(o, 'iso'),
      name: optionalText(o, 'name') ?? '',
      words: count(o, 'words'),
      rtl: flag(o, 'rtl'),
      isDefault: flag(o, 'is_default'),
    };
  });
}

export function systemLanguages(body: Body): SystemLanguage[] {
  return arrayField(body, 'languages').map((l, i) => {
    const o = object(l, `languages[${i}]`);
    return { iso: text(o, 'iso'), name: optionalText(o, 'name') ?? '', rtl: flag(o, 'rtl') };
  });
}

export function stringList(body: Body): Record<string, StringItem[]> {
  const strings = body['strings'];
  // An empty project may come back as [] where an object is expected (PHP's empty array).
  if (Array.isArray(strings) && strings.length === 0) return {};
  const byLanguage = object(strings, 'strings');
  const out: Record<string, StringItem[]> = {};
  for (const [lang, items] of Object.entries(byLanguage)) {
    if (!Array.isArray(items)) throw new ShapeError(`strings.${lang} is not an array`);
    out[lang] = items.map((item, i) => stringItem(object(item, `strings.${lang}[${i}]`)));
  }
  return out;
}

/** One item of string/list, checked (exported for the scanner, which reads them one by one). */
export function stringItem(o: Body): StringItem {
  // One object per item, built once: string/list brings 200,000 of them in a large project. Each
  // field is read by its name here, not by a helper given the name: a read whose name varies
  // is looked up in a table every time, and this was a tenth of reading a large answer.
  const item: { -readonly [K in keyof StringItem]: StringItem[K] } = {
    key: textValue(o['key'], 'key'),
    translation: optionalTextValue(o['translation'], 'translation') ?? '',
    pluralKey: pluralMark(o['plural_key']),
    platformMask: countValue(o['platform_mask'], 'platform_mask'),
    isHidden: flagValue(o['is_hidden'], 'is_hidden'),
    createdAt: optionalTextValue(o['created_at'], 'created_at') ?? '',
    modifiedAt: optionalTextValue(o['modified_at'], 'modified_at') ?? '',
    fuzzy: flagValue(o['fuzzy'], 'fuzzy'),
    // No context: null in the interface's shape, "" in the real service's answers.
    context: optionalTextValue(o['context'], 'context') || null,
    isArchived: flagValue(o['is_archived'], 'is_archived'),
  };
  const tags = o['tags'];
  const references = o['references'];
  if (Array.isArray(tags)) item.tags = tags.map(String);
  if ('references' in o) item.references = Array.isArray(references) ? references : null;
  return item;
}

/** The key, text and plural key of one item of string/list, checked as stringItem checks them. */
export function stringText(o: Body): Pick<StringItem, 'key' | 'translation' | 'pluralKey'> {
  return {
    key: textValue(o['key'], 'key'),
    translation: optionalTextValue(o['translation'], 'translation') ?? '',
    pluralKey: pluralMark(o['plural_key']),
  };
}

/**
 * An item's `plural_key` as the client hands it on: null for a key that is not plural. The
 * interface shows the field as null or a string, null in every shape it gives; the real service,
 * as public clients recorded its answers, sends `"0"` on an ordinary key and `"1"` on a plural
 * one. So a key is plural only when its mark says so: `"1"`, `1`, `true`, or a plural name (as
 * 1.0.9.2 names a plural key's); `"0"`, `0`, `false`, `""` and null say it is not. Taken as
 * "not null", every key of a real project was plural, and nothing went by key.
 */
export function pluralMark(value: unknown): string | null {
  if (value === undefined || value === null || value === false || value === 0) return null;
  if (value === true || value === 1) return '1';
  const mark = textValue(value, 'plural_key');
  return mark === '' || mark === '0' ? null : mark;
}

export function importResult(body: Body): ImportResult {
  const r = object(body['result'], 'result');
  return {
    skipped: count(r, 'skipped'),
    inserted: count(r, 'inserted'),
    updated: count(r, 'updated'),
  };
}

export function setResult(body: Body): SetResult {
  const r = object(body['result'], 'result');
  return { inserted: count(r, 'inserted'), updated: count(r, 'updated') };
}

export function exportBundle(body: Body): ExportBundle {
  const b = object(body['bundle'], 'bundle');
  const fullFile = optionalText(b, 'full_file');
  return fullFile ? { file: text(b, 'file'), fullFile } : { file: text(b, 'file') };
}

function object(value: unknown, name: string): Body {
  if (!isRecord(value)) throw new ShapeError(`${name} is not an object`);
  return value;
}

function arrayField(body: Body, name: string): unknown[] {
  const value = body[name];
  if (!Array.isArray(value)) throw new ShapeError(`${name} is not an array`);
  return value;
}

function text(o: Body, name: string): string {
  return textValue(o[name], name);
}

function textValue(value: unknown, name: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new ShapeError(`${name} is not a string`);
}

function optionalText(o: Body, name: string): string | undefined {
  return optionalTextValue(o[name], name);
}

function optionalTextValue(value: unknown, name: string): string | undefined {
  return value === undefined || value === null ? undefined : textValue(value, name);
}

function flag(o: Body, name: string): boolean {
  return flagValue(o[name], name);
}

function flagValue(value: unknown, name: string): boolean {
  if (value === undefined || value === null) return false;
  if (value === '1' || value === 1 || value === true) return true;
  if (value === '0' || value === 0 || value === false) return false;
  throw new ShapeError(`${name} is not 0 or 1`);
}

function count(o: Body, name: string): number {
  return countValue(o[name], name);
}

function countValue(value: unknown, name: string): number {
  if (value === undefined || value === null || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new ShapeError(`${name} is not a number`);
  return n;
}

const nothing = (): void => undefined;

/**
 * The decoder of each endpoint's success body, one per row of the interface table: a new
 * endpoint does not type-check until it has one. Calls that answer only the envelope decode to
 * nothing.
 */
export const DECODERS = {
  'project/list': projectList,
  'project/add': addedProject,
  'project/remove': nothing,
  'project/empty': nothing,
  'project/snapshot': nothing,
  'project/screenshot': nothing,
  'project/import': importResult,
  'project/export': exportBundle,
  'language/listall': systemLanguages,
  'language/list': projectLanguages,
  'language/add': nothing,
  'language/remove': nothing,
  'language/set': nothing,
  'string/list': stringList,
  'string/set': setResult,
  'string/remove': nothing,
} as const satisfies Record<EndpointName, (body: Body) => unknown>;
