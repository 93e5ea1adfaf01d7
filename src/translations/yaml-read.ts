import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  type Scalar,
  visit,
  type YAMLMap,
} from 'yaml';
import { type KeySegment, keyOf } from './keys.ts';
import type { TranslationValue } from './types.ts';

/**
 * Reading a YAML document's keys as Rails reads them: an alias (`*name`) stands for the node its
 * anchor (`&name`) marks, and a merge key (`<<: *defaults`) brings the pairs of the maps it names
 * into its own map, where a pair of the map's own wins. Rails locale files use both to share texts
 * (a yes/no pair under many questions), so such files are read key by key like any other.
 */

/** One key of a map once merge keys are applied. */
export interface MapEntry {
  readonly name: string;
  /** The value's node, an alias still unresolved. */
  readonly value: unknown;
  /** The pair as the map itself writes it; undefined when it came in through `<<`. */
  readonly own: Pair | undefined;
}

/** Texts an alias may expand to at most: a handful of aliases must not unfold into millions. */
const MAX_EXPANDED_NODES = 1_000_000;

/** The document's anchors and aliases, resolved once, in document order. */
export class YamlAliases {
  private readonly targets = new Map<Alias, Node>();
  readonly any: boolean;

  constructor(doc: Document) {
    // A later anchor of the same name hides an earlier one from the aliases after it.
    const anchors = new Map<string, Node>();
    visit(doc, {
      Node: (_, node) => {
        if (isAlias(node)) {
          const target = anchors.get(node.source);
          if (target !== undefined) this.targets.set(node, target);
        } else if (node.anchor) {
          anchors.set(node.anchor, node);
        }
      },
    });
    this.any = this.targets.size > 0;
  }

  /** The node an alias stands for (undefined when its anchor is unknown); any other node itself. */
  resolve(node: unknown): unknown {
    return isAlias(node) ? this.targets.get(node) : node;
  }

  /**
   * A map's keys in order, merged ones at the place of their `<<`; undefined when a key is not a
   * scalar or a merge names something other than maps. A key the map writes twice counts once,
   * as its last pair, at that pair's place: Rails (Psych builds a hash) keeps the last value.
   * `within` guards against a merge that reaches back into itself.
   */
  entriesOf(map: YAMLMap, within: ReadonlySet<unknown> = new Set()): MapEntry[] | undefined {
    if (within.has(map)) return undefined;
    const inside = new Set([...within, map]);
    const last = lastPairs(map);
    if (last === undefined) return undefined;
    const entries: MapEntry[] = [];
    const seen = new Set<string>();
    for (const pair of map.items) {
      if (!isMergeKey(pair)) {
        const name = String((pair.key as Scalar).value);
        if (last.get(name) !== pair) continue;
        entries.push({ name, value: pair.value, own: pair });
        seen.add(name);
        continue;
      }
      const merged = this.mergedEntries(pair.value, inside);
      if (merged === undefined) return undefined;
      for (const entry of merged) {
        if (last.has(entry.name) || seen.has(entry.name)) continue;
        entries.push({ ...entry, own: undefined });
        seen.add(entry.name);
      }
    }
    return entries;
  }

  /** The entries a merge key's value brings: one map, or a list of maps, the first ones winning. */
  private mergedEntries(value: unknown, within: ReadonlySet<unknown>): MapEntry[] | undefined {
    const sources = isSeq(value) ? value.items : [value];
    const entries: MapEntry[] = [];
    for (const source of sources) {
      const map = this.resolve(source);
      if (!isMap(map)) return undefined;
      const more = this.entriesOf(map, within);
      if (more === undefined) return undefined;
      entries.push(...more);
    }
    return entries;
  }
}

/**
 * The last pair of each key a map writes (merge keys aside); undefined when a key is not a
 * scalar.
 */
export function lastPairs(map: YAMLMap): Map<string, Pair> | undefined {
  const last = new Map<string, Pair>();
  for (const pair of map.items) {
    if (!isScalar(pair.key)) return undefined;
    if (!isMergeKey(pair)) last.set(String(pair.key.value), pair);
  }
  return last;
}

/** How many times each key a map writes more than once is written. */
function repeatedNames(map: YAMLMap): Map<string, number> {
  const times = new Map<string, number>();
  for (const pair of map.items) {
    if (!isScalar(pair.key) || isMergeKey(pair)) continue;
    const name = String(pair.key.value);
    times.set(name, (times.get(name) ?? 0) + 1);
  }
  return new Map([...times].filter(([, n]) => n > 1));
}

/** A pair whose key is the plain `<<` of a merge. */
export function isMergeKey(pair: Pair): boolean {
  return isScalar(pair.key) && pair.key.value === '<<' && pair.key.type === 'PLAIN';
}

/**
 * The translations under `node`, paths starting with `path`, into `entries`; false when a part
 * cannot be read as translations (a key that is no scalar, an alias with no anchor or inside
 * itself, more expansion than MAX_EXPANDED_NODES). Each key a map writes more than once goes
 * into `repeated` with how many times, for a warning: a reviewer reading the file top down sees
 * the first value, the app the last.
 */
export function collectEntries(
  aliases: YamlAliases,
  node: unknown,
  path: readonly KeySegment[],
  entries: Map<string, TranslationValue>,
  repeated?: Map<string, number>,
): boolean {
  let visited = 0;
  const walk = (at: unknown, where: readonly KeySegment[], within: Set<unknown>): boolean => {
    if (++visited > MAX_EXPANDED_NODES) return false;
    const resolved = aliases.resolve(at);
    if (resolved === undefined || within.has(resolved)) return false;
    if (isMap(resolved) || isSeq(resolved)) {
      const inside = new Set([...within, resolved]);
      if (isSeq(resolved)) {
        return resolved.items.every((item, i) => walk(item, [...where, i], inside));
      }
      const mapEntries = aliases.entriesOf(resolved);
      if (repeated !== undefined) {
        for (const [name, n] of repeatedNames(resolved)) repeated.set(keyOf([...where, name]), n);
      }
      return (
        mapEntries !== undefined &&
        mapEntries.every((entry) => walk(entry.value, [...where, entry.name], inside))
      );
    }
    if (resolved === null) {
      entries.set(keyOf(where), null);
      return true;
    }
    if (!isScalar(resolved)) return false;
    entries.set(keyOf(where), leafValue(resolved.value));
    return true;
  };
  return walk(node, path, new Set());
}

/** A scalar's value as an entry holds it: strings, numbers, booleans and null as they are. */
export function leafValue(value: unknown): TranslationValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return value as TranslationValue;
  }
  return String(value);
}
