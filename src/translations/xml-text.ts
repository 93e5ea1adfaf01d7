import { decodeXML } from 'entities';
import { attributeValue } from './xml.ts';
import { cdataOf, withoutSections, xmlParts } from './xml-sections.ts';

/**
 * A translation's text in an XML format (Android resources, XLIFF) as the key-level model holds
 * it: its inline tags as markup (`<b>`, `<xliff:g id="n">`), and its characters with a literal
 * `<` written `&lt;` (and an `&` that would read as a reference written `&amp;`). So escaped
 * markup (`&lt;b&gt;`, or a CDATA section) and live markup are two different texts, as they
 * are to the platform: `getString()` shows the one and styles the other. Everything else reads
 * as the characters it is (`Tom & Jerry`, `Settings > Privacy`), as a reviewer expects.
 *
 * Tags are held in one canonical spelling (double quotes, single spaces, attribute values
 * escaped), so a file and a bundle that write the same tag differently hold the same text; the
 * writer puts back the bytes the file had for each tag it keeps (`contentOf`).
 */

/** An inline tag: its canonical spelling, and its bytes as written. */
interface TagPiece {
  readonly kind: 'tag';
  readonly canonical: string;
  readonly written: string;
}

/** A piece of element content: a tag, or characters. */
export type ContentPiece =
  TagPiece | { readonly kind: 'chars'; readonly chars: string; readonly cdata: boolean };

/** A start, end or empty-element tag, as written in a file or in a model's text. */
const TAG_SOURCE =
  /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/
    .source;

/** One tag at a given offset (xml-sections.ts reads an element's content with it). */
const TAG_AT = new RegExp(TAG_SOURCE, 'y');

const ONE_TAG = new RegExp(`^${TAG_SOURCE}$`);

const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

/**
 * An element's content (as written in the file) in pieces: references decoded, CDATA sections
 * as characters, comments and processing instructions dropped. Undefined when a `<` starts no
 * tag (the text is not well-formed).
 */
export function piecesOfContent(raw: string): ContentPiece[] | undefined {
  const pieces: ContentPiece[] = [];
  let at = 0;
  const chars = (written: string): boolean => {
    if (written.includes('<')) return false;
    if (written !== '') pieces.push({ kind: 'chars', chars: decodeXML(written), cdata: false });
    return true;
  };
  for (const part of xmlParts(raw, ['cdata', 'comment', 'instruction'], TAG_AT)) {
    if (!chars(raw.slice(at, part.start))) return undefined;
    at = part.end;
    if (part.kind === 'cdata')
      pieces.push({ kind: 'chars', chars: cdataOf(raw, part), cdata: true });
    else if (part.kind === 'tag') pieces.push(tagPiece(raw.slice(part.start, part.end)));
  }
  return chars(raw.slice(at)) ? pieces : undefined;
}

