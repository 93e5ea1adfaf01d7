import type { Git } from './git.ts';

/** A file a commit adds or changes, as its tree holds it. */
export interface TreeEntry {
  readonly path: string;
  /** `100644`, or `100755` for an executable. */
  readonly mode: string;
  /** The blob's id. */
  readonly blob: string;
}

/**
 * The files `to` adds or changes against `from`, with their mode and blob (deleted files and
 * links are not among what a pull commits).
 */
export async function changedEntries(git: Git, from: string, to: string): Promise<TreeEntry[]> {
  const diff = await git.run([
    'diff-tree',
    '-r',
    '-z',
    '--no-renames',
    '--diff-filter=AM',
    from,
    to,
  ]);
  // `:oldmode newmode oldblob newblob status\0path\0`, one pair of fields per file.
  const fields = diff.stdout.split('\0');
  const entries: TreeEntry[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, mode = '', , blob = ''] = (fields[i] ?? '').slice(1).split(' ');
    const path = fields[i + 1] ?? '';
    if (path !== '') entries.push({ path, mode, blob });
  }
  return entries;
}

/** An object as `git cat-file --batch` gives it: the id asked, its type and its content. */
export interface RawObject {
  readonly id: string;
  /** `blob`, `tree`, `commit`, `tag`; `missing` when the store has no such object. */
  readonly type: string;
  readonly content: Buffer;
}

/** Objects by id, in the order asked, read in one `git cat-file --batch`. */
export async function readObjects(git: Git, ids: readonly string[]): Promise<RawObject[]> {
  if (ids.length === 0) return [];
  const output = await git.bytes(['cat-file', '--batch'], `${ids.join('\n')}\n`);
  // `<id> <type> <size>\n<content>\n` for each id asked, in order; `<id> missing\n` for none.
  const objects: RawObject[] = [];
  let at = 0;
  for (const id of ids) {
    const headerEnd = output.indexOf(0x0a, at);
    const [found = '', type = '', size] = output.subarray(at, headerEnd).toString().split(' ');
    if (found !== id || size === undefined) {
      objects.push({ id, type: 'missing', content: Buffer.alloc(0) });
      at = headerEnd + 1;
      continue;
    }
    const start = headerEnd + 1;
    objects.push({ id, type, content: output.subarray(start, start + Number(size)) });
    at = start + Number(size) + 1;
  }
  return objects;
}

/** The contents of blobs, by id, read in one `git cat-file --batch`. */
export async function readBlobs(git: Git, ids: readonly string[]): Promise<Map<string, Buffer>> {
  const contents = new Map<string, Buffer>();
  for (const object of await readObjects(git, ids)) {
    if (object.type !== 'blob') throw new Error(`git cat-file did not find blob ${object.id}`);
    contents.set(object.id, object.content);
  }
  return contents;
}

/** A file of a commit's tree, with its size in bytes. */
export interface TreeFile extends TreeEntry {
  readonly size: number;
}

/** The mode of a symbolic link in a tree; regular files are `100644` and `100755`. */
export const LINK_MODE = '120000';
const LISTED_MODES: readonly string[] = ['100644', '100755', LINK_MODE];

/**
 * The regular files (`100644`, `100755`) and symbolic links (`120000`) of a commit's tree, with
 * their blobs and sizes; submodules are left out.
 */
export async function filesOfTree(git: Git, revision: string): Promise<TreeFile[]> {
  const listed = await git.run(['ls-tree', '-r', '-z', '--long', '--full-tree', revision]);
  const files: TreeFile[] = [];
  // `<mode> blob <id> <size, padded>\t<path>` for each file.
  for (const line of listed.stdout.split('\0')) {
    const tab = line.indexOf('\t');
    if (tab === -1) continue;
    const [mode = '', type = '', blob = '', size = ''] = line.slice(0, tab).split(/ +/);
    if (type !== 'blob' || !LISTED_MODES.includes(mode)) continue;
    files.push({ path: line.slice(tab + 1), mode, blob, size: Number(size) });
  }
  return files;
}

/**
 * A commit's parents as its object names them: in a shallow checkout the graft hides them from
 * `rev-parse commit^`, but the object still lists them.
 */
export async function parentsOf(git: Git, commit: string): Promise<string[]> {
  const object = await git.run(['cat-file', 'commit', commit]);
  const parents: string[] = [];
  for (const line of object.stdout.split('\n')) {
    if (line === '') break;
    const parent = /^parent ([0-9a-f]{40,64})$/.exec(line)?.[1];
    if (parent !== undefined) parents.push(parent);
  }
  return parents;
}
