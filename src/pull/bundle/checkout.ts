import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  type Stats,
} from 'node:fs';
import { lstat, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { quoteName as quote } from './zip/error.ts';
import { checkRelativePath } from './names.ts';
import type { SetAside } from '../../post-pull-command/set-aside.ts';

/** A checkout path `place` returned, normalised, or why nothing may be written there. */
export type TargetCheck = { readonly path: string } | { readonly reason: string };

/**
 * Checks a path `place` returned, in case a pattern or language code ever produces one that
 * leaves the checkout, or reaches into `.git` (where a hook would run code).
 */
export function checkTarget(workspace: string, path: string): TargetCheck {
  const check = checkRelativePath(path);
  if (!check.ok) return { reason: `placed outside the checkout (${quote(path)}: ${check.reason})` };
  if (check.directory) return { reason: `placed on a folder path (${quote(path)})` };
  // Windows drops trailing dots and spaces, so `.git.` is `.git` there too, and its 8.3 short
  // name `GIT~1` may be another name of the same folder.
  const gitAlias = (segment: string) => {
    const name = segment.toLowerCase().replace(/[. ]+$/, '');
    return name === '.git' || /^git~\d+$/.test(name);
  };
  if (check.path.split('/').some(gitAlias)) {
    return { reason: `placed inside .git (${quote(path)})` };
  }
  const inside = relative(workspace, resolve(workspace, check.path));
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return { reason: `placed outside the checkout (${quote(path)})` };
  }
  return { path: check.path };
}

/** What the checkout holds at a path: why the bundle may not write there, or what is there now. */
export type CheckoutTarget =
  | { readonly problem: string }
  /** The regular file the bundle would replace; undefined when the path is free. */
  | { readonly existing: Stats | undefined };

/** `lstat` answers shared by the checks of one plan: 2,000 files of 100 folders need 100. */
export type LstatCache = Map<string, Stats | undefined>;

/**
 * Why the bundle may not write `path` in the checkout: a symbolic link on the way (the
 * repository may hold links that point anywhere), a file where a folder must go, or something
 * other than a regular file at the target. Otherwise the regular file there, if any.
 *
 * This and `moveIntoPlace` call the file system synchronously, as unzip does: each call takes
 * microseconds from the page cache, a trip through libuv's thread pool costs more than that,
 * and the run has nothing else to do meanwhile.
 */
export function inspectTarget(workspace: string, path: string, cache?: LstatCache): CheckoutTarget {
  const segments = path.split('/');
  for (const [i] of segments.entries()) {
    const partial = segments.slice(0, i + 1).join('/');
    const stats = cache?.has(partial)
      ? cache.get(partial)
      : lstatOrMissing(join(workspace, partial));
    cache?.set(partial, stats);
    if (stats === undefined) return { existing: undefined };
    if (stats.isSymbolicLink()) {
      return { problem: `${quote(partial)} in the checkout is a symbolic link` };
    }
    const last = i === segments.length - 1;
    if (!last && !stats.isDirectory()) {
      return { problem: `${quote(partial)} in the checkout is not a folder` };
    }
    if (last && !stats.isFile()) {
      return { problem: `${quote(partial)} in the checkout is not a regular file` };
    }
    if (last) return { existing: stats };
  }
  return { existing: undefined };
}

/**
 * Staged files per staging folder. On the project's ext4 machines, creating a bundle's 2,000
 * files in one folder took 2–3× as long as in folders of a few hundred or fewer (inflating and
 * staging 100 MB: ~1.5 s against 0.5–0.7 s, measured side by side); unzip, the benchmark's
 * reference, writes into the bundle's own folders of 20.
 */
const FILES_PER_STAGING_FOLDER = 128;

/** Where inflated entries wait until the whole bundle passed. */
export interface Staging {
  /** Where entry `index` (0-based, in order), for the checkout's `path`, waits; its folder made. */
  pathFor(index: number, path: string): string;
  /**
   * The folder under which each staged file has its checkout path (`stagingByPath`), so that git
   * can read the staged files as a working tree; undefined for numbered staging.
   */
  readonly root: string | undefined;
  /** Removes every staging folder and what is left in them. */
  remove(): Promise<void>;
}

