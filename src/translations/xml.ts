import { decodeXML } from 'entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { checkNesting, MAX_NESTING, xmlNesting } from './read-limits.ts';
import { withoutSections } from './xml-sections.ts';

/**
 * XML translation files read through fast-xml-parser: the document as elements in their order.
 * Elements holding a translation are the parser's "stop nodes", so their content stays the
 * markup it is (inline tags such as `<b>` or `<xliff:g>` are part of the text a reviewer reads);
 * xml-text.ts reads it. fast-xml-parser cannot say where an element sits in the text, so
 * edits find their places through xml-places.ts instead.
 */

/**
 * What reading the elements of a format needs, which both xml.ts's elements and xml-places.ts's
 * have: name, decoded attributes, children in document order.
 */
export interface ElementTree<Element> {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly Element[];
}

/** An element, with its attributes decoded and its children in document order. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** For a stop node: its content as written. */
  readonly raw: string;
}

/** The root element; undefined when the text is not well-formed XML. */
export function xmlRoot(text: string, textElements: readonly string[]): XmlElement | undefined {
  // What reads the tree (elementsOf, the formats' walks) recurses once per level: the limit first.
  checkNesting(xmlNesting(text));
  // The parser itself accepts broken XML; the validator does not.
  if (XMLValidator.validate(text) !== true) return undefined;
  // Nor does the validator refuse a reference XML does not define (`&lol;`): such a text is not
  // well-formed, and must not pass a read-back check as if it were.
  if (hasUndefinedReference(text)) return undefined;
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    stopNodes: textElements.map((name) => `*.${name}`),
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    // Attributes are decoded below: the parser leaves character references in them as written.
    processEntities: false,
    // Past MAX_NESTING, xmlNesting has refused the text already; the parser's own limit agrees.
    maxNestedTags: MAX_NESTING + 1,
  });
  try {
    return elementsOf(parser.parse(text) as unknown[])[0];
  } catch {
    return undefined;
  }
}

/** The parser's ordered output (`{name: children, ':@': attributes}`) as elements. */
function elementsOf(items: readonly unknown[]): XmlElement[] {
  const elements: XmlElement[] = [];
  for (const item of items as readonly Record<string, unknown>[]) {
    const name = Object.keys(item).find((key) => key !== ':@');
    if (name === undefined || name.startsWith('?') || name.startsWith('#')) continue;
    const content = (item[name] ?? []) as readonly Record<string, unknown>[];
    const attributes = Object.fromEntries(
      Object.entries((item[':@'] ?? {}) as Record<string, string>).map(([key, value]) => [
        key,
        attributeValue(value),
      ]),
    );
    const raw = content.map((child) => String(child['#text'] ?? '')).join('');
    elements.push({ name, attributes, children: elementsOf(content), raw });
  }
  return elements;
}

/** An attribute's value as written, decoded as XML does (white space characters become spaces). */
export function attributeValue(raw: string): string {
  return decodeXML(raw.replace(/[\t\n\r]/g, ' '));
}

/**
 * Whether the text, outside comments and CDATA sections, holds an `&` that starts none of the
 * references XML defines without a DTD: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and character
 * references. Android's resource compiler and XLIFF tools refuse any other.
 */
function hasUndefinedReference(text: string): boolean {
  const outside = withoutSections(text, ['comment', 'cdata']);
  return /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/.test(outside);
}
