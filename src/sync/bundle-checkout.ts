import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { chmod, copyFile, lstat, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { quoteName as quote } from './bundle-error.ts';
import { checkRelativePath } from './bundle-names.ts';

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
  // Windows drops trailing dots and spaces, so `.git.` is `.git` there too.
  if (check.path.split('/').some((s) => s.toLowerCase().replace(/[. ]+$/, '') === '.git')) {
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
export type LstatCache = Map<string, Promise<Stats | undefined>>;

/**
 * Why the bundle may not write `path` in the checkout: a symbolic link on the way (the
 * repository may hold links that point anywhere), a file where a folder must go, or something
 * other than a regular file at the target. Otherwise the regular file there, if any.
 */
export async function inspectTarget(
  workspace: string,
  path: string,
  cache?: LstatCache,
): Promise<CheckoutTarget> {
  const segments = path.split('/');
  for (const [i] of segments.entries()) {
    const partial = segments.slice(0, i + 1).join('/');
    let pending = cache?.get(partial);
    if (pending === undefined) {
      pending = lstat(join(workspace, partial)).catch(missing);
      cache?.set(partial, pending);
    }
    const stats = await pending;
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
 * A folder for inflated entries on the checkout's file system, so that moving them in is an
 * atomic rename: inside `.git/`, which git never tracks. A checkout whose `.git` is a file
 * (a worktree) stages in the system's temp folder instead, and `moveIntoPlace` copies across.
 */
export async function makeStagingFolder(workspace: string): Promise<string> {
  const git = join(workspace, '.git');
  const gitIsFolder = (await lstat(git).catch(missing))?.isDirectory() ?? false;
  return mkdtemp(join(gitIsFolder ? git : tmpdir(), 'l10n-sync-bundle-'));
}

/** Folders made while moving one bundle's files in, so that each is made once. */
export type FolderCache = Map<string, Promise<unknown>>;

/**
 * Moves a staged file onto `path` in the checkout, creating its folders and keeping the mode of
 * the file it replaces. The rename replaces the target atomically: a run killed here leaves
 * either the old file or the new one, never half of one.
 */
export async function moveIntoPlace(
  workspace: string,
  staged: string,
  path: string,
  folders?: FolderCache,
): Promise<void> {
  // Checked again right before writing, never from a cache: the checkout is not ours alone
  // while the run lasts.
  const checked = await inspectTarget(workspace, path);
  if ('problem' in checked) throw new Error(checked.problem);
  const target = join(workspace, path);
  if (checked.existing) {
    await chmod(staged, checked.existing.mode & 0o7777);
  } else {
    const folder = dirname(target);
    let made = folders?.get(folder);
    if (made === undefined) {
      made = mkdir(folder, { recursive: true });
      folders?.set(folder, made);
    }
    await made;
  }
  try {
    await rename(staged, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Another file system: copy next to the target first, so the last step is still a rename.
    const sibling = `${target}.l10n-sync-${randomBytes(6).toString('hex')}`;
    try {
      await copyFile(staged, sibling);
      await rename(sibling, target);
    } finally {
      await rm(sibling, { force: true });
    }
  }
}

/** For `.catch()`: a path that does not exist (or lies under a file) reads as undefined. */
function missing(error: unknown): undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
  throw error;
}