/**
 * Staging folders on the checkout's file system, so that moving a file in is an atomic rename:
 * inside `.git/`, which git never tracks. A checkout whose `.git` is a file (a worktree) stages
 * in the system's temp folder instead, and `moveIntoPlace` copies across.
 */
export async function createStaging(workspace: string): Promise<Staging> {
  const parent = await stagingParent(workspace);
  const folders: string[] = [];
  return {
    pathFor(index) {
      const n = Math.floor(index / FILES_PER_STAGING_FOLDER);
      let folder = folders[n];
      while (folder === undefined) {
        folders.push(mkdtempSync(join(parent, 'l10n-sync-bundle-')));
        folder = folders[n];
      }
      return join(folder, String(index));
    },
    root: undefined,
    async remove() {
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    },
  };
}

/**
 * `createStaging` with each file under its checkout path in one folder, as the bundle's own
 * folders hold them (so no folder gets more files than the checkout's), for git to read the
 * staged files as a working tree while the rest of the bundle is staged. The extraction refuses
 * a path written twice, so no two entries share a staged file.
 */
export async function stagingByPath(workspace: string): Promise<Staging> {
  const root = mkdtempSync(join(await stagingParent(workspace), 'l10n-sync-bundle-'));
  const made: FolderCache = new Set();
  return {
    pathFor(_index, path) {
      const staged = join(root, path);
      if (!made.has(dirname(staged))) {
        mkdirSync(dirname(staged), { recursive: true });
        made.add(dirname(staged));
      }
      return staged;
    },
    root,
    async remove() {
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function stagingParent(workspace: string): Promise<string> {
  const git = join(workspace, '.git');
  const gitIsFolder = (await lstat(git).catch(missing))?.isDirectory() ?? false;
  return gitIsFolder ? git : tmpdir();
}

/** Folders made while moving one bundle's files in, so that each is made once. */
export type FolderCache = Set<string>;

/**
 * Moves a staged file onto `path` in the checkout, creating its folders (once each, through
 * `folders`) and keeping the mode of the file it replaces, which `setAside` keeps under a second
 * name when given. The rename replaces the target atomically: a run killed here leaves either
 * the old file or the new one, never half of one.
 */
export function moveIntoPlace(
  workspace: string,
  move: { staged: string; path: string },
  options: { folders?: FolderCache; setAside?: SetAside | undefined } = {},
): void {
  const { staged, path } = move;
  const { folders, setAside } = options;
  // Checked again right before writing, never from a cache: the checkout is not ours alone
  // while the run lasts.
  const checked = inspectTarget(workspace, path);
  if ('problem' in checked) throw new Error(checked.problem);
  const target = join(workspace, path);
  if (checked.existing) {
    chmodSync(staged, checked.existing.mode & 0o7777);
    setAside?.keep(path);
  } else if (!folders?.has(dirname(target))) {
    mkdirSync(dirname(target), { recursive: true });
    folders?.add(dirname(target));
  }
  try {
    renameSync(staged, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Another file system: copy next to the target first, so the last step is still a rename.
    const sibling = `${target}.l10n-sync-${randomBytes(6).toString('hex')}`;
    try {
      copyFileSync(staged, sibling);
      renameSync(sibling, target);
    } finally {
      rmSync(sibling, { force: true });
    }
  }
}

function lstatOrMissing(path: string): Stats | undefined {
  try {
    // Most paths a pull checks are new: an exception for each (a stack trace made and thrown
    // away) cost more than the call itself.
    return lstatSync(path, { throwIfNoEntry: false });
  } catch (error) {
    return missing(error);
  }
}

/** A path that does not exist (or lies under a file) reads as undefined; other errors are thrown. */
export function missing(error: unknown): undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
  throw error;
}
