/**
 * How a text is written in each YAML scalar style, before the candidate is checked by parsing it
 * (yaml-scalar.ts): each writer returns undefined for a text its style plainly cannot hold, and
 * may fold a long line at the width the file's own scalar was folded at.
 */

export type ScalarStyle =
  'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

/** Where a scalar's source goes, as far as how it is written depends on it. */
export interface ScalarPlace {
  /** Indentation of the line that holds the key (or the `-` of a list item). */
  readonly lineIndent: number;
  /** Column of the scalar's first character. */
  readonly column: number;
  /** Indentation of a continuation line, or of a block scalar's content. */
  readonly contentIndent: number;
  /** Longest a folded line may be; undefined: a long line is not folded. */
  readonly width: number | undefined;
  /** Inside `[...]` or `{...}`, where only one-line plain and quoted texts are written. */
  readonly inFlow: boolean;
  /** What goes after a block scalar's indicators: a space and a comment, kept from the old one. */
  readonly headerTrailer: string;
  /** Whether the old block scalar had an indentation indicator, kept so if it had one. */
  readonly indentIndicator: boolean;
  /** Whether a blank line follows, which a block scalar keeping its final newlines would take in. */
  readonly blankLineAfter: boolean;
}

/** Characters no YAML style writes as they are: C0 and C1 controls but tab and newline, U+FEFF. */
function isUnprintable(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xfeff ||
    code === 0x2028 ||
    code === 0x2029
  );
}

function hasUnprintable(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isUnprintable(text.charCodeAt(i))) return true;
  return false;
}

/** What no plain scalar may start with (indicators), end with, or hold (a comment, a key). */
const PLAIN_START = /^[-?:,[\]{}#&*!|>'"%@`\s]/;
const PLAIN_INSIDE = /: |:$| #|[\t\r\n]|\s$/;

export function plainSource(text: string, place: ScalarPlace): string | undefined {
  if (text === '' || hasUnprintable(text) || PLAIN_START.test(text)) return undefined;
  if (PLAIN_INSIDE.test(text)) return undefined;
  if (place.inFlow && /[,[\]{}]/.test(text)) return undefined;
  return fold(text, place);
}

export function singleQuotedSource(text: string, place: ScalarPlace): string | undefined {
  if (hasUnprintable(text)) return undefined;
  const escaped = text.replaceAll("'", "''");
  if (!text.includes('\n')) return `'${fold(escaped, place)}'`;
  // A line break in a quoted scalar folds to a space, and an empty line stands for a newline:
  // only text whose lines neither start nor end with white space survives that.
  if (place.inFlow || /[ \t]\n|\n[ \t]/.test(text)) return undefined;
  // A run of newlines is a line break and as many empty lines; the text between runs folds.
  const margin = ' '.repeat(place.contentIndent);
  const source = escaped
    .split(/(\n+)/)
    .map((part, i) =>
      i % 2 === 1
        ? '\n'.repeat(part.length + 1) + margin
        : fold(part, i === 0 ? place : restOf(place)),
    )
    .join('');
  return `'${source}'`;
}

export function doubleQuotedSource(text: string, place: ScalarPlace): string {
  // One replacement of the characters escapeDouble changes, not a string grown a character at a
  // time: V8 keeps such a string as a chain of as many pieces as it has characters, and for a
  // text of megabytes the collector's time grew faster than the text (issue 37).
  return `"${fold(text.replace(ESCAPED_DOUBLE, escapeDouble), place)}"`;
}

/** The characters escapeDouble changes: named escapes and the unprintable ones. */
// eslint-disable-next-line no-control-regex -- control characters are what is escaped
const ESCAPED_DOUBLE = /[\\"\u0000-\u001f\u007f-\u009f\ufeff\u2028\u2029]/g;

const NAMED_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\0': '\\0',
};

function escapeDouble(char: string): string {
  const named = NAMED_ESCAPES[char];
  if (named !== undefined) return named;
  if (!isUnprintable(char.charCodeAt(0))) return char;
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** A literal block (`|`): every line as it is, under a header saying how its end is kept. */
export function literalSource(text: string, place: ScalarPlace): string | undefined {
  return blockSource('|', text, place, (body) => body.split('\n'));
}

/**
 * A folded block (`>`): a single line break folds to a space, so each newline of the text is
 * written as an empty line, and long lines fold at the file's width. A line starting with white
 * space would be kept apart by the folding rules: such a text is left to the literal style.
 */
export function foldedSource(text: string, place: ScalarPlace): string | undefined {
  if (/^[ \t]|\n[ \t]/.test(text)) return undefined;
  return blockSource('>', text, place, (body) =>
    body
      .split(/(\n+)/)
      .flatMap((part, i) =>
        i % 2 === 1 ? Array<string>(part.length).fill('') : fold(part, restOf(place)).split('\n'),
      )
      .map((line) => line.trimStart()),
  );
}

function blockSource(
  indicator: '|' | '>',
  text: string,
  place: ScalarPlace,
  linesOf: (body: string) => string[],
): string | undefined {
  if (place.inFlow || hasUnprintable(text) || text.includes('\r')) return undefined;
  // From the first of the final newlines only (the lookbehind): tried from every newline of a
  // long run inside the text, `\n+$` would read the rest of the run each time.
  const body = text.replace(/(?<!\n)\n+$/, '');
  const finalNewlines = text.length - body.length;
  // Strip (`-`) for no final newline, clip for one, keep (`+`) for more, which a blank line
  // after the scalar would add to.
  const chomping = finalNewlines === 0 ? '-' : finalNewlines === 1 ? '' : '+';
  if (chomping === '+' && place.blankLineAfter) return undefined;
  const lines = [...linesOf(body), ...Array<string>(Math.max(0, finalNewlines - 1)).fill('')];
  const firstLine = lines.find((line) => line.trim() !== '') ?? '';
  const indentation = place.contentIndent - place.lineIndent;
  const needsIndicator = firstLine.startsWith(' ') || place.indentIndicator;
  if (needsIndicator && (indentation < 1 || indentation > 9)) return undefined;
  const header = indicator + (needsIndicator ? String(indentation) : '') + chomping;
  const margin = ' '.repeat(place.contentIndent);
  const content = body === '' && finalNewlines === 0 ? [] : lines;
  return [header + place.headerTrailer, ...content.map((l) => (l === '' ? '' : margin + l))]
    .join('\n')
    .concat('\n');
}

/** The place of a scalar's second and later lines. */
function restOf(place: ScalarPlace): ScalarPlace {
  return { ...place, column: place.contentIndent };
}

/**
 * A line folded at single spaces between other characters so that no line passes the place's
 * width where it can help it; each break reads back as the space it replaced.
 */
export function fold(line: string, place: ScalarPlace): string {
  if (place.width === undefined || place.column + line.length <= place.width) return line;
  const words = line.split(/(?<=[^ \t]) (?=[^ \t])/);
  const lines: string[] = [];
  let current = '';
  let column = place.column;
  for (const word of words) {
    if (current !== '' && column + current.length + 1 + word.length > place.width) {
      lines.push(current);
      current = word;
      column = place.contentIndent;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  lines.push(current);
  return lines.join('\n' + ' '.repeat(place.contentIndent));
}
