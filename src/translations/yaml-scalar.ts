import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { TranslationValue } from './types.ts';
import { leafValue } from './yaml-read.ts';
import {
  doubleQuotedSource,
  foldedSource,
  literalSource,
  plainSource,
  type ScalarPlace,
  type ScalarStyle,
  singleQuotedSource,
} from './yaml-scalar-styles.ts';

/**
 * A text written as a YAML scalar in the style nearest to the one it replaces, checked by parsing
 * each candidate where it will stand: a style is used only when it reads back as exactly the
 * text. Double quotes hold any text, so some style always does.
 */

/** How the file writes texts when nothing nearer says: its more common quote, its multi-line style. */
export interface FileStyle {
  readonly quote: 'QUOTE_SINGLE' | 'QUOTE_DOUBLE';
  readonly multiLine: ScalarStyle;
}

const WRITERS: Readonly<
  Record<ScalarStyle, (text: string, place: ScalarPlace) => string | undefined>
> = {
  PLAIN: plainSource,
  QUOTE_SINGLE: singleQuotedSource,
  QUOTE_DOUBLE: doubleQuotedSource,
  BLOCK_LITERAL: literalSource,
  BLOCK_FOLDED: foldedSource,
};

const ONE_LINE: ReadonlySet<ScalarStyle> = new Set(['PLAIN', 'QUOTE_SINGLE', 'QUOTE_DOUBLE']);

/**
 * The styles a changed text is tried in, the old one first. A block scalar stays a block; a
 * one-line style that cannot hold a newline gives way to double quotes, which keep the text on
 * its line (`\n`), rather than to a block that would add lines.
 */
export function stylesAfter(
  old: ScalarStyle,
  oldText: string,
  text: string,
  file: FileStyle,
): ScalarStyle[] {
  const multiLine = text.includes('\n');
  switch (old) {
    case 'PLAIN':
      return multiLine ? ['QUOTE_DOUBLE'] : ['PLAIN', file.quote, 'QUOTE_DOUBLE'];
    case 'QUOTE_SINGLE':
      return multiLine && !oldText.includes('\n')
        ? ['QUOTE_DOUBLE']
        : ['QUOTE_SINGLE', 'QUOTE_DOUBLE'];
    case 'QUOTE_DOUBLE':
      return ['QUOTE_DOUBLE'];
    case 'BLOCK_LITERAL':
      return ['BLOCK_LITERAL', 'QUOTE_DOUBLE'];
    case 'BLOCK_FOLDED':
      return ['BLOCK_FOLDED', 'BLOCK_LITERAL', 'QUOTE_DOUBLE'];
  }
}

/** The styles a new text is tried in: its neighbours' one-line style, or the file's block style. */
export function stylesForNew(
  neighbours: ScalarStyle | undefined,
  text: string,
  file: FileStyle,
): ScalarStyle[] {
  if (text.includes('\n')) return [file.multiLine, 'QUOTE_DOUBLE'];
  return [neighbours ?? 'PLAIN', file.quote, 'QUOTE_DOUBLE'];
}

/**
 * The source of `value` at `place`, in the first of `styles` that holds it (folded at the place's
 * width when it has one, else on one line); undefined when none does.
 */
export function scalarSource(
  value: TranslationValue,
  styles: readonly ScalarStyle[],
  place: ScalarPlace,
): string | undefined {
  if (typeof value !== 'string') {
    const source = value === null ? '~' : String(value);
    return readsAs(source, value, place, true) ? source : undefined;
  }
  for (const style of styles) {
    if (place.inFlow && !ONE_LINE.has(style)) continue;
    for (const width of new Set([place.width, undefined])) {
      const source = WRITERS[style](value, { ...place, width });
      if (source !== undefined && readsAs(source, value, place, style === 'PLAIN')) return source;
    }
  }
  return undefined;
}

/**
 * Whether `source` at `place` reads as `value`: parsed in a one-pair document at the same
 * indentation (inside a list when the place is in one). A plain text must also read as that string
 * under YAML 1.1, as Ruby's Psych reads Rails files: `yes` or `12:30` are no strings there.
 */
function readsAs(
  source: string,
  value: TranslationValue,
  place: ScalarPlace,
  alsoYaml11: boolean,
): boolean {
  const lead = ' '.repeat(place.lineIndent) + (place.inFlow ? 'k: [' : 'k: ');
  const tail = place.inFlow ? ']\n' : source.endsWith('\n') ? '' : '\n';
  for (const version of alsoYaml11 ? (['1.2', '1.1'] as const) : (['1.2'] as const)) {
    const doc = parseDocument(lead + source + tail, { version, uniqueKeys: false });
    if (doc.errors.length > 0 || !isMap(doc.contents) || doc.contents.items.length !== 1) {
      return false;
    }
    const written = doc.contents.items[0]?.value;
    const node =
      place.inFlow && isSeq(written) && written.items.length === 1 ? written.items[0] : written;
    if (!isScalar(node) || leafValue(node.value) !== value) return false;
  }
  return true;
}

/** A new key's source: plain when that reads as the same string in YAML 1.1 and 1.2, else quoted. */
export function keySource(name: string, file: FileStyle): string {
  for (const style of ['PLAIN', file.quote, 'QUOTE_DOUBLE'] as const) {
    const source = WRITERS[style](name, ONE_LINE_KEY);
    if (source !== undefined && keyReadsAs(source, name, style === 'PLAIN')) return source;
  }
  return doubleQuotedSource(name, ONE_LINE_KEY);
}

const ONE_LINE_KEY: ScalarPlace = {
  lineIndent: 0,
  column: 0,
  contentIndent: 0,
  width: undefined,
  inFlow: false,
  headerTrailer: '',
  indentIndicator: false,
  blankLineAfter: false,
};

function keyReadsAs(source: string, name: string, alsoYaml11: boolean): boolean {
  for (const version of alsoYaml11 ? (['1.2', '1.1'] as const) : (['1.2'] as const)) {
    const doc = parseDocument(`${source}: x\n`, { version });
    const pair = isMap(doc.contents) ? doc.contents.items[0] : undefined;
    if (doc.errors.length > 0 || !isScalar(pair?.key) || pair.key.value !== name) return false;
  }
  return true;
}
