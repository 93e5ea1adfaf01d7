import { ENDPOINTS, type ParamSpec, type Revision } from '../api/index.ts';
import { encodeParams } from '../api/params.ts';
import { messageOf } from '../common/message-of.ts';
import { parseBoolean, parseList, quote } from '../common/parsers.ts';
import type { InputReader } from './reader.ts';
import type { ExportOptions } from './settings.ts';

/** Parses the text of export-params (YAML, and so JSON too) into a value. */
export type MappingParser = (text: string) => unknown;

/** First-class export inputs and the parameter each sets. */
const EXPORT_INPUTS = {
  filter: 'filter',
  'include-tags': 'include_tags',
  'exclude-tags': 'exclude_tags',
  'export-empty': 'export_empty',
  'export-sort': 'export_sort',
  'plural-format': 'plural_format',
  'placeholder-format': 'placeholder_format',
  indentation: 'indentation',
  'include-comments': 'include_comments',
} as const;

/** Export parameters the action derives from other inputs; export-params may not set them. */
const DERIVED_EXPORT_PARAMS: Record<string, string> = {
  id: 'project-id',
  type: 'format',
  langs: 'pull-languages',
  use_original: 'use-original',
  bundle_structure: 'files',
  directory_prefix: 'directory-prefix',
};

/**
 * The first-class export inputs merged with export-params, each checked against the revision's
 * table by the same code that checks a request before it is sent.
 */
export function readExportOptions(
  r: InputReader,
  revision: Revision,
  parseMapping: MappingParser | undefined,
): ExportOptions {
  const options: Record<string, unknown> = {};
  const check = (inputName: string, param: string, value: unknown) => {
    try {
      encodeParams('project/export', revision, { id: 'x', type: 'json', [param]: value });
      options[param] = value;
      warnRecordedValues(r, inputName, param, value);
    } catch (error) {
      r.problem(inputName, messageOf(error));
    }
  };
  for (const [name, param] of Object.entries(EXPORT_INPUTS)) {
    const value = r.value(name);
    if (value === '') continue;
    try {
      check(name, param, exportValue(param, value));
    } catch (error) {
      r.problem(name, messageOf(error));
    }
  }
  const extra = r.value('export-params');
  if (extra === '') return options;
  if (!parseMapping) throw new Error('export-params is set but no parser was given for it');
  let mapping: unknown;
  try {
    mapping = parseMapping(extra);
  } catch (error) {
    r.problem('export-params', `not JSON or YAML (${messageOf(error).split('\n')[0]})`);
    return options;
  }
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
    r.problem('export-params', 'expected a mapping of parameter names to values');
    return options;
  }
  const unlisted: Record<string, string> = {};
  for (const [given, raw] of Object.entries(mapping)) {
    // 1.0.9.2 calls include_tags `tags`; either spelling means the same parameter.
    const param = given === 'tags' ? 'include_tags' : given;
    if (!isListed(param)) {
      unlisted[given] = unlistedText(raw);
      r.warn(
        'export-params',
        `${quote(given)} is not a parameter the interface lists; sent as given (the service may ignore or refuse it)`,
      );
      continue;
    }
    const derivedFrom = DERIVED_EXPORT_PARAMS[param];
    if (derivedFrom) {
      r.problem(
        'export-params',
        `${quote(given)} is set by the ${derivedFrom} input; use that instead`,
      );
      continue;
    }
    try {
      check('export-params', param, exportValue(param, raw));
    } catch (error) {
      r.problem('export-params', messageOf(error));
    }
  }
  if (Object.keys(unlisted).length > 0) check('export-params', 'unlisted', unlisted);
  return options;
}

const EXPORT_PARAMS = ENDPOINTS['project/export'].params as Readonly<
  Record<string, ParamSpec | undefined>
>;

/** Whether the interface lists the export parameter (on either revision). */
function isListed(param: string): boolean {
  return param !== 'unlisted' && EXPORT_PARAMS[param] !== undefined;
}

/** A value of an unlisted parameter as the wire takes it: a text, a flag as 0/1, a list as JSON. */
function unlistedText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'boolean') return raw ? '1' : '0';
  if (typeof raw === 'number') return String(raw);
  return JSON.stringify(raw ?? '');
}

/** A warning for each value outside the interface's list that the real service took. */
function warnRecordedValues(r: InputReader, inputName: string, param: string, value: unknown) {
  const spec = EXPORT_PARAMS[param];
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (spec?.recordedValues?.includes(String(item))) {
      r.warn(
        inputName,
        `${quote(String(item))} is not among the interface's values of ${param} (${spec.values?.join(', ')}); sent as given, as the real service took it`,
      );
    }
  }
}

/** Converts an input's text or a mapping's value to the client's type for the parameter. */
function exportValue(param: string, raw: unknown): unknown {
  const spec = (ENDPOINTS['project/export'].params as Record<string, { type: string } | undefined>)[
    param
  ];
  if (!spec) return raw;
  switch (spec.type) {
    case 'flag':
      if (raw === 1 || raw === '1' || raw === true) return true;
      if (raw === 0 || raw === '0' || raw === false) return false;
      if (typeof raw === 'string') return parseBoolean(raw);
      throw new Error(`'${param}' expects true/false or 0/1`);
    case 'jsonArray':
      if (Array.isArray(raw)) return raw.map(String);
      if (typeof raw === 'string') return parseList(raw);
      throw new Error(`'${param}' expects a list`);
    default:
      return typeof raw === 'number' ? String(raw) : raw;
  }
}
