import { qtFormNames } from '../../../src/translations/qt-ts-plurals.ts';
import { indentUnit } from './indentation.ts';
import { pluralCategories } from './plurals.ts';
import { decodeUtf8, requireContent } from './text.ts';
import {
  FormatError,
  type Codec,
  type Entry,
  type PluralForms,
  type SerializeOptions,
} from './types.ts';
import { elementsOf, parseXmlRoot, textOf, type XmlElement } from './xml-document.ts';
import { decodeXmlText } from './xml-text.ts';

/**
 * Qt Linguist `.ts` files, which 1.0.9.3 imports and exports as "any supported file extension"
 * (its `indentation` parameter names `ts`). Each `<message>` is a key named as its context's
 * `<name>`, its `<source>` and its `<comment>` (the disambiguation Qt looks a message up by)
 * joined with `::`, as the emulator joins a nested JSON key's names; the context is the key's
 * context and the comment its description, so that an export writes the message back whole.
 * A numerus message's `<numerusform>`s are plural forms, taken in the order Qt's rules give the
 * language and filed under the category Qt's form stands for (the action's table of them,
 * src/translations/qt-ts-plurals.ts); for a language Qt does not know, in CLDR's order.
 * Vanished and obsolete messages are not keys. An untranslated message is exported as lupdate
 * writes one: `<translation type="unfinished"></translation>`.
 */
const FORMAT = 'Qt Linguist';

function parse(content: Buffer, lang: string): Entry[] {
  const text = decodeUtf8(content, FORMAT);
  requireContent(text, FORMAT);
  const root = parseXmlRoot(text, FORMAT, ['name', 'source', 'comment', 'translation']);
  if (root.name !== 'TS') {
    throw new FormatError(`Invalid ${FORMAT} file: the root element is <${root.name}>, not <TS>`);
  }
  const entries: Entry[] = [];
  for (const context of elementsOf(root).filter((element) => element.name === 'context')) {
    const name = childText(context, 'name') ?? '';
    for (const message of elementsOf(context).filter((element) => element.name === 'message')) {
      const entry = entryOf(name, message, lang);
      if (entry !== undefined) entries.push(entry);
    }
  }
  return entries;
}

function entryOf(context: string, message: XmlElement, lang: string): Entry | undefined {
  const translation = elementsOf(message).find((element) => element.name === 'translation');
  const type = translation?.attributes['type'];
  if (type === 'vanished' || type === 'obsolete') return undefined;
  const source = childText(message, 'source') ?? '';
  const comment = childText(message, 'comment') ?? '';
  const raw = translation === undefined ? '' : textOf(translation.children);
  const value =
    message.attributes['numerus'] === 'yes' ? formsOf(raw, lang) : plainText(raw, 'translation');
  // A message of no context is named by its source alone, as a key exported so comes back.
  const key = [
    ...(context === '' ? [] : [context]),
    source,
    ...(comment === '' ? [] : [comment]),
  ].join('::');
  return {
    key,
    value,
    ...(context === '' ? {} : { context }),
    ...(comment === '' ? {} : { comment }),
  };
}

/** The text of a child element; undefined without one. */
function childText(element: XmlElement, name: string): string | undefined {
  const child = elementsOf(element).find((found) => found.name === name);
  return child === undefined ? undefined : plainText(textOf(child.children), name);
}

/** Raw content as Qt reads it: `<byte value="x1b"/>` a character, references decoded, no tags. */
function plainText(raw: string, name: string): string {
  const bytes = raw.replace(/<byte\s+value="(x?)([0-9A-Fa-f]+)"\s*\/>/g, (_match, hex, digits) => {
    const code = Number.parseInt(digits as string, hex === 'x' ? 16 : 10);
    return code === 0 ? '' : `&#${code};`;
  });
  if (/<[A-Za-z_/]/.test(bytes.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, ''))) {
    throw new FormatError(`Invalid ${FORMAT} file: a <${name}> holds an element`);
  }
  return decodeXmlText(bytes, FORMAT);
}

/** A numerus translation's forms, filed under the categories Qt's forms of the language are. */
function formsOf(raw: string, lang: string): PluralForms {
  const texts = [
    ...raw.matchAll(/<numerusform(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/numerusform>)/g),
  ].map((match) => plainText(match[1] ?? '', 'numerusform'));
  const names = formNames(lang, texts.length);
  const forms: PluralForms = {};
  texts.forEach((text, index) => {
    const name = names[index] as keyof PluralForms | undefined;
    if (name !== undefined) forms[name] = text;
  });
  return forms;
}

/** Qt's forms of the language by category, else CLDR's categories in their order. */
function formNames(lang: string, count?: number): readonly string[] {
  const qt = qtFormNames(lang);
  return qt !== undefined && (count === undefined || count === 0 || qt.length === count)
    ? qt
    : pluralCategories(lang);
}

function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const unit = indentUnit(options.indentation, 4);
  const contexts = new Map<string, string[]>();
  for (const entry of entries) {
    const context = entry.context ?? '';
    contexts.set(context, [
      ...(contexts.get(context) ?? []),
      ...messageLines(entry, options, unit),
    ]);
  }
  const source =
    options.sourceLang === undefined ? '' : ` sourcelanguage="${escape(options.sourceLang)}"`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<!DOCTYPE TS>',
    `<TS version="2.1" language="${escape(options.lang)}"${source}>`,
  ];
  for (const [name, messages] of contexts) {
    lines.push('<context>', `${unit}<name>${escape(name)}</name>`, ...messages, '</context>');
  }
  lines.push('</TS>');
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** A message's lines: its source and comment taken back out of its name, and its translation. */
function messageLines(entry: Entry, options: SerializeOptions, unit: string): string[] {
  const prefix = `${entry.context ?? ''}::`;
  let source = entry.key.startsWith(prefix) ? entry.key.slice(prefix.length) : entry.key;
  const comment =
    entry.comment !== undefined && source.endsWith(`::${entry.comment}`)
      ? entry.comment
      : undefined;
  if (comment !== undefined) source = source.slice(0, -comment.length - 2);
  const numerus = typeof entry.value !== 'string';
  const texts =
    typeof entry.value === 'string'
      ? [entry.value]
      : formNames(options.lang).map(
          (name) => (entry.value as PluralForms)[name as keyof PluralForms] ?? '',
        );
  const type = texts.every((text) => text === '') ? ' type="unfinished"' : '';
  const inner = `${unit}${unit}`;
  const translation = numerus
    ? [
        `${inner}<translation${type}>`,
        ...texts.map((text) => `${inner}${unit}<numerusform>${escape(text)}</numerusform>`),
        `${inner}</translation>`,
      ]
    : [`${inner}<translation${type}>${escape(texts[0] ?? '')}</translation>`];
  return [
    `${unit}<message${numerus ? ' numerus="yes"' : ''}>`,
    `${inner}<source>${escape(source)}</source>`,
    ...(comment === undefined ? [] : [`${inner}<comment>${escape(comment)}</comment>`]),
    ...translation,
    `${unit}</message>`,
  ];
}

/** Text as lupdate escapes it: the five references, and a control character as a `<byte>`. */
function escape(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/["&<>']|[\u0000-\u0008\u000B-\u001F]/g, (char) => {
    const named = { '"': '&quot;', '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;' }[char];
    return named ?? `<byte value="x${(char.codePointAt(0) ?? 0).toString(16)}"/>`;
  });
}

export const qtTs: Codec = { extension: 'ts', parse, serialize };
