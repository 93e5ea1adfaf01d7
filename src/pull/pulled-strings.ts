import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Git } from '../git/git.ts';
import { filesAtCommit } from '../git/files-at-commit.ts';
import { changedEntries } from '../git/objects.ts';
import { formatOf, readTranslationFile, type TranslationEntries } from '../translations/index.ts';
import type { PulledFile } from './pull-types.ts';
import type { SaidChanges, SaidFile } from './said-changes.ts';
import {
  overridden,
  overriddenOnFirstSync,
  type FileOverrides,
  type ServiceOverride,
} from './repository-edits.ts';
import {
  compareText,
  countsOf,
  diffStrings,
  KIND_ORDER,
  MAX_LISTED_ROWS,
  rowsPerLanguage,
  NO_COUNTS,
  stringChangesOf,
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

/** What comparePulledStrings compares, and what is known of the files already. */
export interface PulledComparison {
  /** The last sync's commit; undefined on a first sync, when every text of the repository counts. */
  readonly since: string | undefined;
  readonly files: readonly PulledFile[];
  /** Where the pulled files are. */
  readonly workTree: string;
  /** HEAD's files (`git ls-tree`), when the caller has them: git is asked only for those. */
  readonly tracked?: ReadonlySet<string>;
  /**
   * The checkout's files that differed from HEAD before the pull wrote, when known: what the
   * rewrite said is against the file as it was, which is HEAD's unless it is among these.
   */
  readonly dirty?: ReadonlySet<string>;
  /** What the rewrite said it changed in each file, when the files are still as it wrote them. */
  readonly said?: SaidChanges;
  /**
   * Each language has a pull request of its own: each keeps its own first rows
   * (`rowsPerLanguage`), rather than the list's first MAX_LISTED_ROWS going to the first languages.
   */
  readonly perLanguage?: boolean;
}

/**
 * The pulled files key by key against HEAD: the string list of the pull request (a file HEAD
 * lacks lists every key as added, up to 128 KiB of such files in all), and the texts both sides
 * changed (docs/left-running.md, "The rules"). A file whose rewrite said what it changed
 * (`textChanges`) against HEAD's file is not read again (the everyday pull: thousands of files,
 * each read once); unless the repository changed it since the last sync, nor is its last-sync
 * version. The others are read as the pull wrote them, with HEAD's and the last sync's versions
 * (two git processes each, whatever the number of files), each file's entries let go before the
 * next is read.
 */
export async function comparePulledStrings(
  git: Git,
  comparison: PulledComparison,
): Promise<PulledStrings> {
  const { since, files, tracked, dirty, said } = comparison;
  const sinceSync =
    since === undefined
      ? undefined
      : new Set((await changedEntries(git, since, 'HEAD')).map((entry) => entry.path));
  // Whether the rewrite's word can stand for the file; asked before reading that word, which
  // is parsed from its bytes (once per file, in the loop below).
  const takesSaid = (file: PulledFile) =>
    dirty !== undefined &&
    !dirty.has(file.path) &&
    tracked?.has(file.path) === true &&
    sinceSync?.has(file.path) !== true &&
    said?.has(file.path) === true;
  const read = files.filter((file) => !takesSaid(file)).map((file) => file.path);
  const atHead = tracked === undefined ? read : read.filter((path) => tracked.has(path));
  const [head, last] = await Promise.all([
    filesAtCommit(git, 'HEAD', atHead, MAX_COMPARED_BYTES),
    since === undefined ? undefined : filesAtCommit(git, since, read, MAX_COMPARED_BYTES),
  ]);
  const overrides: FileOverrides[] = [];
  const strings: FileStringChanges[] = [];
  const groups = byLanguage(files);
  // With a pull request per language, each language starts with rows of its own.
  const ownBudget = comparison.perLanguage ? rowsPerLanguage(groups.length) : undefined;
  let budget = MAX_LISTED_ROWS;
  const newBytes = { left: MAX_NEW_FILE_BYTES };
  // Language by language, in the order of the list, so that the rows kept are its first ones.
  for (const group of groups) {
    budget = ownBudget ?? budget;
    const listed: FileStringChanges[] = [];
    for (const file of group) {
      const saidFile = takesSaid(file) ? said?.of(file.path) : undefined;
      const compared =
        saidFile === undefined
          ? await readStrings(file, { ...comparison, head, last, newBytes })
          : saidStrings(file, saidFile, since === undefined);
      if ('unread' in compared) strings.push(compared.unread);
      else {
        listed.push(compared.listed);
        if (compared.overrides.length > 0) {
          overrides.push({
            path: file.path,
            localLanguage: file.localLanguage,
            overrides: compared.overrides,
          });
        }
      }
    }
    budget = keepFirstRows(listed, budget, strings);
  }
  return { overrides, strings };
}

/** One file compared: its listed strings and overrides, or why its strings are not listed. */
type Compared =
  | { readonly listed: FileStringChanges; readonly overrides: readonly ServiceOverride[] }
  | { readonly unread: FileStringChanges };

/**
 * A file whose rewrite said every text it changed against HEAD's file. HEAD's texts are the last
 * sync's (the repository did not change the file since), so no text both sides changed, unless
 * there was no sync yet: then every text of the repository's counts as changed. Texts let go (no
 * row of the language can be listed) leave the counts.
 */
function saidStrings(file: PulledFile, said: SaidFile, firstSync: boolean): Compared {
  const { path, localLanguage } = file;
  const changes = stringChangesOf(said.changes ?? []);
  const listed = { path, localLanguage, changes, counts: said.counts };
  return { listed, overrides: firstSync ? overriddenOnFirstSync(said.changes ?? []) : [] };
}

/** What reading a file needs besides it. */
interface FileReads extends PulledComparison {
  readonly head: ReadonlyMap<string, Buffer | undefined>;
  readonly last: ReadonlyMap<string, Buffer | undefined> | undefined;
  /** Bytes of new files still to list key by key (MAX_NEW_FILE_BYTES in all). */
  readonly newBytes: { left: number };
}

/** A file read as the pull wrote it, against HEAD's and the last sync's versions. */
async function readStrings(file: PulledFile, reads: FileReads): Promise<Compared> {
  const { path, localLanguage } = file;
  const headBytes = reads.head.get(path);
  const pulledPath = join(reads.workTree, path);
  // A new file is listed key by key (every key added) while new files stay small in all: a
  // pull that brings thousands of them is named file by file instead. Its size is known
  // before it is read: reading the thousands left out would only make garbage.
  const isNew = headBytes === undefined && formatOf(path) !== undefined;
  const pulledBytes =
    isNew && !sizeAtMost(pulledPath, reads.newBytes.left)
      ? undefined
      : await readFile(pulledPath).catch(() => undefined);
  if (isNew && (pulledBytes === undefined || pulledBytes.length > reads.newBytes.left)) {
    return {
      unread: { path, localLanguage, changes: undefined, counts: NO_COUNTS, unread: 'new' },
    };
  }
  if (isNew) reads.newBytes.left -= pulledBytes?.length ?? 0;
  const before = isNew ? { entries: NOTHING } : await readTranslationFile(path, headBytes);
  const after = await readTranslationFile(path, pulledBytes);
  if (!('entries' in before) || !('entries' in after)) {
    const unread = 'unread' in before ? before.unread : 'unread' in after ? after.unread : 'syntax';
    return { unread: { path, localLanguage, changes: undefined, counts: NO_COUNTS, unread } };
  }
  const changes = diffStrings(before.entries, after.entries);
  const listed = { path, localLanguage, changes, counts: countsOf(changes) };
  if (pulledBytes === undefined) return { listed, overrides: [] };
  const lastSync =
    reads.last === undefined ? undefined : await readTranslationFile(path, reads.last.get(path));
  const synced: TranslationEntries =
    lastSync !== undefined && 'entries' in lastSync ? lastSync.entries : new Map();
  return { listed, overrides: overridden(synced, before.entries, after.entries) };
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
