import { androidModel } from './android.ts';
import { arbModel } from './arb.ts';
import { jsonModel } from './json.ts';
import { poModel } from './po.ts';
import { propertiesModel } from './properties.ts';
import { stringsModel } from './strings.ts';
import { xliffModel } from './xliff.ts';
import { yamlModel } from './yaml.ts';
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
