import type { UnchangedRule } from './bundle/extract.ts';
import { fileFormatOf } from '../translations/file-formats.ts';

/** Header fields the service rewrites on every export, whether or not a translation changed. */
const VOLATILE_FIELD = /^(PO-Revision-Date|POT-Creation-Date|X-Generator):/;
/** A line holding only a quoted string: how the header entry's msgstr continues. */
const STRING_LINE = /^\s*"(.*)"\s*$/;

/**
 * True when two .po texts differ at most in the volatile header fields (`PO-Revision-Date`,
 * `POT-Creation-Date`, `X-Generator`), including one being added or removed, so that a pull does
 * not open a pull request for a timestamp. Every other byte must be equal, line endings too.
 */
export function onlyVolatilePoChanges(before: string, after: string): boolean {
  if (before === after) return true;
  const a = withoutVolatileFields(before);
  const b = withoutVolatileFields(after);
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** The file's lines with the volatile fields taken out of its header entry. */
function withoutVolatileFields(text: string): string[] {
  const lines = text.split('\n');
  const header = headerFieldLines(lines);
  if (header === undefined) return lines;
  const kept: string[] = [];
  let field: string[] = [];
  let content = '';
  for (const line of lines.slice(header.start, header.end)) {
    const part = STRING_LINE.exec(line)?.[1] ?? '';
    field.push(line);
    content += part;
    // A field may be wrapped over several strings; it ends with an escaped newline.
    if (part.endsWith('\\n')) {
      if (!VOLATILE_FIELD.test(content)) kept.push(...field);
      field = [];
      content = '';
    }
  }
  kept.push(...field);
  return [...lines.slice(0, header.start), ...kept, ...lines.slice(header.end)];
}

/**
 * Where the header entry's field strings are: the lines after `msgid ""` and `msgstr ...` of the
 * file's first entry (comments may come before it). Undefined when the file has no header.
 */
function headerFieldLines(lines: readonly string[]): { start: number; end: number } | undefined {
  const first = lines.findIndex((line, i) => {
    const text = i === 0 ? line.replace(/^\uFEFF/, '') : line;
    return text.trim() !== '' && !text.startsWith('#');
  });
  if (first < 0) return undefined;
  const msgid = lines[first]?.replace(/^\uFEFF/, '') ?? '';
  if (!/^msgid\s+""\s*$/.test(msgid) || !/^msgstr\s+"/.test(lines[first + 1] ?? '')) {
    return undefined;
  }
  const start = first + 2;
  let end = start;
  while (end < lines.length && STRING_LINE.test(lines[end] ?? '')) end++;
  return { start, end };
}

/** The rule the pull gives the extractor: a .po file differing only in volatile fields is left. */
export const PO_HEADER_NOISE: UnchangedRule = {
  appliesTo: (path) => fileFormatOf(path)?.noise === 'po-header',
  unchanged: onlyVolatilePoChanges,
};
