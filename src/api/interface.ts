/**
 * The legacy HTTP interface as data: every endpoint of both revisions, its parameters, the rate
 * limits and the export types. Everything else in src/api/ (validation, encoding, pacing) is
 * generic over this table, so a reader can check one revision against the interface text here.
 *
 * `api_token` is carried by every request and is added by the transport, so it is not listed.
 * Required marks follow 1.0.9.2 for both revisions: the interface shows no marks for 1.0.9.3, and
 * sending a parameter the service may not need is safe where omitting one it needs is not.
 */

export const REVISIONS = ['1.0.9.3', '1.0.9.2'] as const;
export type Revision = (typeof REVISIONS)[number];

/** How a parameter's value is written on the wire. */
export type ParamType =
  /** plain text */
  | 'string'
  /** a whole number, written in decimal */
  | 'integer'
  /** a boolean written as `0` or `1` */
  | 'flag'
  /** an array of strings, written as JSON text (`["en","de"]`) */
  | 'jsonArray'
  /** an array of objects, written as JSON text (string/set's `data`) */
  | 'jsonRecords'
  /** a file part of a multipart form */
  | 'file'
  /**
   * not one parameter: those the interface does not list, by their names on the wire, each sent
   * as the text given (the real service took some: export-params lets them through, with a warning)
   */
  | 'unlisted';

export interface ParamSpec {
  readonly type: ParamType;
  readonly required?: boolean;
  /** The revisions that have this parameter; both when absent. */
  readonly revisions?: readonly Revision[];
  /** The name on the wire where a revision renames the parameter. */
  readonly wireName?: Partial<Record<Revision, string>>;
  /** The only values the interface allows (for a jsonArray: allowed elements). */
  readonly values?: readonly string[];
  /**
   * Values the interface does not allow that the real service took, as public v1 clients sent
   * them: let through, with a warning where a user gives them.
   */
  readonly recordedValues?: readonly string[];
  /** True when the parameter makes the service act elsewhere (a webhook, an integration). */
  readonly actsElsewhere?: boolean;
}

export type Encoding = 'query' | 'form' | 'multipart';

export interface EndpointSpec {
  readonly method: 'GET' | 'POST';
  /** Path below `{base_url}`; identical in both revisions. */
  readonly path: string;
  readonly encoding: Encoding;
  /** The revisions that have this endpoint. */
  readonly revisions: readonly Revision[];
  readonly params: Readonly<Record<string, ParamSpec>>;
  /** True for calls that change the service's state (refused to read-only tokens). */
  readonly writes: boolean;
}

const BOTH = REVISIONS;
const ONLY_1093: readonly Revision[] = ['1.0.9.3'];
const ONLY_1092: readonly Revision[] = ['1.0.9.2'];

const id = { type: 'string', required: true } as const;

export const EXPORT_FILTERS = ['translated', 'nonfuzzy', 'nonhidden'] as const;
/** Export filters the real service took beyond the interface's list (public v1 clients sent them). */
export const RECORDED_EXPORT_FILTERS = ['reviewed', 'proofread'] as const;
export const EXPORT_EMPTY = ['empty', 'base', 'skip'] as const;
export const EXPORT_SORT = ['first_added', 'last_added', 'last_updated', 'a_z', 'z_a'] as const;
export const PLURAL_FORMATS = [
  'json_string',
  'icu',
  'array',
  'generic',
  'symfony',
  'i18n',
] as const;
export const PLACEHOLDER_FORMATS = ['printf', 'ios', 'icu', 'net', 'symfony'] as const;
export const INDENTATIONS = [
  '1sp',
  '2sp',
  '3sp',
  '4sp',
  '5sp',
  '6sp',
  '7sp',
  '8sp',
  'tab',
] as const;

/** 1.0.9.2 accepts only these export types; other values give 4047. */
export const EXPORT_TYPES_1092 = [
  'po',
  'xls',
  'strings',
  'xliff',
  'xml',
  'json',
  'php',
  'yml',
  'properties',
  'ini',
] as const;

