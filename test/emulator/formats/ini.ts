import { parse as parseIni, safe } from 'ini';
import { KEY_SEPARATOR } from './key-tree.ts';
import { decodePluralString, encodePluralString } from './plural-string.ts';
import { decodeUtf8 } from './text.ts';
import { FormatError, type Codec, type Entry, type SerializeOptions } from './types.ts';

function parse(content: Buffer): Entry[] {
  const text = decodeUtf8(content, 'INI');
  checkSectionHeaders(text);
  let document: Record<string, unknown>;
  try {
    document = parseIni(text);
  } catch (error) {
    throw new FormatError(`Invalid INI file: ${(error as Error).message}`);
  }
  const entries: Entry[] = [];
  collect(document, '', entries);
  return entries;
}

/** The library reads a broken header such as `[menu` as a key; the service would reject it. */
function checkSectionHeaders(text: string): void {
  text.split('\n').forEach((line, index) => {
    if (line.trimStart().startsWith('[') && !/^\s*\[[^\]]*\]\s*$/.test(line)) {
      throw new FormatError(`Invalid INI file: broken section header at line ${index + 1}`);
    }
  });
}

/** Sections (the library nests dotted ones) become key prefixes joined with '::'. */
function collect(node: Record<string, unknown>, prefix: string, entries: Entry[]): void {
  for (const [name, value] of Object.entries(node)) {
    const key = prefix + name;
    if (Array.isArray(value)) {
      throw new FormatError(`Invalid INI file: '${key}[]' lists are not translations`);
    } else if (typeof value === 'object' && value !== null) {
      collect(value as Record<string, unknown>, key + KEY_SEPARATOR, entries);
    } else {
      // The library turns true, false and null into JSON values; the file had the words.
      entries.push({ key, value: decodePluralString(String(value)) });
    }
  }
}

/**
 * Keys without '::' first (they must precede any section), then one section per prefix before
 * the last '::'. Values are always double-quoted; the library reads a quoted value as JSON text.
 */
function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const sections = new Map<string, string[]>([['', []]]);
  for (const entry of entries) {
    const split = entry.key.lastIndexOf(KEY_SEPARATOR);
    const section = split === -1 ? '' : entry.key.slice(0, split);
    const name = split === -1 ? entry.key : entry.key.slice(split + KEY_SEPARATOR.length);
    const lines = sections.get(section) ?? [];
    sections.set(section, lines);
    if (options.includeComments === true && entry.comment !== undefined) {
      lines.push(...entry.comment.split('\n').map((line) => `; ${line}`));
    }
    lines.push(`${safe(name)} = ${JSON.stringify(encodePluralString(entry.value))}`);
  }
  const blocks = [...sections]
    .filter(([, lines]) => lines.length > 0)
    // The library nests a dotted section name; an escaped dot keeps it one name.
    .map(([section, lines]) =>
      [...(section === '' ? [] : [`[${section.replaceAll('.', '\\.')}]`]), ...lines].join('\n'),
    );
  return Buffer.from(blocks.map((block) => `${block}\n`).join('\n'), 'utf8');
}

export const ini: Codec = { extension: 'ini', parse, serialize };
