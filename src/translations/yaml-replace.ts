import type { Scalar } from 'yaml';
import type { TextEdit } from './text-edits.ts';
import type { TranslationValue } from './types.ts';
import {
  type FileHabits,
  indentOf,
  isBlank,
  lineAt,
  lineStart,
  nextLineStart,
} from './yaml-layout.ts';
import { scalarSource, stylesAfter, stylesForNew } from './yaml-scalar.ts';
import type { ScalarPlace, ScalarStyle } from './yaml-scalar-styles.ts';

/**
 * A changed text written over its old scalar's source, in the old style where it fits, at the
 * old indentation, folded at the old width when the old one was folded over several lines.
 * Everything around the scalar stays: its anchor or tag before it, its comment after it.
 */

export interface ReplaceContext {
  readonly inFlow: boolean;
  readonly habits: FileHabits;
  /** The one-line style of the pair's neighbours, for a text written into an empty value. */
  readonly neighbours: ScalarStyle | undefined;
}

/** The edit that writes `value` over `scalar`; undefined when no style holds it there. */
export function replaceScalar(
  text: string,
  scalar: Scalar,
  value: TranslationValue,
  context: ReplaceContext,
): TextEdit | undefined {
  if (!scalar.range) return undefined;
  const [start, end] = scalar.range;
  const old = text.slice(start, end);
  const oldStyle: ScalarStyle = scalar.type ?? 'PLAIN';
  const oldBlock = oldStyle === 'BLOCK_LITERAL' || oldStyle === 'BLOCK_FOLDED';
  const place = placeOf(text, scalar, context);
  const styles =
    typeof value !== 'string'
      ? []
      : scalar.value === null
        ? stylesForNew(context.neighbours, value, context.habits)
        : stylesAfter(oldStyle, String(scalar.value), value, context.habits);
  const source = scalarSource(value, styles, place);
  if (source === undefined) return undefined;
  const newBlock = source.endsWith('\n');
  // A value written where there was none (`key:`, perhaps a comment after it) gets the spaces
  // that part it from the colon and from the comment.
  const lead = old === '' && text[start - 1] !== ' ' ? ' ' : '';
  const trail = old === '' && /^[^\r\n]/.test(text.slice(end, end + 1)) ? ' ' : '';
  let edit: TextEdit;
  if (oldBlock) {
    // The old block ran to the start of the next line: a one-line text ends its line itself.
    const content = newBlock ? source : `${source}${place.headerTrailer}\n`;
    edit = {
      offset: start,
      length: end - start,
      content: old.endsWith('\n') ? content : content.slice(0, -1),
    };
  } else if (newBlock) {
    // A block takes the rest of the old line: its comment moved into the block's header.
    const lineEnd = nextLineStart(text, end);
    const content = text.slice(0, lineEnd).endsWith('\n') ? source : source.slice(0, -1);
    edit = { offset: start, length: lineEnd - start, content: lead + content };
  } else {
    edit = { offset: start, length: end - start, content: lead + source + trail };
  }
  if (context.habits.newline === '\r\n') {
    return { ...edit, content: edit.content.replaceAll('\r\n', '\n').replaceAll('\n', '\r\n') };
  }
  return edit;
}

/** Where the scalar stands, as the writers of yaml-scalar-styles.ts need to know. */
function placeOf(text: string, scalar: Scalar, context: ReplaceContext): ScalarPlace {
  const [start, end] = scalar.range ?? [0, 0];
  const old = text.slice(start, end);
  const block = scalar.type === 'BLOCK_LITERAL' || scalar.type === 'BLOCK_FOLDED';
  const lineOffset = lineStart(text, start);
  const lineIndent = indentOf(lineAt(text, lineOffset));
  const header = block
    ? /^[|>]([1-9]?[+-]?|[+-]?[1-9]?)(.*)$/.exec(old.split('\n')[0] ?? '')
    : null;
  const restOfLine = block ? '' : lineAt(text, end);
  const nextLine = nextLineStart(text, end);
  return {
    lineIndent,
    column: start - lineOffset,
    contentIndent: contentIndentOf(old, header?.[1], lineIndent, context.habits.step),
    width: widthOf(text.slice(lineOffset, end), block),
    inFlow: context.inFlow,
    headerTrailer: header?.[2] ?? (/^\s*#/.test(restOfLine) ? ` ${restOfLine.trimStart()}` : ''),
    indentIndicator: /[1-9]/.test(header?.[1] ?? ''),
    blankLineAfter: nextLine < text.length && isBlank(lineAt(text, nextLine)),
  };
}

/**
 * The indentation of the old scalar's content (a block's lines, or a quoted or plain text's
 * continuation lines): from its indentation indicator, else its first line with text; one step
 * past the line's indentation when it has none.
 */
function contentIndentOf(
  old: string,
  indicators: string | undefined,
  lineIndent: number,
  step: number,
): number {
  const digit = /[1-9]/.exec(indicators ?? '')?.[0];
  if (digit !== undefined) return lineIndent + Number(digit);
  const line = old
    .split('\n')
    .slice(1)
    .find((candidate) => !isBlank(candidate));
  const indent = line === undefined ? 0 : indentOf(line);
  return indent > lineIndent ? indent : lineIndent + step;
}

/**
 * The width the old scalar was folded at: its longest line, when it took several (a folded
 * block's content lines; a plain or quoted text's lines); undefined when it took one.
 */
function widthOf(lines: string, block: boolean): number | undefined {
  const all = lines.replace(/\n$/, '').split('\n');
  const content = block ? all.slice(1).filter((line) => !isBlank(line)) : all;
  if (content.length < 2) return undefined;
  return Math.max(...content.map((line) => line.replace(/\r$/, '').length));
}
