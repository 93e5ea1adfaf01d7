import type { Git } from '../git/git.ts';
import { fetchCommit } from '../git/remote.ts';
import { baseKeysAt, type BaseFiles } from './base-keys.ts';
import { idOf, type RemovedKey } from './prune-state.ts';
import { candidateNames } from './service-keys.ts';

/**
 * The keys whose record is proven by the repository itself: the commit the record names has the
 * key in a base-language file, and the key's path names the recorded service key. The record
 * lives on a ref anyone with write access can rewrite; without this check, a forged record could
 * have a key someone made on the service removed. A commit the checkout lacks is fetched from
 * origin by its id (depth 1 in a shallow checkout).
 */
export async function provenKeys(
  git: Git,
  keys: readonly RemovedKey[],
  files: BaseFiles,
): Promise<Set<string>> {
  const proven = new Set<string>();
  const byCommit = new Map<string, RemovedKey[]>();
  for (const key of keys)
    byCommit.set(key.lastHadIn, [...(byCommit.get(key.lastHadIn) ?? []), key]);
  for (const [commit, recorded] of byCommit) {
    if (!(await fetchCommit(git, commit))) continue;
    const read = await baseKeysAt(git, commit, files);
    if (read.kind === 'unread') continue;
    for (const key of recorded) {
      if (read.keys.has(idOf(key)) && candidateNames(key.path).includes(key.name)) {
        proven.add(idOf(key));
      }
    }
  }
  return proven;
}
