import { isAscii } from 'node:buffer';
import { getNodeValue, type Node, type ParseError, parseTree } from 'jsonc-parser';
import { differingLeaves } from './json-pair.ts';
import { readJson } from './json-read.ts';
import { placeNewKeys } from './placement.ts';
import { checkNesting, jsonNesting } from './read-limits.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import { plainValue, type TargetNode, targetTree } from './tree.ts';
import type { FormatModel, LeafWrite, TranslationEntries } from './types.ts';

/**
 * JSON translation files through jsonc-parser, whose syntax tree knows where every key and value
 * sits in the text: a changed text replaces only its value's characters, so every other byte,
 * escapes included, stays as the repository wrote it. All edits are computed against one parse
 * and made in one pass, whatever their number.
 */
export const jsonModel: FormatModel = {
  read: readJson,
  edit: (text, target) => editJson(text, target),
  render: (bundle, target) => editJson(bundle, target) ?? bundle,
  paired: { differing: differingLeaves, write: writeLeaves },
};

/**
 * The file with each leaf's literal replaced by its value, written as `renderValue` writes a
 * leaf (every other byte as it was): the everyday pull's edit, made without parsing the file again.
 */
function writeLeaves(ours: Buffer, leaves: readonly LeafWrite[]): Buffer {
  // The bytes say what the text would: no byte over 0x7f is no character over U+007F.
  const asciiOnly = isAscii(ours) && hasUnicodeEscape(ours);
  const parts: Buffer[] = [];
  let at = 0;
  for (const leaf of [...leaves].sort((a, b) => a.start - b.start)) {
    parts.push(ours.subarray(at, leaf.start));
    parts.push(Buffer.from(escapeAsStyle(JSON.stringify(leaf.value), asciiOnly), 'utf8'));
    at = leaf.end;
  }
  parts.push(ours.subarray(at));
  return Buffer.concat(parts);
}

/** The syntax tree; undefined when the text is not JSON (comments are allowed, as jsonc-parser does). */
function parse(text: string): Node | undefined {
  // jsonc-parser recurses once per level: the limit is checked before it starts.
  checkNesting(jsonNesting(text));
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false });
  return errors.length === 0 ? root : undefined;
}

/** How the file writes what a new key needs: found in the file, with common defaults. */
interface JsonStyle {
  readonly text: string;
  /** Between a key and its value, e.g. `": "`. */
  readonly colon: string;
  /** One level of indentation; empty for a file on one line. */
  readonly unit: string;
  /** Whether the file writes every non-ASCII character as a `\u` escape. */
  readonly asciiOnly: boolean;
}

function editJson(text: string, target: TranslationEntries): string | undefined {
  const root = parse(text);
  const want = targetTree(target);
  if (root === undefined || want === undefined) return undefined;
  const style: JsonStyle = {
    text,
    colon: colonOf(text, root) ?? ': ',
    unit: indentUnitOf(text),
    asciiOnly: /\\u[0-9a-fA-F]{4}/.test(text) && !/[\u0080-\uffff]/.test(text),
  };
  const edits: TextEdit[] = [];
  reconcile(root, want, style, edits);
  return applyTextEdits(text, edits);
}

/** Adds the edits that make `node` hold `want`. */
function reconcile(node: Node, want: TargetNode, style: JsonStyle, edits: TextEdit[]): void {
  if (want.kind === 'object' && node.type === 'object') {
    reconcileObject(node, want, style, edits);
    return;
  }
  const elements = node.children ?? [];
  if (want.kind === 'array' && node.type === 'array' && elements.length === want.children.size) {
    elements.forEach((element, i) => {
      const child = want.children.get(i);
      if (child !== undefined) reconcile(element, child, style, edits);
    });
    return;
  }
  if (want.kind === 'leaf' && isLeaf(node) && getNodeValue(node) === want.value) return;
  edits.push({
    offset: node.offset,
    length: node.length,
    content: renderValue(want, lineIndentAt(style.text, node.offset), style),
  });
}

/**
 * An object: its kept properties are reconciled in place, removed ones are cut with their comma,
 * new ones inserted where placement.ts says, written like their neighbours. A property holding no
 * text at all (an empty object) is left alone: the entries cannot say whether the bundle has it.
 */
