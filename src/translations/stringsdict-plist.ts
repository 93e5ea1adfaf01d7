import { PLURAL_FORMS } from './keys.ts';
import { plistText } from './stringsdict-text.ts';
import { placedRoot, type PlacedElement } from './xml-places.ts';
import { xmlRoot } from './xml.ts';

/**
 * A `.stringsdict` file as the places of what the model reads in it. The file is a property
 * list: `<plist>` around one `<dict>` of entries, each a `<key>` (the name the app looks up)
 * and a `<dict>` holding `NSStringLocalizedFormatKey` (the entry's format string, naming its
 * variables as `%#@files@`) and, for each variable, a `<dict>` whose `NSStringFormatSpecTypeKey`
 * says `NSStringPluralRuleType` and whose plural categories (`one`, `few`, …) are `<string>`s.
 * A dictionary's pairs are a `<key>` and the element after it; everything else a file holds
 * (`NSStringFormatValueTypeKey`, other rule types, comments) is kept and never read as a text.
 */

/** The key Apple's entry holds its format string under. */
export const FORMAT_KEY = 'NSStringLocalizedFormatKey';
export const SPEC_TYPE_KEY = 'NSStringFormatSpecTypeKey';
export const VALUE_TYPE_KEY = 'NSStringFormatValueTypeKey';
export const PLURAL_RULE = 'NSStringPluralRuleType';

/** A `<key>` and the value element after it. */
export interface PlistPair {
  readonly name: string;
  readonly key: PlacedElement;
  readonly value: PlacedElement;
}

/** A variable's plural rule: its pair, and its plural categories' pairs in the file's order. */
export interface PluralRule {
  readonly pair: PlistPair;
  readonly forms: ReadonlyMap<string, PlistPair>;
}

/** One entry: its pair in the table, its format string's pair, its variables' plural rules. */
export interface TableEntry {
  readonly pair: PlistPair;
  readonly format: PlistPair | undefined;
  readonly rules: ReadonlyMap<string, PluralRule>;
}

/** The table's `<dict>` and its entries (pairs whose value is a `<dict>`), in the file's order. */
export interface Table {
  readonly dict: PlacedElement;
  readonly entries: ReadonlyMap<string, TableEntry>;
}

/**
 * The table of a text; undefined when the text is not well-formed XML (xml.ts checks, as it does
 * for Android's files), is no property list of one `<dict>`, or a dictionary names a key twice
 * or lacks a key's value (which of two pairs Foundation takes is not said).
 */
export function tableOf(text: string): Table | undefined {
  if (xmlRoot(text, ['string', 'key'])?.name !== 'plist') return undefined;
  const plist = placedRoot(text);
  const dict = plist?.children[0];
  if (plist?.name !== 'plist' || plist.children.length !== 1 || dict?.name !== 'dict') {
    return undefined;
  }
  const pairs = pairsOf(text, dict);
  if (pairs === undefined) return undefined;
  const entries = new Map<string, TableEntry>();
  for (const [name, pair] of pairs) {
    if (pair.value.name !== 'dict') continue;
    const entry = entryOf(text, pair);
    if (entry === undefined) return undefined;
    entries.set(name, entry);
  }
  return { dict, entries };
}

/** A dictionary's pairs by name; undefined when its children do not pair up or a name repeats. */
export function pairsOf(text: string, dict: PlacedElement): Map<string, PlistPair> | undefined {
  const pairs = new Map<string, PlistPair>();
  const children = dict.children;
  if (children.length % 2 !== 0) return undefined;
  for (let at = 0; at < children.length; at += 2) {
    const key = children[at] as PlacedElement;
    const value = children[at + 1] as PlacedElement;
    const name = key.name === 'key' ? textIn(text, key) : undefined;
    if (name === undefined || value.name === 'key' || pairs.has(name)) return undefined;
    pairs.set(name, { name, key, value });
  }
  return pairs;
}

/** An element's characters; undefined when its content holds an element. */
export function textIn(text: string, element: PlacedElement): string | undefined {
  return plistText(text.slice(element.contentStart, element.contentEnd));
}

/** An entry's format string and plural rules; undefined when a dictionary of it does not read. */
function entryOf(text: string, pair: PlistPair): TableEntry | undefined {
  const pairs = pairsOf(text, pair.value);
  if (pairs === undefined) return undefined;
  const format = pairs.get(FORMAT_KEY);
  const rules = new Map<string, PluralRule>();
  for (const [name, variable] of pairs) {
    if (variable.value.name !== 'dict') continue;
    const inner = pairsOf(text, variable.value);
    if (inner === undefined) return undefined;
    const spec = inner.get(SPEC_TYPE_KEY);
    if (spec?.value.name !== 'string' || textIn(text, spec.value) !== PLURAL_RULE) continue;
    const forms = [...inner].filter(
      ([form, formPair]) => PLURAL_FORMS.has(form) && formPair.value.name === 'string',
    );
    rules.set(name, { pair: variable, forms: new Map(forms) });
  }
  return { pair, format: format?.value.name === 'string' ? format : undefined, rules };
}
