import { constants, type Stats } from 'node:fs';
import { lstat, open, readlink, realpath } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reading a file of the checkout to upload it. The repository's contents are not trusted: a
 * merged commit may hold a symbolic link (`locales/en.json -> /proc/self/environ` would upload
 * the action's environment, tokens included), a path through a linked folder, or a name that a
 * step before this one replaced with a FIFO (which blocks a reader) or a device (which never
 * ends), or with a hard link: another name of a file that may lie outside the checkout (git never
 * makes hard links in a work tree, so a file with more than one name was made by a step of the
 * job). Only a regular file inside the checkout with no other name, reached without any link, is
 * read, and only up to a size no translation file or screenshot needs.
 */

/** Largest translation file uploaded: the biggest real ones are a few MiB. */
export const MAX_TRANSLATION_BYTES = 50 * 1024 * 1024;
/** Largest screenshot uploaded (sent base64-encoded in a form field). */
export const MAX_SCREENSHOT_BYTES = 10 * 1024 * 1024;

export type CheckoutRead =
  { readonly ok: true; readonly content: Buffer } | { readonly ok: false; readonly reason: string };

/**
 * Why `path` (repository-relative, forward slashes) may not be uploaded, or undefined when it is
 * a regular file of at most `maxBytes` inside `workspace` (a real path) with no link on the way.
 */
export async function uploadProblem(
  workspace: string,
  path: string,
  maxBytes: number,
): Promise<string | undefined> {
  const found = await inspect(workspace, path, maxBytes);
  return 'reason' in found ? found.reason : undefined;
}

/**
 * The file's bytes, read as `uploadProblem` allows: opened without following a link and without
 * blocking, and checked to be the very file that was inspected, so a swap in between is refused.
 */
export async function readForUpload(
  workspace: string,
  path: string,
  maxBytes: number,
): Promise<CheckoutRead> {
  const found = await inspect(workspace, path, maxBytes);
  if ('reason' in found) return { ok: false, reason: found.reason };
  const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
  const handle = await open(join(workspace, path), flags);
  try {
    const opened = await handle.stat();
    if (!opened.isFile() || opened.ino !== found.stats.ino || opened.dev !== found.stats.dev) {
      return { ok: false, reason: 'it was replaced while being read' };
    }
    if (opened.nlink > 1) return { ok: false, reason: hardLinked(opened.nlink) };
    // One byte past the limit tells a file that grew after it was inspected.
    const buffer = Buffer.allocUnsafe(Math.min(opened.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length === buffer.length) break;
    }
    if (length > maxBytes) return { ok: false, reason: tooLarge(maxBytes) };
    return { ok: true, content: buffer.subarray(0, length) };
  } finally {
    await handle.close();
  }
}

/**
 * Why the folders on `path`'s way, from the checkout down, are not a plain way to it: one is
 * missing, a symbolic link or no folder. Undefined when each is a folder.
 */
export async function folderProblem(workspace: string, path: string): Promise<string | undefined> {
  const segments = path.split('/');
  for (let depth = 1; depth < segments.length; depth++) {
    const folder = segments.slice(0, depth).join('/');
    const stats = await lstatOrUndefined(join(workspace, folder));
    if (stats === undefined) return 'it is not in the checkout';
    if (stats.isSymbolicLink()) return `the folder '${folder}' on its path is a symbolic link`;
    if (!stats.isDirectory()) return `'${folder}' on its path is not a folder`;
  }
  return undefined;
}

async function inspect(
  workspace: string,
  path: string,
  maxBytes: number,
): Promise<{ stats: Stats } | { reason: string }> {
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    return { reason: 'its path leaves the checkout' };
  }
  const folders = await folderProblem(workspace, path);
  if (folders !== undefined) return { reason: folders };
  const full = join(workspace, path);
  const stats = await lstatOrUndefined(full);
  if (stats === undefined) return { reason: 'it is not in the checkout' };
  if (stats.isSymbolicLink()) {
    const target = await readlink(full).catch(() => '?');
    return { reason: `it is a symbolic link (to ${target}), not a file` };
  }
  if (!stats.isFile()) return { reason: `it is ${kindOf(stats)}, not a regular file` };
  if (stats.nlink > 1) return { reason: hardLinked(stats.nlink) };
  if (stats.size > maxBytes) return { reason: tooLarge(maxBytes) };
  // No link was on the way, so this holds unless the checkout itself moved meanwhile.
  if ((await realpath(full)) !== full) return { reason: 'its real path is outside the checkout' };
  return { stats };
}

function hardLinked(names: number): string {
  return `it has ${names} names (hard links), and another may be a file outside the checkout`;
}

function tooLarge(maxBytes: number): string {
  return `it is over the ${maxBytes / 1024 / 1024} MiB an upload may have`;
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a file';
}

async function lstatOrUndefined(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
