import { indentUnit } from './indentation.ts';
import { KEY_SEPARATOR } from './key-tree.ts';
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
import { decodeXmlText } from './xml-text.ts';

/**
 * Apple's `.stringsdict` as the service documents holding it: an entry is (at least) two keys,
 * the entry's name holding its `NSStringLocalizedFormatKey` (the format string), and
 * `name::variable` a plural key holding each variable's forms. An export writes them back as one
 * entry, in a property list laid out as the service's own files are (two spaces, the plist
 * header and DOCTYPE). The service holds no `NSStringFormatValueTypeKey`: an export writes the
 * conversion the forms use (`%ld` gives `ld`), else `d`.
 */

const FORMAT = 'Apple stringsdict';
const FORMAT_KEY = 'NSStringLocalizedFormatKey';

function parse(content: Buffer): Entry[] {
  const text = decodeUtf8(content, FORMAT);
  requireContent(text, FORMAT);
  const root = parseXmlRoot(text, FORMAT, ['string', 'key']);
  const table = elementsOf(root)[0];
  if (root.name !== 'plist' || table?.name !== 'dict') {
    throw new FormatError(`Invalid ${FORMAT} file: no <plist> of one <dict>`);
  }
  const entries: Entry[] = [];
  for (const [name, value] of pairs(table)) {
    if (value.name !== 'dict') continue;
    for (const [inner, element] of pairs(value)) {
      if (inner === FORMAT_KEY && element.name === 'string') {
        entries.push({ key: name, value: stringOf(element) });
      } else if (element.name === 'dict') {
        const forms: PluralForms = {};
        for (const [form, text] of pairs(element)) {
          if (isPluralForm(form) && text.name === 'string') forms[form] = stringOf(text);
        }
        if (Object.keys(forms).length > 0) {
          entries.push({ key: `${name}${KEY_SEPARATOR}${inner}`, value: forms });
        }
      }
    }
  }
  return entries;
}

/** A `<dict>`'s pairs: each `<key>`'s text and the element after it. */
function pairs(dict: XmlElement): [string, XmlElement][] {
  const children = elementsOf(dict);
  const found: [string, XmlElement][] = [];
  for (let at = 0; at < children.length; at += 2) {
    const key = children[at] as XmlElement;
    if (key.name !== 'key' || at + 1 === children.length) {
      throw new FormatError(
        `Invalid ${FORMAT} file: a <${key.name}> in a <dict> pairs with nothing`,
      );
    }
    found.push([stringOf(key), children[at + 1] as XmlElement]);
  }
  return found;
}

function stringOf(element: XmlElement): string {
  return decodeXmlText(textOf(element.children), FORMAT);
}

/** One entry of an export: its format string, and its variables' forms in the keys' order. */
interface Grouped {
  format?: string;
  readonly variables: Map<string, PluralForms>;
}

function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const groups = new Map<string, Grouped>();
  const group = (name: string) =>
    groups.get(name) ?? groups.set(name, { variables: new Map() }).get(name);
  for (const entry of entries) {
    const at = entry.key.lastIndexOf(KEY_SEPARATOR);
    if (typeof entry.value === 'string') (group(entry.key) as Grouped).format = entry.value;
    else if (at > 0) {
      const name = entry.key.slice(0, at);
      const variable = entry.key.slice(at + KEY_SEPARATOR.length);
      (group(name) as Grouped).variables.set(variable, entry.value);
    } else (group(entry.key) as Grouped).variables.set('value', entry.value);
  }
  const unit = indentUnit(options.indentation, 2);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    `${unit}<dict>`,
  ];
  for (const [name, grouped] of groups) {
    const source = (variable: string) =>
      options.source?.get(`${name}${KEY_SEPARATOR}${variable}`)?.value;
    lines.push(...entryLines(name, grouped, unit, source));
  }
  lines.push(`${unit}</dict>`, '</plist>', '');
  return Buffer.from(lines.join('\n'), 'utf8');
}

function entryLines(
  name: string,
  grouped: Grouped,
  unit: string,
  source: (variable: string) => string | PluralForms | undefined,
): string[] {
  const at = (depth: number, line: string) => `${unit.repeat(depth)}${line}`;
  const lines = [at(2, key(name)), at(2, '<dict>')];
  if (grouped.format !== undefined)
    lines.push(at(3, key(FORMAT_KEY)), at(3, string(grouped.format)));
  for (const [variable, forms] of grouped.variables) {
    const type = valueType(forms) ?? valueType(source(variable)) ?? 'd';
    lines.push(at(3, key(variable)), at(3, '<dict>'));
    lines.push(at(4, key('NSStringFormatSpecTypeKey')), at(4, string('NSStringPluralRuleType')));
    lines.push(at(4, key('NSStringFormatValueTypeKey')), at(4, string(type)));
    for (const [form, text] of orderedForms(forms))
      lines.push(at(4, key(form)), at(4, string(text)));
    lines.push(at(3, '</dict>'));
  }
  lines.push(at(2, '</dict>'));
  return lines;
}

/** The first printf conversion of the forms, with its length (`ld`, `lu`, `d`, `@`). */
function valueType(forms: string | PluralForms | undefined): string | undefined {
  if (forms === undefined || typeof forms === 'string') return undefined;
  for (const [, text] of orderedForms(forms)) {
    const found = /%(?!%|#@)(?:\d+\$)?((?:ll|l|h|q|z)?[dDiuUxXoOfFeEgGcCsS@])/.exec(text)?.[1];
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Characters as plutil escapes them: `&` and `<`, and a CR, which XML would read as a LF. */
function escaped(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll(']]>', ']]&gt;')
    .replaceAll('\r', '&#13;');
}

const key = (text: string) => `<key>${escaped(text)}</key>`;
const string = (text: string) => `<string>${escaped(text)}</string>`;

export const stringsdict: Codec = { extension: 'stringsdict', parse, serialize };
