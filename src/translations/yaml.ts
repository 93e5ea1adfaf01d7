import {
  Document,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parseDocument,
  Scalar,
  type ToStringOptions,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { type KeySegment, keyOf } from './keys.ts';
import { placeNewKeys } from './placement.ts';
import { checkNesting, MAX_NESTING } from './read-limits.ts';
import { keysNode, languageRootOf, underRoot } from './yaml-language-root.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import { plainValue, type TargetNode, targetTree } from './tree.ts';
import type { FormatModel, TranslationEntries, TranslationValue } from './types.ts';

/**
 * YAML translation files through the `yaml` library's document model, which keeps comments,
 * key order and each scalar's quoting. When the library writes the repository's file back byte
 * for byte (with the file's indentation and sequence style), the edit is made on the document and
 * written by it; otherwise only changed texts can be edited, each spliced over its old source.
 * Aliases and merge keys are not read: such files take the fallback.
 */
export const yamlModel: FormatModel = {
  read: (text) => {
    const doc = parse(text);
    if (doc === undefined) return undefined;
    const entries = new Map<string, TranslationValue>();
    const node = keysNode(doc);
    return node === null || collect(node, [], entries) ? entries : undefined;
  },
  edit: (text, target) => editYaml(text, target),
  render: (bundle, target) => editYaml(bundle, target) ?? rewritten(bundle, target) ?? bundle,
};

/**
 * The document; undefined when it has errors. The library's own check for repeated keys compares
 * every pair of a map's keys, slow on thousands; `collect` checks them with a set instead.
 */
function parse(text: string): Document.Parsed | undefined {
  const doc = parseDocument(text, { uniqueKeys: false });
  // The library parses deep nesting without recursion; what reads the document here (collect,
  // the edits) recurses, so the depth is measured first, with a stack of its own (on a document
  // with errors too, so that a deep one is named as too deep).
  checkNesting(nestingOf(doc.contents));
  return doc.errors.length === 0 ? doc : undefined;
}

/** The deepest nesting of maps and sequences under `root`; stops counting past MAX_NESTING. */
function nestingOf(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, depth] = next;
    if (!isMap(node) && !isSeq(node)) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_NESTING) return deepest;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return deepest;
}

function collect(
  node: unknown,
  path: KeySegment[],
  entries: Map<string, TranslationValue>,
): boolean {
  if (isMap(node)) {
    const seen = new Set<string>();
    return node.items.every((pair) => {
      if (!isScalar(pair.key) || pair.key.value === '<<') return false;
      const name = String(pair.key.value);
      if (seen.has(name)) return false;
      seen.add(name);
      return collect(pair.value, [...path, name], entries);
    });
  }
  if (isSeq(node)) return node.items.every((item, i) => collect(item, [...path, i], entries));
  if (isAlias(node)) return false;
  if (node === null) {
    entries.set(keyOf(path), null);
    return true;
  }
  if (!isScalar(node)) return false;
  entries.set(keyOf(path), leafValue(node.value));
  return true;
}

function leafValue(value: unknown): TranslationValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return value as TranslationValue;
  }
  return String(value);
}

/** The repository's text edited on the document, or by splicing changed texts; undefined if neither works. */
function editYaml(text: string, target: TranslationEntries): string | undefined {
  const doc = parse(text);
  const want = doc && targetTree(underRoot(target, languageRootOf(doc)));
  if (doc === undefined || want === undefined) return undefined;
  const options = roundTripOptions(doc, text);
  if (options === undefined) return spliceTexts(text, doc, want);
  reconcileRoot(doc, want);
  return withEndOf(text, doc.toString(options));
}

/** The bundle rewritten by the library in its own style, when nothing else can hold `target`. */
function rewritten(bundle: string, target: TranslationEntries): string | undefined {
  const doc = parse(bundle);
  const want = doc && targetTree(underRoot(target, languageRootOf(doc)));
  if (doc === undefined || want === undefined) return undefined;
  reconcileRoot(doc, want);
  return doc.toString({ lineWidth: 0 });
}

/**
 * The writing options with which the library gives the file back unchanged; undefined when none
 * does (the file has a layout the library would change, and editing the document would show it).
 */
function roundTripOptions(doc: Document.Parsed, text: string): ToStringOptions | undefined {
  const indent = /\n( +)\S/.exec(text)?.[1]?.length ?? 2;
  const expected = text.endsWith('\n') ? text : text + '\n';
  for (const indentSeq of [true, false]) {
    for (const lineWidth of [0, 80]) {
      const options: ToStringOptions = { indent, indentSeq, lineWidth };
      if (doc.toString(options) === expected) return options;
    }
  }
  return undefined;
}

/** The library always ends with a newline; a file without one keeps it that way. */
function withEndOf(original: string, written: string): string {
  return original.endsWith('\n') ? written : written.replace(/\n$/, '');
}

function reconcileRoot(doc: Document, want: TargetNode): void {
  const replaced = reconcile(doc, doc.contents, want);
  if (replaced !== undefined) doc.contents = replaced;
}

