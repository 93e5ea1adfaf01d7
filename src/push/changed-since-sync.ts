import type { Git } from '../git/git.ts';
import type { FilePattern } from '../inputs/patterns.ts';
import type { LanguageMap } from '../common/language-map.ts';
import type { Log } from '../common/log.ts';
import { filesAtHead, filesChangedSince, readSyncRef, type SyncRefState } from '../git/sync-ref.ts';
import { newlyMatched, parseScope, recordedRemovedKeys, sameScope, scopeOf } from './sync-scope.ts';
import type { RemovedKey } from '../prune/prune-state.ts';
import { count } from '../common/plural.ts';

export interface Changes {
  /** Paths of HEAD to consider: changed since the sync ref, or all of them. */
  readonly paths: readonly string[];
  /** The commit the sync ref pointed at, when it was found. */
  readonly since: string | undefined;
  /**
   * Why every file counts: `scope` (push-scope: all), `first-run`, `unreadable`, `no-last-sync`
   * (the sync ref is not in HEAD's history); else undefined.
   */
  readonly everything: 'scope' | 'first-run' | 'unreadable' | 'no-last-sync' | undefined;
  /** Unchanged files counted because the last push's patterns or language map did not match them. */
  readonly newlyMatched: readonly string[];
  /** Whether the recorded scope differs from this run's (or none was recorded): it is written anew. */
  readonly scopeChanged: boolean;
  /** The commit of the last sync, whatever push-scope says (removed keys are found against it). */
  readonly lastSync: string | undefined;
  /** The removed keys the recorded state follows. */
  readonly removedKeys: readonly RemovedKey[];
  /** No sync ref on origin: nothing was synced from this branch yet (`paths` is every file). */
  readonly firstSync: boolean;
}

export interface ChangeOptions {
  readonly scope: 'changed' | 'all';
  readonly ref: string;
  readonly stateRef: string;
  /**
   * A branch's first run counts from the default branch's last sync, where its history holds
   * it (the refs of the branch it forked from): what it changed since is what it brings.
   */
  readonly forkedFrom?: { readonly ref: string; readonly stateRef: string } | undefined;
  readonly patterns: readonly FilePattern[];
  readonly languageMap: LanguageMap;
  readonly log: Log;
}

/** The run's sync ref, or for a branch's first run the one it forked from, if HEAD has that. */
async function ownOrForked(
  git: Git,
  options: ChangeOptions,
): Promise<{ state: SyncRefState; ref: string }> {
  const own = await readSyncRef(git, options.ref, options.stateRef);
  const { forkedFrom } = options;
  if (own.kind !== 'absent' || forkedFrom === undefined) return { state: own, ref: options.ref };
  const forked = await readSyncRef(git, forkedFrom.ref, forkedFrom.stateRef);
  if (forked.kind !== 'found') return { state: own, ref: options.ref };
  options.log.info(`No ${options.ref} on origin yet: this branch counts from ${forkedFrom.ref}`);
  return { state: forked, ref: forkedFrom.ref };
}

/** Lists the files of HEAD that a push must consider. */
export async function detectChanges(git: Git, options: ChangeOptions): Promise<Changes> {
  const { log } = options;
  const { state, ref: readRef } = await ownOrForked(git, options);
  const everything = async (why: Changes['everything']): Promise<Changes> => ({
    paths: await filesAtHead(git),
    since: undefined,
    everything: why,
    newlyMatched: [],
    scopeChanged: true,
    lastSync: undefined,
    removedKeys: [],
    firstSync: state.kind === 'absent',
  });
  if (options.scope === 'all') {
    // Every file goes up, but removed keys are still found against the last sync.
    const found = state.kind === 'found';
    return {
      ...(await everything('scope')),
      lastSync: found ? state.commit : undefined,
      removedKeys: found ? recordedRemovedKeys(state.state) : [],
    };
  }
  switch (state.kind) {
    case 'absent':
      log.info(`No ${options.ref} on origin yet: this is the first push, every file counts`);
      return everything('first-run');
    case 'unreadable':
      log.warning(
        `Could not read ${options.ref} from origin (${state.reason}); every file counts as changed`,
      );
      return everything('unreadable');
    case 'ahead':
    case 'apart':
      // A ref HEAD's history lacks is no common ancestor: texts the repository has that differ
      // from the service's are not taken for fixes made since, so none replaces the service's.
      log.warning(
        `${options.ref} (${state.commit.slice(0, 12)}) is not in HEAD's history, so it is no last sync: every file counts, and the repository's texts only fill what the service lacks`,
      );
      return everything('no-last-sync');
    case 'found':
      break;
  }
  log.info(`Last pushed commit: ${state.commit.slice(0, 12)} (${readRef})`);
  const changed = await filesChangedSince(git, state.commit);
  const current = scopeOf(options.patterns, options.languageMap);
  const recorded = state.state === undefined ? undefined : parseScope(state.state);
  const removedKeys = recordedRemovedKeys(state.state);
  // A ref without a state was made by an earlier version (or by hand, to skip the first sync's
  // uploads): its files count as synced under today's patterns.
  if (recorded === undefined || sameScope(recorded, current)) {
    if (state.state !== undefined && recorded === undefined) {
      log.warning(`${options.stateRef} holds no state this version reads; it is written anew`);
    }
    return {
      paths: changed,
      since: state.commit,
      everything: undefined,
      newlyMatched: [],
      scopeChanged: recorded === undefined,
      lastSync: state.commit,
      removedKeys,
      firstSync: false,
    };
  }
  return withNewlyMatched(git, options, { commit: state.commit, changed, recorded, removedKeys });
}

/**
 * The changes when the last push's patterns or language map differ from this run's: the files
 * changed since it, and the unchanged ones today's patterns newly match.
 */
async function withNewlyMatched(
  git: Git,
  options: ChangeOptions,
  last: {
    readonly commit: string;
    readonly changed: readonly string[];
    readonly recorded: NonNullable<ReturnType<typeof parseScope>>;
    readonly removedKeys: readonly RemovedKey[];
  },
): Promise<Changes> {
  const alreadyCounted = new Set(last.changed);
  const fresh = newlyMatched(await filesAtHead(git), options, last.recorded).filter(
    (path) => !alreadyCounted.has(path),
  );
  options.log.info(
    `files or language-map changed since the last push: ${count(fresh.length, 'unchanged file')} newly matched` +
      (fresh.length > 0
        ? ` (${fresh.slice(0, 10).join(', ')}${fresh.length > 10 ? ', …' : ''})`
        : ''),
  );
  return {
    paths: [...last.changed, ...fresh],
    since: last.commit,
    everything: undefined,
    newlyMatched: fresh,
    scopeChanged: true,
    lastSync: last.commit,
    removedKeys: last.removedKeys,
    firstSync: false,
  };
}
