import { PLURAL_FORMS, segmentsOf } from './keys.ts';
import { placeNewKeys } from './placement.ts';
import {
  CATEGORY_ORDER,
  newEntry,
  newRule,
  stringPair,
  valueTypeOf,
  type NewLines,
  type WantedEntry,
} from './stringsdict-new.ts';
import {
  FORMAT_KEY,
  tableOf,
  textIn,
  type PlistPair,
  type PluralRule,
  type Table,
  type TableEntry,
} from './stringsdict-plist.ts';
import { plistContent } from './stringsdict-text.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import type { TranslationEntries } from './types.ts';
import { contentEdit } from './xml-content.ts';
import {
  indentationAt,
  insertionAfter,
  insertionBefore,
  lineEndingOf,
  removalOf,
  type Span,
} from './xml-layout.ts';
import type { PlacedElement } from './xml-places.ts';

/**
 * A `.stringsdict` edited in place, at each of its three levels of dictionaries alike (the
 * table's entries, an entry's format string and rules, a rule's plural forms): a `<string>`
 * whose text changed gets only its content written anew; a pair the target no longer has goes
 * with its lines; a new one goes on lines of its own after the kept pair before it (placement.ts:
 * in CLDR's order among forms listed in it), as indented as its neighbours. Every other byte
 * stays: the header and DOCTYPE, comments, `NSStringFormatValueTypeKey`, what is no text.
 */
export function editStringsdict(
  text: string,
  target: TranslationEntries,
  bundle: string,
): string | undefined {
  const table = tableOf(text);
  const wanted = wantedEntries(target);
  if (table === undefined || wanted === undefined) return undefined;
  // The service's file is read only when a new rule asks for its value type (null: not yet).
  let service: { text: string; table: Table } | undefined | null = null;
  const edit: Edit = {
    text,
    eol: lineEndingOf(text),
    unit: unitOf(text, table),
    valueType: (name, variable, forms) => {
      if (service === null) {
        const read = bundle === text ? table : tableOf(bundle);
        service = read && { text: bundle, table: read };
      }
      return valueTypeOf(service, name, variable, forms);
    },
  };
  const edits = dictEdits(edit, {
    dict: table.dict,
    existing: holdersOf(table.entries, wanted, (entry) => holdsTexts(entry)),
    wanted,
    update: (pair, want) => entryEdits(edit, table.entries.get(pair.name) as TableEntry, want),
    written: (name, want, lines) =>
      newEntry(name, want, lines, (variable, forms) => edit.valueType(name, variable, forms)),
  });
  return edits && applyTextEdits(text, edits);
}

/** The text being edited, and what its new lines need. */
interface Edit {
  readonly text: string;
  readonly eol: string;
  readonly unit: string;
  readonly valueType: (
    name: string,
    variable: string,
    forms: ReadonlyMap<string, string>,
  ) => string;
}

/** One dictionary walked against what the target wants of its pairs. */
interface DictWalk<Want> {
  readonly dict: PlacedElement;
  /** The pairs that hold texts (or that the target wants), in the file's order. */
  readonly existing: ReadonlyMap<string, PlistPair>;
  readonly wanted: ReadonlyMap<string, Want>;
  /** The edits that give a kept pair what is wanted of it; undefined when one cannot be made. */
  readonly update: (pair: PlistPair, want: Want) => TextEdit[] | undefined;
  /** A new pair's text, from its `<key>` on; undefined when it cannot be written. */
  readonly written: (name: string, want: Want, lines: NewLines) => string | undefined;
}

/** The target's texts by entry; undefined when a key is none a `.stringsdict` holds. */
function wantedEntries(target: TranslationEntries): Map<string, WantedEntry> | undefined {
  const wanted = new Map<string, WantedEntry>();
  for (const [key, value] of target) {
    const segments = segmentsOf(key);
    const [name, variable, form] = segments;
    if (typeof value !== 'string' || typeof name !== 'string') return undefined;
    const entry = wanted.get(name) ?? { format: undefined, rules: new Map() };
    wanted.set(name, entry);
    if (segments.length === 1) entry.format = value;
    else if (
      segments.length === 3 &&
      typeof variable === 'string' &&
      variable !== FORMAT_KEY &&
      typeof form === 'string' &&
      PLURAL_FORMS.has(form)
    ) {
      const forms = entry.rules.get(variable) ?? new Map<string, string>();
      entry.rules.set(variable, forms.set(form, value));
    } else return undefined;
  }
  return wanted;
}

/** Whether an entry holds a text: one that holds none is kept as it is unless the target has it. */
function holdsTexts(entry: TableEntry): boolean {
  return entry.format !== undefined || [...entry.rules.values()].some((r) => r.forms.size > 0);
}

/** The pairs of `all` the walk takes: those `holds` says hold texts, and those wanted. */
function holdersOf<T extends { readonly pair: PlistPair }>(
  all: ReadonlyMap<string, T>,
  wanted: ReadonlyMap<string, unknown>,
  holds: (item: T) => boolean,
): Map<string, PlistPair> {
  return new Map(
    [...all].filter(([name, item]) => holds(item) || wanted.has(name)).map(([n, i]) => [n, i.pair]),
  );
}

