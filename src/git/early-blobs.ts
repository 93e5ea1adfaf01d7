import { randomBytes } from 'node:crypto';
import { lstatSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { messageOf } from '../common/message-of.ts';
import type { Git } from './git.ts';
import { ADD_PACKING } from './packing.ts';

/**
 * A file's identity on disk: kept by a rename, changed by any write (its time, in nanoseconds)
 * or a change of the bit git records as the mode.
 */
export interface FileStamp {
  readonly ino: bigint;
  readonly size: bigint;
  readonly mtimeNs: bigint;
  readonly executable: boolean;
}

/** The stamp of the regular file at `path`, or undefined when there is none. */
export function stampOf(path: string): FileStamp | undefined {
  const stats = lstatSync(path, { bigint: true, throwIfNoEntry: false });
  if (!stats?.isFile()) return undefined;
  const executable = (stats.mode & 0o100n) !== 0n;
  return { ino: stats.ino, size: stats.size, mtimeNs: stats.mtimeNs, executable };
}

export function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return (
    a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.executable === b.executable
  );
}

/** A file's blob, stored while the pull went on, and what it was made from. */
export interface KnownBlob {
  readonly mode: string;
  readonly oid: string;
  /** The file it was made from, which the pull then renamed into the checkout. */
  readonly stamp: FileStamp;
  /** The attributes it was added under (`git check-attr -a`), one string. */
  readonly attributes: string;
}

/** Blobs by checkout path. */
export type KnownBlobs = ReadonlyMap<string, KnownBlob>;

export interface BlobHasher {
  /** The file `path` under `root` (a working tree of staged files) is complete: add it soon. */
  staged(root: string, path: string): void;
  /** The staged files are about to move: resolves once no add reads them, and holds the rest. */
  moving(): Promise<void>;
  /** They moved into the checkout: those not added yet are added from there. */
  moved(): void;
  /** Waits for the adds on their way; the blobs made, none when any add failed. Removes its index. */
  finish(): Promise<KnownBlobs>;
  /** Why no blob is known, when an add failed. */
  readonly problem: string | undefined;
}

/**
 * Files per `git add` at least, but the last: each makes a pack of its own (bulk check-in), so
 * a bundle of 2,000 files makes a dozen or so, while the first starts a fraction of the way in.
 */
const FEWEST_PER_ADD = 128;

/**
 * Adds staged files to a throwaway index built from HEAD, in batches, while the rest of the
 * bundle is staged: the hashing and compressing that `git add` does (the largest part of a
 * branch pull's commit: 1.3 s for 2,000 files of 75 KB) runs on the second core instead of after
 * the extraction. Attributes come from HEAD's tree, since the staged working tree has none;
 * `commitOn` uses a blob only where the file and its attributes are as here (known-blobs.ts).
 * Any failure only means no blob is known: the commit adds the files itself.
 */
export function startBlobHasher(git: Git): BlobHasher {
  const waiting: { root: string; path: string }[] = [];
  // One index per add running at once: git locks an index while it adds.
  const lanes: Lane[] = Array.from({ length: LANES }, () => ({
    index: undefined,
    running: undefined,
    added: new Map(),
  }));
  let problem: string | undefined;
  /** Set while the files move: no add may start. */
  let held = false;
  let moved = false;
  let finishing = false;
  let finished: Promise<KnownBlobs> | undefined;

  const pump = () => {
    if (held || problem !== undefined) return;
    const idle = lanes.filter((lane) => lane.running === undefined);
    // While files are staged, a batch waits for a few; once they moved, the rest is shared out.
    const sharing = finishing || moved;
    const size = sharing ? Math.ceil(waiting.length / idle.length) : FEWEST_PER_ADD;
    for (const lane of idle) {
      if (waiting.length === 0 || (!sharing && waiting.length < size)) return;
      lane.running = addBatch(git, lane, takeBatch(waiting, size))
        .catch((error: unknown) => {
          problem ??= messageOf(error);
        })
        .finally(() => {
          lane.running = undefined;
          pump();
        });
    }
  };
  const drained = async () => {
    for (;;) {
      const running = lanes.flatMap((lane) => (lane.running ? [lane.running] : []));
      if (running.length === 0) return;
      await Promise.all(running);
    }
  };
  const used = () => lanes.filter((lane) => lane.index !== undefined);
  return {
    staged(root, path) {
      if (finishing) return;
      waiting.push({ root, path });
      pump();
    },
    async moving() {
      held = true;
      await drained();
    },
    moved() {
      for (const file of waiting) file.root = git.workspace;
      held = false;
      moved = true;
      pump();
    },
    finish() {
      finishing = true;
      pump();
      finished ??= drained()
        .then(() => (problem === undefined ? blobsIn(git, used()) : new Map()))
        .catch((error: unknown) => {
          problem ??= messageOf(error);
          return new Map();
        })
        .finally(() => removeIndexes(used()));
      return finished;
    },
    get problem() {
      return problem;
    },
  };
}

