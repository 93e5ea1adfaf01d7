import type { Git } from '../git/git.ts';
import { parentsOf } from '../git/objects.ts';
import { fetchCommit } from '../git/remote.ts';
import { headCommit, readSyncRef } from '../git/sync-ref.ts';

/** The commit a check measures the change against, and what it is. */
export interface ComparedCommit {
  readonly commit: string;
  /** For the summary: `the pull request's base (main)`, `the last sync (refs/…)`. */
  readonly what: string;
}

/**
 * What a check compares HEAD with (docs/branches-and-checks.md, "Checks and gates"). On a pull request the checkout
 * is its merge commit, whose first parent is the base branch's tip: the change is exactly what the
 * pull request brings (any merge commit likewise: what it merged). A depth-1 checkout has the merge
 * commit but not its parents, so the first parent is fetched by its id. Elsewhere, the branch's
 * last sync. Undefined where neither is there: then every key of the base files counts as the
 * change's.
 */
export async function comparedCommit(
  git: Git,
  syncRef: { readonly ref: string; readonly stateRef: string },
): Promise<ComparedCommit | undefined> {
  const parents = await parentsOf(git, await headCommit(git));
  if (parents.length > 1) {
    const [first] = parents as [string];
    if (await fetchCommit(git, first)) {
      return { commit: first, what: `the merge's base (${first.slice(0, 12)})` };
    }
  }
  const state = await readSyncRef(git, syncRef.ref, syncRef.stateRef);
  if (state.kind === 'found')
    return { commit: state.commit, what: `the last sync (${syncRef.ref})` };
  return undefined;
}
