import { type Document, isMap, isPair, isScalar, isSeq, type Pair, visit } from 'yaml';
import type { FileStyle } from './yaml-scalar.ts';
import type { ScalarStyle } from './yaml-scalar-styles.ts';

/**
 * Where things are in a YAML file's text, by lines: a pair's own lines, the comment lines over
 * it, and the habits (indentation step, quoting, multi-line style) new lines copy.
 */

/** The offset where the line holding `offset` starts. */
export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset of the line after the one `offset` is on; at `offset` when a line starts there. */
export function nextLineStart(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end + 1;
}

/** The text of the line starting at `start`, without its line break. */
export function lineAt(text: string, start: number): string {
  const end = text.indexOf('\n', start);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '');
}

/** Spaces a line starts with. */
export function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Whether a line holds nothing but white space (or is past the end). */
export function isBlank(line: string): boolean {
  return line.trim() === '';
}

/**
 * Where a node's content ends: its last character, not counting comments after it. For a block
 * map or list, that of its last pair or item; for a pair without a value, its key's end.
 */
export function contentEnd(node: unknown, fallback: number): number {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0) {
    const last = node.items[node.items.length - 1];
    if (isPair(last)) {
      const keyEnd = isScalar(last.key) && last.key.range ? last.key.range[1] : fallback;
      return contentEnd(last.value, keyEnd);
    }
    return contentEnd(last, fallback);
  }
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range ? range[1] : fallback;
}

/** The lines of a pair in a block map: from its key's line to the end of its value's last line. */
export interface LineSpan {
  readonly start: number;
  readonly end: number;
}

/** The pair's own lines; undefined when its key shares a line with something before it. */
export function pairLines(text: string, pair: Pair): LineSpan | undefined {
  if (!isScalar(pair.key) || !pair.key.range) return undefined;
  const keyAt = pair.key.range[0];
  const start = lineStart(text, keyAt);
  if (text.slice(start, keyAt).trim() !== '') return undefined;
  return { start, end: nextLineStart(text, contentEnd(pair.value, pair.key.range[1])) };
}

/** The start of the comment lines directly over the line at `start` at the same indentation. */
export function commentsAbove(text: string, start: number, indent: number): number {
  let at = start;
  while (at > 0) {
    const above = lineStart(text, at - 1);
    const line = lineAt(text, above);
    if (!line.trimStart().startsWith('#') || indentOf(line) !== indent) break;
    at = above;
  }
  return at;
}

/**
 * Whether the lines from `start` to `end` stand as a block of their own at `indent`: no sibling
 * on the line directly before or after. A comment directly over such a pair speaks of that pair.
 */
export function standsApart(text: string, span: LineSpan, indent: number): boolean {
  const apart = (line: string | undefined) =>
    line === undefined || isBlank(line) || indentOf(line) < indent;
  const before = span.start === 0 ? undefined : lineAt(text, lineStart(text, span.start - 1));
  const after = span.end >= text.length ? undefined : lineAt(text, span.end);
  return apart(before) && apart(after);
}

/** The habits of a file that new lines copy. */
export interface FileHabits extends FileStyle {
  /** Spaces a nested map is indented by. */
  readonly step: number;
  /** Spaces a list's `-` is indented by from its key: none (Rails' own files) or a step. */
  readonly listIndent: number;
  /** The one-line style most of its texts have. */
  readonly oneLine: ScalarStyle;
  /** CRLF when the file (mixing line endings, else it would come as LF) has any. */
  readonly newline: '\n' | '\r\n';
}

export function habitsOf(doc: Document, text: string): FileHabits {
  const steps = new Map<number, number>();
  const listIndents = new Map<number, number>();
  const styles = new Map<string, number>();
  const count = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);
  visit(doc, {
    Pair: (_, pair) => {
      const value = pair.value;
      if (isScalar(value) && typeof value.value === 'string' && value.type) {
        count(styles, (value.value.includes('\n') ? 'multi:' : '') + value.type);
      }
      if (!(isMap(value) || isSeq(value)) || value.flow || !isScalar(pair.key)) return;
      const column = (at: number) => at - lineStart(text, at);
      const keyColumn = column(pair.key.range?.[0] ?? 0);
      if (isSeq(value) && value.range) count(listIndents, column(value.range[0]) - keyColumn);
      const child = isMap(value) ? value.items[0]?.key : undefined;
      if (!isScalar(child) || !child.range) return;
      const step = column(child.range[0]) - keyColumn;
      if (step > 0) count(steps, step);
    },
  });
  const most = <K>(counts: Map<K, number>, among: readonly K[], otherwise: K): K =>
    among.reduce(
      (best, k) => ((counts.get(k) ?? 0) > (counts.get(best) ?? 0) ? k : best),
      otherwise,
    );
  const multi = most(styles, ['multi:BLOCK_FOLDED', 'multi:QUOTE_DOUBLE'], 'multi:BLOCK_LITERAL');
  const step = most(steps, [...steps.keys()], 2);
  return {
    step,
    listIndent: most(listIndents, [0], step),
    quote: most(styles, ['QUOTE_SINGLE'], 'QUOTE_DOUBLE') as FileStyle['quote'],
    oneLine: most(styles, ['QUOTE_SINGLE', 'QUOTE_DOUBLE'], 'PLAIN') as ScalarStyle,
    multiLine: multi.slice('multi:'.length) as ScalarStyle,
    newline: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** The one-line style most of a map's texts have; undefined when it has none. */
export function neighboursStyle(pairs: readonly Pair[]): ScalarStyle | undefined {
  const counts = new Map<ScalarStyle, number>();
  for (const pair of pairs) {
    const value = pair.value;
    if (!isScalar(value) || typeof value.value !== 'string' || value.value.includes('\n')) continue;
    if (value.type === 'PLAIN' || value.type === 'QUOTE_SINGLE' || value.type === 'QUOTE_DOUBLE') {
      counts.set(value.type, (counts.get(value.type) ?? 0) + 1);
    }
  }
  let best: ScalarStyle | undefined;
  for (const [style, n] of counts)
    if (best === undefined || n > (counts.get(best) ?? 0)) best = style;
  return best;
}
