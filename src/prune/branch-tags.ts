import type { LmsClient, StringItem } from '../api/index.ts';

/**
 * The tags that mark a branch's keys on the service (docs/branches-and-checks.md, "Branches"): a branch run with
 * `branch-keys: tag` sends the keys its base files add tagged `l10n-sync-branch:<branch>`, so
 * translators can start before the merge; a default-branch run never writes such a key its base
 * files lack, and untags it once they have it.
 */

export const BRANCH_TAG_PREFIX = 'l10n-sync-branch:';

/** The tag of `branch`'s keys. */
export function branchTag(branch: string): string {
  return `${BRANCH_TAG_PREFIX}${branch}`;
}

/** Whether a key's tag marks it as a branch's. */
export function isBranchTag(tag: string): boolean {
  return tag.startsWith(BRANCH_TAG_PREFIX);
}

const reads = new WeakMap<LmsClient, Map<string, Promise<readonly StringItem[]>>>();

/**
 * The base language's keys on the service with their tags, read once a run (the client is the
 * run's) by whichever part asks first: the untagging of merged keys, prune's keys of deleted
 * branches, the pull's branch keys. Read after the push's imports, so the keys they added are
 * there; the tags the untagging then removes are of keys the default branch has, which none of
 * those parts takes for a branch's. A failed read is not kept: the next asks again.
 */
export function baseItemsOf(
  client: LmsClient,
  id: string,
  base: string,
): Promise<readonly StringItem[]> {
  let byBase = reads.get(client);
  if (byBase === undefined) reads.set(client, (byBase = new Map()));
  const key = `${id}\u0000${base}`;
  let read = byBase.get(key);
  if (read === undefined) {
    read = client.string.list({ id, langs: [base] }).then((strings) => strings[base] ?? []);
    byBase.set(key, read);
    read.catch(() => byBase.delete(key));
  }
  return read;
}
