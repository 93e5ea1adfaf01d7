import { indentUnit } from './indentation.ts';
import { flattenTree, nestEntries } from './key-tree.ts';
import { decodeUtf8, requireContent } from './text.ts';
import { FormatError, type Codec, type Entry, type SerializeOptions } from './types.ts';

function parse(content: Buffer): Entry[] {
  const text = decodeUtf8(content, 'JSON');
  requireContent(text, 'JSON');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new FormatError(`Invalid JSON file: ${(error as Error).message}`);
  }
  return flattenTree(document, 'JSON');
}

/**
 * Written the way the service's PHP writes it (json_encode with pretty print and unescaped
 * Unicode): 4-space indent, '/' as '\/', no newline at the end — byte for byte as in the
 * real bundle of test fixtures.
 */
function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  let text = JSON.stringify(nestEntries(entries), null, indentUnit(options.indentation, 4));
  // A '/' can only stand inside a string in JSON text, so a plain replace is exact.
  if (options.jsonUnescapedSlashes !== true) text = text.replaceAll('/', '\\/');
  return Buffer.from(text, 'utf8');
}

export const json: Codec = { extension: 'json', parse, serialize };
