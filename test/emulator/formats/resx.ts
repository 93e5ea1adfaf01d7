import { indentUnit } from './indentation.ts';
import { decodePluralString, encodePluralString } from './plural-string.ts';
import { decodeUtf8, requireContent } from './text.ts';
import { FormatError, type Codec, type Entry, type SerializeOptions } from './types.ts';
import { elementsOf, parseXmlRoot, textOf, type XmlElement } from './xml-document.ts';
import { decodeXmlText, escapeXmlAttribute, escapeXmlText } from './xml-text.ts';

/**
 * .NET XML resources (`.resx`), which 1.0.9.3 imports and exports as "any supported file
 * extension": each string `<data>` a key, its `<value>` the text, its `<comment>` the key's
 * comment. Typed resources (a `type` or `mimetype`: images, sizes, file references) and the
 * WinForms designer's `>>` entries are no texts, as Microsoft's localization tooling has them.
 */
const FORMAT = '.NET resources';

function parse(content: Buffer): Entry[] {
  const text = decodeUtf8(content, FORMAT);
  requireContent(text, FORMAT);
  const root = parseXmlRoot(text, FORMAT, ['value', 'comment']);
  if (root.name !== 'root') {
    throw new FormatError(`Invalid ${FORMAT} file: the root element is <${root.name}>, not <root>`);
  }
  const entries: Entry[] = [];
  for (const data of elementsOf(root).filter((element) => element.name === 'data')) {
    const { name: key, type, mimetype } = data.attributes;
    if (key === undefined) throw new FormatError(`Invalid ${FORMAT} file: a <data> has no name`);
    if (type !== undefined || mimetype !== undefined || key.startsWith('>>')) continue;
    const entry: Entry = { key, value: decodePluralString(childText(data, 'value') ?? '') };
    const comment = childText(data, 'comment');
    if (comment !== undefined && comment !== '') entry.comment = comment;
    entries.push(entry);
  }
  return entries;
}

/** The text of a child element, undefined without one; a value is text only, never markup. */
function childText(data: XmlElement, name: string): string | undefined {
  const child = elementsOf(data).find((element) => element.name === name);
  if (child === undefined) return undefined;
  const raw = textOf(child.children);
  if (/<[A-Za-z_/]/.test(raw.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, ''))) {
    throw new FormatError(
      `Invalid ${FORMAT} file: <${name}> of ${data.attributes['name'] ?? '?'} holds an element`,
    );
  }
  return decodeXmlText(raw, FORMAT);
}

/**
 * A file as Visual Studio's resource editor writes one: the XML declaration, the resx schema and
 * the four `<resheader>`s that .NET's reader checks, then each text as a `<data>` with
 * `xml:space="preserve"`, two spaces a level unless `indentation` says otherwise (LF line
 * endings and no byte-order mark, as the emulator's other codecs write).
 */
function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const unit = indentUnit(options.indentation, 2);
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', '<root>'];
  lines.push(
    ...SCHEMA.map((line) => line.replace(/^( +)/, (spaces) => unit.repeat(spaces.length / 2))),
  );
  for (const [name, value] of RESHEADERS) {
    lines.push(
      `${unit}<resheader name="${name}">`,
      `${unit}${unit}<value>${value}</value>`,
      `${unit}</resheader>`,
    );
  }
  for (const entry of entries) {
    const text = escapeXmlText(encodePluralString(entry.value));
    lines.push(`${unit}<data name="${escapeXmlAttribute(entry.key)}" xml:space="preserve">`);
    lines.push(`${unit}${unit}${text === '' ? '<value />' : `<value>${text}</value>`}`);
    if (options.includeComments === true && entry.comment !== undefined) {
      lines.push(`${unit}${unit}<comment>${escapeXmlText(entry.comment)}</comment>`);
    }
    lines.push(`${unit}</data>`);
  }
  lines.push('</root>');
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

const READER = 'System.Resources.ResXResourceReader, System.Windows.Forms';
const WRITER = 'System.Resources.ResXResourceWriter, System.Windows.Forms';
const ASSEMBLY = 'Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089';
const RESHEADERS: readonly (readonly [string, string])[] = [
  ['resmimetype', 'text/microsoft-resx'],
  ['version', '2.0'],
  ['reader', `${READER}, ${ASSEMBLY}`],
  ['writer', `${WRITER}, ${ASSEMBLY}`],
];

const XSD = 'http://www.w3.org/2001/XMLSchema';
const MSDATA = 'urn:schemas-microsoft-com:xml-msdata';

/** The schema every resx file declares (indented two spaces a level, the root's children one). */
const SCHEMA = schemaLines();

function schemaLines(): string[] {
  const attribute = (name: string, rest = '') =>
    `<xsd:attribute name="${name}" type="xsd:string"${rest} />`;
  const complex = (indent: string, body: readonly string[]) => [
    `${indent}<xsd:complexType>`,
    ...body.map((line) => `${indent}  ${line}`),
    `${indent}</xsd:complexType>`,
  ];
  const element = (name: string, body: readonly string[]) => [
    `<xsd:element name="${name}">`,
    ...complex('  ', body),
    '</xsd:element>',
  ];
  const sequence = (...items: string[]) => [
    '<xsd:sequence>',
    ...items.map((i) => `  ${i}`),
    '</xsd:sequence>',
  ];
  const value = (ordinal: string) =>
    `<xsd:element name="value" type="xsd:string" minOccurs="0"${ordinal} />`;
  const choice = [
    ...element('metadata', [
      ...sequence(value('')),
      attribute('name', ' use="required"'),
      attribute('type'),
      attribute('mimetype'),
      '<xsd:attribute ref="xml:space" />',
    ]),
    ...element('assembly', [attribute('alias'), attribute('name')]),
    ...element('data', [
      ...sequence(
        value(' msdata:Ordinal="1"'),
        '<xsd:element name="comment" type="xsd:string" minOccurs="0" msdata:Ordinal="2" />',
      ),
      attribute('name', ' use="required" msdata:Ordinal="1"'),
      attribute('type', ' msdata:Ordinal="3"'),
      attribute('mimetype', ' msdata:Ordinal="4"'),
      '<xsd:attribute ref="xml:space" />',
    ]),
    ...element('resheader', [
      ...sequence(value(' msdata:Ordinal="1"')),
      attribute('name', ' use="required"'),
    ]),
  ];
  const root = [
    '<xsd:element name="root" msdata:IsDataSet="true">',
    ...complex('  ', [
      '<xsd:choice maxOccurs="unbounded">',
      ...choice.map((l) => `  ${l}`),
      '</xsd:choice>',
    ]),
    '</xsd:element>',
  ];
  return [
    `  <xsd:schema id="root" xmlns="" xmlns:xsd="${XSD}" xmlns:msdata="${MSDATA}">`,
    '    <xsd:import namespace="http://www.w3.org/XML/1998/namespace" />',
    ...root.map((line) => `    ${line}`),
    '  </xsd:schema>',
  ];
}

export const resx: Codec = { extension: 'resx', parse, serialize };
