import { AncestryOf } from './ancestry.ts';
import type { Git } from './git.ts';

/**
 * Where the sync ref's commit stands to HEAD:
 * - `in-history`: HEAD's history holds it (or it is HEAD): it is the last sync, the common
 *   ancestor of the repository and the service;
 * - `ahead`: it holds HEAD in its history: this run is of an older commit (a re-run of an old
 *   workflow run, a late `workflow_dispatch`), whose texts the service has moved past;
 * - `apart`: neither, or not knowable in the history a shallow checkout can fetch: anything may
 *   have moved it there (a push of a non-branch ref: branch protection does not cover
 *   `refs/l10n-sync/*`), so it is no last sync.
 */
export type SyncRefPlace = 'in-history' | 'ahead' | 'apart';

/** Settles the place of `commit`, fetching what a shallow checkout lacks of the history. */
export async function placeOfSyncRef(git: Git, commit: string): Promise<SyncRefPlace> {
  const head = (await git.run(['rev-parse', '--verify', 'HEAD^{commit}'])).stdout.trim();
  if (head === commit) return 'in-history';
  if ((await new AncestryOf(git, head).isAncestor(commit, head)) === 'yes') return 'in-history';
  if ((await new AncestryOf(git, commit).isAncestor(head, commit)) === 'yes') return 'ahead';
  return 'apart';
}
