import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Git } from '../git/git.ts';
import { filesOfTree, LINK_MODE, readBlobs, type TreeFile } from '../git/objects.ts';
import type { LanguageMap } from '../common/language-map.ts';
import type { FilePattern } from '../inputs/patterns.ts';
import { translationFiles } from '../files/translation-files.ts';

/** Most bytes of blobs read from git at once: a batch is held whole in memory. */
const BATCH_BYTES = 32 * 1024 * 1024;

/**
 * A copy of HEAD's translation files (and an empty `.git/`) in `folder`, for a dry run to unzip
 * into and compare against, so that it can say what would change without changing anything.
 *
 * It is made from git's objects, never by reading the checkout: a committed `locales/de.json`
 * may be a symbolic link to a file outside the checkout (a secret, or a 3 GiB file), and copying
 * the checkout's file would follow it. A link of HEAD is made again as a link with the same
 * target, never opened, so that the dry run meets it where the real run does (the extractor
 * refuses to write through a link) and says the same; where links cannot be made (Windows
 * without the right), git checks them out as plain files and the real run writes them too.
 */
export async function shadowCheckout(
  git: Git,
  folder: string,
  scope: { readonly patterns: readonly FilePattern[]; readonly languageMap: LanguageMap },
): Promise<void> {
  await mkdir(join(folder, '.git'), { recursive: true });
  const files = await filesOfTree(git, 'HEAD');
  const translations = new Set(
    translationFiles(
      files.map((f) => f.path),
      scope.patterns,
      scope.languageMap,
    ).map((f) => f.path),
  );
  // Every link, not only those at a translation file's path: a linked folder on the way to
  // one stops the real run as well.
  const wanted = files.filter((f) => f.mode === LINK_MODE || translations.has(f.path));
  for (const batch of batches(wanted)) {
    const contents = await readBlobs(
      git,
      batch.map((f) => f.blob),
    );
    for (const file of batch) {
      const content = contents.get(file.blob) ?? Buffer.alloc(0);
      const path = join(folder, file.path);
      await mkdir(dirname(path), { recursive: true });
      if (file.mode === LINK_MODE) {
        await symlink(content.toString(), path).catch(unlessNotPermitted);
      } else {
        await writeFile(path, content, { mode: file.mode === '100755' ? 0o755 : 0o644 });
      }
    }
  }
}

/** Windows refuses links to a user without the right (EPERM): git then made a plain file. */
function unlessNotPermitted(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
}

/** The files in order, in batches of at most BATCH_BYTES (a larger file alone). */
function batches(files: readonly TreeFile[]): TreeFile[][] {
  const out: TreeFile[][] = [];
  let current: TreeFile[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && bytes + file.size > BATCH_BYTES) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) out.push(current);
  return out;
}
