import { readJson, writeJson } from './json-text.ts';
import { flattenTree, nestEntries } from './key-tree.ts';
import type { Codec, Entry, SerializeOptions } from './types.ts';

function parse(content: Buffer): Entry[] {
  return flattenTree(readJson(content, 'JSON'), 'JSON');
}

/** Nested keys become nested objects again, written as the service writes JSON. */
function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  return writeJson(nestEntries(entries), options);
}

export const json: Codec = { extension: 'json', parse, serialize };
