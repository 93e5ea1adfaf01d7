import type { TextEdit } from './text-edits.ts';

/**
 * Where an element's lines are in a file, for edits that add or remove whole elements (a
 * resource, a plural's item, an XLIFF unit) in the file's own layout: its line endings, each
 * line's indentation. An element is removed with its line when it has the line to itself.
 */

/** The span of an element in the text. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** The file's line ending: CRLF when its lines end so, else LF. */
export function lineEndingOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** The white space from the start of `offset`'s line to it; undefined when something else is there. */
export function indentationAt(text: string, offset: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  return /^[ \t]*$/.test(before) ? before : undefined;
}

/**
 * The edit that removes an element: its whole line (indentation and line break) when nothing
 * else is on it, else the element alone.
 */
export function removalOf(text: string, element: Span): TextEdit {
  const indentation = indentationAt(text, element.start);
  const after = /^[ \t]*\r?\n/.exec(text.slice(element.end));
  if (indentation === undefined || after === null) {
    return { offset: element.start, length: element.end - element.start, content: '' };
  }
  const start = element.start - indentation.length;
  return { offset: start, length: element.end + after[0].length - start, content: '' };
}

/**
 * The edit that puts `blocks` (each an element's text, its later lines already indented from
 * the left margin as `indentation` wants) after `anchor`, each on a line of its own with the
 * anchor's indentation.
 */
export function insertionAfter(
  text: string,
  anchor: Span,
  blocks: readonly string[],
  eol: string,
): TextEdit {
  const indentation = indentationAt(text, anchor.start) ?? '';
  return {
    offset: anchor.end,
    length: 0,
    content: blocks.map((block) => `${eol}${indentation}${block}`).join(''),
  };
}

/** The edit that puts `blocks` before `anchor`, each on a line of its own, as indented as it. */
export function insertionBefore(
  text: string,
  anchor: Span,
  blocks: readonly string[],
  eol: string,
): TextEdit {
  const indentation = indentationAt(text, anchor.start);
  if (indentation === undefined) {
    return { offset: anchor.start, length: 0, content: blocks.join('') };
  }
  return {
    offset: anchor.start,
    length: 0,
    content: blocks.map((block) => `${block}${eol}${indentation}`).join(''),
  };
}

/** The indentation one level adds in this file: between a container's line and its first child's. */
export function indentUnitOf(text: string, container: Span, child: Span | undefined): string {
  const outer = indentationAt(text, container.start);
  const inner = child === undefined ? undefined : indentationAt(text, child.start);
  if (outer !== undefined && inner !== undefined && inner.startsWith(outer) && inner !== outer) {
    return inner.slice(outer.length);
  }
  return '    ';
}
