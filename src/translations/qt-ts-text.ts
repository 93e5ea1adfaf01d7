import { piecesOfContent, type ContentPiece } from './xml-text.ts';

/**
 * A Qt Linguist text as Qt reads it and as lupdate writes it. The content of `<source>`,
 * `<comment>`, `<translation>` or `<numerusform>` is plain text: references decoded (`&lt;b&gt;`
 * is the three characters `<b>`, which a label may render as rich text but the file holds as
 * characters), and a control character is a `<byte value="x1b"/>` element. A translation with
 * `variants="yes"` holds `<lengthvariant>`s, which Qt joins with U+009C into one text.
 */

/** Qt's separator of a translation's length variants (Translator::BinaryVariantSeparator). */
const VARIANT_SEPARATOR = '\u009c';

/** The text of an element's content as written; undefined when it holds other elements. */
export function qtText(raw: string): string | undefined {
  const pieces = piecesOfContent(raw.replace(/\r\n?/g, '\n'));
  return pieces && textOfPieces(pieces);
}

/**
 * The texts of a numerus `<translation>`'s content: one per `<numerusform>`, in order; undefined
 * when anything but white space stands between them.
 */
export function qtForms(raw: string): string[] | undefined {
  const pieces = piecesOfContent(raw.replace(/\r\n?/g, '\n'));
  if (pieces === undefined) return undefined;
  const forms: string[] = [];
  let open: ContentPiece[] | undefined;
  for (const piece of pieces) {
    const name = tagName(piece);
    if (name === 'numerusform' && piece.kind === 'tag' && open === undefined) {
      if (piece.canonical.endsWith('/>')) forms.push('');
      else open = [];
    } else if (name === '/numerusform' && open !== undefined) {
      const text = textOfPieces(open);
      if (text === undefined) return undefined;
      forms.push(text);
      open = undefined;
    } else if (open !== undefined) open.push(piece);
    else if (piece.kind === 'tag' || piece.chars.trim() !== '') return undefined;
  }
  return open === undefined ? forms : undefined;
}

/** A start or end tag's name (`/numerusform` for an end tag); undefined for characters. */
function tagName(piece: ContentPiece): string | undefined {
  return piece.kind === 'tag' ? /^<(\/?[^\s/>]+)/.exec(piece.canonical)?.[1] : undefined;
}

/** Characters and `<byte>`s as one text, or `<lengthvariant>`s joined as Qt joins them. */
function textOfPieces(pieces: readonly ContentPiece[]): string | undefined {
  const variants: string[] = [];
  let text = '';
  let inVariant = false;
  for (const piece of pieces) {
    const name = tagName(piece);
    if (piece.kind === 'chars') text += piece.chars;
    else if (name === 'byte' && piece.canonical.endsWith('/>')) text += byteOf(piece.canonical);
    else if (name === 'lengthvariant' && !inVariant && !piece.canonical.endsWith('/>')) {
      // What stands between the variants is layout.
      if (text.trim() !== '') return undefined;
      inVariant = true;
      text = '';
    } else if (name === '/lengthvariant' && inVariant) {
      variants.push(text);
      inVariant = false;
      text = '';
    } else return undefined;
  }
  if (inVariant) return undefined;
  if (variants.length === 0) return text;
  return text.trim() === '' ? variants.join(VARIANT_SEPARATOR) : undefined;
}

/** The character of `<byte value="x1b"/>` (hexadecimal after `x`, else decimal); 0 is none. */
function byteOf(tag: string): string {
  const value = /\svalue="([^"]*)"/.exec(tag)?.[1] ?? '';
  const code = value.startsWith('x')
    ? Number.parseInt(value.slice(1), 16)
    : Number.parseInt(value, 10);
  return Number.isInteger(code) && code > 0 && code <= 0xffff ? String.fromCharCode(code) : '';
}

/** Spaces past ASCII, which Qt's `QChar::isSpace` counts and lupdate writes as references. */
const WIDE_SPACE = /[\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/**
 * A text as lupdate writes it in an element's content: `"`, `&`, `<`, `>` and `'` as references
 * (`&quot;`, `&apos;`), a control character but a tab or a line break as a `<byte>` element, a
 * space past ASCII (a no-break space) as a character reference, and a line break as the file's
 * own. Undefined for a text XML cannot hold (U+FFFE, U+FFFF, a lone surrogate).
 */
export function qtContent(text: string, eol: string): string | undefined {
  if (
    /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
      text,
    )
  ) {
    return undefined;
  }
  let content = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') content += eol;
    else if (REFERENCES.has(char)) content += REFERENCES.get(char) as string;
    else if (code < 0x20 && char !== '\t') content += `<byte value="x${code.toString(16)}"/>`;
    else if (WIDE_SPACE.test(char)) content += `&#x${code.toString(16)};`;
    else content += char;
  }
  return content;
}

const REFERENCES: ReadonlyMap<string, string> = new Map([
  ['"', '&quot;'],
  ['&', '&amp;'],
  ['>', '&gt;'],
  ['<', '&lt;'],
  ["'", '&apos;'],
]);
