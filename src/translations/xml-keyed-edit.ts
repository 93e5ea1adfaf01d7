import { placeNewKeys } from './placement.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import {
  indentationAt,
  indentUnitOf,
  insertionAfter,
  insertionBefore,
  lineEndingOf,
  removalOf,
} from './xml-layout.ts';
import type { PlacedElement } from './xml-places.ts';

/**
 * The in-place edit the XML formats share: a file of keyed elements (Android's resources,
 * XLIFF's units, .resx's `<data>`) walked once against the target. An element whose text changed
 * gets only the format's edits of its text; one the target lacks is removed with its lines; a
 * new one goes on a line of its own after the kept element of the key before it in the target
 * (placement.ts), as indented as that element. Every other byte stays, so a pull's diff shows
 * only the changed texts. What differs between the formats is passed in.
 */
export interface KeyedElements<Want> {
  /** The file's keyed elements by key, in the file's order. */
  readonly existing: ReadonlyMap<string, PlacedElement>;
  /** What the target wants of each key, in the target's order. */
  readonly wanted: ReadonlyMap<string, Want>;
  /** The edits that give an element what is wanted of it (none if it has it); undefined: cannot. */
  readonly update: (
    element: PlacedElement,
    want: Want,
    eol: string,
  ) => readonly TextEdit[] | undefined;
  /** A new element's text, from its start tag on; undefined when it cannot be written. */
  readonly written: (key: string, want: Want, layout: NewElementLayout) => string | undefined;
  /** Whether the element can hold the want (a `<string>` holds no plurals); else written anew. */
  readonly fits?: (element: PlacedElement, want: Want) => boolean;
  /** An element the target lacks: edits that keep it (an anchor then); undefined: removed whole. */
  readonly absent?: (key: string, element: PlacedElement) => readonly TextEdit[] | undefined;
  /** Where new elements go with no kept one to follow: after its last child, or first in it. */
  readonly container?: PlacedElement;
}

/** A new element's layout: the anchor's indentation, one level's, the file's line ending. */
export interface NewElementLayout {
  readonly indentation: string;
  readonly unit: string;
  readonly eol: string;
}

/** `text` edited towards the wanted elements; undefined when one edit cannot be written. */
export function editKeyed<Want>(text: string, elements: KeyedElements<Want>): string | undefined {
  const edits = keyedEdits(text, elements, lineEndingOf(text));
  return edits && applyTextEdits(text, edits);
}

/** The edits of `editKeyed`, for elements keyed inside one element (an Android plural's items). */
export function keyedEdits<Want>(
  text: string,
  elements: KeyedElements<Want>,
  eol: string,
): TextEdit[] | undefined {
  const edits: TextEdit[] = [];
  const kept = new Map<string, PlacedElement>();
  const removed = new Set<PlacedElement>();
  for (const [key, element] of elements.existing) {
    const want = elements.wanted.get(key);
    let changes: readonly TextEdit[] | undefined;
    if (want === undefined) changes = elements.absent?.(key, element);
    else if (elements.fits?.(element, want) !== false) {
      changes = elements.update(element, want, eol);
      if (changes === undefined) return undefined;
    }
    if (changes === undefined) {
      edits.push(removalOf(text, element));
      removed.add(element);
      continue;
    }
    edits.push(...changes);
    kept.set(key, element);
  }
  const added = additions(text, elements, kept, eol, (made) => {
    const first = kept.values().next().value;
    if (first !== undefined) return insertionBefore(text, first, made, eol);
    return elements.container && intoContainer(text, elements.container, removed, made, eol);
  });
  return added && [...edits, ...added];
}

/**
 * The new elements, each after the kept element before it in the target's order; those before
 * every kept one where `first` puts them.
 */
function additions<Want>(
  text: string,
  elements: KeyedElements<Want>,
  kept: ReadonlyMap<string, PlacedElement>,
  eol: string,
  first: (blocks: readonly string[]) => TextEdit | undefined,
): TextEdit[] | undefined {
  const placement = placeNewKeys([...kept.keys()], [...elements.wanted.keys()]);
  const { container } = elements;
  const unit = container && indentUnitOf(text, container, container.children[0]);
  const layout = { unit: unit ?? '    ', eol };
  /** The new elements' texts at the anchor's indentation; undefined when one cannot be written. */
  const blocks = (keys: readonly string[], anchor: PlacedElement | undefined) => {
    const indentation = (anchor === undefined ? unit : indentationAt(text, anchor.start)) ?? '';
    const made: string[] = [];
    for (const key of keys) {
      const block = elements.written(key, elements.wanted.get(key) as Want, {
        ...layout,
        indentation,
      });
      if (block === undefined) return undefined;
      made.push(block);
    }
    return made;
  };
  const edits: TextEdit[] = [];
  if (placement.first.length > 0) {
    const made = blocks(placement.first, kept.values().next().value);
    const edit = made && first(made);
    if (edit === undefined) return undefined;
    edits.push(edit);
  }
  for (const [key, keys] of placement.after) {
    const anchor = kept.get(key) as PlacedElement;
    const made = blocks(keys, anchor);
    if (made === undefined) return undefined;
    edits.push(insertionAfter(text, anchor, made, eol));
  }
  return edits;
}

/**
 * New elements in a container with no kept element: after its last child that stays, of any
 * kind (never next to a removed one, whose removal takes the bytes around it), else first in it.
 */
function intoContainer(
  text: string,
  container: PlacedElement,
  removed: ReadonlySet<PlacedElement>,
  blocks: readonly string[],
  eol: string,
): TextEdit {
  const last = container.children.findLast((child) => !removed.has(child));
  if (last !== undefined) return insertionAfter(text, last, blocks, eol);
  const unit = indentUnitOf(text, container, container.children[0]);
  const indentation = (indentationAt(text, container.start) ?? '') + unit;
  const content = blocks.map((block) => `${eol}${indentation}${block}`).join('');
  return { offset: container.contentStart, length: 0, content };
}
