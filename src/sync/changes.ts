import type { Git } from '../git/git.ts';
import type { Log } from './log.ts';
import { filesAtHead, filesChangedSince, readSyncRef } from '../git/sync-ref.ts';

export interface Changes {
  /** Paths of HEAD to consider: changed since the sync ref, or all of them. */
  readonly paths: readonly string[];
  /** The commit the sync ref pointed at, when it was found. */
  readonly since: string | undefined;
  /** Why every file counts: `scope` (push-scope: all), `first-run`, `unreadable`; else undefined. */
  readonly everything: 'scope' | 'first-run' | 'unreadable' | undefined;
}

/** Lists the files of HEAD that a push must consider. */
export async function detectChanges(
  git: Git,
  options: { scope: 'changed' | 'all'; ref: string; log: Log },
): Promise<Changes> {
  if (options.scope === 'all') {
    return { paths: await filesAtHead(git), since: undefined, everything: 'scope' };
  }
  const state = await readSyncRef(git, options.ref);
  switch (state.kind) {
    case 'found':
      options.log.info(`Last pushed commit: ${state.commit.slice(0, 12)} (${options.ref})`);
      return {
        paths: await filesChangedSince(git, state.commit),
        since: state.commit,
        everything: undefined,
      };
    case 'absent':
      options.log.info(
        `No ${options.ref} on origin yet: this is the first push, every file counts`,
      );
      return { paths: await filesAtHead(git), since: undefined, everything: 'first-run' };
    case 'unreadable':
      options.log.warning(
        `Could not read ${options.ref} from origin (${state.reason}); every file counts as changed`,
      );
      return { paths: await filesAtHead(git), since: undefined, everything: 'unreadable' };
  }
}
