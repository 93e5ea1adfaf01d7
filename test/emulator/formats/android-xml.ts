import { XMLBuilder } from 'fast-xml-parser';
import { decodeAndroidText, encodeAndroidText, type AndroidPiece } from './android-escapes.ts';
import { indentUnit } from './indentation.ts';
import { isPluralForm, orderedForms } from './plurals.ts';
import { decodeUtf8, requireContent } from './text.ts';
import {
  FormatError,
  type Codec,
  type Entry,
  type PluralForms,
  type SerializeOptions,
} from './types.ts';
import { elementsOf, parseXmlRoot, textOf, type XmlElement } from './xml-document.ts';
import { decodeXmlText, escapeXmlAttribute, escapeXmlComment, escapeXmlText } from './xml-text.ts';

const FORMAT = 'Android XML';

function parse(content: Buffer): Entry[] {
  const text = decodeUtf8(content, FORMAT);
  requireContent(text, FORMAT);
  const root = parseXmlRoot(text, FORMAT, ['string', 'item']);
  if (root.name !== 'resources') {
    throw new FormatError(
      `Invalid ${FORMAT} file: the root element is <${root.name}>, not <resources>`,
    );
  }
  const entries: Entry[] = [];
  // Comments directly above an element (no blank line between) describe it.
  let comments: string[] = [];
  for (const node of root.children) {
    if (node.kind === 'comment') {
      comments.push(node.text.trim());
    } else if (node.kind === 'text') {
      if (node.text.split('\n').length > 2) comments = [];
    } else {
      const entry = toEntry(node);
      if (entry !== undefined && comments.length > 0) entry.comment = comments.join('\n');
      if (entry !== undefined) entries.push(entry);
      comments = [];
    }
  }
  return entries;
}

/** A <string> or <plurals> as an entry; other resources and untranslatable strings are no keys. */
function toEntry(element: XmlElement): Entry | undefined {
  const key = element.attributes['name'];
  if (key === undefined || element.attributes['translatable'] === 'false') return undefined;
  if (element.name === 'string') return { key, value: textValue(element) };
  if (element.name !== 'plurals') return undefined;
  const forms: PluralForms = {};
  for (const item of elementsOf(element)) {
    const quantity = item.attributes['quantity'];
    if (item.name === 'item' && quantity !== undefined && isPluralForm(quantity)) {
      forms[quantity] = textValue(item);
    }
  }
  return { key, value: forms };
}

/** An element's text: its inline tags as written, the characters around them decoded. */
function textValue(element: XmlElement): string {
  const raw = textOf(element.children);
  const pieces: AndroidPiece[] = [];
  let at = 0;
  for (const match of raw.matchAll(INLINE_TAG)) {
    if (match[0].startsWith('<!')) continue;
    pieces.push({ text: decodeXmlText(raw.slice(at, match.index), FORMAT) }, { tag: match[0] });
    at = match.index + match[0].length;
  }
  pieces.push({ text: decodeXmlText(raw.slice(at), FORMAT) });
  return decodeAndroidText(pieces);
}

/** CDATA and comments (skipped: characters) or an inline start, end or empty-element tag. */
const INLINE_TAG =
  /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\/?[A-Za-z_][\w.:-]*(?:\s+[^<>]*?)?\/?>/g;

type BuilderNode = Record<string, unknown>;

function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const resources: BuilderNode[] = [];
  for (const entry of entries) {
    if (options.includeComments === true && entry.comment !== undefined) {
      resources.push({ '#comment': [{ '#text': escapeXmlComment(entry.comment) }] });
    }
    const name = { name: escapeXmlAttribute(entry.key) };
    if (typeof entry.value === 'string') {
      resources.push({ string: [textNode(entry.value)], ':@': name });
    } else {
      const items = orderedForms(entry.value).map(([quantity, text]) => ({
        item: [textNode(text)],
        ':@': { quantity },
      }));
      resources.push({ plurals: items, ':@': name });
    }
  }
  const builder = new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    commentPropName: '#comment',
    format: true,
    indentBy: indentUnit(options.indentation, 4),
    // Text and attributes are escaped here: the builder would also turn every ' into &apos;,
    // and Android text needs \' instead.
    processEntities: false,
    suppressEmptyNode: false,
  });
  const declaration = { '?xml': [{ '#text': '' }], ':@': { version: '1.0', encoding: 'utf-8' } };
  const xml = builder.build([declaration, { resources }]) as string;
  return Buffer.from(`${xml.trim()}\n`, 'utf8');
}

function textNode(value: string): BuilderNode {
  return { '#text': escapeXmlText(encodeAndroidText(value)) };
}

export const androidXml: Codec = { extension: 'xml', parse, serialize };
