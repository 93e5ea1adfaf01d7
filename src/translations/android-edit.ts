import { androidContent, androidText } from './android-text.ts';
import { textResources, wantedResources, type WantedResource } from './android-resources.ts';
import { newResource, newItem, PLURAL_ORDER } from './android-new.ts';
import { placeNewKeys } from './placement.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import type { TranslationEntries } from './types.ts';
import { contentEdit } from './xml-content.ts';
import {
  indentationAt,
  indentUnitOf,
  insertionAfter,
  insertionBefore,
  lineEndingOf,
  removalOf,
} from './xml-layout.ts';
import { placedRoot, type PlacedElement } from './xml-places.ts';
import { piecesOfContent, styleOf } from './xml-text.ts';

/**
 * Android `strings.xml` edited in place: the content of each `<string>` or `<item>` whose text
 * changed is written anew (android-text.ts's escapes, the file's own bytes for the tags it
 * keeps, a CDATA section where the old content was one); a resource or plural item the target
 * no longer has is removed with its line; a new one goes on a line of its own after the
 * resource before it in the service's file (placement.ts), indented as the file indents. Every
 * other byte, the repository's comments and its escaping of unchanged texts, stays.
 */
export function editAndroid(
  text: string,
  target: TranslationEntries,
  bundle = '',
): string | undefined {
  const root = placedRoot(text);
  if (root?.name !== 'resources') return undefined;
  const existing = textResources(root);
  const wanted = wantedResources(target);
  if (existing === undefined || wanted === undefined) return undefined;
  const eol = lineEndingOf(text);
  const edits: TextEdit[] = [];
  const kept: PlacedElement[] = [];
  for (const [name, element] of existing) {
    const want = wanted.get(name);
    if (want === undefined || want.kind !== element.name) {
      edits.push(removalOf(text, element));
      continue;
    }
    kept.push(element);
    const changes = resourceEdits(text, element, want, eol);
    if (changes === undefined) return undefined;
    edits.push(...changes);
  }
  const added = additions(text, root, kept, wanted, bundle, eol);
  return added === undefined ? undefined : applyTextEdits(text, [...edits, ...added]);
}

/** The edits that give a resource the target's texts; undefined when one cannot be written. */
function resourceEdits(
  text: string,
  element: PlacedElement,
  want: WantedResource,
  eol: string,
): TextEdit[] | undefined {
  if (element.name === 'string') return textEdit(text, element, want.texts.get('') ?? '');
  const items = element.children.filter((child) => child.name === 'item');
  if (element.name === 'string-array') {
    if (items.length === want.texts.size) {
      return collect(items.map((item, index) => textEdit(text, item, want.texts.get(index) ?? '')));
    }
    return arrayRewritten(text, element, items, want, eol);
  }
  const byQuantity = new Map(items.map((item) => [item.attributes['quantity'] ?? '', item]));
  const edits: (TextEdit[] | undefined)[] = [];
  for (const [quantity, item] of byQuantity) {
    const value = want.texts.get(quantity);
    edits.push(value === undefined ? [removalOf(text, item)] : textEdit(text, item, value));
  }
  const fresh = [...want.texts].filter(([quantity]) => !byQuantity.has(String(quantity)));
  for (const [quantity, value] of fresh) {
    edits.push(itemInserted(text, element, byQuantity, String(quantity), value, eol));
  }
  return collect(edits);
}

/** The edit of an element's content to `value`, none when it reads as that already. */
function textEdit(text: string, element: PlacedElement, value: string): TextEdit[] | undefined {
  const raw = text.slice(element.contentStart, element.contentEnd);
  const pieces = piecesOfContent(raw);
  if (pieces !== undefined && androidText(pieces) === value) return [];
  const content = androidContent(value, styleOf(raw));
  return content === undefined ? undefined : [contentEdit(text, element, content)];
}

