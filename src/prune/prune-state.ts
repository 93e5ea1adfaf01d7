/**
 * The removed keys a push remembers, recorded in the sync state beside the patterns: a key is
 * found removed once, by comparing the last sync with HEAD, and is then followed run after run
 * (reported, retired, removed, or back) from this record.
 */
export interface RemovedKey {
  /** The key's path in the base-language files (one name for a flat file). */
  readonly path: readonly string[];
  /** Its name on the service, proven when it was found removed (see service-keys.ts). */
  readonly name: string;
  /** The committer date of the commit that removed it (ISO 8601): prune-after counts from it. */
  readonly removedAt: string;
  /** A commit that still had it: the proof, checked again before removal, that the repository had the key. */
  readonly lastHadIn: string;
  /** Set once retired on the service. */
  readonly retired?: Retirement;
}

export interface Retirement {
  /** When this action retired it (ISO 8601). */
  readonly at: string;
  /** 1.0.9.2: whether this action hid it (a key hidden before stays hidden when it comes back). */
  readonly hid: boolean;
}

/** More keys than any real project removes between two syncs: a record past it is not ours. */
const MOST_KEYS = 100_000;
const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * The removed keys of a recorded state (its JSON object), or none when it has no valid record.
 * The state is in the repository, which is not trusted: every field is checked, and a record
 * that fails any check is dropped whole (keys are then only found again as they are removed).
 */
export function parseRemovedKeys(state: unknown): RemovedKey[] {
  if (typeof state !== 'object' || state === null) return [];
  const list = (state as Record<string, unknown>)['removedKeys'];
  if (!Array.isArray(list) || list.length > MOST_KEYS) return [];
  const keys: RemovedKey[] = [];
  for (const item of list) {
    const key = removedKey(item);
    if (key === undefined) return [];
    keys.push(key);
  }
  return keys;
}

function removedKey(value: unknown): RemovedKey | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { path, name, removedAt, lastHadIn, retired } = record;
  if (!Array.isArray(path) || path.length === 0 || path.length > 64) return undefined;
  if (!path.every((segment) => typeof segment === 'string' && segment.length <= 4096)) {
    return undefined;
  }
  if (typeof name !== 'string' || name === '' || name.length > 16_384) return undefined;
  if (!isDate(removedAt) || typeof lastHadIn !== 'string' || !COMMIT.test(lastHadIn)) {
    return undefined;
  }
  const key: RemovedKey = { path: path as string[], name, removedAt, lastHadIn };
  if (retired === undefined) return key;
  const retirement = retirementOf(retired);
  return retirement === undefined ? undefined : { ...key, retired: retirement };
}

function retirementOf(value: unknown): Retirement | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { at, hid } = value as Record<string, unknown>;
  if (!isDate(at) || typeof hid !== 'boolean') return undefined;
  return { at, hid };
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
}

/** A key's identity: its path as JSON, as base-keys.ts keys its maps. */
export function idOf(key: { readonly path: readonly string[] }): string {
  return JSON.stringify(key.path);
}