export const ENDPOINTS = {
  'project/list': {
    method: 'GET',
    path: '/api/project/list',
    encoding: 'query',
    revisions: BOTH,
    writes: false,
    params: {},
  },
  'project/add': {
    method: 'POST',
    path: '/api/project/add',
    encoding: 'form',
    revisions: BOTH,
    writes: true,
    params: {
      name: { type: 'string', required: true },
      description: { type: 'string' },
      base_lang: { type: 'string' },
    },
  },
  'project/remove': {
    method: 'POST',
    path: '/api/project/remove',
    encoding: 'form',
    revisions: BOTH,
    writes: true,
    params: { id },
  },
  'project/empty': {
    method: 'POST',
    path: '/api/project/empty',
    encoding: 'form',
    revisions: BOTH,
    writes: true,
    params: { id },
  },
  'project/snapshot': {
    method: 'POST',
    path: '/api/project/snapshot',
    encoding: 'form',
    revisions: BOTH,
    writes: true,
    params: { id, title: { type: 'string', revisions: ONLY_1093 } },
  },
  'project/screenshot': {
    method: 'POST',
    path: '/api/project/screenshot',
    encoding: 'form',
    revisions: ONLY_1093,
    writes: true,
    params: {
      id: { type: 'string' },
      screenshot: { type: 'string' },
      autotag: { type: 'flag' },
      key_ids: { type: 'jsonArray' },
    },
  },
  'project/import': {
    method: 'POST',
    path: '/api/project/import',
    encoding: 'multipart',
    revisions: BOTH,
    writes: true,
    params: {
      id,
      file: { type: 'file', required: true },
      lang_iso: { type: 'string', required: true },
      replace: { type: 'flag' },
      fill_empty: { type: 'flag' },
      distinguish: { type: 'flag' },
      use_trans_mem: { type: 'flag' },
      hidden: { type: 'flag' },
      tags: { type: 'jsonArray' },
      convert_placeholders: { type: 'flag', revisions: ONLY_1093 },
      icu_plurals: { type: 'flag', revisions: ONLY_1093 },
      filename: { type: 'string', revisions: ONLY_1093 },
      replace_breaks: { type: 'flag', revisions: ONLY_1093 },
      cleanup_mode: { type: 'flag', revisions: ONLY_1093 },
    },
  },
  'project/export': {
    method: 'POST',
    path: '/api/project/export',
    encoding: 'form',
    revisions: BOTH,
    // Export only prepares a bundle; the emulator's contract lets read-only tokens call it.
    writes: false,
    params: {
      id,
      type: { type: 'string', required: true },
      langs: { type: 'jsonArray' },
      use_original: { type: 'flag' },
      filter: {
        type: 'jsonArray',
        values: EXPORT_FILTERS,
        recordedValues: RECORDED_EXPORT_FILTERS,
      },
      filter_filenames: { type: 'jsonArray', revisions: ONLY_1093 },
      custom_translation_status_titles: { type: 'jsonArray', revisions: ONLY_1093 },
      bundle_structure: { type: 'string' },
      directory_prefix: { type: 'string', revisions: ONLY_1093 },
      webhook_url: { type: 'string', actsElsewhere: true },
      export_all: { type: 'flag' },
      export_empty: { type: 'string', values: EXPORT_EMPTY },
      include_comments: { type: 'flag' },
      include_pids: { type: 'jsonArray' },
      include_tags: { type: 'jsonArray', wireName: { '1.0.9.2': 'tags' } },
      exclude_tags: { type: 'jsonArray', revisions: ONLY_1093 },
      export_sort: { type: 'string', values: EXPORT_SORT },
      replace_breaks: { type: 'flag', revisions: ONLY_1093 },
      yaml_include_root: { type: 'flag' },
      json_unescaped_slashes: { type: 'flag', revisions: ONLY_1093 },
      java_properties_encoding: {
        type: 'string',
        revisions: ONLY_1093,
        values: ['utf-8', 'latin-1'],
      },
      java_properties_separator: { type: 'string', revisions: ONLY_1093, values: ['=', ':'] },
      no_language_folders: { type: 'flag', revisions: ONLY_1093 },
      triggers: { type: 'jsonArray', revisions: ONLY_1093, actsElsewhere: true },
      repos: { type: 'jsonArray', revisions: ONLY_1093, actsElsewhere: true },
      plural_format: { type: 'string', revisions: ONLY_1093, values: PLURAL_FORMATS },
      icu_numeric: { type: 'flag', revisions: ONLY_1093 },
      placeholder_format: { type: 'string', revisions: ONLY_1093, values: PLACEHOLDER_FORMATS },
      escape_percent: { type: 'flag', revisions: ONLY_1093 },
      indentation: { type: 'string', revisions: ONLY_1093, values: INDENTATIONS },
      ota_plugin_bundle: { type: 'flag', revisions: ONLY_1092 },
      // What they do is not shown: like those that act elsewhere, left out of a dry run and
      // hidden from the log and the pull request.
      unlisted: { type: 'unlisted', actsElsewhere: true },
    },
  },
  'language/listall': {
    method: 'GET',
    path: '/api/language/listall',
    encoding: 'query',
    revisions: BOTH,
    writes: false,
    params: {},
  },
  'language/list': {
    method: 'GET',
    path: '/api/language/list',
    encoding: 'query',
    revisions: BOTH,
    writes: false,
    params: { id },
  },
  'language/add': {
    method: 'POST',
    path: '/api/language/add',
    encoding: 'form',
    revisions: BOTH,
    writes: true,
    params: { id, iso: { type: 'jsonArray', required: true } },
  },
  'language/remove': {
    method: 'POST',
    path: '/api/language/remove',
    encoding: 'form',
    revisions: BOTH,
    writes: true,
    params: { id, iso: { type: 'jsonArray', required: true } },
  },
  'language/set': {
    method: 'POST',
    path: '/api/language/set',
    encoding: 'form',
    revisions: ONLY_1093,
    writes: true,
    params: {
      id: { type: 'string' },
      original_iso: { type: 'string' },
      custom_iso: { type: 'string' },
      custom_name: { type: 'string' },
    },
  },
  'string/list': {
    method: 'POST',
    path: '/api/string/list',
    encoding: 'form',
    revisions: BOTH,
    writes: false,
    params: {
      id,
      langs: { type: 'jsonArray' },
      platform_mask: { type: 'integer' },
      keys: { type: 'jsonArray' },
      tags: { type: 'jsonArray', revisions: ONLY_1093 },
      plural_format: {
        type: 'string',
        revisions: ONLY_1093,
        values: ['json_string', 'icu', 'symfony'],
      },
      icu_numeric: { type: 'flag', revisions: ONLY_1093 },
      placeholder_format: { type: 'string', revisions: ONLY_1093, values: PLACEHOLDER_FORMATS },
    },
  },
  'string/set': {
    method: 'POST',
    path: '/api/string/set',
    encoding: 'form',
    revisions: BOTH,
    writes: true,
    params: { id, data: { type: 'jsonRecords', required: true } },
  },
  'string/remove': {
    method: 'POST',
    path: '/api/string/remove',
    encoding: 'form',
    revisions: BOTH,
    writes: true,
    params: { id, keys: { type: 'jsonArray', required: true } },
  },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

/**
 * Minimum spacing between two calls of an endpoint with one token, in milliseconds. 1.0.9.3 states
 * none; its limits are learned from 4048 answers at run time.
 */
export const RATE_LIMITS: Readonly<Record<Revision, Partial<Record<EndpointName, number>>>> = {
  '1.0.9.3': {},
  '1.0.9.2': {
    'project/import': 30_000,
    'string/set': 30_000,
    'string/list': 5_000,
  },
};

/** The service's error codes and their meanings, as §7 of the interface gives them. */
export const ERROR_CODES = {
  '401': 'request missing API token',
  '4011': 'invalid API token',
  '4012': 'no data sent using POST method',
  '403': 'no permission to access this resource',
  '404': 'invalid API call',
  '4040': 'custom error message',
  '4042': 'data should be JSON',
  '4043': 'wrong language code',
  '4044': 'project does not contain the specified language',
  '4045': 'no language specified',
  '4046': 'invalid file',
  '4047': 'invalid export type',
  '4048': 'too many upload requests in a short period',
  '4049': 'missing request parameter',
  '4050': 'language already in the project',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Key-record fields of string/set's `data`, per revision (§2 "Key record"). */
export const KEY_RECORD_FIELDS: Readonly<Record<Revision, readonly string[]>> = {
  '1.0.9.3': [
    'key',
    'platform_mask',
    'context',
    'description',
    'filename_ios',
    'filename_android',
    'filename_web',
    'filename_other',
    'hidden',
    'tags',
    'plural',
    'translations',
  ],
  '1.0.9.2': [
    'key',
    'platform_mask',
    'context',
    'filename',
    'hidden',
    'references',
    'plural',
    'translations',
  ],
};

/** The name a parameter is sent under in a revision. */
export function wireNameOf(param: ParamSpec, name: string, revision: Revision): string {
  return param.wireName?.[revision] ?? name;
}

/**
 * Whether a parameter of an endpoint makes the service act elsewhere (a webhook, an integration):
 * its value is the user's business with a third party (a chat hook's secret address), so it is
 * shown to nobody.
 */
export function actsElsewhere(endpoint: EndpointName, name: string): boolean {
  const params = ENDPOINTS[endpoint].params as Readonly<Record<string, ParamSpec | undefined>>;
  return params[name]?.actsElsewhere === true;
}
