import { copyFile, lstat, mkdir, readdir, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Git } from '../git/git.ts';
import { restoreFromHead, workingTreeStatus } from '../git/status.ts';
import { count } from '../common/plural.ts';
import { setAsideIn, type SetAside } from './set-aside.ts';

/** The checkout as a run found it, to be put back once the translations went elsewhere. */
export interface KeptCheckout {
  /**
   * Undoes every change to the working tree since it was kept; HEAD and the index are never
   * changed. Says what it did, for the log (undefined when there was nothing to undo).
   */
  restore(): Promise<string | undefined>;
  /** Where the pull keeps each file it replaces, for `restore` to rename back (set-aside.ts). */
  readonly setAside: SetAside | undefined;
  /** Resolves once the checkout as found is noted: nothing may be written into it before. */
  readonly noted: Promise<void>;
}

/**
 * Notes what differs from HEAD now and keeps a copy of each such file (a step before this one
 * may have left work there), so that `restore` can tell the run's changes from earlier ones and
 * put both back: files the run changed or made are restored from HEAD or removed, files that
 * were already changed get their earlier content back.
 */
export async function keepCheckout(git: Git, tempDir: string): Promise<KeptCheckout> {
  // Noted while the service exports (on a fresh clone git reads every file again to tell them
  // unchanged: 0.25 s for 150 MB); nothing may be written into the checkout before.
  const noted = noteDiffering(git, join(tempDir, 'kept'));
  noted.catch(() => undefined);
  const setAside = await setAsideIn(git.workspace);
  const notedAll = noted.then(() => undefined);
  notedAll.catch(() => undefined);
  return {
    setAside,
    noted: notedAll,
    async restore() {
      const before = await noted;
      const putBack = (await setAside?.putBack()) ?? [];
      await setAside?.remove();
      // Files put back are the inodes the index knows, renamed: their times tell them unchanged.
      const now = await workingTreeStatus(git, undefined, { ignoreCtime: true });
      const fromHead = now.filter((e) => !e.untracked && !before.has(e.path)).map((e) => e.path);
      const made = now.filter((e) => e.untracked && !before.has(e.path)).map((e) => e.path);
      await restoreFromHead(git, fromHead);
      for (const path of made) await removeWithEmptyFolders(git.workspace, path);
      let earlier = 0;
      for (const [path, { copy, absent }] of before) {
        if (copy !== undefined) await copyFile(copy, join(git.workspace, path));
        else if (absent) await rm(join(git.workspace, path), { force: true });
        else continue;
        earlier++;
      }
      const parts = [
        putBack.length > 0 ? `${count(putBack.length, 'file')} put back` : '',
        fromHead.length > 0 ? `${count(fromHead.length, 'file')} restored from HEAD` : '',
        made.length > 0 ? `${count(made.length, 'new file')} removed` : '',
      ].filter((part) => part !== '');
      if (parts.length === 0) return undefined;
      return (
        `Put the checkout back as the run found it: ${parts.join(', ')}` +
        (earlier > 0
          ? `; ${count(earlier, 'file')} changed before the run kept as ${earlier === 1 ? 'it was' : 'they were'}`
          : '')
      );
    },
  };
}

/**
 * Each path that differs from HEAD now: a copy of its file, or `absent` (deleted), or neither
 * (not a regular file).
 */
async function noteDiffering(
  git: Git,
  copies: string,
): Promise<Map<string, { copy?: string; absent?: true }>> {
  const before = new Map<string, { copy?: string; absent?: true }>();
  for (const [index, entry] of (await workingTreeStatus(git)).entries()) {
    const from = join(git.workspace, entry.path);
    const stats = await lstat(from).catch(() => undefined);
    if (!stats?.isFile()) {
      before.set(entry.path, stats === undefined ? { absent: true } : {});
      continue;
    }
    const copy = join(copies, String(index));
    await mkdir(copies, { recursive: true });
    await copyFile(from, copy);
    before.set(entry.path, { copy });
  }
  return before;
}

/** Removes a file the run made, then each folder it leaves empty, up to the checkout. */
async function removeWithEmptyFolders(workspace: string, path: string): Promise<void> {
  await rm(join(workspace, path), { force: true });
  for (let folder = dirname(path); folder !== '.' && folder !== ''; folder = dirname(folder)) {
    const full = join(workspace, folder);
    if ((await readdir(full).catch(() => ['?'])).length > 0) return;
    await rmdir(full);
  }
}
