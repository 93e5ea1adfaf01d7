import { jsonModel } from './json.ts';
import { poModel } from './po.ts';
import { yamlModel } from './yaml.ts';
import type { FormatModel, TranslationEntries, TranslationFormat } from './types.ts';

const MODELS: Record<TranslationFormat, FormatModel> = {
  json: jsonModel,
  yaml: yamlModel,
  po: poModel,
};

/** The extensions the model reads; ARB files are JSON. */
const EXTENSIONS: Readonly<Record<string, TranslationFormat>> = {
  json: 'json',
  arb: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  po: 'po',
  pot: 'po',
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
 * plural forms nested keys (JSON, YAML) or `msgstr[n]` (.po); non-string JSON/YAML leaves are kept
 * as values. Undefined when the text does not parse.
 */
export function readTranslations(
  format: TranslationFormat,
  text: string,
): TranslationEntries | undefined {
  return MODELS[format].read(text.startsWith('\uFEFF') ? text.slice(1) : text);
}
