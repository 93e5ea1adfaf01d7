import type { Git } from '../git/git.ts';
import { batchedFiles, type BatchedFiles } from '../git/batched-files.ts';
import type { Settings } from '../inputs/index.ts';
import {
  formOf,
  keyOf,
  readTranslationFile,
  segmentsOf,
  type TranslationKey,
} from '../translations/index.ts';
import { MAX_TRANSLATION_BYTES } from '../files/checkout-file.ts';
import { sourcePath } from '../files/source-path.ts';
import { candidateNames } from '../prune/service-keys.ts';

/** Whether a key is one the developer deleted. */
export type IsDeleted = (key: TranslationKey) => boolean;

/**
 * Whether a key of one pulled file is one the developer deleted (see `deletedBaseKeys`), or
 * undefined when that is not known.
 */
export interface BaseKeysOf {
  (path: string): Promise<IsDeleted | undefined>;
  /**
   * Reads the sources of all `paths` (the files a pull writes) at HEAD, and those HEAD has at
   * the last sync, each commit in one read. Without it each source is read alone when its first
   * file comes: a bundle of 20 sources kept the extraction waiting for 20 pairs of git processes
   * in a row (~180 ms, bench/pull-throughput.ts).
   */
  prepare(paths: readonly string[]): Promise<void>;
}

/** What tells a deleted key: the last sync's commit, and the keys the sync state follows. */
export interface DeletionHistory {
  readonly lastSync: () => Promise<string | undefined>;
  /** The keys the sync state follows as removed, as JSON of their paths. */
  readonly removedKeys?: () => Promise<ReadonlySet<string>>;
  /**
   * The names of the service's keys a branch tagged as its own (branch-tags.ts): one the base
   * language lacks at HEAD is the branch's, not this one's, and is not written either.
   */
  readonly branchKeys?: () => Promise<ReadonlySet<string>>;
}

/**
 * The keys a developer deleted: the pulled file's source (its base-language file) lacks them at
 * HEAD, and had them at the last sync's commit, or the sync state follows them as removed (a
 * deletion an earlier sync found: prune's record, kept until the key comes back or is gone from
 * the service). The service keeps such a key (and its translations) until prune or a person
 * removes it, so every export has it; a pull must not propose it back into a translation file.
 * A key the base language has at HEAD is never one, whatever a record says (the record is the
 * repository's, not trusted); nor is a key the base language never had (one made on the
 * service), nor anything where the source at HEAD is not read key by key. A plural form or array
 * item counts as its key (a language with `few` and `many` where English has `one` and `other`).
 * `headFiles`, HEAD's files when the caller has them: a source HEAD lacks is known so without git.
 */
export function deletedBaseKeys(
  deps: { readonly git: Git; readonly settings: Settings },
  pull: {
    readonly base: string;
    readonly history: DeletionHistory;
    readonly headFiles?: ReadonlySet<string>;
  },
): BaseKeysOf {
  const { git, settings } = deps;
  const { base, history, headFiles } = pull;
  const baseLocal = settings.languageMap.toLocal(base);
  // A source HEAD lacks (as `headFiles`, git ls-tree, says when given) is no one's to read.
  const sourceOf = (path: string) => {
    const source = sourcePath(path, settings.patterns, baseLocal);
    return source !== undefined && (headFiles?.has(source) ?? true) ? source : undefined;
  };
  const files = batchedFiles(git, MAX_TRANSLATION_BYTES);
  const bySource = new Map<string, Promise<IsDeleted | undefined>>();
  let recorded: Promise<ReadonlySet<string>> | undefined;
  const followed = () => (recorded ??= history.removedKeys?.() ?? Promise.resolve(new Set()));
  let branches: Promise<ReadonlySet<string>> | undefined;
  const branchKeys = () => (branches ??= history.branchKeys?.() ?? Promise.resolve(new Set()));
  // Read once: it may ask origin (the sync ref), and every source needs the same answer.
  let synced: Promise<string | undefined> | undefined;
  const lastSync = () => (synced ??= history.lastSync());
  const deletedOf = (path: string) => {
    const source = sourceOf(path);
    if (source === undefined) return Promise.resolve(undefined);
    let deleted = bySource.get(source);
    if (deleted === undefined) {
      deleted = deletedFrom(files, source, { lastSync, followed, branchKeys });
      bySource.set(source, deleted);
    }
    return deleted;
  };
  const prepare = async (paths: readonly string[]) => {
    const sources = [...new Set(paths.flatMap((path) => sourceOf(path) ?? []))];
    files.prefetch('HEAD', sources);
    const atHead = await Promise.all(sources.map((source) => files.read('HEAD', source)));
    const present = sources.filter((_, i) => atHead[i] !== undefined);
    const since = present.length === 0 ? undefined : await lastSync();
    if (since !== undefined) files.prefetch(since, present);
  };
  return Object.assign(deletedOf, { prepare });
}

/** The keys of `source` gone since the last sync, followed as removed, or a branch's. */
async function deletedFrom(
  files: BatchedFiles,
  source: string,
  known: {
    readonly lastSync: () => Promise<string | undefined>;
    readonly followed: () => Promise<ReadonlySet<string>>;
    readonly branchKeys: () => Promise<ReadonlySet<string>>;
  },
): Promise<IsDeleted | undefined> {
  const { lastSync, followed, branchKeys } = known;
  const atHead = await files.read('HEAD', source);
  if (atHead === undefined) return undefined;
  const since = await lastSync();
  const [atSync, removed, branches] = await Promise.all([
    since === undefined ? undefined : files.read(since, source),
    followed(),
    branchKeys(),
  ]);
  // A source as the last sync left it lost no key since: with nothing followed either, neither
  // version is read key by key (the everyday pull, whose sources rarely change, reads none).
  const before = atSync !== undefined && !atSync.equals(atHead) ? atSync : undefined;
  if (before === undefined && removed.size === 0 && branches.size === 0) return undefined;
  const now = await keysOf(source, atHead);
  if (now === undefined) return undefined;
  const then = before === undefined ? undefined : await keysOf(source, before);
  const gone = new Set([...(then ?? [])].filter((key) => !now.has(key)));
  if (gone.size === 0 && removed.size === 0 && branches.size === 0) return undefined;
  return (key) => {
    const folded = foldedKey(key);
    if (now.has(folded)) return false;
    const path = segmentsOf(folded).map(String);
    return (
      gone.has(folded) ||
      removed.has(JSON.stringify(path)) ||
      candidateNames(path).some((name) => branches.has(name))
    );
  };
}

/** The source's keys, folded; undefined when it does not read key by key. */
async function keysOf(source: string, bytes: Buffer): Promise<Set<TranslationKey> | undefined> {
  const reading = await readTranslationFile(source, bytes, 'keys');
  if (!('entries' in reading)) return undefined;
  return new Set([...reading.entries.keys()].map(foldedKey));
}

/** A key without its last segment when that names a plural form or an array item. */
function foldedKey(key: TranslationKey): TranslationKey {
  const segments = segmentsOf(key);
  return formOf(segments) === undefined ? key : keyOf(segments.slice(0, -1));
}
