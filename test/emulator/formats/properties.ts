import { parseLines, stringify, type Comment, type Pair } from 'dot-properties';
import { decodePluralString, encodePluralString } from './plural-string.ts';
import { tryDecodeUtf8 } from './text.ts';
import { FormatError, type Codec, type Entry, type SerializeOptions } from './types.ts';

function parse(content: Buffer): Entry[] {
  // Java's own encoding for .properties is ISO-8859-1; a file that is not UTF-8 is read as such.
  const text = tryDecodeUtf8(content) ?? content.toString('latin1');
  const entries: Entry[] = [];
  // Comment lines directly above a pair (no blank line between) describe it.
  let comments: string[] = [];
  for (const node of parseLines(text, true)) {
    if (node.type === 'COMMENT') {
      comments.push((node as Comment).comment.replace(/^[#!] ?/, ''));
    } else if (node.type === 'PAIR') {
      const { key, value, range } = node as Required<Pair>;
      checkUnicodeEscapes(text, range[0], range[3]);
      const entry: Entry = { key, value: decodePluralString(value) };
      if (comments.length > 0) entry.comment = comments.join('\n');
      entries.push(entry);
      comments = [];
    } else {
      comments = [];
    }
  }
  return entries;
}

/**
 * Java rejects a \u not followed by four hex digits ("Malformed \uxxxx encoding") in a key or
 * value; the library would read it as a plain 'u', so the pair's source text is checked here.
 */
function checkUnicodeEscapes(text: string, start: number, end: number): void {
  for (let index = start; index < end; index++) {
    if (text[index] !== '\\') continue;
    index++;
    if (text[index] === 'u' && !/^[0-9A-Fa-f]{4}$/.test(text.slice(index + 1, index + 5))) {
      const line = text.slice(0, index).split('\n').length;
      throw new FormatError(`Invalid .properties file: malformed \\uxxxx escape at line ${line}`);
    }
  }
}

function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const latin1 = options.javaPropertiesEncoding === 'latin-1';
  const lines: (string | string[])[] = [];
  for (const entry of entries) {
    if (options.includeComments === true && entry.comment !== undefined) {
      lines.push(...entry.comment.split('\n').map((line) => `# ${line}`));
    }
    lines.push([entry.key, encodePluralString(entry.value)]);
  }
  const text = stringify(lines, {
    keySep: options.javaPropertiesSeparator ?? '=',
    // With latin1, characters beyond Latin-1 become \uXXXX and the rest fit in one byte each.
    latin1,
    lineWidth: null,
  });
  return Buffer.from(text === '' ? '' : `${text}\n`, latin1 ? 'latin1' : 'utf8');
}

export const properties: Codec = { extension: 'properties', parse, serialize };