/** A tag as a piece: its canonical spelling, and its bytes as written. */
function tagPiece(written: string): TagPiece {
  const [, closing = '', name = '', attributes = '', empty = ''] = ONE_TAG.exec(written) ?? [];
  let canonical = `<${closing}${name}`;
  for (const attribute of attributes.matchAll(ATTRIBUTE)) {
    const value = attributeValue(attribute[2] ?? attribute[3] ?? '');
    canonical += ` ${attribute[1] ?? ''}="${escapeAttribute(value)}"`;
  }
  return { kind: 'tag', canonical: `${canonical}${empty}>`, written };
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Characters as the model's text holds them (see the top). */
export function charsAsText(chars: string): string {
  return chars.replace(/&(?=#?\w+;)/g, '&amp;').replaceAll('<', '&lt;');
}

/** A model's text in pieces: its tags, and its characters with `&lt;` and `&amp;` read back. */
export function piecesOfText(text: string): ContentPiece[] {
  const pieces: ContentPiece[] = [];
  let at = 0;
  const chars = (written: string): void => {
    if (written === '') return;
    const decoded = written.replace(/&(lt|amp);/g, (_match, name) => (name === 'lt' ? '<' : '&'));
    pieces.push({ kind: 'chars', chars: decoded, cdata: false });
  };
  for (const match of text.matchAll(new RegExp(TAG_SOURCE, 'g'))) {
    chars(text.slice(at, match.index));
    at = match.index + match[0].length;
    pieces.push(tagPiece(match[0]));
  }
  chars(text.slice(at));
  return pieces;
}

/** The text of pieces: each tag canonical, characters as `charsAsText` writes them. */
export function textOfPieces(pieces: readonly ContentPiece[]): string {
  return pieces
    .map((piece) => (piece.kind === 'tag' ? piece.canonical : charsAsText(piece.chars)))
    .join('');
}

/** Whether the tags of the pieces pair up (an element opened in a text is closed in it). */
export function tagsBalanced(pieces: readonly ContentPiece[]): boolean {
  const open: string[] = [];
  for (const piece of pieces) {
    if (piece.kind !== 'tag' || piece.canonical.endsWith('/>')) continue;
    const name = /^<\/?([^\s>/]+)/.exec(piece.canonical)?.[1] ?? '';
    if (!piece.canonical.startsWith('</')) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

/** How the file writes what a changed text's content needs: its tags' bytes, and its escapes. */
export interface ContentStyle {
  /** The bytes of each tag the old content had, by canonical spelling, in order. */
  readonly tags: ReadonlyMap<string, readonly string[]>;
  /** `>` written `&gt;` (the file escapes it). */
  readonly escapesGreaterThan: boolean;
  /** The old content was one CDATA section (but for white space and quotes around it). */
  readonly cdata: boolean;
}

/** The style of an element's old content. */
export function styleOf(raw: string): ContentStyle {
  const tags = new Map<string, string[]>();
  for (const piece of piecesOfContent(raw) ?? []) {
    if (piece.kind === 'tag')
      tags.set(piece.canonical, [...(tags.get(piece.canonical) ?? []), piece.written]);
  }
  return {
    tags,
    escapesGreaterThan: withoutSections(raw, ['cdata']).includes('&gt;'),
    cdata: oneCdataSection(raw),
  };
}

/**
 * Whether the content is one CDATA section, but for white space and a double quote (Android's)
 * on either side: what /^\s*"?\s*<!\[CDATA\[[\s\S]*\]\]>\s*"?\s*$/ and no `]]>` before a
 * `<![CDATA[` say, read without those expressions, which backtrack quadratically over a long run
 * of white space (`\s*"?\s*` can split it in as many ways as it is long).
 */
function oneCdataSection(raw: string): boolean {
  const start = afterQuoteAndSpace(raw, raw.length - raw.trimStart().length, 1);
  const end = afterQuoteAndSpace(raw, raw.trimEnd().length - 1, -1) + 1;
  const section = raw.slice(start, end);
  const opening = '<![CDATA[';
  const closing = ']]>';
  if (section.length < opening.length + closing.length) return false;
  if (!section.startsWith(opening) || !section.endsWith(closing)) return false;
  const firstClosing = raw.indexOf(closing);
  return raw.lastIndexOf(opening) < firstClosing + closing.length;
}

/** From the first (or, `step` -1, last) character that is no space: past a `"` and spaces after it. */
function afterQuoteAndSpace(text: string, at: number, step: 1 | -1): number {
  if (text[at] !== '"') return at;
  let next = at + step;
  while (next >= 0 && next < text.length && /\s/.test(text[next] as string)) next += step;
  return next;
}

/**
 * The content for a text's pieces: each run of characters through `escapeRun` (a format's own
 * escapes) and then XML-escaped, or in a CDATA section where the old content was one and the
 * text has no tags; each tag as the file wrote it where it had it. Undefined when the tags do
 * not pair up.
 */
export function contentOf(
  pieces: readonly ContentPiece[],
  style: ContentStyle | undefined,
  escapeRun: (run: string) => string = (run) => run,
): string | undefined {
  if (!tagsBalanced(pieces)) return undefined;
  const charsOnly = pieces.every((piece) => piece.kind === 'chars');
  const all = pieces.map((piece) => (piece.kind === 'chars' ? piece.chars : '')).join('');
  if (style?.cdata === true && charsOnly && !escapeRun(all).includes(']]>')) {
    return `<![CDATA[${escapeRun(all)}]]>`;
  }
  const used = new Map<string, number>();
  let content = '';
  for (const piece of pieces) {
    if (piece.kind === 'chars') {
      content += escapeChars(escapeRun(piece.chars), style?.escapesGreaterThan === true);
      continue;
    }
    const index = used.get(piece.canonical) ?? 0;
    used.set(piece.canonical, index + 1);
    content += style?.tags.get(piece.canonical)?.[index] ?? piece.canonical;
  }
  return content;
}

/** Character data as XML needs it: `&` and `<` as references, and never `]]>`. */
function escapeChars(run: string, greaterThan: boolean): string {
  const escaped = run.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return greaterThan ? escaped.replaceAll('>', '&gt;') : escaped.replaceAll(']]>', ']]&gt;');
}

/**
 * The service's text `theirs` marked up as the repository's `ours` marks it up. The interface
 * does not say whether the service's export keeps a tag live or escapes it, and on the service
 * the two look the same; to the platform they are not (`getString()` styles the one and shows
 * the other). So a tag-shaped run of `theirs` that `ours` has as markup is markup, one that
 * `ours` has as characters is characters, and a tag `ours` lacks stays as the service wrote it.
 * `theirs` as it is when the result's tags would not pair up.
 */
export function markedUpAs(ours: string, theirs: string): string {
  const live = new Set<string>();
  const escaped = new Map<string, string>();
  for (const piece of piecesOfText(ours)) {
    if (piece.kind === 'tag') live.add(piece.canonical);
    else for (const tag of tagsIn(piece.chars)) escaped.set(tag.canonical, tag.written);
  }
  const result: ContentPiece[] = [];
  const chars = (text: string) => {
    const last = result[result.length - 1];
    if (last?.kind === 'chars') result[result.length - 1] = { ...last, chars: last.chars + text };
    else if (text !== '') result.push({ kind: 'chars', chars: text, cdata: false });
  };
  for (const piece of piecesOfText(theirs)) {
    if (piece.kind === 'tag') {
      const written = escaped.get(piece.canonical);
      if (written !== undefined && !live.has(piece.canonical)) chars(written);
      else result.push(piece);
      continue;
    }
    let at = 0;
    for (const tag of tagsIn(piece.chars)) {
      if (!live.has(tag.canonical) || escaped.has(tag.canonical)) continue;
      chars(piece.chars.slice(at, tag.index));
      result.push({ kind: 'tag', canonical: tag.canonical, written: tag.written });
      at = tag.index + tag.written.length;
    }
    chars(piece.chars.slice(at));
  }
  return tagsBalanced(result) ? textOfPieces(result) : theirs;
}

/** The tag-shaped runs of characters (`<b>` shown as it is), with their canonical spelling. */
function tagsIn(chars: string): (TagPiece & { index: number })[] {
  return [...chars.matchAll(new RegExp(TAG_SOURCE, 'g'))].map((match) => ({
    ...tagPiece(match[0]),
    index: match.index,
  }));
}

/**
 * The characters of a text element's content as written: line breaks as XML reads them (CRLF and
 * a lone CR are LF, before references: `&#13;` stays a CR), references decoded, CDATA sections
 * as their characters, comments dropped; undefined when the content holds an element (a .resx
 * `<value>`, a property list's `<string>`, which hold text alone).
 */
export function plainContent(raw: string): string | undefined {
  const pieces = piecesOfContent(raw.replace(/\r\n?/g, '\n'));
  if (pieces === undefined) return undefined;
  let text = '';
  for (const piece of pieces) {
    if (piece.kind === 'tag') return undefined;
    text += piece.chars;
  }
  return text;
}
