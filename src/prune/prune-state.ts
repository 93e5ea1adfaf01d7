import { isBranchName } from '../common/branch-name.ts';

/**
 * The removed keys a push remembers, recorded in the sync state beside the patterns: a key is
 * found removed once, by comparing the last sync with HEAD, and is then followed run after run
 * (reported, retired, removed, or back) from this record. A record is input, never authority:
 * anyone who may push refs can rewrite it, so each run proves it again from HEAD's history (see
 * proof.ts) and derives the key's service name from its path (see find-removed.ts).
 */
export interface RemovedKey {
  /** The key's path in the base-language files (one name for a flat file). */
  readonly path: readonly string[];
  /**
   * Its name on the service when last matched, for the reader of the ref; never acted on: each
   * run matches the key's path to the service again.
   */
  readonly name: string;
  /**
   * When this action first found it gone (ISO 8601), the run's own clock: prune-after counts
   * from it. Not a commit date, which an author can back-date to shorten prune-after; carried
   * unchanged from run to run.
   */
  readonly removedAt: string;
  /** A commit that still had it (the last sync's): in HEAD's history, it proves the key was the repository's. */
  readonly lastHadIn: string;
  /** The commit at which this action found it gone (that run's HEAD): proves it was removed. */
  readonly goneIn: string;
  /** Set once retired on the service. */
  readonly retired?: Retirement;
  /**
   * A key a branch added (tagged `l10n-sync-branch:<branch>`) whose branch was deleted unmerged:
   * never the default branch's, so no commit proves it; each run proves it again by the service's
   * tag and origin's branches (abandoned-branch-keys.ts). Its commits are the run's that found it.
   */
  readonly branch?: string;
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
  const { path, name, removedAt, lastHadIn, goneIn, retired, branch } = record;
  if (!Array.isArray(path) || path.length === 0 || path.length > 64) return undefined;
  if (!path.every((segment) => typeof segment === 'string' && segment.length <= 4096)) {
    return undefined;
  }
  if (typeof name !== 'string' || name === '' || name.length > 16_384) return undefined;
  if (!isDate(removedAt) || !isCommit(lastHadIn) || !isCommit(goneIn)) return undefined;
  if (branch !== undefined && !isBranchName(branch)) return undefined;
  const key: RemovedKey = {
    path: path as string[],
    name,
    removedAt,
    lastHadIn,
    goneIn,
    ...(branch === undefined ? {} : { branch }),
  };
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

function isCommit(value: unknown): value is string {
  return typeof value === 'string' && COMMIT.test(value);
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
}

/** A key's identity: its path as JSON, as base-keys.ts keys its maps. */
export function idOf(key: { readonly path: readonly string[] }): string {
  return JSON.stringify(key.path);
}