function reconcileObject(
  node: Node,
  want: Extract<TargetNode, { kind: 'object' }>,
  style: JsonStyle,
  edits: TextEdit[],
): void {
  const names = (node.children ?? []).map((property) => property.children?.[0]?.value as string);
  // Each name's last place, found once: looked up again for every property, the pull of an
  // object of 20,000 keys took 0.6 s, and of one of 80,000 keys 9.5 s (issue 37).
  const last = new Map(names.map((name, i) => [name, i]));
  const properties = (node.children ?? []).map((property, i) => {
    const value = property.children?.[1] as Node;
    const name = names[i] as string;
    const wanted = want.children.get(name);
    // A name written again later is not the one the app reads: it stays as it is, but for a key
    // removed, whose every occurrence goes (else the earlier one would count).
    const shadowed = last.get(name) !== i;
    const removed = wanted === undefined && hasLeaves(value);
    return { property, value, name, wanted, removed, shadowed };
  });
  const kept = properties.filter((p) => !p.removed);
  if (kept.length === 0) {
    edits.push(rewriteInterior(node, want, style));
    return;
  }
  for (const { value, wanted, shadowed } of properties) {
    if (wanted !== undefined && !shadowed) reconcile(value, wanted, style, edits);
  }
  const end = (n: Node): number => n.offset + n.length;
  const firstKept = properties.indexOf(kept[0] as (typeof properties)[number]);
  if (firstKept > 0) {
    // The leading removed run goes up to the first kept property, with the commas after each.
    const first = properties[0]?.property as Node;
    const upTo = properties[firstKept]?.property as Node;
    edits.push({ offset: first.offset, length: upTo.offset - first.offset, content: '' });
  }
  properties.forEach(({ property, removed }, i) => {
    const previous = properties[i - 1]?.property;
    if (!removed || i < firstKept || previous === undefined) return;
    // Cut from the end of the property before, so its comma goes with this one.
    edits.push({ offset: end(previous), length: end(property) - end(previous), content: '' });
  });

  const separator = separatorOf(node, style);
  const indent = separator.slice(separator.lastIndexOf('\n') + 1);
  const render = (name: string): string =>
    renderProperty(name, want.children.get(name) as TargetNode, indent, style);
  const placement = placeNewKeys(
    properties.filter((p) => !p.shadowed).map((p) => p.name),
    [...want.children.keys()],
  );
  const firstKeptNode = kept[0]?.property as Node;
  if (placement.first.length > 0) {
    const content = placement.first.map((name) => render(name) + separator).join('');
    edits.push({ offset: firstKeptNode.offset, length: 0, content });
  }
  for (const { property, name, shadowed } of kept) {
    const added = shadowed ? [] : (placement.after.get(name) ?? []);
    if (added.length === 0) continue;
    const content = added.map((key) => separator + render(key)).join('');
    edits.push({ offset: end(property), length: 0, content });
  }
}

/** An object none of whose properties stay: written anew between its braces. */
function rewriteInterior(
  node: Node,
  want: Extract<TargetNode, { kind: 'object' }>,
  style: JsonStyle,
): TextEdit {
  const interior = { offset: node.offset + 1, length: node.length - 2 };
  if (want.children.size === 0) return { ...interior, content: '' };
  const outer = lineIndentAt(style.text, node.offset);
  const newline = style.unit === '' ? '' : '\n';
  const inner = newline === '' ? '' : outer + style.unit;
  const properties = [...want.children].map(([name, child]) =>
    renderProperty(name, child, inner, style),
  );
  const content =
    newline +
    inner +
    properties.join(newline ? ',' + newline + inner : inlineSeparator(style)) +
    newline +
    outer;
  return { ...interior, content };
}

/** What goes between two properties of this object: taken from it, or made from its indentation. */
function separatorOf(node: Node, style: JsonStyle): string {
  const [first, second] = node.children ?? [];
  if (first !== undefined && second !== undefined) {
    const between = style.text.slice(first.offset + first.length, second.offset);
    if (/^\s*,\s*$/.test(between)) return between;
  }
  if (first === undefined) return inlineSeparator(style);
  const lineStart = style.text.lastIndexOf('\n', first.offset - 1) + 1;
  const before = style.text.slice(lineStart, first.offset);
  return /^\s*$/.test(before) ? ',\n' + before : inlineSeparator(style);
}

/** Between two properties on one line: a compact file (`"a":"b"`) has no space after commas either. */
function inlineSeparator(style: JsonStyle): string {
  return style.colon.endsWith(' ') ? ', ' : ',';
}

function renderProperty(name: string, value: TargetNode, indent: string, style: JsonStyle): string {
  return (
    escapeAsStyle(JSON.stringify(name), style.asciiOnly) +
    style.colon +
    renderValue(value, indent, style)
  );
}

/** A value as JSON, its nested lines indented from `indent` by the file's unit. */
function renderValue(value: TargetNode, indent: string, style: JsonStyle): string {
  const json =
    value.kind === 'leaf'
      ? JSON.stringify(value.value)
      : JSON.stringify(plainValue(value), null, style.unit).replaceAll('\n', '\n' + indent);
  return escapeAsStyle(json, style.asciiOnly);
}

/** Whether the bytes hold a `\u` escape (`\u` and four hex digits), found without a copy. */
function hasUnicodeEscape(bytes: Buffer): boolean {
  for (let at = bytes.indexOf('\\u'); at !== -1; at = bytes.indexOf('\\u', at + 1)) {
    if (/^[0-9a-fA-F]{4}$/.test(bytes.toString('latin1', at + 2, at + 6))) return true;
  }
  return false;
}

/** A value as the file writes it: in a file of ASCII that has `\u` escapes, every other character escaped too. */
function escapeAsStyle(json: string, asciiOnly: boolean): string {
  if (!asciiOnly) return json;
  return json.replace(
    /[\u0080-\uffff]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}

function colonOf(text: string, root: Node): string | undefined {
  const property = root.type === 'object' ? root.children?.[0] : undefined;
  const [key, value] = property?.children ?? [];
  if (key === undefined || value === undefined) return undefined;
  const between = text.slice(key.offset + key.length, value.offset);
  return /^\s*:\s*$/.test(between) ? between : undefined;
}

/** The indentation of the first indented line: one level, as the file's first nesting shows it. */
function indentUnitOf(text: string): string {
  const match = /\n([ \t]+)\S/.exec(text);
  if (match?.[1] !== undefined) return match[1];
  return text.includes('\n') ? '  ' : '';
}

/** The whitespace that starts the line `offset` is on. */
function lineIndentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? '';
}

function isLeaf(node: Node): boolean {
  return node.type !== 'object' && node.type !== 'array';
}

/** Whether a value holds a text anywhere (an object's children are properties: their values count). */
function hasLeaves(node: Node): boolean {
  if (node.type === 'property')
    return node.children?.[1] !== undefined && hasLeaves(node.children[1]);
  return isLeaf(node) || (node.children ?? []).some(hasLeaves);
}
