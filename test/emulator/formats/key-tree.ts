import { isPluralForm, isPluralObject, orderedForms } from './plurals.ts';
import { FormatError, type Entry, type PluralForms } from './types.ts';

/** Separator of nested key names, as the service joins them. */
export const KEY_SEPARATOR = '::';

/** A JSON or YAML document: nested objects whose leaves are strings or plural objects. */
export interface KeyTree {
  [name: string]: string | KeyTree;
}

/**
 * The entries of a parsed JSON or YAML document. Nested objects become '::'-joined keys, an
 * object of plural form names is a plural value; anything but strings and objects is an error.
 */
export function flattenTree(document: unknown, format: string): Entry[] {
  if (!isObject(document)) {
    throw new FormatError(`Invalid ${format} file: the top level must be an object of keys`);
  }
  const entries: Entry[] = [];
  collect(document, '', entries, format);
  return entries;
}

function collect(node: object, prefix: string, entries: Entry[], format: string): void {
  for (const [name, value] of Object.entries(node)) {
    const key = prefix + name;
    if (typeof value === 'string') {
      entries.push({ key, value });
    } else if (isPluralObject(value)) {
      entries.push({ key, value: Object.fromEntries(orderedForms(value)) });
    } else if (isObject(value)) {
      collect(value, key + KEY_SEPARATOR, entries, format);
    } else {
      const kind = Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value;
      throw new FormatError(`Invalid ${format} file: key '${key}' holds ${kind}, not text`);
    }
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Node = { leaf: string | PluralForms } | { branch: Map<string, Node> };

/**
 * The document for a set of entries: '::' keys become nested objects again. A key stays flat
 * (its name keeps the '::') where nesting would lose information: when a shorter key is its
 * prefix, or when the nested object would read back as a plural value.
 */
export function nestEntries(entries: readonly Entry[]): KeyTree {
  const keys = new Set(entries.map((entry) => entry.key));
  const root = new Map<string, Node>();
  for (const { key, value } of entries) {
    const parts = key.split(KEY_SEPARATOR);
    const path = hasKeyAsPrefix(parts, keys) ? [key] : parts;
    insert(root, path, value);
  }
  return toTree(root);
}

function hasKeyAsPrefix(parts: readonly string[], keys: ReadonlySet<string>): boolean {
  for (let length = 1; length < parts.length; length++) {
    if (keys.has(parts.slice(0, length).join(KEY_SEPARATOR))) return true;
  }
  return false;
}

function insert(level: Map<string, Node>, path: readonly string[], value: Entry['value']): void {
  const [name, ...rest] = path;
  if (name === undefined) return;
  if (rest.length === 0) {
    level.set(name, { leaf: value });
    return;
  }
  let node = level.get(name);
  if (node === undefined || !('branch' in node)) {
    node = { branch: new Map() };
    level.set(name, node);
  }
  insert(node.branch, rest, value);
}

function toTree(level: ReadonlyMap<string, Node>): KeyTree {
  // Object.fromEntries defines own properties, so a key named '__proto__' stays a key.
  const pairs: [string, string | KeyTree][] = [];
  for (const [name, node] of level) {
    if ('leaf' in node) {
      pairs.push([name, leafValue(node.leaf)]);
    } else if (readsAsPlural(node.branch)) {
      for (const [form, child] of node.branch) {
        if ('leaf' in child) pairs.push([name + KEY_SEPARATOR + form, leafValue(child.leaf)]);
      }
    } else {
      pairs.push([name, toTree(node.branch)]);
    }
  }
  return Object.fromEntries(pairs);
}

function leafValue(value: string | PluralForms): string | KeyTree {
  return typeof value === 'string' ? value : Object.fromEntries(orderedForms(value));
}

function readsAsPlural(branch: ReadonlyMap<string, Node>): boolean {
  return [...branch].every(
    ([name, node]) => isPluralForm(name) && 'leaf' in node && typeof node.leaf === 'string',
  );
}
