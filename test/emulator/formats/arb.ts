import { formatIcu } from '../plurals.ts';
import { readJson, writeJson } from './json-text.ts';
import { FormatError, type Codec, type Entry, type SerializeOptions } from './types.ts';

/**
 * Flutter's Application Resource Bundle: one flat JSON object of texts (ICU message syntax),
 * where `@key` holds a text's metadata (`description`, `placeholders`, …) and `@@name` a global
 * of the file (`@@locale`, `@@last_modified`).
 *
 * Import keeps a text's ICU syntax as written (the import's `icu_plurals` turns a plural message
 * into forms, as for any format), its description as the key's comment and its placeholders as
 * given; globals and other metadata describe the file, not a key, and are not kept.
 */
function parse(content: Buffer): Entry[] {
  const document = readJson(content, 'ARB');
  if (!isObject(document)) {
    throw new FormatError('Invalid ARB file: the top level must be an object of messages');
  }
  const texts: Entry[] = [];
  const metadata = new Map<string, Record<string, unknown>>();
  for (const [name, value] of Object.entries(document)) {
    if (name.startsWith('@@')) continue;
    if (name.startsWith('@')) {
      if (!isObject(value)) {
        throw new FormatError(`Invalid ARB file: '${name}' must be an object of metadata`);
      }
      metadata.set(name.slice(1), value);
    } else if (typeof value === 'string') {
      texts.push({ key: name, value });
    } else {
      throw new FormatError(`Invalid ARB file: message '${name}' is not a text`);
    }
  }
  return texts.map((entry) => withMetadata(entry, metadata.get(entry.key)));
}

function withMetadata(entry: Entry, metadata: Record<string, unknown> | undefined): Entry {
  const { description, placeholders } = metadata ?? {};
  return {
    ...entry,
    ...(typeof description === 'string' ? { comment: description } : {}),
    ...(isObject(placeholders) ? { placeholders } : {}),
  };
}

/**
 * `@@locale` is the exported language; each text is followed by its `@key` when it has metadata:
 * the placeholders always (Flutter's code generator types its arguments from them), the
 * description only with `include_comments`, as every format's comments. A plural key is written
 * as one ICU plural message, the only plural an ARB text has. A key whose name starts with `@`
 * is left out: any ARB reader would take it for metadata.
 */
function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const members: [string, unknown][] = [['@@locale', options.lang]];
  for (const entry of entries) {
    if (entry.key.startsWith('@')) continue;
    members.push([
      entry.key,
      typeof entry.value === 'string' ? entry.value : formatIcu(entry.value, false),
    ]);
    const metadata = {
      ...(options.includeComments === true && entry.comment !== undefined
        ? { description: entry.comment }
        : {}),
      ...(entry.placeholders === undefined ? {} : { placeholders: entry.placeholders }),
    };
    if (Object.keys(metadata).length > 0) members.push([`@${entry.key}`, metadata]);
  }
  // Object.fromEntries defines own properties, so a key named '__proto__' stays a key.
  return writeJson(Object.fromEntries(members), options);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const arb: Codec = { extension: 'arb', parse, serialize };
