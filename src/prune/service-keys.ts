import type { LmsClient, StringItem } from '../api/index.ts';
import { PO_CONTEXT_SEPARATOR } from '../translations/keys.ts';
import type { BaseKey } from './base-keys.ts';

/** A key as the service has it, from string/list. */
export interface ServiceKey {
  readonly name: string;
  readonly context: string | null;
  readonly tags: readonly string[];
  readonly hidden: boolean;
  /** Its texts by language (service codes); languages without a text are left out. */
  readonly texts: ReadonlyMap<string, string>;
}

/** Names asked for in one string/list call: the answer stays small, the form body short. */
const NAMES_PER_CALL = 200;

/**
 * How the service may join a nested key's names. The interface does not say, so every way is
 * asked for, and a key is followed only when exactly one of them names a key on the service.
 */
export const SEPARATORS = ['::', '.', '/', ':'] as const;

/** The names the service may give a repository key. */
export function candidateNames(path: readonly string[]): string[] {
  const [first] = path;
  if (path.length === 1 && first !== undefined) {
    // A .po entry's context is the service key's context, not part of its name.
    const at = first.indexOf(PO_CONTEXT_SEPARATOR);
    return [at === -1 ? first : first.slice(at + 1)];
  }
  return [...new Set(SEPARATORS.map((separator) => path.join(separator)))];
}

/** The .po context a repository key carries, if any. */
function contextOf(path: readonly string[]): string | undefined {
  const first = path[0] ?? '';
  const at = first.indexOf(PO_CONTEXT_SEPARATOR);
  return path.length === 1 && at !== -1 ? first.slice(0, at) : undefined;
}

/**
 * The keys named `names` on the service, in every language, a few hundred names per call (paced
 * like any other call). A name listed twice in one language (keys told apart by file) is
 * `ambiguous`: which of them is the repository's cannot be said. Keys the answer has but were
 * not asked for are ignored.
 */
export async function serviceKeys(
  client: LmsClient,
  id: string,
  names: readonly string[],
): Promise<Map<string, ServiceKey | 'ambiguous'>> {
  const wanted = new Set(names);
  const found = new Map<string, MutableServiceKey | 'ambiguous'>();
  const unique = [...wanted];
  for (let start = 0; start < unique.length; start += NAMES_PER_CALL) {
    const chunk = unique.slice(start, start + NAMES_PER_CALL);
    const fold = await client.readStrings({ id, keys: chunk }, () => new KeyFold(wanted));
    for (const [name, key] of fold.keys) found.set(name, key);
  }
  return found;
}

interface MutableServiceKey extends ServiceKey {
  readonly texts: Map<string, string>;
}

/** Gathers the items of the names asked for, language by language. */
class KeyFold {
  readonly keys = new Map<string, MutableServiceKey | 'ambiguous'>();
  readonly #wanted: ReadonlySet<string>;
  readonly #seen = new Set<string>();

  constructor(wanted: ReadonlySet<string>) {
    this.#wanted = wanted;
  }

  add(language: string, item: StringItem): void {
    if (!this.#wanted.has(item.key)) return;
    const known = this.keys.get(item.key);
    const seenHere = `${language}\u0000${item.key}`;
    if (this.#seen.has(seenHere)) {
      this.keys.set(item.key, 'ambiguous');
      return;
    }
    this.#seen.add(seenHere);
    if (known === 'ambiguous') return;
    const key = known ?? {
      name: item.key,
      context: item.context,
      tags: item.tags ?? [],
      hidden: item.isHidden,
      texts: new Map<string, string>(),
    };
    if (item.translation !== '') key.texts.set(language, item.translation);
    if (!known) this.keys.set(item.key, key);
  }
}

/** What became of a removed repository key on the service. */
export type Match =
  | { readonly kind: 'found'; readonly key: ServiceKey }
  /** Not on the service (under any name it may have): nothing to follow. */
  | { readonly kind: 'absent' }
  /** More than one key could be it. */
  | { readonly kind: 'ambiguous' }
  /** A key of its name has another base text (or context): not proven to be the repository's. */
  | { readonly kind: 'differs'; readonly key: ServiceKey };

/**
 * The service's key for a repository key, proven by its name and by its base text, which must be
 * the one the repository last had (a key someone made on the service is never the repository's).
 */
export function matchKey(
  key: Pick<BaseKey, 'path' | 'value'>,
  found: ReadonlyMap<string, ServiceKey | 'ambiguous'>,
  base: string,
): Match {
  const named = candidateNames(key.path).flatMap((name) => {
    const hit = found.get(name);
    return hit === undefined ? [] : [hit];
  });
  const [only] = named;
  if (only === undefined) return { kind: 'absent' };
  if (named.length > 1 || only === 'ambiguous') return { kind: 'ambiguous' };
  const context = contextOf(key.path);
  const sameContext = context === undefined || (only.context ?? '') === context;
  return sameContext && sameText(key.value, only.texts.get(base) ?? '')
    ? { kind: 'found', key: only }
    : { kind: 'differs', key: only };
}

/**
 * Whether the service's base text is the repository's: equal for a plain text; for plural forms
 * (sent back as one JSON text whose form names may differ from a file's indexes), every form
 * text of the repository among the service's.
 */
function sameText(value: BaseKey['value'], serviceText: string): boolean {
  if (typeof value === 'string') return value === serviceText;
  let forms: unknown;
  try {
    forms = JSON.parse(serviceText);
  } catch {
    return false;
  }
  if (typeof forms !== 'object' || forms === null) return false;
  const texts = new Set(Object.values(forms).filter((v) => typeof v === 'string'));
  const own = Object.values(value);
  return own.length > 0 && own.every((text) => texts.has(text));
}

/** Languages other than the base with a text for the key. */
export function translationCount(key: ServiceKey, base: string): number {
  let count = 0;
  for (const language of key.texts.keys()) if (language !== base) count += 1;
  return count;
}

/** How many keys the project has: its base language's items, from one string/list call. */
export async function projectKeyCount(
  client: LmsClient,
  id: string,
  base: string,
): Promise<number> {
  const fold = await client.readStrings({ id, langs: [base] }, () => new NameCount());
  return fold.names.size;
}

class NameCount {
  readonly names = new Set<string>();
  add(_language: string, item: StringItem): void {
    this.names.add(item.key);
  }
}