/** Makes `node` hold `want`; returns a node to put in its place when it cannot be edited. */
function reconcile(doc: Document, node: unknown, want: TargetNode): Node | undefined {
  if (want.kind === 'object' && isMap(node)) {
    reconcileMap(doc, node, want);
    return undefined;
  }
  if (want.kind === 'array' && isSeq(node) && node.items.length === want.children.size) {
    reconcileSeq(doc, node, want);
    return undefined;
  }
  if (want.kind === 'leaf' && isScalar(node)) {
    // Setting the value keeps the scalar's quoting and its comments.
    if (leafValue(node.value) !== want.value) node.value = want.value;
    return undefined;
  }
  if (want.kind === 'leaf' && node === null && want.value === null) return undefined;
  return doc.createNode(plainValue(want));
}

function reconcileSeq(
  doc: Document,
  node: YAMLSeq,
  want: Extract<TargetNode, { kind: 'array' }>,
): void {
  node.items.forEach((item, i) => {
    const child = want.children.get(i);
    const replaced = child === undefined ? undefined : reconcile(doc, item, child);
    if (replaced !== undefined) node.items[i] = replaced;
  });
}

/** The scalar styles a new one-line text may copy from its neighbours. */
const ONE_LINE_TYPES: readonly Scalar.Type[] = [
  Scalar.PLAIN,
  Scalar.QUOTE_SINGLE,
  Scalar.QUOTE_DOUBLE,
];

/** Kept pairs edited in place, removed ones dropped, new ones placed as placement.ts says. */
function reconcileMap(
  doc: Document,
  node: YAMLMap,
  want: Extract<TargetNode, { kind: 'object' }>,
): void {
  const pairs = node.items.filter(isPair);
  const nameOf = (pair: (typeof pairs)[number]): string =>
    isScalar(pair.key) ? String(pair.key.value) : '';
  const placement = placeNewKeys(pairs.map(nameOf), [...want.children.keys()]);
  const quoting = pairs
    .map((pair) => pair.value)
    .filter(isScalar)
    .map((scalar) => scalar.type)
    .find((type) => type !== undefined && ONE_LINE_TYPES.includes(type));
  const created = (name: string): Pair<unknown, unknown> => {
    const pair = doc.createPair(name, plainValue(want.children.get(name) as TargetNode));
    // A new text is quoted like its neighbours; the library still quotes what plain cannot hold.
    if (isScalar(pair.value) && typeof pair.value.value === 'string') pair.value.type = quoting;
    return pair;
  };
  const items: Pair<unknown, unknown>[] = placement.first.map(created);
  for (const pair of pairs) {
    const name = nameOf(pair);
    const wanted = want.children.get(name);
    if (wanted === undefined) {
      if (!hasLeaves(pair.value)) items.push(pair);
      continue;
    }
    const replaced = reconcile(doc, pair.value, wanted);
    if (replaced !== undefined) pair.value = replaced;
    items.push(pair, ...(placement.after.get(name) ?? []).map(created));
  }
  node.items = items;
}

/**
 * For a file the library would lay out otherwise: each changed text written over its old source
 * (a one-line plain or quoted scalar), in that scalar's quoting. Undefined when the change is
 * more than texts: keys added or removed, or a text on several lines.
 */
function spliceTexts(text: string, doc: Document.Parsed, want: TargetNode): string | undefined {
  const edits: TextEdit[] = [];
  const walk = (node: unknown, wanted: TargetNode): boolean => {
    if (wanted.kind === 'leaf') {
      if (!isScalar(node) || !node.range) return false;
      if (leafValue(node.value) === wanted.value) return true;
      const [start, end] = node.range;
      const source = text.slice(start, end);
      if (source.includes('\n') || typeof wanted.value !== 'string') return false;
      if (wanted.value.includes('\n')) return false;
      edits.push({ offset: start, length: end - start, content: scalarSource(node, wanted.value) });
      return true;
    }
    if (wanted.kind === 'object' && isMap(node)) {
      const pairs = node.items;
      if (pairs.length !== wanted.children.size) return false;
      return pairs.every((pair) => {
        const child = isScalar(pair.key) ? wanted.children.get(String(pair.key.value)) : undefined;
        return child !== undefined && walk(pair.value, child);
      });
    }
    if (wanted.kind === 'array' && isSeq(node) && node.items.length === wanted.children.size) {
      return node.items.every((item, i) => {
        const child = wanted.children.get(i);
        return child !== undefined && walk(item, child);
      });
    }
    return false;
  };
  return walk(doc.contents, want) ? applyTextEdits(text, edits) : undefined;
}

/** A one-line text in the quoting the old scalar had, as the library writes it. */
function scalarSource(old: Scalar, value: string): string {
  const scalar = new Scalar(value);
  if (old.type === Scalar.QUOTE_DOUBLE || old.type === Scalar.QUOTE_SINGLE) scalar.type = old.type;
  else scalar.type = Scalar.PLAIN;
  return new Document(scalar).toString({ lineWidth: 0 }).replace(/\n$/, '');
}

function hasLeaves(node: unknown): boolean {
  if (isMap(node)) return node.items.some((pair) => hasLeaves(pair.value));
  if (isSeq(node)) return node.items.some(hasLeaves);
  return true;
}