/** Adds running at once: the extraction's thread and the writes take the rest of the cores. */
const LANES = 2;

/** One add at a time into an index of its own, made on first use from HEAD. */
interface Lane {
  index: Promise<string> | undefined;
  running: Promise<void> | undefined;
  /** The paths its adds took, each with its file's stamp taken before. */
  readonly added: Map<string, FileStamp>;
}

/** Up to `size` files from the front of `waiting`, all under the first one's root. */
function takeBatch(
  waiting: { root: string; path: string }[],
  size: number,
): { root: string; paths: string[] } {
  const root = waiting[0]?.root ?? '';
  const count = waiting.findIndex((file, i) => file.root !== root || i >= size);
  const batch = waiting.splice(0, count === -1 ? waiting.length : count);
  return { root, paths: batch.map((file) => file.path) };
}

/** Adds the files of `batch` to the lane's index, each stamped first. */
async function addBatch(git: Git, lane: Lane, batch: { root: string; paths: string[] }) {
  const { root, paths } = batch;
  const file = await (lane.index ??= indexFromHead(git));
  for (const path of paths) {
    const stamp = stampOf(join(root, path));
    if (stamp) lane.added.set(path, stamp);
  }
  // Forced: a file a .gitignore names is added too (the staging folder has no .gitignore, the
  // checkout may), and whether git ignores it is the commit's to decide (ignored.ts).
  const args = ['add', '--force', '--pathspec-from-file=-', '--pathspec-file-nul'];
  await git.run([`--work-tree=${root}`, ...args], {
    env: { GIT_INDEX_FILE: file },
    input: paths.join('\0'),
    config: ADD_PACKING,
    background: true,
  });
}

async function removeIndexes(lanes: readonly Lane[]): Promise<void> {
  for (const { index } of lanes) {
    await index?.then((file) => rm(file, { force: true })).catch(() => undefined);
  }
}

/** A new index file in the git directory, holding HEAD's tree. */
async function indexFromHead(git: Git): Promise<string> {
  const gitDir = (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
  const file = join(gitDir, `l10n-sync-index-${randomBytes(6).toString('hex')}`);
  await git.run(['read-tree', 'HEAD'], { env: { GIT_INDEX_FILE: file } });
  return file;
}

/**
 * The blobs of the paths each lane added, with the attributes each was added under (each index
 * also holds HEAD's blob of every path another lane added).
 */
async function blobsIn(git: Git, lanes: readonly Lane[]): Promise<KnownBlobs> {
  const blobs = new Map<string, KnownBlob>();
  for (const lane of lanes) {
    const env = { GIT_INDEX_FILE: await (lane.index as Promise<string>) };
    const [listed, attributes] = await Promise.all([
      git.run(['ls-files', '--stage', '-z'], { env }),
      attributesOf(git, [...lane.added.keys()], { env, cached: true }),
    ]);
    for (const record of listed.stdout.split('\0')) {
      const match = /^(\d{6}) ([0-9a-f]+) 0\t(.+)$/s.exec(record);
      const stamp = match && lane.added.get(match[3] ?? '');
      if (!match || !stamp) continue;
      const [, mode = '', oid = '', path = ''] = match;
      blobs.set(path, { mode, oid, stamp, attributes: attributes.get(path) ?? '' });
    }
  }
  return blobs;
}

/**
 * Every attribute git gives each path, as one string per path (absent: none), from the
 * working tree and then the index (`cached`: the index alone).
 */
export async function attributesOf(
  git: Git,
  paths: readonly string[],
  options: { env: Readonly<Record<string, string>>; cached?: boolean },
): Promise<Map<string, string>> {
  const checked = await git.run(
    ['check-attr', ...(options.cached ? ['--cached'] : []), '-z', '-a', '--stdin'],
    { env: options.env, input: paths.join('\0') },
  );
  const fields = checked.stdout.split('\0');
  const found = new Map<string, string>();
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [path = '', name = '', value = ''] = fields.slice(i, i + 3);
    found.set(path, `${found.get(path) ?? ''}${name}=${value};`);
  }
  return found;
}