/** A new plural item, after the kept item of the quantity before it (CLDR's order). */
function itemInserted(
  text: string,
  plurals: PlacedElement,
  byQuantity: ReadonlyMap<string, PlacedElement>,
  quantity: string,
  value: string,
  eol: string,
): TextEdit[] | undefined {
  const item = newItem(value, quantity);
  if (item === undefined) return undefined;
  const order = (q: string) => PLURAL_ORDER.indexOf(q);
  const kept = [...byQuantity.keys()].sort((a, b) => order(a) - order(b));
  const before = kept.filter((q) => order(q) < order(quantity)).pop();
  const anchor = byQuantity.get(before ?? kept[0] ?? '');
  if (anchor === undefined) {
    const indentation = indentationAt(text, plurals.start) ?? '';
    const unit = indentUnitOf(text, plurals, undefined);
    return [
      { offset: plurals.contentStart, length: 0, content: `${eol}${indentation}${unit}${item}` },
    ];
  }
  return [
    before === undefined
      ? insertionBefore(text, anchor, [item], eol)
      : insertionAfter(text, anchor, [item], eol),
  ];
}

/** A string-array whose number of items changed: its items written anew, unchanged ones as they were. */
function arrayRewritten(
  text: string,
  array: PlacedElement,
  items: readonly PlacedElement[],
  want: WantedResource,
  eol: string,
): TextEdit[] | undefined {
  const indentation = indentationAt(text, array.start) ?? '';
  const unit = indentUnitOf(text, array, items[0]);
  let content = '';
  for (const [index, value] of want.texts) {
    const old = items[Number(index)];
    const raw = old && text.slice(old.contentStart, old.contentEnd);
    const pieces = raw === undefined ? undefined : piecesOfContent(raw);
    const item =
      old && pieces && androidText(pieces) === value
        ? text.slice(old.start, old.end)
        : newItem(value, undefined, raw === undefined ? undefined : styleOf(raw));
    if (item === undefined) return undefined;
    content += `${eol}${indentation}${unit}${item}`;
  }
  return [
    {
      offset: array.contentStart,
      length: array.contentEnd - array.contentStart,
      content: `${content}${eol}${indentation}`,
    },
  ];
}

/** The new resources, each after the kept resource before it in the target's order. */
function additions(
  text: string,
  root: PlacedElement,
  kept: readonly PlacedElement[],
  wanted: ReadonlyMap<string, WantedResource>,
  bundle: string,
  eol: string,
): TextEdit[] | undefined {
  const keptByName = new Map(kept.map((element) => [element.attributes['name'] ?? '', element]));
  const placement = placeNewKeys([...keptByName.keys()], [...wanted.keys()]);
  const unit = indentUnitOf(text, root, root.children[0]);
  /** The new resources' texts, at the anchor's indentation; undefined when one cannot be written. */
  const blocks = (names: readonly string[], anchor: PlacedElement | undefined) => {
    const indentation = anchor === undefined ? unit : (indentationAt(text, anchor.start) ?? '');
    const made: string[] = [];
    for (const name of names) {
      const block = newResource(name, wanted.get(name) as WantedResource, {
        bundle,
        indentation,
        unit,
        eol,
      });
      if (block === undefined) return undefined;
      made.push(block);
    }
    return made;
  };
  const edits: TextEdit[] = [];
  if (placement.first.length > 0) {
    const made = blocks(placement.first, kept[0]);
    if (made === undefined) return undefined;
    edits.push(firstInsertion(text, root, kept[0], made, unit, eol));
  }
  for (const [name, names] of placement.after) {
    const anchor = keptByName.get(name) as PlacedElement;
    const made = blocks(names, anchor);
    if (made === undefined) return undefined;
    edits.push(insertionAfter(text, anchor, made, eol));
  }
  return edits;
}

/**
 * Where resources that come before every kept one go: before the first kept resource; else after
 * the last element of any kind; else first in an empty `<resources>`.
 */
function firstInsertion(
  text: string,
  root: PlacedElement,
  firstKept: PlacedElement | undefined,
  blocks: readonly string[],
  unit: string,
  eol: string,
): TextEdit {
  if (firstKept !== undefined) return insertionBefore(text, firstKept, blocks, eol);
  const last = root.children[root.children.length - 1];
  if (last !== undefined) return insertionAfter(text, last, blocks, eol);
  const content = blocks.map((block) => `${eol}${unit}${block}`).join('');
  return { offset: root.contentStart, length: 0, content };
}

function collect(edits: readonly (TextEdit[] | undefined)[]): TextEdit[] | undefined {
  const all: TextEdit[] = [];
  for (const edit of edits) {
    if (edit === undefined) return undefined;
    all.push(...edit);
  }
  return all;
}
