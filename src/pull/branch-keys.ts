import { baseItemsOf, isBranchTag } from '../prune/branch-tags.ts';
import type { PullDeps } from './pull-types.ts';

/**
 * The names of the service's keys that carry a branch's tag (`l10n-sync-branch:<branch>`, given
 * by a branch run with `branch-keys: tag`), read once with one `string/list` of the base
 * language, started at once so that it is read while the service exports. A pull never writes
 * such a key its base files lack at HEAD: it is the branch's until the branch is merged
 * (deleted-base-keys.ts). `string/list` gives tags on 1.0.9.3 (and, as the real service
 * answered, on 1.0.9.2 too); where it gives none, no key is a branch's.
 */
export function branchKeyNames(
  deps: Pick<PullDeps, 'client' | 'settings'>,
  base: string,
): () => Promise<ReadonlySet<string>> {
  const names = read(deps, base);
  // Awaited by the first pulled file that needs it; a failure meanwhile is not left unhandled.
  names.catch(() => undefined);
  return () => names;
}

async function read(
  deps: Pick<PullDeps, 'client' | 'settings'>,
  base: string,
): Promise<ReadonlySet<string>> {
  const items = await baseItemsOf(deps.client, deps.settings.projectId, base);
  const names = new Set<string>();
  for (const item of items) {
    if (item.tags?.some(isBranchTag)) names.add(item.key);
  }
  return names;
}
