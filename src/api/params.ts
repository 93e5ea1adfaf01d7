import { isRecord } from '../common/records.ts';
import {
  ENDPOINTS,
  EXPORT_TYPES_1092,
  KEY_RECORD_FIELDS,
  type EndpointName,
  type EndpointSpec,
  type ParamSpec,
  type ParamType,
  type Revision,
} from './interface.ts';

/** A file part of a multipart request. */
export interface FilePart {
  readonly name: string;
  readonly content: Uint8Array;
}

/** The value a caller gives for each parameter type. */
interface ValueByType {
  string: string;
  integer: number;
  flag: boolean | 0 | 1;
  jsonArray: readonly string[];
  jsonRecords: readonly object[];
  file: FilePart;
  unlisted: Readonly<Record<string, string>>;
}

type Params<E extends EndpointName> = (typeof ENDPOINTS)[E]['params'];
type RequiredKeys<P> = { [K in keyof P]: P[K] extends { required: true } ? K : never }[keyof P];
type ValueOf<P> = P extends { type: infer T extends ParamType } ? ValueByType[T] : never;

/** The parameters of an endpoint by their interface names, typed from the table. */
export type ParamsFor<E extends EndpointName> = {
  [K in RequiredKeys<Params<E>>]: ValueOf<Params<E>[K]>;
} & {
  [K in Exclude<keyof Params<E>, RequiredKeys<Params<E>>>]?: ValueOf<Params<E>[K]> | undefined;
};

/** A request ready for the wire: text fields in their revision's names, and an optional file. */
export interface EncodedParams {
  readonly fields: ReadonlyArray<readonly [string, string]>;
  readonly file?: { readonly field: string; readonly part: FilePart };
}

/**
 * Checks a call against the revision's rules and writes its parameters in wire form. Throws a
 * plain Error with a one-line reason; the caller wraps it with the endpoint and revision.
 */
export function encodeParams(
  endpoint: EndpointName,
  revision: Revision,
  params: Readonly<Record<string, unknown>>,
): EncodedParams {
  const spec: EndpointSpec = ENDPOINTS[endpoint];
  if (!spec.revisions.includes(revision)) {
    throw new Error(`the endpoint does not exist in revision ${revision}`);
  }
  const fields: Array<readonly [string, string]> = [];
  let file: EncodedParams['file'];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const param = spec.params[name];
    if (!param) throw new Error(`unknown parameter '${name}'`);
    if (param.revisions && !param.revisions.includes(revision)) {
      throw new Error(`parameter '${name}' does not exist in revision ${revision}`);
    }
    const wire = param.wireName?.[revision] ?? name;
    if (param.type === 'file') {
      file = { field: wire, part: checkFile(name, value) };
    } else if (param.type === 'unlisted') {
      fields.push(...unlistedFields(spec, value));
    } else {
      fields.push([wire, encodeValue(name, param, value, revision)]);
    }
  }
  for (const [name, param] of Object.entries(spec.params)) {
    if (!param.required) continue;
    const given = params[name];
    if (given === undefined || given === '')
      throw new Error(`required parameter '${name}' is missing`);
  }
  if (endpoint === 'project/export' && revision === '1.0.9.2') {
    const type = String(params['type']);
    if (!(EXPORT_TYPES_1092 as readonly string[]).includes(type)) {
      throw new Error(
        `export type '${type}' is not one of revision 1.0.9.2's types (${EXPORT_TYPES_1092.join(', ')})`,
      );
    }
  }
  return file ? { fields, file } : { fields };
}

function encodeValue(name: string, param: ParamSpec, value: unknown, revision: Revision): string {
  switch (param.type) {
    case 'string':
      if (typeof value !== 'string') throw new Error(`parameter '${name}' must be a string`);
      checkAllowed(name, param, [value]);
      return value;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        throw new Error(`parameter '${name}' must be a whole number`);
      }
      return String(value);
    case 'flag':
      if (value === true || value === 1) return '1';
      if (value === false || value === 0) return '0';
      throw new Error(`parameter '${name}' must be true/false or 0/1`);
    case 'jsonArray':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
        throw new Error(`parameter '${name}' must be an array of strings`);
      }
      checkAllowed(name, param, value);
      return JSON.stringify(value);
    case 'jsonRecords':
      if (!Array.isArray(value) || !value.every(isRecord)) {
        throw new Error(`parameter '${name}' must be an array of objects`);
      }
      checkKeyRecords(value, revision);
      return JSON.stringify(value);
    case 'file':
      throw new Error(`parameter '${name}' is a file`);
    case 'unlisted':
      throw new Error(`parameter '${name}' is not one parameter`);
  }
}

/**
 * Parameters the interface does not list, as given: texts, under names that are none of the
 * endpoint's (on any revision's wire) and not the token, so none stands for a listed one unchecked.
 */
function unlistedFields(spec: EndpointSpec, value: unknown): Array<readonly [string, string]> {
  if (!isRecord(value)) throw new Error(`unlisted parameters must be a mapping of names to texts`);
  const listed = new Set<string>();
  for (const [name, param] of Object.entries(spec.params)) {
    listed.add(name);
    for (const wire of Object.values(param.wireName ?? {})) listed.add(wire);
  }
  return Object.entries(value).map(([name, text]) => {
    if (name === 'api_token') throw new Error(`parameter 'api_token' is the token, never given so`);
    if (listed.has(name)) throw new Error(`parameter '${name}' is listed: give it as itself`);
    if (typeof text !== 'string') throw new Error(`parameter '${name}' must be a text`);
    return [name, text] as const;
  });
}

function checkAllowed(name: string, param: ParamSpec, values: readonly string[]): void {
  if (!param.values) return;
  const bad = values.find((v) => !param.values?.includes(v) && !param.recordedValues?.includes(v));
  if (bad !== undefined) {
    throw new Error(
      `parameter '${name}' does not allow '${bad}' (allowed: ${param.values.join(', ')})`,
    );
  }
}

function checkFile(name: string, value: unknown): FilePart {
  if (
    isRecord(value) &&
    typeof value['name'] === 'string' &&
    value['name'] !== '' &&
    value['content'] instanceof Uint8Array
  ) {
    return { name: value['name'], content: value['content'] };
  }
  throw new Error(`parameter '${name}' must be a file with a name and content`);
}

/** string/set's key records may only use the fields their revision has (§2 "Key record"). */
function checkKeyRecords(records: readonly Record<string, unknown>[], revision: Revision): void {
  const allowed = KEY_RECORD_FIELDS[revision];
  for (const record of records) {
    if (typeof record['key'] !== 'string' || record['key'] === '') {
      throw new Error(`every key record needs a 'key'`);
    }
    const bad = Object.keys(record).find((field) => !allowed.includes(field));
    if (bad) {
      throw new Error(`key record field '${bad}' does not exist in revision ${revision}`);
    }
  }
}
