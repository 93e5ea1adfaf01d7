import { Parser } from 'htmlparser2';
import { attributeValue } from './xml.ts';

/**
 * Where each element of an XML text sits, found by htmlparser2's tokenizer (in XML mode), which
 * reports the offsets of every tag. fast-xml-parser, which reads the files (xml.ts), does not,
 * and an edit must replace an element's content without touching a byte around it.
 */

/** An element and the offsets of its parts in the text. */
export interface PlacedElement {
  readonly name: string;
  /** Decoded, as xml.ts decodes them. */
  readonly attributes: Readonly<Record<string, string>>;
  /** The offset of its `<`. */
  readonly start: number;
  /** Where its content begins: after the start tag; for an empty-element tag (`<a/>`), its end. */
  readonly contentStart: number;
  /** Where its content ends: at the end tag's `<`; for an empty-element tag, its end. */
  readonly contentEnd: number;
  /** After its end tag (or its empty-element tag). */
  readonly end: number;
  readonly children: readonly PlacedElement[];
}

interface OpenElement {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly start: number;
  readonly contentStart: number;
  readonly children: PlacedElement[];
}

/**
 * The root element with the places of all elements; undefined when the tokenizer finds the
 * elements unbalanced, or the text has a DOCTYPE with declarations of its own (the tokenizer
 * does not read them as one piece). The text is expected to be well-formed already: this finds
 * places, it does not validate.
 */
export function placedRoot(text: string): PlacedElement | undefined {
  if (hasInternalSubset(text)) return undefined;
  const roots: PlacedElement[] = [];
  const open: OpenElement[] = [];
  let balanced = true;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        open.push({
          name,
          attributes: Object.fromEntries(
            Object.entries(attributes).map(([key, value]) => [key, attributeValue(value)]),
          ),
          start: parser.startIndex,
          contentStart: parser.endIndex + 1,
          children: [],
        });
      },
      onclosetag: (name, implied) => {
        const element = open.pop();
        // The tokenizer reports an empty-element tag's end as implied, at the tag's own place;
        // any other implied end is an element left open.
        const emptyElementTag = element !== undefined && parser.startIndex === element.start;
        if (element === undefined || element.name !== name || (implied && !emptyElementTag)) {
          balanced = false;
          return;
        }
        const contentEnd = emptyElementTag ? element.contentStart : parser.startIndex;
        const end = emptyElementTag
          ? element.contentStart
          : text.indexOf('>', parser.startIndex) + 1;
        const placed: PlacedElement = { ...element, contentEnd, end };
        (open[open.length - 1]?.children ?? roots).push(placed);
      },
    },
    // Entities stay as written: attributes are decoded as xml.ts does, content is not read here.
    { xmlMode: true, decodeEntities: false },
  );
  parser.end(text);
  return balanced && open.length === 0 && roots.length === 1 ? roots[0] : undefined;
}

/**
 * Whether a `<!DOCTYPE` has a `[` before the next `>` (declarations of its own), as
 * /<!DOCTYPE[^>]*\[/i says, in one pass: that expression reads on to the next `>` from every
 * `<!DOCTYPE`, and a comment of `<!DOCTYPE` repeated made it quadratic. Between two `>`s only
 * the first `<!DOCTYPE` needs looking at: a `[` after a later one is after it too.
 */
function hasInternalSubset(text: string): boolean {
  for (let at = 0; at < text.length;) {
    const next = text.indexOf('>', at);
    const end = next === -1 ? text.length : next;
    const doctype = text.slice(at, end).search(/<!DOCTYPE/i);
    if (doctype !== -1 && text.slice(at + doctype, end).includes('[')) return true;
    at = end + 1;
  }
  return false;
}
