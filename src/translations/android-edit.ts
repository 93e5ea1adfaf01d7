import { androidContent, androidText } from './android-text.ts';
import { textResources, wantedResources, type WantedResource } from './android-resources.ts';
import { newResource, newItem, PLURAL_ORDER } from './android-new.ts';
import type { TextEdit } from './text-edits.ts';
import type { TranslationEntries } from './types.ts';
import { contentEdit } from './xml-content.ts';
import { editKeyed, keyedEdits } from './xml-keyed-edit.ts';
import { indentationAt, indentUnitOf } from './xml-layout.ts';
import { placedRoot, type PlacedElement } from './xml-places.ts';
import { piecesOfContent, styleOf } from './xml-text.ts';

/**
 * Android `strings.xml` edited in place (xml-keyed-edit.ts walks the resources): the content of
 * each `<string>` or `<item>` whose text changed is written anew (android-text.ts's escapes, the
 * file's own bytes for the tags it keeps, a CDATA section where the old content was one); a
 * resource or plural item the target no longer has is removed with its line; a new one goes on
 * a line of its own after the resource before it in the service's file, indented as the file
 * indents. Every other byte, the repository's comments and its escaping of unchanged texts, stays.
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
  return editKeyed(text, {
    existing,
    wanted,
    container: root,
    // A resource of another kind under the same name is removed and written anew.
    fits: (element, want) => want.kind === element.name,
    update: (element, want, eol) => resourceEdits(text, element, want, eol),
    written: (name, want, layout) => newResource(name, want, { bundle, ...layout }),
  });
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
  // A plural's items are keyed elements too: a new quantity goes after the one before it.
  const order = ([a]: [string, string], [b]: [string, string]) =>
    PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b);
  return keyedEdits(
    text,
    {
      existing: new Map(items.map((item) => [item.attributes['quantity'] ?? '', item])),
      wanted: new Map(
        [...want.texts].map(([q, value]): [string, string] => [String(q), value]).sort(order),
      ),
      container: element,
      update: (item, value) => textEdit(text, item, value),
      written: (quantity, value) => newItem(value, quantity),
    },
    eol,
  );
}

/** The edit of an element's content to `value`, none when it reads as that already. */
function textEdit(text: string, element: PlacedElement, value: string): TextEdit[] | undefined {
  const raw = text.slice(element.contentStart, element.contentEnd);
  const pieces = piecesOfContent(raw);
  if (pieces !== undefined && androidText(pieces) === value) return [];
  const content = androidContent(value, styleOf(raw));
  return content === undefined ? undefined : [contentEdit(text, element, content)];
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

function collect(edits: readonly (TextEdit[] | undefined)[]): TextEdit[] | undefined {
  const all: TextEdit[] = [];
  for (const edit of edits) {
    if (edit === undefined) return undefined;
    all.push(...edit);
  }
  return all;
}
