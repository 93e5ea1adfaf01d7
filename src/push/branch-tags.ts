/**
 * The tags that mark a branch's keys on the service (DESIGN §16): a branch run with
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
