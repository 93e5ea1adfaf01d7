import {
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { type KeySegment, keyLabel, keyOf, sameEntries } from './keys.ts';
import { placeNewKeys } from './placement.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import type { TargetNode } from './tree.ts';
import type { TranslationValue } from './types.ts';
import {
  commentsAbove,
  type FileHabits,
  habitsOf,
  indentOf,
  lineAt,
  neighboursStyle,
  pairLines,
  standsApart,
} from './yaml-layout.ts';
import { newPairLines, NotInPlace } from './yaml-new-keys.ts';
import { hugoItemsOf } from './yaml-hugo.ts';
import { editHugoList } from './yaml-hugo-edit.ts';
import {
  collectEntries,
  isMergeKey,
  lastPairs,
  leafValue,
  type MapEntry,
  YamlAliases,
} from './yaml-read.ts';
import { replaceScalar } from './yaml-replace.ts';
import type { ScalarStyle } from './yaml-scalar-styles.ts';

/**
 * A YAML file edited in place towards `want`: each changed text written over its old source, a
 * removed key's lines taken out, a new key's lines put in after the key before it; every other
 * byte (comments, blank lines, anchors, quoting, `---`) as it was. `reason` says why the file
 * cannot be edited so (a text shared through an alias or a merge key, a flow map gaining keys).
 */
export type InPlaceEdit = { readonly text: string } | { readonly reason: string };

export function editInPlace(text: string, doc: Document.Parsed, want: TargetNode): InPlaceEdit {
  const editor = new YamlEditor(text, doc);
  const hugo = hugoItemsOf(doc.contents);
  try {
    if (hugo !== undefined) editHugoList(editor, hugo, want);
    else if (isSeq(doc.contents) && want.kind === 'array') editor.value(doc.contents, want, []);
    else if (!isMap(doc.contents) || want.kind !== 'object') {
      throw new NotInPlace('the file holds no map of keys to edit');
    } else editor.map(doc.contents, want, []);
  } catch (error) {
    if (error instanceof NotInPlace) return { reason: error.message };
    throw error;
  }
  const edited = applyTextEdits(text, editor.edits);
  // A file without a final newline whose last line went keeps ending without one.
  const openEnd = text !== '' && !text.endsWith('\n');
  return { text: openEnd ? edited.replace(/\r?\n$/, '') : edited };
}

/** The edits that make a document hold a target, collected against the text as it is. */
export class YamlEditor {
  readonly edits: TextEdit[] = [];
  /** The one-line style of each pair's neighbours, for a text written into an empty value. */
  readonly neighbours = new Map<Pair, ScalarStyle | undefined>();
  private readonly aliases: YamlAliases;
  readonly habits: FileHabits;
  readonly text: string;

  constructor(text: string, doc: Document.Parsed) {
    this.text = text;
    this.aliases = new YamlAliases(doc);
    this.habits = habitsOf(doc, text);
  }

  /** Makes the value of `pair` (or a list item, without a pair) hold `want`. */
  value(node: unknown, want: TargetNode, path: KeySegment[], pair?: Pair, inFlow = false): void {
    if (isAlias(node)) {
      if (!this.holds(node, want)) {
        throw new NotInPlace(`${label(path)} takes its text through the alias *${node.source}`);
      }
    } else if (want.kind === 'object' && isMap(node)) {
      this.map(node, want, path);
    } else if (want.kind === 'array' && isSeq(node) && node.items.length === want.children.size) {
      this.list(node, want, path);
    } else if (want.kind === 'leaf' && isScalar(node)) {
      if (leafValue(node.value) === want.value) return;
      const neighbours = pair && this.neighbours.get(pair);
      const edit = replaceScalar(this.text, node, want.value, {
        inFlow,
        habits: this.habits,
        neighbours,
      });
      if (edit === undefined)
        throw new NotInPlace(`no YAML style holds the text of ${label(path)}`);
      this.edits.push(edit);
    } else if (pair !== undefined && !inFlow) {
      // A text where the file has a map, or the other way round: the pair is written anew.
      const span = this.ownLines(pair, path);
      const column = indentOf(lineAt(this.text, span.start));
      const name = String((pair.key as { value: unknown }).value);
      this.insert(
        span.start,
        newPairLines(name, want, column, this.neighbours.get(pair), this.habits),
      );
      this.edits.push({ offset: span.start, length: span.end - span.start, content: '' });
    } else {
      throw new NotInPlace(`${label(path)} changes its shape inside a list or a flow collection`);
    }
  }

  /** Kept pairs edited, removed ones taken out, new ones placed as placement.ts says. */
  map(node: YAMLMap, want: Extract<TargetNode, { kind: 'object' }>, path: KeySegment[]): void {
    const entries = this.aliases.entriesOf(node);
    if (entries === undefined) throw new NotInPlace(`${label(path)} has keys that cannot be read`);
    const merged = entries.filter((entry) => entry.own === undefined);
    const overridden = this.checkMerged(merged, want, path);
    const own = node.items.filter((pair) => !isMergeKey(pair));
    const ownNames = own.map((pair) => String((pair.key as { value: unknown }).value));
    // A key written twice counts as its last pair (as Rails reads it): that one is edited, the
    // earlier ones stay, unless the key goes, when they all go (else an earlier one would count).
    const counts = lastPairs(node) ?? new Map<string, Pair>();
    // A changed key a merge key brings is written as a key of this map, which Rails (and YAML's
    // merge) take over the merged one: the anchor and every other map that merges it stay.
    const mergedNames = new Set(
      merged.map((entry) => entry.name).filter((name) => !overridden.has(name)),
    );
    const wanted = [...want.children.keys()].filter((name) => !mergedNames.has(name));
    const placement = placeNewKeys(
      ownNames.filter((name, i) => counts.get(name) === own[i]),
      wanted,
    );
    const style = neighboursStyle(own);
    const inFlow = node.flow === true;
    const fresh = (names: readonly string[]) =>
      names.map((name) => [name, want.children.get(name) as TargetNode] as const);
    own.forEach((pair, i) => {
      const name = ownNames[i] as string;
      const child = want.children.get(name);
      this.neighbours.set(pair, style);
      if (child === undefined) {
        if (this.hasTexts(pair.value)) this.remove(pair, [...path, name], inFlow);
      } else if (counts.get(name) === pair) {
        this.value(pair.value, child, [...path, name], pair, inFlow);
      } else return;
      const after = placement.after.get(name);
      if (after !== undefined) this.insertAfter(pair, fresh(after), path, inFlow);
    });
    if (placement.first.length > 0) {
      this.insertFirst(node, own, ownNames, want, fresh(placement.first), path);
    }
  }

  /**
   * The keys a merge key brings whose texts change: each is overridden in this map. One the
   * target removes cannot be: no key of a map takes a merged key away.
   */
  private checkMerged(
    merged: readonly MapEntry[],
    want: TargetNode,
    path: KeySegment[],
  ): Set<string> {
    const overridden = new Set<string>();
    if (want.kind !== 'object') return overridden;
    for (const entry of merged) {
      const child = want.children.get(entry.name);
      if (child === undefined) {
        throw new NotInPlace(
          `${label([...path, entry.name])} is removed, but it comes through a merge key (<<)`,
        );
      }
      if (!this.holds(entry.value, child)) overridden.add(entry.name);
    }
    return overridden;
  }

  private list(node: YAMLSeq, want: Extract<TargetNode, { kind: 'array' }>, path: KeySegment[]) {
    node.items.forEach((item, i) => {
      const child = want.children.get(i);
      if (child !== undefined) this.value(item, child, [...path, i], undefined, node.flow === true);
    });
  }

  /** Whether the texts under `node` (aliases and merges followed) are exactly `want`'s. */
  private holds(node: unknown, want: TargetNode): boolean {
    const found = new Map<string, TranslationValue>();
    if (!collectEntries(this.aliases, node, [], found)) return false;
    const wanted = new Map<string, TranslationValue>();
    flatten(want, [], wanted);
    return sameEntries(found, wanted);
  }

  private hasTexts(node: unknown): boolean {
    const resolved = this.aliases.resolve(node);
    if (isMap(resolved)) return resolved.items.some((pair) => this.hasTexts(pair.value));
    if (isSeq(resolved)) return resolved.items.some((item) => this.hasTexts(item));
    return true;
  }

  /** A pair's lines, or why it cannot be edited by lines. */
  private ownLines(pair: Pair, path: KeySegment[]) {
    const span = pairLines(this.text, pair);
    if (span === undefined) throw new NotInPlace(`${label(path)} shares its line with another key`);
    return span;
  }

  /**
   * A removed key's lines go, with the comment lines directly over it when the key and its
   * comment stand apart from their neighbours (a blank line or the map's edge on both sides):
   * then the comment speaks of that key alone. A comment over a run of keys is kept, as it may
   * head the run rather than the first key.
   */
  private remove(pair: Pair, path: KeySegment[], inFlow: boolean): void {
    if (inFlow) throw new NotInPlace(`${label(path)} is removed from a flow map`);
    const span = this.ownLines(pair, path);
    const indent = indentOf(lineAt(this.text, span.start));
    const commented = { start: commentsAbove(this.text, span.start, indent), end: span.end };
    const start = standsApart(this.text, commented, indent) ? commented.start : span.start;
    this.edits.push({ offset: start, length: span.end - start, content: '' });
  }

  private insertAfter(
    pair: Pair,
    fresh: readonly (readonly [string, TargetNode])[],
    path: KeySegment[],
    inFlow: boolean,
  ): void {
    if (inFlow) throw new NotInPlace(`keys are added to the flow map ${label(path)}`);
    const span = this.ownLines(pair, path);
    const column = indentOf(lineAt(this.text, span.start));
    const style = this.neighbours.get(pair);
    this.insert(span.end, this.pairsText(fresh, column, style));
  }

  /** New keys before the first kept one, above the comment over it; or after the last item. */
  private insertFirst(
    node: YAMLMap,
    own: readonly Pair[],
    ownNames: readonly string[],
    want: Extract<TargetNode, { kind: 'object' }>,
    fresh: readonly (readonly [string, TargetNode])[],
    path: KeySegment[],
  ): void {
    if (node.flow) throw new NotInPlace(`keys are added to the flow map ${label(path)}`);
    const firstKept = own.find((_, i) => want.children.has(ownNames[i] as string));
    const anchor = firstKept ?? own[0] ?? node.items[0];
    if (anchor === undefined) throw new NotInPlace(`${label(path)} is an empty map`);
    const span = this.ownLines(anchor, path);
    const column = indentOf(lineAt(this.text, span.start));
    const text = this.pairsText(fresh, column, neighboursStyle(own));
    if (firstKept === undefined && own.length === 0) this.insert(span.end, text);
    else this.insert(commentsAbove(this.text, span.start, column), text);
  }

  private pairsText(
    fresh: readonly (readonly [string, TargetNode])[],
    column: number,
    style: ScalarStyle | undefined,
  ): string {
    return fresh
      .map(([name, node]) => newPairLines(name, node, column, style, this.habits))
      .join('');
  }

  /** Lines put in at a line start; at the end of a file without a final newline, after one. */
  insert(offset: number, lines: string): void {
    const atOpenEnd = offset === this.text.length && !/\n$|^$/.test(this.text);
    const text = atOpenEnd ? '\n' + lines.replace(/\n$/, '') : lines;
    const content = this.habits.newline === '\r\n' ? text.replaceAll('\n', '\r\n') : text;
    this.edits.push({ offset, length: 0, content });
  }
}

/** A target subtree's leaves by their paths below it. */
function flatten(node: TargetNode, path: KeySegment[], into: Map<string, TranslationValue>): void {
  if (node.kind === 'leaf') into.set(keyOf(path), node.value);
  else for (const [segment, child] of node.children) flatten(child, [...path, segment], into);
}

function label(path: readonly KeySegment[]): string {
  return keyLabel(keyOf(path));
}
