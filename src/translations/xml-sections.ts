/**
 * The parts of an XML text that run from an opening to a closing of their own (CDATA sections,
 * comments, processing instructions), found in one pass. A regular expression of them
 * (`<!--[\s\S]*?-->`, applied with `g`) reads on to the end of the text from every opening with
 * no closing after it: a text of `<!--` repeated (which the validator lets through in an
 * attribute value or a processing instruction) took time quadratic in its length. Here a kind
 * whose closing no longer follows is not looked for again, and every other search ends at a
 * closing the section then takes in: each character is read a bounded number of times.
 */

export type SectionKind = 'cdata' | 'comment' | 'instruction';

const DELIMITERS: Readonly<Record<SectionKind, readonly [string, string]>> = {
  cdata: ['<![CDATA[', ']]>'],
  comment: ['<!--', '-->'],
  instruction: ['<?', '?>'],
};

/** A section, or a tag, and where it is in the text. */
export interface XmlPart {
  readonly kind: SectionKind | 'tag';
  readonly start: number;
  /** After its closing. */
  readonly end: number;
}

/**
 * The sections of `kinds` in `text`, each from its opening to the first closing after it, in
 * order; with `tag` (a sticky expression that reads one tag from a `<` and never past another
 * `<`), the tags it matches at the `<`s that open no section too. The same parts, in the same
 * places, as the alternatives `<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|tag`
 * applied with `g` find.
 */
export function xmlParts(text: string, kinds: readonly SectionKind[], tag?: RegExp): XmlPart[] {
  const parts: XmlPart[] = [];
  const closable = new Set(kinds);
  let at = text.indexOf('<');
  while (at !== -1) {
    const part = sectionAt(text, at, closable) ?? tagAt(text, at, tag);
    if (part !== undefined) parts.push(part);
    at = text.indexOf('<', part === undefined ? at + 1 : part.end);
  }
  return parts;
}

/** The section opening at `at`; a kind found without a closing is taken out of `closable`. */
function sectionAt(text: string, at: number, closable: Set<SectionKind>): XmlPart | undefined {
  for (const kind of closable) {
    const [opening, closing] = DELIMITERS[kind];
    if (!text.startsWith(opening, at)) continue;
    const closed = text.indexOf(closing, at + opening.length);
    if (closed !== -1) return { kind, start: at, end: closed + closing.length };
    // No closing after this opening, so none after any later one: the kind is done.
    closable.delete(kind);
    return undefined;
  }
  return undefined;
}

function tagAt(text: string, at: number, tag: RegExp | undefined): XmlPart | undefined {
  if (tag === undefined) return undefined;
  tag.lastIndex = at;
  const match = tag.exec(text);
  return match === null ? undefined : { kind: 'tag', start: at, end: at + match[0].length };
}

/** The text with the sections of `kinds` taken out. */
export function withoutSections(text: string, kinds: readonly SectionKind[]): string {
  let kept = '';
  let at = 0;
  for (const part of xmlParts(text, kinds)) {
    kept += text.slice(at, part.start);
    at = part.end;
  }
  return kept + text.slice(at);
}

/** The characters of a CDATA section between its opening and its closing. */
export function cdataOf(text: string, part: XmlPart): string {
  return text.slice(part.start + DELIMITERS.cdata[0].length, part.end - DELIMITERS.cdata[1].length);
}
