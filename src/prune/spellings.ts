import type { BaseKey } from './base-keys.ts';
import { candidateNames } from './service-keys.ts';

/**
 * Every service name the run's own joining rule (candidateNames: each separator the service may
 * join a nested key's names with) gives a key of `keys`. A key is still in the repository when
 * any of its names is among them: `{"menu":{"open":…}}` rewritten as `{"menu::open":…}` (or
 * `menu.open` where the service joins with a dot) is the same key on the service, and must
 * never be taken for removed.
 */
export function serviceNamesOf(keys: Iterable<Pick<BaseKey, 'path'>>): Set<string> {
  const names = new Set<string>();
  for (const key of keys) for (const name of candidateNames(key.path)) names.add(name);
  return names;
}

/** Whether a key of `path` is among keys whose service names are `names`, under any spelling. */
export function spelledAmong(path: readonly string[], names: ReadonlySet<string>): boolean {
  return candidateNames(path).some((name) => names.has(name));
}
