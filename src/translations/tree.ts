import { type KeySegment, segmentsOf } from './keys.ts';
import type { TranslationEntries, TranslationValue } from './types.ts';

/**
 * The nested shape of JSON and YAML translations, rebuilt from flat entries in their order: what
 * the edited file must hold. Containers keep their keys in the bundle's order.
 */
export type TargetNode =
  | { readonly kind: 'leaf'; readonly value: TranslationValue }
  | { readonly kind: 'object'; readonly children: Map<string, TargetNode> }
  | { readonly kind: 'array'; readonly children: Map<number, TargetNode> };

type Container = Extract<TargetNode, { kind: 'object' | 'array' }>;

/** The tree of the entries; undefined when two keys disagree on a container's kind. */
export function targetTree(entries: TranslationEntries): TargetNode | undefined {
  let root: TargetNode | undefined;
  for (const [key, value] of entries) {
    const segments = segmentsOf(key);
    const leaf: TargetNode = { kind: 'leaf', value };
    if (segments.length === 0) {
      if (root !== undefined) return undefined;
      root = leaf;
      continue;
    }
    root ??= containerFor(segments[0] as KeySegment);
    let parent: TargetNode = root;
    for (const [i, segment] of segments.entries()) {
      if (!fits(parent, segment)) return undefined;
      const next = segments[i + 1];
      const child: TargetNode | undefined = childOf(parent, segment);
      const made = child ?? (next === undefined ? leaf : containerFor(next));
      if (child === undefined) setChild(parent, segment, made);
      else if (next === undefined) return undefined;
      parent = made;
    }
  }
  return root;
}

/** The tree as plain JSON data, for writing a new subtree whole. */
export function plainValue(node: TargetNode): unknown {
  switch (node.kind) {
    case 'leaf':
      return node.value;
    case 'object':
      return Object.fromEntries([...node.children].map(([key, child]) => [key, plainValue(child)]));
    case 'array':
      return [...node.children.values()].map(plainValue);
  }
}

function containerFor(segment: KeySegment): Container {
  return typeof segment === 'number'
    ? { kind: 'array', children: new Map() }
    : { kind: 'object', children: new Map() };
}

function fits(parent: TargetNode, segment: KeySegment): parent is Container {
  return (
    (parent.kind === 'object' && typeof segment === 'string') ||
    (parent.kind === 'array' && typeof segment === 'number')
  );
}

function childOf(parent: Container, segment: KeySegment): TargetNode | undefined {
  return parent.kind === 'object'
    ? parent.children.get(segment as string)
    : parent.children.get(segment as number);
}

function setChild(parent: Container, segment: KeySegment, child: TargetNode): void {
  if (parent.kind === 'object') parent.children.set(segment as string, child);
  else parent.children.set(segment as number, child);
}
