import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FormatError } from './types.ts';
import { decodeXmlText } from './xml-text.ts';

export interface XmlElement {
  kind: 'element';
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: XmlNode[];
}
export type XmlNode =
  XmlElement | { kind: 'text'; text: string } | { kind: 'comment'; text: string };

/**
 * The root element of an XML file, with children in document order. Elements named in
 * `textElements` keep their content as raw markup text (decode it with decodeXmlText), so
 * inline tags such as <b> or <g> stay part of the translation instead of being split off.
 */
export function parseXmlRoot(
  source: string,
  format: string,
  textElements: readonly string[],
): XmlElement {
  // XML reads every line break as '\n'; raw element text would otherwise keep the '\r'.
  const text = source.replace(/\r\n?/g, '\n');
  // The parser itself accepts broken XML; the validator finds the error and its line.
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) {
    throw new FormatError(`Invalid ${format} file: ${verdict.err.msg} (line ${verdict.err.line})`);
  }
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    commentPropName: '#comment',
    stopNodes: textElements.map((name) => `*.${name}`),
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    // Attributes are decoded here (see toNode): the parser leaves character references such
    // as &#10; undecoded in them.
    processEntities: false,
  });
  const nodes = toNodes(parser.parse(text) as unknown[], format);
  const root = nodes.find((node) => node.kind === 'element');
  if (root === undefined) throw new FormatError(`Invalid ${format} file: no root element`);
  return root;
}

function toNodes(items: readonly unknown[], format: string): XmlNode[] {
  const nodes: XmlNode[] = [];
  for (const item of items) {
    const node = toNode(item as Record<string, unknown>, format);
    if (node !== undefined) nodes.push(node);
  }
  return nodes;
}

/** One node of the parser's ordered output: `{name: children, ':@': attributes}` or `{'#text': text}`. */
function toNode(item: Record<string, unknown>, format: string): XmlNode | undefined {
  const name = Object.keys(item).find((key) => key !== ':@');
  if (name === undefined || name.startsWith('?')) return undefined;
  const content = item[name];
  if (name === '#text') return { kind: 'text', text: String(content) };
  const children = toNodes(content as unknown[], format);
  if (name === '#comment') return { kind: 'comment', text: textOf(children) };
  const raw = (item[':@'] ?? {}) as Record<string, string>;
  // As XML reads attribute values: raw tabs and line breaks are spaces, references are not.
  const attributes = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      decodeXmlText(value.replace(/[\t\n]/g, ' '), format),
    ]),
  );
  return { kind: 'element', name, attributes, children };
}

/** The concatenated text children of a node: for a raw-text element, its markup as written. */
export function textOf(children: readonly XmlNode[]): string {
  return children.map((child) => (child.kind === 'text' ? child.text : '')).join('');
}

/** The child elements of an element. */
export function elementsOf(element: XmlElement): XmlElement[] {
  return element.children.filter((child) => child.kind === 'element');
}
