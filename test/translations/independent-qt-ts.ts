/**
 * An independent reader of Qt Linguist `.ts` files: @xmldom/xmldom's DOM, walked as Qt's own
 * reader (qttools' `TSReader`) walks the file: each `<context>`'s `<message>`s but those whose
 * `<translation>` is vanished or obsolete, keyed by context name, source and comment, their
 * text with `<byte value="…"/>` read as its character. The product reads with fast-xml-parser
 * and htmlparser2. The names of numerus forms are a convention of the product's keys, not a
 * reading: they come from its table of Qt's rules (src/translations/qt-ts-plurals.ts).
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { keyOf, type KeySegment } from '../../src/translations/keys.ts';
import { qtFormNames } from '../../src/translations/qt-ts-plurals.ts';
import type { IndependentEntries } from './independent-readers.ts';

export function qtTsEntries(text: string): IndependentEntries | undefined {
  try {
    return entriesOf(documentOf(text));
  } catch {
    return undefined;
  }
}

function documentOf(text: string): Element {
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(text.replace(/\r\n?/g, '\n'), 'text/xml');
  const root = doc.documentElement;
  if (root === null) throw new Error('no root element');
  return root;
}

interface Message {
  readonly path: string[];
  readonly texts: string | string[];
}

function entriesOf(root: Element): IndependentEntries | undefined {
  if (root.nodeName !== 'TS') return undefined;
  const messages: Message[] = [];
  for (const context of children(root, 'context')) {
    const nameElement = children(context, 'name')[0];
    const name = nameElement === undefined ? '' : textOf(nameElement);
    for (const message of children(context, 'message')) {
      const translation = children(message, 'translation')[0];
      const type = translation?.getAttribute('type');
      if (type === 'vanished' || type === 'obsolete') continue;
      const source = children(message, 'source')[0];
      const comment = children(message, 'comment')[0];
      const commentText = comment === undefined ? '' : textOf(comment);
      const path = [name, source === undefined ? '' : textOf(source)];
      if (commentText !== '') path.push(commentText);
      const numerus = message.getAttribute('numerus') === 'yes';
      const texts = numerus
        ? children(translation, 'numerusform').map(textOf)
        : translation === undefined
          ? ''
          : textOf(translation);
      messages.push({ path, texts });
    }
  }
  const language = root.getAttribute('language') ?? '';
  const names = qtFormNames(language);
  const counts = messages.flatMap((m) =>
    typeof m.texts === 'string' || m.texts.length === 0 ? [] : [m.texts.length],
  );
  const named = counts.every((count) => count === names?.length) ? names : undefined;
  const agreed = counts.every((count) => count === counts[0]) ? counts[0] : undefined;
  const empty = named?.length ?? agreed ?? 1;
  const entries: IndependentEntries = new Map();
  for (const { path, texts } of messages) {
    if (entries.has(keyOf(path))) return undefined;
    if (typeof texts === 'string') {
      entries.set(keyOf(path), texts);
      continue;
    }
    const count = texts.length > 0 ? texts.length : empty;
    for (let form = 0; form < count; form++) {
      const segment: KeySegment = named?.[form] ?? form;
      entries.set(keyOf([...path, segment]), texts[form] ?? '');
    }
  }
  return entries;
}

function children(parent: Element | undefined, name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent?.firstChild ?? null; node !== null; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE && node.nodeName === name) found.push(node as Element);
  }
  return found;
}

/** Text and CDATA, each `<byte value="x1b"/>` as its character (0: none); no other element. */
function textOf(element: Element): string {
  let text = '';
  for (let node = element.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
      text += node.nodeValue ?? '';
    } else if (node.nodeType === node.ELEMENT_NODE && node.nodeName === 'byte') {
      const value = (node as Element).getAttribute('value') ?? '';
      const code = value.startsWith('x') ? parseInt(value.slice(1), 16) : parseInt(value, 10);
      if (code > 0) text += String.fromCharCode(code);
    } else if (node.nodeType !== node.COMMENT_NODE) {
      throw new Error(`<${element.nodeName}> holds <${node.nodeName}>`);
    }
  }
  return text;
}
