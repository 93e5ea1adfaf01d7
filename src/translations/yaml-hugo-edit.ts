import type { FileHabits } from './yaml-layout.ts';
import type { TextEdit } from './text-edits.ts';
import type { KeySegment } from './keys.ts';
import type { Pair } from 'yaml';
import { placeNewKeys } from './placement.ts';
import type { TargetNode } from './tree.ts';
import { type HugoItem, lastItems } from './yaml-hugo.ts';
import {
  commentsAbove,
  contentEnd,
  indentOf,
  isBlank,
  lineAt,
  lineStart,
  type LineSpan,
  neighboursStyle,
  nextLineStart,
  standsApart,
} from './yaml-layout.ts';
import { newPairLines, NotInPlace } from './yaml-new-keys.ts';
import type { ScalarStyle } from './yaml-scalar-styles.ts';

/**
 * What a list's edit asks of the YAML editor (yaml-edit.ts) that walks the rest of the file:
 * named here so that this module does not import it back.
 */
export interface YamlEditor {
  readonly text: string;
  readonly edits: TextEdit[];
  readonly neighbours: Map<Pair, ScalarStyle | undefined>;
  readonly habits: FileHabits;
  value(node: unknown, want: TargetNode, path: KeySegment[], pair?: Pair, inFlow?: boolean): void;
  insert(offset: number, lines: string): void;
}

/**
 * A Hugo list of messages (yaml-hugo.ts) edited towards `want`, ids to texts, as a map is: a
 * changed text written over its old one (a plural form as a map's key), an item whose id goes
 * taken out with every other item of that id, a new id's item put in after the item of the id
 * before it, in the file's layout (a blank line between items where the file has them).
 */
export function editHugoList(
  editor: YamlEditor,
  items: readonly HugoItem[],
  want: TargetNode,
): void {
  if (want.kind !== 'object') throw new NotInPlace('the file holds no messages by id to edit');
  const counting = lastItems(items);
  const ids = items.filter((item) => counting.get(item.id) === item).map((item) => item.id);
  const placement = placeNewKeys(ids, [...want.children.keys()]);
  const layout = layoutOf(editor.text, items);
  const blank = layout.blankBetween ? '\n' : '';
  const lines = (fresh: readonly string[]) =>
    fresh.map((id) => newItem(id, want.children.get(id) as TargetNode, layout, editor));
  const removed: LineSpan[] = [];
  for (const item of items) {
    const child = want.children.get(item.id);
    // Every item of a removed id goes: an earlier one left behind would count again.
    if (child === undefined) removed.push(removedLines(editor.text, item, layout));
    if (child === undefined || counting.get(item.id) !== item) continue;
    editor.neighbours.set(item.translation, layout.textStyle);
    editor.value(item.translation.value, child, [item.id], item.translation);
    const after = placement.after.get(item.id) ?? [];
    const text = lines(after).map((itemText) => blank + itemText);
    if (text.length > 0) editor.insert(itemLines(editor.text, item).end, text.join(''));
  }
  for (const span of joined(editor.text, removed)) {
    editor.edits.push({ offset: span.start, length: span.end - span.start, content: '' });
  }
  if (placement.first.length === 0) return;
  const firstKept = items.find((item) => want.children.has(item.id));
  if (firstKept === undefined) throw new NotInPlace('no message of the file stays');
  const start = itemLines(editor.text, firstKept).start;
  const text = lines(placement.first).map((itemText) => itemText + blank);
  editor.insert(commentsAbove(editor.text, start, layout.dash), text.join(''));
}

/** How the file writes its items, which new ones copy. */
interface ListLayout {
  /** The column of each item's `-`, and of its keys. */
  readonly dash: number;
  readonly column: number;
  /** Whether items stand apart, a blank line between each and the next. */
  readonly blankBetween: boolean;
  readonly idStyle: ScalarStyle | undefined;
  readonly textStyle: ScalarStyle | undefined;
}

function layoutOf(text: string, items: readonly HugoItem[]): ListLayout {
  const first = itemLines(text, items[0] as HugoItem);
  const firstKey = (items[0] as HugoItem).item.range?.[0] ?? first.start;
  let blanks = 0;
  for (const item of items.slice(1)) {
    const start = itemLines(text, item).start;
    const above = commentsAbove(text, start, indentOf(lineAt(text, start)));
    if (above > 0 && isBlank(lineAt(text, lineStart(text, above - 1)))) blanks++;
  }
  const pairsNamed = (name: string) =>
    items.flatMap((item) => item.item.items.filter((pair) => keyName(pair) === name));
  return {
    dash: indentOf(lineAt(text, first.start)),
    column: firstKey - first.start,
    blankBetween: blanks * 2 > items.length - 1,
    idStyle: neighboursStyle(pairsNamed('id')),
    textStyle: neighboursStyle(pairsNamed('translation')),
  };
}

function keyName(pair: Pair): string {
  return String((pair.key as { value?: unknown } | null)?.value);
}

/** An item's lines, from its `-` to its last value's line. */
function itemLines(text: string, item: HugoItem): LineSpan {
  const [keyAt] = item.item.range ?? [0];
  const start = lineStart(text, keyAt);
  if (!/^\s*-\s*$/.test(text.slice(start, keyAt))) {
    throw new NotInPlace(`the item of ${item.id} shares its line with another`);
  }
  return { start, end: nextLineStart(text, contentEnd(item.item, keyAt)) };
}

/**
 * A removed item's lines, with the comment lines over it where the items stand together and it
 * stands apart (then the comment speaks of it alone; between items that all stand apart, a
 * comment over one may head a run of them).
 */
function removedLines(text: string, item: HugoItem, layout: ListLayout): LineSpan {
  const span = itemLines(text, item);
  if (layout.blankBetween) return span;
  const commented = { start: commentsAbove(text, span.start, layout.dash), end: span.end };
  return standsApart(text, commented, layout.dash) ? commented : span;
}

/**
 * The removed spans, those with nothing but blank lines between them made one, each with one of
 * the blank lines around it: the blank lines between the items left stay one.
 */
function joined(text: string, spans: readonly LineSpan[]): LineSpan[] {
  const runs: LineSpan[] = [];
  for (const span of spans) {
    const last = runs[runs.length - 1];
    if (last !== undefined && isBlank(text.slice(last.end, span.start))) {
      runs[runs.length - 1] = { start: last.start, end: span.end };
    } else runs.push(span);
  }
  return runs.map((run) => {
    const before = run.start === 0 ? undefined : lineStart(text, run.start - 1);
    const blankBefore = before !== undefined && isBlank(lineAt(text, before));
    if (
      run.end < text.length &&
      isBlank(lineAt(text, run.end)) &&
      (blankBefore || run.start === 0)
    ) {
      return { start: run.start, end: nextLineStart(text, run.end + 1) };
    }
    if (isBlank(text.slice(run.end)) && blankBefore) return { start: before, end: run.end };
    return run;
  });
}

/** A new item's lines: `- id: …` and its `translation`, at the items' columns. */
function newItem(id: string, want: TargetNode, layout: ListLayout, editor: YamlEditor): string {
  const { column, dash } = layout;
  const idLine = newPairLines(
    'id',
    { kind: 'leaf', value: id },
    column,
    layout.idStyle,
    editor.habits,
  );
  const text = newPairLines('translation', want, column, layout.textStyle, editor.habits);
  return `${' '.repeat(dash)}-${' '.repeat(Math.max(1, column - dash - 1))}${idLine.slice(column)}${text}`;
}
