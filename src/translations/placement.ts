/**
 * Where new keys go in a container the repository already has, "where a person would put them":
 * in sorted position when the repository's keys are sorted, else after the key that precedes them
 * in the bundle, else first. Keys are compared as strings, except plural categories, which sort
 * in CLDR's order (`one` before `few` before `other`); the caller's keys are one container's.
 */

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** New keys to insert before the container's first kept key (`first`) or after a kept key. */
export interface Placement<K> {
  readonly first: K[];
  readonly after: Map<K, K[]>;
}

/**
 * Places each key of `target` (the bundle's order) that `existing` (the repository's order) does
 * not have. Only keys of `existing` that `target` keeps can be anchors: the others are removed.
 */
export function placeNewKeys<K extends string | number>(
  existing: readonly K[],
  target: readonly K[],
): Placement<K> {
  const inTarget = new Set(target);
  const inExisting = new Set(existing);
  const keptInOrder = existing.filter((key) => inTarget.has(key));
  const kept = new Set(keptInOrder);
  const placement: Placement<K> = { first: [], after: new Map() };
  const add = (anchor: K | undefined, key: K): void => {
    if (anchor === undefined) placement.first.push(key);
    else placement.after.set(anchor, [...(placement.after.get(anchor) ?? []), key]);
  };
  const fresh = target.filter((key) => !inExisting.has(key));
  if (fresh.length === 0) return placement;
  const compare = [...existing, ...target].every((key) => PLURAL_CATEGORIES.includes(String(key)))
    ? byPluralCategory
    : byString;
  if (isSorted(existing, compare)) {
    for (const key of [...fresh].sort(compare)) add(lastBefore(keptInOrder, key, compare), key);
    return placement;
  }
  let anchor: K | undefined;
  for (const key of target) {
    if (kept.has(key)) anchor = key;
    else if (!inExisting.has(key)) add(anchor, key);
  }
  return placement;
}

type Order = (a: string | number, b: string | number) => number;

function byPluralCategory(a: string | number, b: string | number): number {
  return PLURAL_CATEGORIES.indexOf(String(a)) - PLURAL_CATEGORIES.indexOf(String(b));
}

function byString(a: string | number, b: string | number): number {
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Sorted needs two keys at least: one key says nothing about the repository's habit. */
function isSorted(keys: readonly (string | number)[], compare: Order): boolean {
  if (keys.length < 2) return false;
  return keys.every((key, i) => i === 0 || compare(keys[i - 1] as string | number, key) < 0);
}

/** The last of the sorted keys that sorts before `key`. */
function lastBefore<K extends string | number>(
  sorted: readonly K[],
  key: K,
  compare: Order,
): K | undefined {
  let found: K | undefined;
  for (const candidate of sorted) {
    if (compare(candidate, key) < 0) found = candidate;
    else break;
  }
  return found;
}
