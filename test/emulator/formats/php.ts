import { parsePhp } from './php-parser.ts';
import { orderedForms } from './plurals.ts';
import { decodeUtf8 } from './text.ts';
import type { Codec, Entry, SerializeOptions } from './types.ts';

/** A PHP single-quoted string: only the backslash and the quote need escaping. */
function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

function phpValue(value: Entry['value']): string {
  if (typeof value === 'string') return quote(value);
  const pairs = orderedForms(value).map(([form, text]) => `${quote(form)} => ${quote(text)}`);
  return `array(${pairs.join(', ')})`;
}

/** `$lang['key'] = 'value';` lines, the layout of the service's PHP files. */
function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const lines = ['<?php'];
  for (const entry of entries) {
    if (options.includeComments === true && entry.comment !== undefined) {
      lines.push(...entry.comment.split('\n').map((line) => `// ${line}`));
    }
    lines.push(`$lang[${quote(entry.key)}] = ${phpValue(entry.value)};`);
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

function parse(content: Buffer): Entry[] {
  return parsePhp(decodeUtf8(content, 'PHP'));
}

export const php: Codec = { extension: 'php', parse, serialize };
