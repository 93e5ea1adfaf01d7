import { decodePluralString, encodePluralString } from './plural-string.ts';
import { parseStringsText } from './strings-parser.ts';
import { decodeUtf8 } from './text.ts';
import type { Codec, Entry, SerializeOptions } from './types.ts';

/** Xcode writes .strings in UTF-16 with a byte order mark; current files are UTF-8. */
function decode(content: Buffer): string {
  if (content[0] === 0xff && content[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(content.subarray(2));
  }
  if (content[0] === 0xfe && content[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(content.subarray(2));
  }
  return decodeUtf8(content, '.strings');
}

function parse(content: Buffer): Entry[] {
  return parseStringsText(decode(content)).map(({ key, value, comment }) => {
    const entry: Entry = { key, value: decodePluralString(value) };
    if (comment !== undefined) entry.comment = comment;
    return entry;
  });
}

const ESCAPES: Partial<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
};

function escapeChar(char: string): string {
  const escape = ESCAPES[char];
  if (escape !== undefined) return escape;
  // Other control characters are not readable in the file; \U keeps them exact.
  return char < ' ' ? `\\U${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char;
}

function quote(text: string): string {
  return `"${Array.from(text, escapeChar).join('')}"`;
}

function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const lines: string[] = [];
  for (const entry of entries) {
    if (options.includeComments === true && entry.comment !== undefined) {
      // A '*/' inside would end the comment early.
      lines.push(`/* ${entry.comment.replaceAll('*/', '* /')} */`);
    }
    lines.push(`${quote(entry.key)} = ${quote(encodePluralString(entry.value))};`);
  }
  return Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
}

export const strings: Codec = { extension: 'strings', parse, serialize };
