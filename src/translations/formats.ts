import { androidModel } from './android.ts';
import { arbModel } from './arb.ts';
import { jsonModel } from './json.ts';
import { poModel } from './po.ts';
import { propertiesModel } from './properties.ts';
import { stringsModel } from './strings.ts';
import { xliffModel } from './xliff.ts';
import { yamlModel } from './yaml.ts';
import { decodeText } from './text-file.ts';
import type { FormatModel, TranslationEntries, TranslationFormat } from './types.ts';

const MODELS: Record<TranslationFormat, FormatModel> = {
  json: jsonModel,
  arb: arbModel,
  yaml: yamlModel,
  po: poModel,
  properties: propertiesModel,
  strings: stringsModel,
  android: androidModel,
  xliff: xliffModel,
};

/**
 * The extensions the model reads. `.xml` is read as Android resources, the one XML format the
 * service exports under that extension; another XML file does not read as one and takes the
 * fallback.
 */
const EXTENSIONS: Readonly<Record<string, TranslationFormat>> = {
  json: 'json',
  arb: 'arb',
  yaml: 'yaml',
  yml: 'yaml',
  po: 'po',
  pot: 'po',
  properties: 'properties',
  strings: 'strings',
  xml: 'android',
  xliff: 'xliff',
  xlf: 'xliff',
};

/** The format the model reads a file of this path as; undefined for a path it cannot read. */
export function formatOf(path: string): TranslationFormat | undefined {
  const extension = /\.([^./\\]+)$/.exec(path)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : EXTENSIONS[extension];
}

/** The module that reads and edits a format. */
export function modelOf(format: TranslationFormat): FormatModel {
  return MODELS[format];
}

/**
 * The text's translations: key (see keys.ts) → text, in the file's order. Nested keys are paths,
 * plural forms nested keys (JSON, YAML, Android `plurals`), `msgstr[n]` (.po) or array indexes
 * (Android `string-array`); non-string JSON/YAML leaves are kept as values. Undefined when the
 * text does not parse.
 */
export function readTranslations(
  format: TranslationFormat,
  text: string,
): TranslationEntries | undefined {
  return MODELS[format].read(text.startsWith('\uFEFF') ? text.slice(1) : text);
}

/** A file read key by key, or why it is not. */
export type FileReading =
  { readonly entries: TranslationEntries } | { readonly unread: 'format' | 'encoding' | 'syntax' };

/**
 * A file's translations from its bytes: undefined bytes (no such file) hold none. `unread` says
 * why a file is not read key by key: a format the model does not read, bytes that are not
 * UTF-8, or a text that does not parse as its format.
 */
export function readTranslationFile(path: string, bytes: Buffer | undefined): FileReading {
  const format = formatOf(path);
  if (format === undefined) return { unread: 'format' };
  if (bytes === undefined) return { entries: new Map() };
  const decoded = decodeText(bytes);
  if (decoded === undefined) return { unread: 'encoding' };
  const entries = MODELS[format].read(decoded.text);
  return entries === undefined ? { unread: 'syntax' } : { entries };
}
