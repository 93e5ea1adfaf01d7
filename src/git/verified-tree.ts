import { createHash } from 'node:crypto';
import type { Git } from './git.ts';
import { readObjects } from './objects.ts';

/**
 * git names every object by a hash of its content, and checks a commit's root tree against its
 * name when it reads it, but not the trees under it: a packed object of another content under an
 * old name (a pack anyone who can write `.git/objects` may add, or an alternate store) is believed
 * there. A commit made on such a tree would carry whatever it lists, a workflow in `.github/`
 * among them, into the pushed branch. So once post-pull-command ran (which can write the store),
 * the commit a translation commit is built on, and every tree under it, is read once and checked
 * against its name before it is used; blobs need no check, since only their names go into the
 * new tree and origin already has them.
 */

const verified = new WeakMap<Git, Set<string>>();

/** Throws unless `commit` and every tree under it hash to their names. */
export async function verifyCommitTree(git: Git, commit: string): Promise<void> {
  const done = verified.get(git) ?? new Set<string>();
  verified.set(git, done);
  if (done.has(commit)) return;
  const format = (await git.run(['rev-parse', '--show-object-format'])).stdout.trim() || 'sha1';
  const hashBytes = format === 'sha256' ? 32 : 20;
  const [root] = await readChecked(git, [commit], 'commit', format);
  const tree = /^tree ([0-9a-f]+)$/m.exec(root?.toString('latin1') ?? '')?.[1];
  if (tree === undefined) throw tampered(`commit ${commit} names no tree`);
  const seen = new Set<string>([tree]);
  // Level by level: one `cat-file --batch` for all the trees of a depth.
  for (let level = [tree]; level.length > 0;) {
    const next: string[] = [];
    for (const content of await readChecked(git, level, 'tree', format)) {
      for (const sub of subtrees(content, hashBytes)) {
        if (seen.has(sub)) continue;
        seen.add(sub);
        next.push(sub);
      }
    }
    level = next;
  }
  done.add(commit);
}

/** The contents of objects of one type, each checked to hash to its id. */
async function readChecked(
  git: Git,
  ids: readonly string[],
  type: string,
  format: string,
): Promise<Buffer[]> {
  return (await readObjects(git, ids)).map(({ id, type: found, content }) => {
    if (found !== type) throw tampered(`${type} ${id} is missing`);
    const hash = createHash(format)
      .update(`${type} ${content.length}\0`)
      .update(content)
      .digest('hex');
    if (hash !== id) throw tampered(`${type} ${id} holds another content (${hash})`);
    return content;
  });
}

/** The ids of the trees a tree lists: entries are `<mode> <name>\0<id as bytes>`. */
function subtrees(tree: Buffer, hashBytes: number): string[] {
  const found: string[] = [];
  let at = 0;
  while (at < tree.length) {
    const space = tree.indexOf(0x20, at);
    const nul = tree.indexOf(0, space);
    if (space === -1 || nul === -1) throw tampered('a tree is not in git’s format');
    const mode = tree.toString('latin1', at, space);
    const id = tree.toString('hex', nul + 1, nul + 1 + hashBytes);
    if (mode === '40000') found.push(id);
    at = nul + 1 + hashBytes;
  }
  return found;
}

function tampered(what: string): Error {
  return new Error(
    `The checkout's git objects do not match their names (${what}): something rewrote .git/objects, so nothing is committed from it`,
  );
}
