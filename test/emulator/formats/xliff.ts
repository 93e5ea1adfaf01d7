import { XMLBuilder } from 'fast-xml-parser';
import { indentUnit } from './indentation.ts';
import { decodePluralString, encodePluralString } from './plural-string.ts';
import { decodeUtf8, requireContent } from './text.ts';
import { FormatError, type Codec, type Entry, type SerializeOptions } from './types.ts';
import { elementsOf, parseXmlRoot, textOf, type XmlElement } from './xml-document.ts';
import { decodeXmlText, escapeXmlAttribute, escapeXmlText } from './xml-text.ts';

const FORMAT = 'XLIFF';
const NAMESPACE = 'urn:oasis:names:tc:xliff:document:1.2';

function parse(content: Buffer): Entry[] {
  const text = decodeUtf8(content, FORMAT);
  requireContent(text, FORMAT);
  const root = parseXmlRoot(text, FORMAT, ['source', 'target', 'note']);
  if (root.name !== 'xliff') {
    throw new FormatError(
      `Invalid ${FORMAT} file: the root element is <${root.name}>, not <xliff>`,
    );
  }
  if (root.attributes['version']?.startsWith('2') === true) {
    throw new FormatError(`Invalid ${FORMAT} file: only XLIFF 1.2 is supported`);
  }
  const entries: Entry[] = [];
  for (const file of elementsOf(root).filter((element) => element.name === 'file')) {
    for (const body of elementsOf(file).filter((element) => element.name === 'body')) {
      collectUnits(body, entries);
    }
  }
  return entries;
}

/** Trans-units of a <body>, also those inside (nested) <group> elements, in document order. */
function collectUnits(container: XmlElement, entries: Entry[]): void {
  for (const element of elementsOf(container)) {
    if (element.name === 'group') collectUnits(element, entries);
    if (element.name === 'trans-unit') entries.push(toEntry(element));
  }
}

function toEntry(unit: XmlElement): Entry {
  const key = unit.attributes['resname'] ?? unit.attributes['id'];
  if (key === undefined) throw new FormatError(`Invalid ${FORMAT} file: a trans-unit has no id`);
  const children = elementsOf(unit);
  const text = (name: string): string[] =>
    children
      .filter((child) => child.name === name)
      .map((child) => decodeXmlText(textOf(child.children), FORMAT));
  const [value = ''] = [...text('target'), ...text('source')];
  const entry: Entry = { key, value: decodePluralString(value) };
  const notes = text('note');
  if (notes.length > 0) entry.comment = notes.join('\n');
  return entry;
}

type BuilderNode = Record<string, unknown>;

function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const units = entries.map((entry) => unitNode(entry, options));
  const file = {
    file: [{ body: units }],
    ':@': {
      original: 'translations',
      'source-language': escapeXmlAttribute(options.sourceLang ?? options.lang),
      'target-language': escapeXmlAttribute(options.lang),
      datatype: 'plaintext',
    },
  };
  const builder = new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    format: true,
    indentBy: indentUnit(options.indentation, 2),
    // Escaping is done here, the same way as for Android XML, so both read alike.
    processEntities: false,
    suppressEmptyNode: false,
  });
  const declaration = { '?xml': [{ '#text': '' }], ':@': { version: '1.0', encoding: 'UTF-8' } };
  const root = { xliff: [file], ':@': { version: '1.2', xmlns: NAMESPACE } };
  const xml = builder.build([declaration, root]) as string;
  return Buffer.from(`${xml.trim()}\n`, 'utf8');
}

function unitNode(entry: Entry, options: SerializeOptions): BuilderNode {
  const source = options.source?.get(entry.key)?.value ?? entry.value;
  const children: BuilderNode[] = [
    { source: [{ '#text': escapeXmlText(encodePluralString(source)) }] },
    { target: [{ '#text': escapeXmlText(encodePluralString(entry.value)) }] },
  ];
  if (options.includeComments === true && entry.comment !== undefined) {
    children.push({ note: [{ '#text': escapeXmlText(entry.comment) }] });
  }
  return { 'trans-unit': children, ':@': { id: escapeXmlAttribute(entry.key) } };
}

export const xliff: Codec = { extension: 'xliff', parse, serialize };