/** An entry's format string and rules made the target's. */
function entryEdits(edit: Edit, entry: TableEntry, want: WantedEntry): TextEdit[] | undefined {
  const existing = holdersOf(entry.rules, want.rules, (rule) => rule.forms.size > 0);
  const wanted = new Map<string, string | Map<string, string>>(want.rules);
  if (entry.format !== undefined) existing.set(FORMAT_KEY, entry.format);
  if (want.format !== undefined) wanted.set(FORMAT_KEY, want.format);
  // The format string first, before the variables it names, as Apple's files have it.
  const ordered = new Map(
    [...wanted].sort(([a], [b]) => Number(b === FORMAT_KEY) - Number(a === FORMAT_KEY)),
  );
  return dictEdits(edit, {
    dict: entry.pair.value,
    existing: new Map([...existing].sort(([, a], [, b]) => a.key.start - b.key.start)),
    wanted: ordered,
    update: (pair, value) =>
      typeof value === 'string'
        ? textEdit(edit.text, pair.value, value)
        : ruleEdits(edit, entry.rules.get(pair.name) as PluralRule, value),
    written: (name, value, lines) =>
      typeof value === 'string'
        ? stringPair(FORMAT_KEY, value, lines)
        : newRule(name, value, lines, edit.valueType(entry.pair.name, name, value)),
  });
}

/** A rule's forms made the target's; a new one in CLDR's order among those listed so. */
function ruleEdits(
  edit: Edit,
  rule: PluralRule,
  forms: ReadonlyMap<string, string>,
): TextEdit[] | undefined {
  const order = (form: string) => CATEGORY_ORDER.indexOf(form);
  return dictEdits(edit, {
    dict: rule.pair.value,
    existing: rule.forms,
    wanted: new Map([...forms].sort(([a], [b]) => order(a) - order(b))),
    update: (pair, value) => textEdit(edit.text, pair.value, value),
    written: (form, value, lines) => stringPair(form, value, lines),
  });
}

/** The edit of a `<string>`'s content to `value`; none when it reads as that already. */
function textEdit(text: string, element: PlacedElement, value: string): TextEdit[] | undefined {
  if (textIn(text, element) === value) return [];
  const content = plistContent(value);
  return content === undefined ? undefined : [contentEdit(text, element, content)];
}

/** The edits of one dictionary: kept pairs updated, others removed, new ones placed. */
function dictEdits<Want>(edit: Edit, walk: DictWalk<Want>): TextEdit[] | undefined {
  const { text, eol } = edit;
  const edits: TextEdit[] = [];
  const kept = new Map<string, PlistPair>();
  const removed = new Set<PlacedElement>();
  for (const [name, pair] of walk.existing) {
    const want = walk.wanted.get(name);
    if (want === undefined) {
      edits.push(removalOf(text, spanOf(pair)));
      removed.add(pair.key).add(pair.value);
      continue;
    }
    const changes = walk.update(pair, want);
    if (changes === undefined) return undefined;
    edits.push(...changes);
    kept.set(name, pair);
  }
  const placement = placeNewKeys([...kept.keys()], [...walk.wanted.keys()]);
  const made = (names: readonly string[], indentation: string) => {
    const lines = { indentation, unit: edit.unit, eol };
    const blocks = names.map((name) => walk.written(name, walk.wanted.get(name) as Want, lines));
    return blocks.every((block) => block !== undefined) ? (blocks as string[]) : undefined;
  };
  for (const [name, names] of placement.after) {
    const anchor = spanOf(kept.get(name) as PlistPair);
    const blocks = made(names, indentationAt(text, anchor.start) ?? '');
    if (blocks === undefined) return undefined;
    edits.push(insertionAfter(text, anchor, blocks, eol));
  }
  if (placement.first.length === 0) return edits;
  const first = firstInsertion(edit, walk.dict, kept.values().next().value, removed);
  const blocks = first && made(placement.first, first.indentation);
  if (first === undefined || blocks === undefined) return undefined;
  return [...edits, first.insert(blocks)];
}

/**
 * Where pairs that come before every kept one go: before the first kept pair; else after the
 * last pair that stays (one that holds no text: a rule's value type); else first in the
 * dictionary, a level deeper than it. Undefined for an empty-element `<dict/>`.
 */
function firstInsertion(
  edit: Edit,
  dict: PlacedElement,
  firstKept: PlistPair | undefined,
  removed: ReadonlySet<PlacedElement>,
): { indentation: string; insert: (blocks: string[]) => TextEdit } | undefined {
  const { text, eol } = edit;
  if (firstKept !== undefined) {
    const anchor = spanOf(firstKept);
    const indentation = indentationAt(text, anchor.start) ?? '';
    return { indentation, insert: (blocks) => insertionBefore(text, anchor, blocks, eol) };
  }
  const staying = dict.children.filter((child) => !removed.has(child));
  const [key, value] = staying.slice(-2);
  if (key !== undefined && value !== undefined) {
    const anchor = { start: key.start, end: value.end };
    const indentation = indentationAt(text, anchor.start) ?? '';
    return { indentation, insert: (blocks) => insertionAfter(text, anchor, blocks, eol) };
  }
  if (dict.contentStart === dict.end) return undefined;
  const indentation = (indentationAt(text, dict.start) ?? '') + edit.unit;
  return {
    indentation,
    insert: (blocks) => ({
      offset: dict.contentStart,
      length: 0,
      content: blocks.map((block) => `${eol}${indentation}${block}`).join(''),
    }),
  };
}

/** A pair's span, from its `<key>` to the end of its value. */
function spanOf(pair: PlistPair): Span {
  return { start: pair.key.start, end: pair.value.end };
}

/**
 * What one level of indentation adds in this file: between an entry's `<dict>` and its first
 * pair, else between the table's `<dict>` and its first entry; a tab (plutil's) when neither
 * says.
 */
function unitOf(text: string, table: Table): string {
  const entry = table.entries.values().next().value?.pair.value;
  for (const dict of [entry, table.dict]) {
    const child = dict?.children[0];
    if (dict === undefined || child === undefined) continue;
    const outer = indentationAt(text, dict.start);
    const inner = indentationAt(text, child.start);
    if (outer !== undefined && inner?.startsWith(outer) && inner !== outer) {
      return inner.slice(outer.length);
    }
  }
  return '\t';
}
