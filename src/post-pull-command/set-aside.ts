import { linkSync } from 'node:fs';
import { lstat, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { folderProblem } from '../files/checkout-file.ts';

/**
 * Where a pull keeps each checkout file it replaces: a second name for the file (a hard link, in
 * `.git`, which git never tracks), made before the new file is renamed over it, so that the
 * checkout is put back by renaming each one back. Restoring them from HEAD instead rewrote every
 * byte: 0.7–2 s for 2,000 files of 75 KB (bench/everyday-pull.ts), more than unzipping them.
 */
export interface SetAside {
  /**
   * Keeps the regular file at `path` (about to be replaced) under its second name; false when it
   * cannot (the file system has no hard links): then git puts it back.
   */
  keep(path: string): boolean;
}

export interface SetAsideFiles extends SetAside {
  /** Renames each kept file back to its path; the paths put back (one that fails is git's). */
  putBack(): Promise<string[]>;
  /** Removes the folder and what is left in it. */
  remove(): Promise<void>;
}

/**
 * A folder for the files set aside in the checkout's `.git`, on the checkout's file system so
 * that a link and a rename are enough; undefined when `.git` is no folder (a worktree's `.git`
 * file): then git alone puts the checkout back.
 */
export async function setAsideIn(workspace: string): Promise<SetAsideFiles | undefined> {
  const gitFolder = join(workspace, '.git');
  if (!(await lstat(gitFolder).catch(() => undefined))?.isDirectory()) return undefined;
  const folder = await mkdtemp(join(gitFolder, 'l10n-sync-kept-'));
  const kept = new Map<string, string>();
  return {
    keep(path) {
      if (kept.has(path)) return true;
      const aside = join(folder, String(kept.size));
      try {
        linkSync(join(workspace, path), aside);
      } catch {
        return false;
      }
      kept.set(path, aside);
      return true;
    },
    async putBack() {
      const back: string[] = [];
      for (const [path, aside] of kept) {
        // A folder a later step removed, or made a link (post-pull-command runs code of the
        // repository's), leaves the file to git, which writes through no link.
        if ((await folderProblem(workspace, path)) !== undefined) continue;
        const renamed = await rename(aside, join(workspace, path)).then(
          () => true,
          () => false,
        );
        if (renamed) back.push(path);
      }
      kept.clear();
      return back;
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
