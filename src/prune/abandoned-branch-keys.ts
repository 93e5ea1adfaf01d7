import type { LmsClient, Revision, StringItem } from '../api/index.ts';
import type { Git } from '../git/git.ts';
import { originBranches } from '../git/remote.ts';
import { BRANCH_TAG_PREFIX, baseItemsOf, branchTag, isBranchTag } from './branch-tags.ts';
import type { RemovedKey } from './prune-state.ts';
import { idOf } from './prune-state.ts';
import { leftAloneRow, type KeyRow, type LiveKey } from './prune-report.ts';
import { serviceKeys } from './service-keys.ts';

/**
 * Keys of branches deleted unmerged (docs/branches-and-checks.md, "Branches"): a branch run with `branch-keys: tag`
 * added them, tagged `l10n-sync-branch:<branch>`; the branch is gone from origin and the default
 * branch never had them. They are removed keys like any other, reported, retired and removed in
 * prune's stages, but no commit proves them the repository's: each run proves them again, by the
 * service (the key still carries the branch's tag) and by origin (no branch of that name), and by
 * HEAD (whose base files lack the key). The service's tags are not trusted for more than that: a
 * tag never makes a key the default branch has into a branch's.
 */

export interface AbandonedDeps {
  readonly client: LmsClient;
  /**
   * Looked for on 1.0.9.3 only, where branch runs tag their keys (branch-keys: tag): a 1.0.9.2
   * run makes no more reads for them (its pull still never writes one: branch-keys.ts).
   */
  readonly revision: Revision;
  readonly git: Git;
  readonly projectId: string;
  readonly head: string;
  readonly base: string;
  readonly now: Date;
}

/** The branches whose tags `item` carries. */
function branchesOf(item: Pick<StringItem, 'tags'>): string[] {
  return (item.tags ?? []).filter(isBranchTag).map((tag) => tag.slice(BRANCH_TAG_PREFIX.length));
}

/**
 * New records for the service's keys whose every branch tag names a branch origin lacks, that
 * HEAD's base files lack under their name (`headNames`), and that are not followed yet.
 */
export async function abandonedKeys(
  deps: AbandonedDeps,
  headNames: ReadonlySet<string>,
  followed: ReadonlySet<string>,
): Promise<RemovedKey[]> {
  if (deps.revision !== '1.0.9.3') return [];
  const items = await baseItemsOf(deps.client, deps.projectId, deps.base);
  const candidates = items.filter(
    (item) =>
      branchesOf(item).length > 0 &&
      !headNames.has(item.key) &&
      !followed.has(idOf({ path: [item.key] })),
  );
  if (candidates.length === 0) return [];
  const branches = await originBranches(deps.git);
  if (branches === undefined) return [];
  return candidates.flatMap((item) => {
    const gone = branchesOf(item).filter((branch) => !branches.has(branch));
    const [branch] = gone;
    if (branch === undefined || gone.length !== branchesOf(item).length) return [];
    return [
      {
        path: [item.key],
        name: item.key,
        removedAt: deps.now.toISOString(),
        lastHadIn: deps.head,
        goneIn: deps.head,
        branch,
      },
    ];
  });
}

/** Keys of deleted branches followed on: those still to act on, back, or left alone. */
export interface BranchFindings {
  readonly live: LiveKey[];
  readonly back: LiveKey[];
  readonly leftAlone: KeyRow[];
}

/**
 * The records of deleted branches' keys, each proven again: HEAD lacks it, origin has no branch
 * of its name, and the service's key of its name still carries the branch's tag. A key HEAD or
 * the branch has again, or that lost its tag (a person took it for the project), is followed no
 * more, and un-retired if this action retired it.
 */
export async function followBranchKeys(
  deps: AbandonedDeps,
  records: readonly RemovedKey[],
  headNames: ReadonlySet<string>,
): Promise<BranchFindings> {
  const found: BranchFindings = { live: [], back: [], leftAlone: [] };
  if (records.length === 0) return found;
  const [branches, onService] = await Promise.all([
    originBranches(deps.git),
    serviceKeys(
      deps.client,
      deps.projectId,
      records.map((r) => r.name),
    ),
  ]);
  for (const record of records) {
    const key = onService.get(record.name);
    if (key === undefined) continue;
    if (key === 'ambiguous') {
      found.leftAlone.push(
        leftAloneRow(record, 'more than one key on the service could be it', record.removedAt),
      );
      continue;
    }
    const live = { record, service: key };
    const stillGone =
      branches !== undefined &&
      record.branch !== undefined &&
      !branches.has(record.branch) &&
      !headNames.has(record.name) &&
      key.tags.includes(branchTag(record.branch));
    if (stillGone) found.live.push(live);
    else if (record.retired !== undefined) found.back.push(live);
  }
  return found;
}

/**
 * Whether the service has a key of a deleted branch at all: a run with nothing else to look at
 * (no commit since the last sync, no key followed) looks no further when it has none. One read
 * of the base language, which the run's other parts share (branch-tags.ts), and origin's
 * branches only when a key carries a branch tag.
 */
export async function anyAbandoned(deps: AbandonedDeps): Promise<boolean> {
  if (deps.revision !== '1.0.9.3') return false;
  const items = await baseItemsOf(deps.client, deps.projectId, deps.base);
  const tagged = items.filter((item) => branchesOf(item).length > 0);
  if (tagged.length === 0) return false;
  const branches = await originBranches(deps.git);
  if (branches === undefined) return false;
  return tagged.some((item) => branchesOf(item).every((branch) => !branches.has(branch)));
}
