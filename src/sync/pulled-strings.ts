import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Git } from '../git/git.ts';
import { filesAtCommit } from '../git/files-at-commit.ts';
import { readTranslationFile, type TranslationEntries } from '../translations/index.ts';
import type { PulledFile } from './pull.ts';
import { overridden, type FileOverrides } from './repository-edits.ts';
import { diffStrings, type FileStringChanges } from './string-changes.ts';

/** Files larger than this are not compared key by key (a translation file is far smaller). */
const MAX_COMPARED_BYTES = 16 * 1024 * 1024;

/** What the pulled files hold against HEAD, key by key. */
export interface PulledStrings {
  /** Per file, the texts the repository changed since the last sync that the service has otherwise. */
  readonly overrides: readonly FileOverrides[];
  /** Per file, the keys changed, added and removed against HEAD. */
  readonly strings: readonly FileStringChanges[];
}

/**
 * Reads each pulled file once, as the pull wrote it (in `workTree`), and HEAD's and the last
 * sync's versions of it (two git processes each, whatever the number of files), and compares
 * them key by key: the string list of the pull request, and the texts both sides changed
 * (README, "When both sides changed a text"; `since` undefined on a first sync, when every text
 * of the repository counts). Each file's entries are let go before the next is read.
 */
export async function comparePulledStrings(
  git: Git,
  since: string | undefined,
  files: readonly PulledFile[],
  workTree: string,
): Promise<PulledStrings> {
  const paths = files.map((file) => file.path);
  const [head, last] = await Promise.all([
    filesAtCommit(git, 'HEAD', paths, MAX_COMPARED_BYTES),
    since === undefined ? undefined : filesAtCommit(git, since, paths, MAX_COMPARED_BYTES),
  ]);
  const overrides: FileOverrides[] = [];
  const strings: FileStringChanges[] = [];
  for (const file of files) {
    const { path, localLanguage } = file;
    const pulledBytes = await readFile(join(workTree, path)).catch(() => undefined);
    const before = readTranslationFile(path, head.get(path));
    const after = readTranslationFile(path, pulledBytes);
    const unread =
      'unread' in before ? before.unread : 'unread' in after ? after.unread : undefined;
    if (unread !== undefined || !('entries' in before) || !('entries' in after)) {
      strings.push({ path, localLanguage, changes: undefined, unread: unread ?? 'syntax' });
      continue;
    }
    strings.push({ path, localLanguage, changes: diffStrings(before.entries, after.entries) });
    if (head.get(path) === undefined || pulledBytes === undefined) continue;
    const lastSync = last === undefined ? undefined : readTranslationFile(path, last.get(path));
    const synced: TranslationEntries =
      lastSync !== undefined && 'entries' in lastSync ? lastSync.entries : new Map();
    const found = overridden(synced, before.entries, after.entries);
    if (found.length > 0) overrides.push({ path, localLanguage, overrides: found });
  }
  return { overrides, strings };
}
