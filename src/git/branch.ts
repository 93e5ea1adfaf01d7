import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { failureReason, type Git } from './git.ts';
import { ignoredNewFiles, ignoredProblem } from './ignored.ts';
import type { KnownBlobs } from './early-blobs.ts';
import { placeKnownBlobs } from './known-blobs.ts';
import { ADD_PACKING, PUSH_PACKING } from './packing.ts';
import { fetchBranch, remoteBranchCommit } from './remote.ts';
import { verifyCommitTree } from './verified-tree.ts';

export interface Author {
  readonly name: string;
  readonly email: string;
}

/**
 * A store for the objects a dry run makes (blobs, tree, commit of the translations), outside the
 * repository: git reads the repository's objects through it as alternates and writes none there.
 */
export interface ObjectStore {
  readonly folder: string;
  readonly env: Readonly<Record<string, string>>;
}

/** An object store in `folder` (made here), reading through to the checkout's. */
export async function previewObjects(git: Git, folder: string): Promise<ObjectStore> {
  const gitDir = (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
  const objects = join(folder, 'objects');
  await mkdir(objects, { recursive: true });
  return {
    folder,
    env: {
      GIT_OBJECT_DIRECTORY: objects,
      GIT_ALTERNATE_OBJECT_DIRECTORIES: join(gitDir, 'objects'),
    },
  };
}

export interface Tip {
  readonly commit: string;
  readonly tree: string;
}

/**
 * Makes a commit of `paths` as they are in the working tree, on top of `parent`, without touching
 * the checkout's index or branch: a throwaway index is filled from `parent`, the paths are added
 * to it, and the commit is written from its tree.
 */
export async function commitOn(
  git: Git,
  parent: string,
  options: {
    paths: readonly string[];
    message: string;
    author: Author;
    /** Where the files are, when not in the checkout (a dry run's copy). */
    workTree?: string;
    /** Where the new objects go (see `previewObjects`); the repository's own store by default. */
    objects?: ObjectStore;
    /** Blobs made while the pull went on (early-blobs.ts): used where still the files'. */
    known?: KnownBlobs;
  },
): Promise<Tip> {
  const gitDir = (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
  const index = join(
    options.objects?.folder ?? gitDir,
    `l10n-sync-index-${randomBytes(6).toString('hex')}`,
  );
  const workTree = options.workTree === undefined ? [] : [`--work-tree=${options.workTree}`];
  const env = {
    ...options.objects?.env,
    GIT_INDEX_FILE: index,
    GIT_AUTHOR_NAME: options.author.name,
    GIT_AUTHOR_EMAIL: options.author.email,
    GIT_COMMITTER_NAME: options.author.name,
    GIT_COMMITTER_EMAIL: options.author.email,
  };
  try {
    if (git.sealed) await verifyCommitTree(git, parent);
    await git.run(['read-tree', parent], { env });
    // Asked before adding: git's own refusal is a hint in the runner's language.
    const ignore = await ignoredNewFiles(git, env, workTree, options.paths);
    if (ignore.ignored.length > 0) throw new Error(ignoredProblem(ignore.ignored));
    const { known } = options;
    const toAdd =
      known && known.size > 0 && workTree.length === 0
        ? await placeKnownBlobs(git, env, options.paths, { known, unchecked: ignore.unchecked })
        : options.paths;
    // Paths on stdin: a bundle's thousands of them would not fit a command line (32 KiB on
    // Windows).
    if (toAdd.length > 0) {
      await git.run([...workTree, 'add', '--pathspec-from-file=-', '--pathspec-file-nul'], {
        env,
        input: toAdd.join('\0'),
        config: ADD_PACKING,
      });
    }
    const tree = (await git.run(['write-tree'], { env })).stdout.trim();
    const commit = (
      await git.run(['commit-tree', tree, '-p', parent, '-F', '-'], { env, input: options.message })
    ).stdout.trim();
    return { commit, tree };
  } finally {
    await rm(index, { force: true });
  }
}

export async function treeOf(git: Git, revision: string): Promise<string> {
  return (await git.run(['rev-parse', `${revision}^{tree}`])).stdout.trim();
}

/**
 * The commit a branch built from `base` starts at: the tip of `base` on origin, which is HEAD in
 * the usual run (a checkout of the base branch) and is fetched when it is not (the run
 * checked out a pull request's merge commit, or the base moved since the checkout). Undefined
 * when origin has no such branch.
 */
export async function baseTip(git: Git, base: string): Promise<string | undefined> {
  const commit = await remoteBranchCommit(git, base);
  if (!commit) return undefined;
  const head = (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
  if (commit !== head) await fetchBranch(git, base);
  return commit;
}

/** Where `branch` points on origin (fetched), or undefined when it does not exist. */
export async function remoteTip(git: Git, branch: string): Promise<Tip | undefined> {
  const commit = await remoteBranchCommit(git, branch);
  if (!commit) return undefined;
  await fetchBranch(git, branch);
  return { commit, tree: await treeOf(git, commit) };
}

/**
 * Pushes `commit` to `branch` only if origin's branch is still at `expected` (absent when
 * undefined): a run that lost a race learns it instead of overwriting the winner's commit.
 */
export async function pushWithLease(
  git: Git,
  options: { commit: string; branch: string; expected: string | undefined },
): Promise<'pushed' | 'stale'> {
  const ref = `refs/heads/${options.branch}`;
  const pushed = await git.run(
    [
      'push',
      '--no-verify',
      `--force-with-lease=${ref}:${options.expected ?? ''}`,
      'origin',
      `${options.commit}:${ref}`,
    ],
    { allowFailure: true, withCredentials: true, config: PUSH_PACKING },
  );
  if (pushed.exitCode === 0) return 'pushed';
  if (/stale info|rejected|fetch first|non-fast-forward|already exists/i.test(pushed.stderr))
    return 'stale';
  throw new Error(`Could not push branch ${options.branch}: ${failureReason(pushed)}`);
}

/**
 * Lines added and removed per file from one commit to another (or to the working tree), for the
 * files `paths` names: git diffs only those (a pull request shows a few hundred files' counts;
 * diffing every file of a pull of thousands took git ~0.85 s for 150 MB). The paths go on the
 * command line in parts (GIT_LITERAL_PATHSPECS reads each as a path), each well below the 32 KiB
 * a Windows command line holds.
 */
export async function lineCounts(
  git: Git,
  from: string,
  to: string | undefined,
  paths: readonly string[],
  objects?: ObjectStore,
): Promise<Map<string, { added: number; removed: number }>> {
  const counts = new Map<string, { added: number; removed: number }>();
  const range = to === undefined ? [from] : [from, to];
  const wanted = new Set(paths);
  for (const part of commandLineParts(paths)) {
    const numstat = await git.run(
      ['diff', '--numstat', '-z', '--no-renames', ...range, '--', ...part],
      {
        ...(objects ? { env: objects.env } : {}),
      },
    );
    for (const record of numstat.stdout.split('\0')) {
      const match = /^(\d+|-)\t(\d+|-)\t(.+)$/.exec(record);
      if (!match) continue;
      const [, added = '0', removed = '0', path = ''] = match;
      if (wanted.has(path))
        counts.set(path, { added: Number(added) || 0, removed: Number(removed) || 0 });
    }
  }
  return counts;
}

/** Characters of paths on one command line at most. */
const COMMAND_LINE_PATHS = 8 * 1024;

/** The paths in parts whose lengths add up to at most COMMAND_LINE_PATHS (one long path alone). */
function commandLineParts(paths: readonly string[]): string[][] {
  const parts: string[][] = [];
  let length = Infinity;
  for (const path of paths) {
    if (length + path.length + 1 > COMMAND_LINE_PATHS) {
      parts.push([]);
      length = 0;
    }
    parts[parts.length - 1]?.push(path);
    length += path.length + 1;
  }
  return parts;
}

/** The branch the checkout is on; a detached checkout (a tag, a merge commit) has none. */
export async function currentBranch(git: Git): Promise<string> {
  const head = await git.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], {
    allowFailure: true,
  });
  const branch = head.stdout.trim();
  if (head.exitCode !== 0 || branch === '') {
    throw new Error(
      'Cannot tell which branch the checkout is on (detached HEAD); set the base-branch input',
    );
  }
  return branch;
}

/**
 * Deletes `branch` on origin only if it is still at `expected` (the lease of a push), and forgets
 * its remote-tracking ref, which would keep `l10n-sync/main` and `l10n-sync/main/de` from both
 * being fetched (a push forgets it by itself only when it deleted the branch, not when another run
 * did first). `stale` when another run moved the branch first; `gone` when it was deleted.
 */
export async function deleteWithLease(
  git: Git,
  branch: string,
  expected: string,
): Promise<'deleted' | 'stale' | 'gone'> {
  const ref = `refs/heads/${branch}`;
  const pushed = await git.run(
    ['push', '--no-verify', `--force-with-lease=${ref}:${expected}`, 'origin', `:${ref}`],
    { allowFailure: true, withCredentials: true },
  );
  await git.run(['update-ref', '-d', `refs/remotes/origin/${branch}`], { allowFailure: true });
  if (pushed.exitCode === 0) return 'deleted';
  if (/remote ref does not exist|unable to delete/i.test(pushed.stderr)) return 'gone';
  if (/stale info|rejected/i.test(pushed.stderr)) return 'stale';
  throw new Error(`Could not delete branch ${branch} on origin: ${failureReason(pushed)}`);
}
