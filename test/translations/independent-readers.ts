/**
 * Readers of each format that share no code with the product's (src/translations/), to check
 * what the product reads: JSON.parse, js-yaml, pofile, properties-file and @xmldom/xmldom (the
 * product uses jsonc-parser, yaml, gettext-parser, dot-properties, fast-xml-parser and
 * htmlparser2). Keys are made as the product makes them (keys.ts: a JSON array of path
 * segments). No maintained library reads Apple `.strings`, so that format has no reader here;
 * `.stringsdict` is read by Python's plistlib (independent-stringsdict.ts), Qt Linguist's `.ts` by
 * a walk of xmldom's tree as Qt walks the file (independent-qt-ts.ts).
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import PO from 'pofile';
import { getProperties } from 'properties-file';
import { keyOf, segmentsOf, type KeySegment } from '../../src/translations/keys.ts';
import type { TranslationFormat } from '../../src/translations/types.ts';
import { qtTsEntries } from './independent-qt-ts.ts';
import { stringsdictEntries } from './independent-stringsdict.ts';

/** A key's text, or UNCOMPARED where the key is read but its text is not compared. */
export const UNCOMPARED = Symbol('uncompared');
export type IndependentValue = string | number | boolean | null | typeof UNCOMPARED;
export type IndependentEntries = Map<string, IndependentValue>;

/** A reader: the text's entries, or undefined when it cannot read the text. */
export type IndependentReader = (text: string) => IndependentEntries | undefined;

/** The independent reader of a format; undefined for a format without one. */
export function independentReader(format: TranslationFormat): IndependentReader | undefined {
  return READERS[format];
}

const READERS: Partial<Record<TranslationFormat, IndependentReader>> = {
  json: (text) => attempt(() => flattened(JSON.parse(text))),
  arb: (text) =>
    attempt(() => {
      // Flutter's `@key` metadata and `@@locale` globals are not texts.
      const all = flattened(JSON.parse(text));
      return (
        all && new Map([...all].filter(([key]) => !String(segmentsOf(key)[0]).startsWith('@')))
      );
    }),
  yaml: (text) =>
    attempt(() =>
      flattened(
        hugoMessages(
          // `json`: a key written twice takes its last value, as Rails (Psych) reads it, where
          // js-yaml's default is to refuse the text.
          withoutLanguageRoot(load(text, { schema: CORE_SCHEMA.withTags(mergeTag), json: true })),
        ),
      ),
    ),
  po: (text) => attempt(() => poEntries(PO.parse(text))),
  properties: (text) =>
    attempt(() => new Map(Object.entries(getProperties(text)).map(([k, v]) => [keyOf([k]), v]))),
  android: (text) => attempt(() => androidEntries(xmlDocument(text))),
  xliff: (text) => attempt(() => xliffEntries(xmlDocument(text))),
  stringsdict: stringsdictEntries,
  resx: (text) => attempt(() => resxEntries(xmlDocument(text))),
  'qt-ts': qtTsEntries,
};

function attempt(read: () => IndependentEntries | undefined): IndependentEntries | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** A parsed JSON or YAML tree as leaf paths: object keys, then array indexes as numbers. */
function flattened(tree: unknown): IndependentEntries | undefined {
  if (tree === null || typeof tree !== 'object') return undefined;
  const entries: IndependentEntries = new Map();
  const walk = (node: unknown, path: KeySegment[]): void => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (node !== null && typeof node === 'object') {
      for (const [name, value] of Object.entries(node)) walk(value, [...path, name]);
    } else if (['string', 'number', 'boolean'].includes(typeof node) || node === null) {
      entries.set(keyOf(path), node as string | number | boolean | null);
    } else {
      entries.set(keyOf(path), String(node));
    }
  };
  walk(tree, []);
  return entries;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * A Rails file's keys sit under its language (`ru:`): the product's keys leave that root out
 * when the document is a map of one key that names a language, holding a map.
 */
function withoutLanguageRoot(tree: unknown): unknown {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return tree;
  const names = Object.keys(tree);
  const only = names[0];
  if (names.length !== 1 || only === undefined) return tree;
  const inner = (tree as Record<string, unknown>)[only];
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return tree;
  if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(only)) return tree;
  try {
    return LANGUAGE_NAMES.of(only.replaceAll('_', '-')) === undefined ? tree : inner;
  } catch {
    return tree;
  }
}

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * A Hugo translation table written as a list of messages (`- id: home` over `translation:
 * Home`, or over a map of plural forms), as go-i18n reads it: a map of each id to its
 * translation, the last message of an id winning. Any other tree as it is.
 */
function hugoMessages(tree: unknown): unknown {
  if (!Array.isArray(tree) || tree.length === 0) return tree;
  const messages: Record<string, unknown> = {};
  for (const item of tree as unknown[]) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return tree;
    const { id, translation } = item as Record<string, unknown>;
    if (typeof id !== 'string' && typeof id !== 'number') return tree;
    const forms =
      translation !== null && typeof translation === 'object' && !Array.isArray(translation);
    if (forms && !Object.keys(translation).every((form) => PLURAL_CATEGORIES.has(form))) {
      return tree;
    }
    if (translation === undefined || Array.isArray(translation)) return tree;
    messages[String(id)] = translation;
  }
  return messages;
}

