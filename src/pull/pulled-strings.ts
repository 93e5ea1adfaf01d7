import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Git } from '../git/git.ts';
import { filesAtCommit } from '../git/files-at-commit.ts';
import { formatOf, readTranslationFile, type TranslationEntries } from '../translations/index.ts';
import type { PulledFile } from './pull-types.ts';
import { overridden, type FileOverrides } from './repository-edits.ts';
import {
  compareText,
  countsOf,
  diffStrings,
  KIND_ORDER,
  MAX_LISTED_ROWS,
  NO_COUNTS,
  type FileStringChanges,
  type StringChange,
} from './string-changes.ts';

/** Files larger than this are not compared key by key (a translation file is far smaller). */
const MAX_COMPARED_BYTES = 16 * 1024 * 1024;

/**
 * Bytes of new files (HEAD lacks them) read key by key in one pull, at most: ~1,500–2,500
 * strings, more than a pull request body shows. Each MiB of them read costs a pull ~25 MiB of
 * peak memory (their rows, and the summary's table of them): at 1 MiB the 2,000-file pull of
 * BENCHMARKS.md peaked at 157 MiB, over its 145 MiB target; at 128 KiB, 142 MiB.
 */
const MAX_NEW_FILE_BYTES = 128 * 1024;

/** What a file HEAD lacks holds there. */
const NOTHING: TranslationEntries = new Map();

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
 * them key by key: the string list of the pull request (a file HEAD lacks lists every key as
 * added, up to 128 KiB of such files in all), and the texts both sides changed
 * (README, "When both sides changed a text"; `since` undefined on a first sync, when every text
 * of the repository counts). Each file's entries are let go before the next is read.
 * `tracked`, HEAD's files when the caller has them (`git ls-tree`): git is asked only for those,
 * not for every new file of a pull that brings thousands.
 */
export async function comparePulledStrings(
  git: Git,
  since: string | undefined,
  files: readonly PulledFile[],
  workTree: string,
  tracked?: ReadonlySet<string>,
): Promise<PulledStrings> {
  const paths = files.map((file) => file.path);
  const atHead = tracked === undefined ? paths : paths.filter((path) => tracked.has(path));
  const [head, last] = await Promise.all([
    filesAtCommit(git, 'HEAD', atHead, MAX_COMPARED_BYTES),
    since === undefined ? undefined : filesAtCommit(git, since, paths, MAX_COMPARED_BYTES),
  ]);
  const overrides: FileOverrides[] = [];
  const strings: FileStringChanges[] = [];
  let budget = MAX_LISTED_ROWS;
  let newBytesLeft = MAX_NEW_FILE_BYTES;
  // Language by language, in the order of the list, so that the rows kept are its first ones.
  for (const group of byLanguage(files)) {
    const listed: FileStringChanges[] = [];
    for (const file of group) {
      const { path, localLanguage } = file;
      const headBytes = head.get(path);
      const pulledPath = join(workTree, path);
      // A new file is listed key by key (every key added) while new files stay small in all: a
      // pull that brings thousands of them is named file by file instead. Its size is known
      // before it is read: reading the thousands left out would only make garbage.
      const isNew = headBytes === undefined && formatOf(path) !== undefined;
      const pulledBytes =
        isNew && !sizeAtMost(pulledPath, newBytesLeft)
          ? undefined
          : await readFile(pulledPath).catch(() => undefined);
      if (isNew && (pulledBytes === undefined || pulledBytes.length > newBytesLeft)) {
        strings.push({ path, localLanguage, changes: undefined, counts: NO_COUNTS, unread: 'new' });
        continue;
      }
      if (isNew) newBytesLeft -= pulledBytes?.length ?? 0;
      const before = isNew ? { entries: NOTHING } : await readTranslationFile(path, headBytes);
      const after = await readTranslationFile(path, pulledBytes);
      if (!('entries' in before) || !('entries' in after)) {
        const unread =
          'unread' in before ? before.unread : 'unread' in after ? after.unread : 'syntax';
        strings.push({ path, localLanguage, changes: undefined, counts: NO_COUNTS, unread });
        continue;
      }
      const changes = diffStrings(before.entries, after.entries);
      listed.push({ path, localLanguage, changes, counts: countsOf(changes) });
      if (pulledBytes === undefined) continue;
      const lastSync =
        last === undefined ? undefined : await readTranslationFile(path, last.get(path));
      const synced: TranslationEntries =
        lastSync !== undefined && 'entries' in lastSync ? lastSync.entries : new Map();
      const found = overridden(synced, before.entries, after.entries);
      if (found.length > 0) overrides.push({ path, localLanguage, overrides: found });
    }
    budget = keepFirstRows(listed, budget, strings);
  }
  return { overrides, strings };
}

/**
 * Whether the file exists and holds at most `bytes` bytes. Synchronous: a pull of thousands of
 * new files asks for each, and a trip through libuv's threads costs more than the answer from
 * the page cache (~100 ms against ~5 ms for 2,000 files).
 */
function sizeAtMost(path: string, bytes: number): boolean {
  try {
    const size = statSync(path, { throwIfNoEntry: false })?.size;
    return size !== undefined && size <= bytes;
  } catch {
    return false;
  }
}

/** The files by language (as the repository writes it), languages and paths in code order. */
function byLanguage(files: readonly PulledFile[]): PulledFile[][] {
  const groups = new Map<string, PulledFile[]>();
  const sorted = [...files].sort(
    (a, b) => compareText(a.localLanguage, b.localLanguage) || compareText(a.path, b.path),
  );
  for (const file of sorted)
    groups.set(file.localLanguage, [...(groups.get(file.localLanguage) ?? []), file]);
  return [...groups.values()];
}

/**
 * Adds one language's files to `strings`, each keeping only its rows among the language's first
 * `budget` in the list's order (kind, key, file), and says how many rows are left to keep.
 */
function keepFirstRows(
  listed: readonly FileStringChanges[],
  budget: number,
  strings: FileStringChanges[],
): number {
  const rows = listed.flatMap((file) => (file.changes ?? []).map((change) => ({ file, change })));
  if (rows.length <= budget) {
    strings.push(...listed);
    return budget - rows.length;
  }
  const kept = new Set<StringChange>(
    rows
      .sort(
        (a, b) =>
          KIND_ORDER.indexOf(a.change.kind) - KIND_ORDER.indexOf(b.change.kind) ||
          compareText(a.change.key, b.change.key) ||
          compareText(a.file.path, b.file.path),
      )
      .slice(0, budget)
      .map((row) => row.change),
  );
  for (const file of listed) {
    strings.push({ ...file, changes: (file.changes ?? []).filter((change) => kept.has(change)) });
  }
  return 0;
}
