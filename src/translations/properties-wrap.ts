/**
 * A changed `.properties` value written across continuation lines the way the value it replaces
 * was: a value a person split (`key = first \` / `    second`) comes back split too, at spaces,
 * its lines about as wide as the old ones and indented as they were, rather than as one line of
 * a thousand characters in a file no one else writes so.
 */

/** How the old value's physical lines were written. */
interface OldLines {
  /** The width of each line but the last, up to its continuation backslash. */
  readonly widths: number[];
  /** Whether each line but the last ends a sentence. */
  readonly bySentence: boolean;
  readonly indent: string;
  readonly newline: string;
}

/**
 * `written` (the new value escaped for one line) split like the value at
 * `text[valueStart, valueEnd)`; as it is when that value is on one line.
 */
export function wrappedLike(
  text: string,
  valueStart: number,
  valueEnd: number,
  written: string,
): string {
  const old = oldLines(text, valueStart, valueEnd);
  if (old === undefined) return written;
  // A value written a sentence a line (Jenkins' bundles) is written so again, whatever the widths.
  const width = old.bySentence ? Number.POSITIVE_INFINITY : Math.max(...old.widths);
  // The first line holds the key too (or, for `key = \`, the indentation of the next line).
  const lineStart = text.lastIndexOf('\n', valueStart - 1) + 1;
  const lines: string[] = [];
  let line = '';
  let used = valueStart - lineStart;
  for (const piece of piecesAtSpaces(written)) {
    const full = old.bySentence ? SENTENCE_END.test(line) : used + piece.length > width;
    if (line !== '' && full) {
      lines.push(line);
      line = '';
      used = old.indent.length;
    }
    line += piece;
    used += piece.length;
  }
  lines.push(line);
  return lines.join('\\' + old.newline + old.indent);
}

/**
 * The value's physical lines, undefined when it has none but the first. A backslash ends a line
 * when it is not itself escaped (an odd run of them); the next line's leading blanks are not the
 * value's.
 */
function oldLines(text: string, start: number, end: number): OldLines | undefined {
  const widths: number[] = [];
  let indent: string | undefined;
  let newline = '\n';
  let sentences = true;
  let lineStart = text.lastIndexOf('\n', start - 1) + 1;
  for (let at = start; at < end; at++) {
    if (text[at] !== '\\') continue;
    const after = text.startsWith('\r\n', at + 1) ? '\r\n' : text[at + 1] === '\n' ? '\n' : '';
    if (after === '') {
      at++;
      continue;
    }
    widths.push(at - lineStart);
    sentences &&= SENTENCE_END.test(text.slice(lineStart, at));
    lineStart = at + 1 + after.length;
    const blanks = /^[ \t\f]*/.exec(text.slice(lineStart, end))?.[0] ?? '';
    if (indent === undefined) [indent, newline] = [blanks, after];
    at = lineStart + blanks.length - 1;
  }
  return indent === undefined ? undefined : { widths, indent, newline, bySentence: sentences };
}

/** A sentence's end and the space after it (which the next line does not start with). */
const SENTENCE_END = /[.!?]['")\]]* +$/;

/**
 * The escaped value cut after each run of spaces that are the value's own (an escaped `\ ` is
 * not a place to cut): a continuation line's leading blanks are dropped by the reader, so the
 * space between two words ends the line before it.
 */
function piecesAtSpaces(written: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (let at = 0; at < written.length; at++) {
    const char = written[at] as string;
    if (char === '\\') {
      piece += written.slice(at, at + 2);
      at++;
    } else if (char === ' ' && written[at + 1] !== ' ') {
      pieces.push(piece + char);
      piece = '';
    } else piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}