/** gettext entries but the header and obsolete ones: msgctxt EOT msgid, and msgstr[n] forms. */
function poEntries(po: PO): IndependentEntries {
  const entries: IndependentEntries = new Map();
  for (const item of po.items) {
    // pofile gives null, not undefined, for an entry without a context or plural.
    const context = item.msgctxt ?? undefined;
    if (item.obsolete || (item.msgid === '' && context === undefined)) continue;
    const id = context === undefined ? item.msgid : `${context}\u0004${item.msgid}`;
    if ((item.msgid_plural ?? undefined) === undefined)
      entries.set(keyOf([id]), item.msgstr[0] ?? '');
    else item.msgstr.forEach((text, form) => entries.set(keyOf([id, form]), text));
  }
  return entries;
}

function xmlDocument(text: string): Element {
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(text, 'text/xml');
  const root = doc.documentElement;
  if (root === null) throw new Error('no root element');
  return root;
}

function childElements(parent: Element, name?: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE && (name === undefined || node.nodeName === name)) {
      found.push(node as Element);
    }
  }
  return found;
}

/** An element's content when it is text alone (text and CDATA, no elements); else undefined. */
function plainText(element: Element): string | undefined {
  let text = '';
  for (let node = element.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
      text += node.nodeValue ?? '';
    } else if (node.nodeType !== node.COMMENT_NODE) return undefined;
  }
  return text;
}

/**
 * Android resources: resource names and items as the product keys them. Texts are compared only
 * where they are plain text with no markup, after the resource compiler's rules (see
 * `compiledText`); others are UNCOMPARED.
 */
function androidEntries(root: Element): IndependentEntries | undefined {
  if (root.nodeName !== 'resources') return undefined;
  const entries: IndependentEntries = new Map();
  const text = (element: Element): IndependentValue => {
    const plain = plainText(element);
    if (plain === undefined || plain.includes('<')) return UNCOMPARED;
    return compiledText(plain);
  };
  for (const resource of childElements(root)) {
    const name = resource.getAttribute('name');
    if (name === null || resource.getAttribute('translatable') === 'false') continue;
    if (resource.nodeName === 'string') entries.set(keyOf([name]), text(resource));
    const items = childElements(resource, 'item');
    if (resource.nodeName === 'plurals') {
      for (const item of items) {
        const quantity = item.getAttribute('quantity');
        if (quantity !== null) entries.set(keyOf([name, quantity]), text(item));
      }
    }
    if (resource.nodeName === 'string-array') {
      items.forEach((item, i) => entries.set(keyOf([name, i]), text(item)));
    }
  }
  return entries;
}

/**
 * What Android shows for a resource's decoded text: outside double quotes, runs of white space
 * become one space and the ends are trimmed; double quotes themselves go; a backslash escapes
 * the next character (`\n`, `\t` and `\uXXXX` stand for their characters).
 */
export function compiledText(raw: string): string {
  const pieces: string[] = [];
  let inQuotes = false;
  let pendingSpace = false;
  const push = (piece: string): void => {
    if (pendingSpace && pieces.length > 0) pieces.push(' ');
    pendingSpace = false;
    pieces.push(piece);
  };
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charAt(i);
    if (c === '"') inQuotes = !inQuotes;
    else if (c === '\\') {
      const escaped = raw.charAt(++i);
      const unicode = /^u([0-9a-fA-F]{4})/.exec(raw.slice(i));
      if (unicode !== null) {
        push(String.fromCharCode(Number.parseInt(unicode[1] as string, 16)));
        i += 4;
      } else push(({ n: '\n', t: '\t' } as Record<string, string>)[escaped] ?? escaped);
    } else if (!inQuotes && /\s/.test(c)) pendingSpace = true;
    else push(c);
  }
  return pieces.join('');
}

/**
 * XLIFF 1.2: each trans-unit's id (in files' bodies and their groups) and its target. Targets
 * with inline elements are UNCOMPARED: the product's reader gives their markup in a form of its
 * own.
 */
function xliffEntries(root: Element): IndependentEntries | undefined {
  if (root.nodeName !== 'xliff' || root.getAttribute('version')?.startsWith('2')) return undefined;
  const entries: IndependentEntries = new Map();
  const units = (container: Element): Element[] =>
    childElements(container).flatMap((child) =>
      child.nodeName === 'group' ? units(child) : child.nodeName === 'trans-unit' ? [child] : [],
    );
  for (const file of childElements(root, 'file')) {
    for (const body of childElements(file, 'body')) {
      for (const unit of units(body)) {
        const id = unit.getAttribute('id');
        const target = childElements(unit, 'target')[0];
        if (id === null || target === undefined) continue;
        entries.set(keyOf([id]), plainText(target) ?? UNCOMPARED);
      }
    }
  }
  return entries;
}

/**
 * .NET resources: each `<data>` of the root without `type` or `mimetype`, and not the WinForms
 * designer's `>>` entries, by name, with its `<value>`'s text (or its own, without one). A value
 * holding an element is no text: the file does not read.
 */
function resxEntries(root: Element): IndependentEntries | undefined {
  if (root.nodeName !== 'root') return undefined;
  const entries: IndependentEntries = new Map();
  for (const data of childElements(root, 'data')) {
    const name = data.getAttribute('name');
    if (name === null) return undefined;
    if (data.hasAttribute('type') || data.hasAttribute('mimetype') || name.startsWith('>>')) {
      continue;
    }
    if (entries.has(keyOf([name]))) return undefined;
    const value = childElements(data, 'value')[0];
    const text = plainText(value ?? data);
    if (text === undefined) return undefined;
    entries.set(keyOf([name]), text);
  }
  return entries;
}
