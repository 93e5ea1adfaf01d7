import type { Node } from 'jsonc-parser';

/**
 * How Xcode writes a String Catalog, so that what an edit adds reads as Xcode would have written
 * it. Xcode saves a catalogue through Foundation's JSON writer, pretty-printed, with sorted keys
 * and without escaped slashes: two spaces a level, `"key" : value`, an empty object as `{`, an
 * empty line and `}`, no final newline, every character but `"`, `\` and the controls as it is.
 * Its sorted keys compare as `NSString.compare` with numeric, case-insensitive and forced
 * ordering in the system locale (swift-foundation's JSONWriter): `zh-Hans` before `zh-HK`,
 * `message 9` before `message 10`, punctuation by collation (`(` before `%`). Re-written in this
 * layout, the real catalogues of test/fixtures/real/xcstrings/ come out byte for byte.
 */

// ICU's root collation is English's; naming it keeps a runner's own locale out of the order.
const PRIMARY = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const TERTIARY = new Intl.Collator('en', { numeric: true });

/** Xcode's order of an object's keys. */
export function xcodeOrder(a: string, b: string): number {
  // Forced ordering: names equal but for case still get an order (lower case first, as ICU).
  return PRIMARY.compare(a, b) || TERTIARY.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** What a written piece follows, found in the file; Xcode's own when the file shows nothing. */
export interface CatalogueStyle {
  /** Between a key and its value: Xcode's `" : "`. */
  readonly colon: string;
  /** One level of indentation: Xcode's two spaces. */
  readonly unit: string;
  readonly newline: string;
  /** Whether the file writes `/` as `\/` (Foundation without `withoutEscapingSlashes`). */
  readonly escapedSlashes: boolean;
  /** Whether the file writes every non-ASCII character as a `\u` escape. */
  readonly asciiOnly: boolean;
}

/** The style of a catalogue's text, `root` being its parsed object. */
export function styleOf(text: string, root: Node): CatalogueStyle {
  const [key, value] = root.children?.[0]?.children ?? [];
  const between = key && value ? text.slice(key.offset + key.length, value.offset) : '';
  return {
    colon: /^[ \t]*:[ \t]*$/.test(between) ? between : ' : ',
    unit: /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ',
    newline: text.includes('\r\n') ? '\r\n' : '\n',
    escapedSlashes: text.includes('\\/'),
    asciiOnly: /\\u[0-9a-fA-F]{4}/.test(text) && !/[\u0080-\uffff]/.test(text),
  };
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '/': '\\/',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** A string as a JSON literal the way the file writes one (Xcode: lower-case `\u001b`). */
export function stringLiteral(value: string, style: CatalogueStyle): string {
  // `[^ -\uffff]`: the controls, U+0000 to U+001F.
  const special = style.escapedSlashes ? /["\\/]|[^ -\uffff]/g : /["\\]|[^ -\uffff]/g;
  let body = value.replace(
    special,
    (c) => ESCAPES[c] ?? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'),
  );
  if (style.asciiOnly) {
    body = body.replace(
      /[\u0080-\uffff]/g,
      (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'),
    );
  }
  return `"${body}"`;
}

/**
 * A piece of the catalogue to be written: an object whose members keep the text of the keys and
 * values the file already has (`raw`), so that writing it again changes none of their bytes.
 */
export type Piece = { readonly raw: string } | PieceObject;

export interface PieceObject {
  members: Map<string, { readonly key: string; value: Piece }>;
}

export function isObjectPiece(piece: Piece | undefined): piece is PieceObject {
  return piece !== undefined && 'members' in piece;
}

/** The piece of a parsed value, every leaf and key as the text has it. */
export function pieceOf(text: string, node: Node): Piece {
  if (node.type !== 'object') return { raw: text.slice(node.offset, node.offset + node.length) };
  const members = new Map<string, { key: string; value: Piece }>();
  for (const property of node.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key === undefined || value === undefined) continue;
    const keyText = text.slice(key.offset, key.offset + key.length);
    members.set(key.value as string, { key: keyText, value: pieceOf(text, value) });
  }
  return { members };
}

/**
 * Adds a member where Xcode would: in its sorted place when the object's keys are sorted (they
 * always are as Xcode writes them), else last, which is where a hand-ordered object grows.
 */
export function addMember(
  object: PieceObject,
  name: string,
  value: Piece,
  style: CatalogueStyle,
): void {
  const names = [...object.members.keys()];
  const at = insertionIndex(names, name);
  const entries = [...object.members];
  entries.splice(at, 0, [name, { key: stringLiteral(name, style), value }]);
  object.members = new Map(entries);
}

/** Where a new key goes among an object's keys: sorted place, or the end if they are not sorted. */
export function insertionIndex(names: readonly string[], name: string): number {
  const sorted = names.every((n, i) => i === 0 || xcodeOrder(names[i - 1] as string, n) < 0);
  if (!sorted) return names.length;
  const after = names.findIndex((n) => xcodeOrder(name, n) < 0);
  return after === -1 ? names.length : after;
}

/** A piece as text, its closing brace at `indent` (its opening one ends a line already begun). */
export function renderPiece(piece: Piece, indent: string, style: CatalogueStyle): string {
  if (!isObjectPiece(piece)) return piece.raw;
  if (piece.members.size === 0) return emptyObject(indent, style);
  const inner = indent + style.unit;
  const lines = [...piece.members.values()].map(
    ({ key, value }) => inner + key + style.colon + renderPiece(value, inner, style),
  );
  return `{${style.newline}${lines.join(',' + style.newline)}${style.newline}${indent}}`;
}

/** An object with no members: Xcode's opening line, an empty line and the closing brace. */
export function emptyObject(indent: string, style: CatalogueStyle): string {
  return style.colon === ' : ' ? `{${style.newline}${style.newline}${indent}}` : '{}';
}

/** The whitespace that starts the line `offset` is on. */
export function lineIndentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? '';
}
