import type { Git } from '../git/git.ts';
import { headCommit, readSyncRef } from '../git/sync-ref.ts';

/**
 * The one line that ends a run of a commit older than the last sync (HEAD is in the sync ref's
 * history): re-running an old workflow run, or a late `workflow_dispatch` of an old commit. Its
 * texts are ones the service moved past, so a push would take back what the repository took from
 * the service since, and the ref would move back; a pull would propose onto an old base. Such a
 * run writes nothing. Undefined for every other run.
 */
export async function olderThanLastSync(
  git: Git,
  ref: string,
  stateRef: string,
): Promise<string | undefined> {
  // With the state, as the push and the pull read it: this read serves them (readSyncRef).
  const state = await readSyncRef(git, ref, stateRef);
  if (state.kind !== 'ahead') return undefined;
  const head = await headCommit(git);
  return `This run's commit ${head.slice(0, 12)} is older than the last sync (${ref} at ${state.commit.slice(0, 12)}), so it writes nothing: it would take back what the service has had since`;
}
