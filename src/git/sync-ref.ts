import { failureReason, type Git } from './git.ts';
import { commitOf, fetchDepth } from './remote.ts';

/**
 * The last successfully pushed commit is kept on origin as a ref of its own, so change detection
 * needs no history (a depth-1 checkout suffices) and survives any number of runs.
 */
export function syncRefName(projectId: string, branch: string): string {
  return `refs/l10n-sync/${projectId}/${branch}`;
}

export type SyncRefState =
  | { readonly kind: 'found'; readonly commit: string }
  | { readonly kind: 'absent' }
  | { readonly kind: 'unreadable'; readonly reason: string };

/** Fetches the sync ref (depth 1: only its tree is needed) and says where it points. */
export async function readSyncRef(git: Git, ref: string): Promise<SyncRefState> {
  const valid = await git.run(['check-ref-format', ref], { allowFailure: true });
  if (valid.exitCode !== 0)
    return { kind: 'unreadable', reason: `'${ref}' is not a valid ref name` };
  const listed = await git.run(['ls-remote', '--refs', 'origin', ref], {
    allowFailure: true,
    withCredentials: true,
  });
  if (listed.exitCode !== 0) return { kind: 'unreadable', reason: failureReason(listed) };
  if (commitOf(listed.stdout, ref) === undefined) return { kind: 'absent' };
  const depth = await fetchDepth(git);
  const fetched = await git.run(['fetch', '--no-tags', ...depth, 'origin', `+${ref}:${ref}`], {
    allowFailure: true,
    withCredentials: true,
  });
  if (fetched.exitCode !== 0) return { kind: 'unreadable', reason: failureReason(fetched) };
  const commit = await git.run(['rev-parse', '--verify', `${ref}^{commit}`]);
  return { kind: 'found', commit: commit.stdout.trim() };
}

/** Files of HEAD that differ from `since` (added or modified; deleted files have nothing to send). */
export async function filesChangedSince(git: Git, since: string): Promise<string[]> {
  const diff = await git.run([
    'diff',
    '--name-only',
    '-z',
    '--no-renames',
    '--diff-filter=d',
    since,
    'HEAD',
  ]);
  return splitZ(diff.stdout);
}

/** Every file of HEAD's tree. */
export async function filesAtHead(git: Git): Promise<string[]> {
  const tree = await git.run(['ls-tree', '-r', '-z', '--name-only', 'HEAD']);
  return splitZ(tree.stdout);
}

export async function headCommit(git: Git): Promise<string> {
  return (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
}

/**
 * Points the sync ref at `commit` on origin. Forced: the ref is a pointer, not history, and a
 * depth-1 checkout cannot prove a fast-forward. Returns the reason when it could not be pushed.
 */
export async function tryMoveSyncRef(
  git: Git,
  ref: string,
  commit: string,
): Promise<string | undefined> {
  const pushed = await git.run(['push', '--force', '--no-verify', 'origin', `${commit}:${ref}`], {
    allowFailure: true,
    withCredentials: true,
  });
  return pushed.exitCode === 0 ? undefined : failureReason(pushed);
}

function splitZ(text: string): string[] {
  return text.split('\0').filter((p) => p !== '');
}
