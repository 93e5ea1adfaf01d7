import { parseDocument, stringify } from 'yaml';
import { indentUnit } from './indentation.ts';
import { flattenTree, nestEntries } from './key-tree.ts';
import { decodeUtf8 } from './text.ts';
import { FormatError, type Codec, type Entry, type SerializeOptions } from './types.ts';

function parse(content: Buffer, lang: string): Entry[] {
  // The failsafe schema reads every scalar as the text written, so `count: 5` or `no: No`
  // stay strings instead of becoming a number or a boolean.
  const document = parseDocument(decodeUtf8(content, 'YAML'), { schema: 'failsafe' });
  const [error] = document.errors;
  if (error !== undefined) {
    throw new FormatError(`Invalid YAML file: ${error.message.split('\n')[0] ?? ''}`);
  }
  const value: unknown = document.toJS();
  // An empty document (or one with only comments) is a file without keys.
  if (value === null || value === undefined) return [];
  return flattenTree(withoutLanguageRoot(value, lang), 'YAML');
}

/** Rails-style files put everything under the language code; that root is not part of the keys. */
function withoutLanguageRoot(value: unknown, lang: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const names = Object.keys(value);
  const [root] = names;
  if (names.length !== 1 || root === undefined || normalise(root) !== normalise(lang)) return value;
  const inner: unknown = Object.values(value)[0];
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : value;
}

function normalise(code: string): string {
  return code.replaceAll('-', '_').toLowerCase();
}

function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const tree = nestEntries(entries);
  const document = options.yamlIncludeRoot === true ? { [options.lang]: tree } : tree;
  const text = stringify(document, {
    indent: indentUnit(options.indentation, 2, false).length,
    // No folding of long lines; and YAML 1.1 quoting, so readers such as Ruby's do not take
    // 'yes', 'no' or 'on' for booleans.
    lineWidth: 0,
    version: '1.1',
  });
  return Buffer.from(text, 'utf8');
}

export const yaml: Codec = { extension: 'yml', parse, serialize };
