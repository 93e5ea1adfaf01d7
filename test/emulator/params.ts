import type { EndpointName, ParamSpec, Revision } from '../../src/api/interface.ts';
import { ENDPOINTS, wireNameOf } from '../../src/api/interface.ts';
import { ApiError, customError } from './errors.ts';
import type { RawParams, UploadedFile } from './http.ts';

/** The validated parameters of one call, read by their names in the interface table. */
export interface Params {
  string(name: string): string | undefined;
  flag(name: string): boolean | undefined;
  integer(name: string): number | undefined;
  array(name: string): string[] | undefined;
  records(name: string): Record<string, unknown>[] | undefined;
  file(name: string): UploadedFile | undefined;
}

/**
 * Parameters the interface does not list that the real service evidently took: `bundle_filename`,
 * shown in its request examples; those the service owner's own v1 command-line tool sent
 * (`skip_detect_lang_iso`, the `tag_*_keys` of an import; an export's `include_description`).
 * Their meaning is not shown: the emulator accepts them and ignores them rather than reject a
 * request the real service took. Any other unlisted parameter is 4040.
 */
const SHOWN_BUT_UNLISTED: Partial<Record<EndpointName, readonly string[]>> = {
  'project/import': [
    'skip_detect_lang_iso',
    'tag_inserted_keys',
    'tag_updated_keys',
    'tag_skipped_keys',
  ],
  'project/export': ['bundle_filename', 'include_description'],
};

type Value = string | boolean | number | string[] | Record<string, unknown>[] | UploadedFile;

/**
 * Checks a call's parameters against the table for its revision, in this order: parameters the
 * revision does not have (4040 "unknown parameter <name> for revision <rev>", by wire name, so
 * 1.0.9.2 knows `tags` on export and not `include_tags`), required ones missing or empty (4049),
 * then each value's form: flags `0`/`1` and integers (4040), JSON arrays (4042), allowed values (4040).
 */
export function validateParams(endpoint: EndpointName, revision: Revision, raw: RawParams): Params {
  const specs = new Map<string, { name: string; spec: ParamSpec }>();
  for (const [name, spec] of Object.entries(
    ENDPOINTS[endpoint].params as Record<string, ParamSpec>,
  )) {
    // Not a parameter on the wire: the client's way to send those the interface does not list.
    if (spec.type === 'unlisted') continue;
    if (!spec.revisions || spec.revisions.includes(revision)) {
      specs.set(wireNameOf(spec, name, revision), { name, spec });
    }
  }
  const ignored = SHOWN_BUT_UNLISTED[endpoint] ?? [];
  for (const wire of [...raw.fields.keys(), ...raw.files.keys()]) {
    if (wire !== 'api_token' && !specs.has(wire) && !ignored.includes(wire)) {
      throw customError(`unknown parameter ${wire} for revision ${revision}`);
    }
  }
  const values = new Map<string, Value>();
  for (const [wire, { name, spec }] of specs) {
    const text = raw.fields.get(wire);
    const file = raw.files.get(wire);
    const missing = spec.type === 'file' ? file === undefined && !text : !text;
    if (spec.required && missing) throw new ApiError('4049', wire);
    if (spec.type === 'file') {
      if (text !== undefined)
        throw new ApiError('4046', `${wire} must be a file part of a multipart form`);
      if (file) values.set(name, file);
    } else if (text !== undefined) {
      values.set(name, convert(wire, spec, text, revision));
    }
  }
  return reader(values);
}

function convert(wire: string, spec: ParamSpec, text: string, revision: Revision): Value {
  switch (spec.type) {
    case 'flag':
      if (text !== '0' && text !== '1') throw customError(`parameter ${wire} must be 0 or 1`);
      return text === '1';
    case 'integer':
      if (!/^\d+$/.test(text)) throw customError(`parameter ${wire} must be a whole number`);
      return Number(text);
    case 'jsonArray': {
      // 1.0.9.2 also takes a single bare value for `filter` (§4 conventions).
      const bare = revision === '1.0.9.2' && wire === 'filter' && !text.trimStart().startsWith('[');
      const items = bare ? [text] : jsonStrings(wire, text);
      for (const item of items) allowed(wire, spec, item);
      return items;
    }
    case 'jsonRecords':
      return jsonRecords(wire, text);
    default:
      allowed(wire, spec, text);
      return text;
  }
}

function parseJson(wire: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('4042', `${wire} is not valid JSON`);
  }
}

function jsonStrings(wire: string, text: string): string[] {
  const value = parseJson(wire, text);
  if (!Array.isArray(value)) throw new ApiError('4042', `${wire} must be a JSON array`);
  return value.map((item: unknown) => {
    // Numbers are taken as their text: key_ids are ids, which a client may send unquoted.
    if (typeof item === 'string') return item;
    if (typeof item === 'number') return String(item);
    throw new ApiError('4042', `${wire} must be a JSON array of strings`);
  });
}

function jsonRecords(wire: string, text: string): Record<string, unknown>[] {
  const value = parseJson(wire, text);
  if (!Array.isArray(value)) throw new ApiError('4042', `${wire} must be a JSON array`);
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new ApiError('4042', `${wire} must be a JSON array of objects`);
    }
    return item as Record<string, unknown>;
  });
}

/** The interface's values, and those the real service took besides (`recordedValues`). */
function allowed(wire: string, spec: ParamSpec, value: string): void {
  if (spec.values && !spec.values.includes(value) && !spec.recordedValues?.includes(value)) {
    throw customError(`invalid value '${value}' for ${wire}; allowed: ${spec.values.join(', ')}`);
  }
}

function reader(values: ReadonlyMap<string, Value>): Params {
  const pick = <T extends Value>(name: string, test: (v: Value) => boolean): T | undefined => {
    const value = values.get(name);
    return value !== undefined && test(value) ? (value as T) : undefined;
  };
  return {
    string: (name) => pick<string>(name, (v) => typeof v === 'string'),
    flag: (name) => pick<boolean>(name, (v) => typeof v === 'boolean'),
    integer: (name) => pick<number>(name, (v) => typeof v === 'number'),
    array: (name) =>
      pick<string[]>(name, (v) => Array.isArray(v) && v.every((i) => typeof i === 'string')),
    records: (name) =>
      pick<Record<string, unknown>[]>(
        name,
        (v) => Array.isArray(v) && v.every((i) => typeof i === 'object'),
      ),
    file: (name) => pick<UploadedFile>(name, (v) => typeof v === 'object' && 'data' in v),
  };
}
