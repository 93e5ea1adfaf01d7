import { randomBytes } from 'node:crypto';
import { chmod, copyFile, lstat, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
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

/**
 * Why the bundle may not write `path` in the checkout: a symbolic link on the way (the
 * repository may hold links that point anywhere), a file where a folder must go, or something
 * other than a regular file at the target. Undefined when the path is free or a regular file.
 */
export async function checkoutProblem(
  workspace: string,
  path: string,
): Promise<string | undefined> {
  const segments = path.split('/');
  for (const [i] of segments.entries()) {
    const partial = segments.slice(0, i + 1).join('/');
    const stats = await lstat(join(workspace, partial)).catch(missing);
    if (stats === undefined) return undefined;
    if (stats.isSymbolicLink()) return `${quote(partial)} in the checkout is a symbolic link`;
    const last = i === segments.length - 1;
    if (!last && !stats.isDirectory()) return `${quote(partial)} in the checkout is not a folder`;
    if (last && !stats.isFile()) return `${quote(partial)} in the checkout is not a regular file`;
  }
  return undefined;
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

/**
 * Moves a staged file onto `path` in the checkout, creating its folders and keeping the mode of
 * the file it replaces. The rename replaces the target atomically: a run killed here leaves
 * either the old file or the new one, never half of one.
 */
export async function moveIntoPlace(
  workspace: string,
  staged: string,
  path: string,
): Promise<void> {
  // Checked again right before writing: the checkout is not ours alone while the run lasts.
  const problem = await checkoutProblem(workspace, path);
  if (problem) throw new Error(problem);
  const target = join(workspace, path);
  await mkdir(dirname(target), { recursive: true });
  const existing = await stat(target).catch(missing);
  if (existing) await chmod(staged, existing.mode & 0o7777);
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
