import { failureReason, type Git } from './git.ts';
import { commitOf, fetchDepth } from './remote.ts';
import { placeOfSyncRef } from './sync-ref-place.ts';

/**
 * The last successfully pushed commit is kept on origin as a ref of its own, so change detection
 * needs no history (a depth-1 checkout suffices) and survives any number of runs.
 */
export function syncRefName(projectId: string, branch: string): string {
  return `refs/l10n-sync/${projectId}/${branch}`;
}

/**
 * What the last successful push recorded besides its commit (the `files` patterns and the
 * language map it worked with), kept as the message of a commit of an empty tree on a ref of its
 * own: the sync ref itself must keep naming the pushed commit, and `refs/l10n-sync/<p>/<b>` cannot
 * also be a folder of refs.
 */
export function syncStateRefName(projectId: string, branch: string): string {
  return `refs/l10n-sync-state/${projectId}/${branch}`;
}

export type SyncRefState =
  | {
      /** The ref is in HEAD's history: the last sync. */
      readonly kind: 'found';
      readonly commit: string;
      /** The recorded state's text; undefined when none was recorded (an older version's ref). */
      readonly state: string | undefined;
    }
  | {
      /** The ref is on origin but no last sync of HEAD's (see `SyncRefPlace`). */
      readonly kind: 'ahead' | 'apart';
      readonly commit: string;
    }
  | { readonly kind: 'absent' }
  | { readonly kind: 'unreadable'; readonly reason: string };

/**
 * Each checkout's reads of its sync ref, until the run moves it: a read is a listing and a fetch
 * from origin, and placing the ref against HEAD may fetch history, so the run's first read (the
 * check for an older commit) serves the push's and the pull's too.
 */
const reads = new WeakMap<Git, Map<string, Promise<SyncRefState>>>();

/**
 * Fetches the sync ref (depth 1: only its tree is needed) and, when `stateRef` is given, the
 * state recorded beside it, in one listing and one fetch; says where the ref points. It is the
 * last sync (`found`) only when HEAD's history holds it (`placeOfSyncRef`). Read once per
 * checkout until `tryMoveSyncRef` moves it.
 */
export function readSyncRef(git: Git, ref: string, stateRef?: string): Promise<SyncRefState> {
  let known = reads.get(git);
  if (known === undefined) reads.set(git, (known = new Map()));
  const key = `${ref}\0${stateRef ?? ''}`;
  let read = known.get(key);
  if (read === undefined) known.set(key, (read = readFromOrigin(git, ref, stateRef)));
  return read;
}

async function readFromOrigin(git: Git, ref: string, stateRef?: string): Promise<SyncRefState> {
  for (const name of [ref, stateRef ?? ref]) {
    const valid = await git.run(['check-ref-format', name], { allowFailure: true });
    if (valid.exitCode !== 0)
      return { kind: 'unreadable', reason: `'${name}' is not a valid ref name` };
  }
  const names = stateRef === undefined ? [ref] : [ref, stateRef];
  const listed = await git.run(['ls-remote', '--refs', 'origin', ...names], {
    allowFailure: true,
    withCredentials: true,
  });
  if (listed.exitCode !== 0) return { kind: 'unreadable', reason: failureReason(listed) };
  if (commitOf(listed.stdout, ref) === undefined) return { kind: 'absent' };
  const withState = stateRef !== undefined && commitOf(listed.stdout, stateRef) !== undefined;
  const refspecs = [ref, ...(withState ? [stateRef] : [])].map((name) => `+${name}:${name}`);
  const depth = await fetchDepth(git);
  const fetched = await git.run(['fetch', '--no-tags', ...depth, 'origin', ...refspecs], {
    allowFailure: true,
    withCredentials: true,
  });
  if (fetched.exitCode !== 0) return { kind: 'unreadable', reason: failureReason(fetched) };
  const commit = (await git.run(['rev-parse', '--verify', `${ref}^{commit}`])).stdout.trim();
  const place = await placeOfSyncRef(git, commit);
  if (place !== 'in-history') return { kind: place, commit };
  const state = withState
    ? (await git.run(['show', '-s', '--format=%B', `${stateRef}^{commit}`], { allowFailure: true }))
        .stdout
    : undefined;
  return { kind: 'found', commit, state };
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

/** The state to record beside the sync ref, and who the recording commit is by. */
export interface RecordedState {
  readonly ref: string;
  readonly text: string;
  readonly author: { readonly name: string; readonly email: string };
}

/**
 * Points the sync ref at `commit` on origin, and the state ref at a commit holding `state`, in
 * one atomic push: a ref that moved without its state would mark files synced under patterns
 * that were not. Forced: the refs are pointers, not history, and a depth-1 checkout cannot prove
 * a fast-forward. Returns the reason when they could not be pushed.
 */
export async function tryMoveSyncRef(
  git: Git,
  ref: string,
  commit: string,
  state?: RecordedState,
): Promise<string | undefined> {
  const refspecs = [`${commit}:${ref}`];
  if (state !== undefined) refspecs.push(`${await stateCommit(git, state)}:${state.ref}`);
  const pushed = await git.run(
    ['push', '--force', '--no-verify', ...(state ? ['--atomic'] : []), 'origin', ...refspecs],
    { allowFailure: true, withCredentials: true },
  );
  // Whether or not it moved, what was read of it may no longer be so.
  reads.delete(git);
  return pushed.exitCode === 0 ? undefined : failureReason(pushed);
}

/** A commit of the empty tree whose message is the state: nothing to check out, one object. */
async function stateCommit(git: Git, state: RecordedState): Promise<string> {
  const env = {
    GIT_AUTHOR_NAME: state.author.name,
    GIT_AUTHOR_EMAIL: state.author.email,
    GIT_COMMITTER_NAME: state.author.name,
    GIT_COMMITTER_EMAIL: state.author.email,
  };
  const tree = (await git.run(['mktree'], { input: '' })).stdout.trim();
  return (
    await git.run(['commit-tree', tree, '-F', '-'], { env, input: state.text })
  ).stdout.trim();
}

function splitZ(text: string): string[] {
  return text.split('\0').filter((p) => p !== '');
}
