import type { ArchiveEntry } from './zip/archive.ts';
import { checkTarget, inspectTarget, type LstatCache } from './checkout.ts';
import { BundleError, quoteName, type BundleProblem } from './zip/error.ts';
import { checkRelativePath, collisionKey, parentsOf } from './names.ts';
import type { BundleBudget, PlacedPart, Placement } from './types.ts';

export interface PlanOptions {
  /** The checkout, as a real path (no symbolic links in it). */
  readonly workspace: string;
  readonly place: (entryPath: string) => Placement;
  readonly skip: (language: string) => string | undefined;
  /** The checkout's tracked files, which no entry may shadow by a difference of case. */
  readonly tracked: readonly string[];
  readonly budget: BundleBudget;
  /** The `files` patterns as the user wrote them, for a refusal to name. */
  readonly patterns?: readonly string[] | undefined;
  /** What else the user may do about an entry outside the patterns (see BundleProblem). */
  readonly outsideAdvice?: string | undefined;
}

/**
 * A file entry that passed every check, and where it goes; an entry placed in several parts has
 * one for each part, in the caller's order.
 */
export interface PlannedFile {
  readonly entry: ArchiveEntry;
  /** The entry's normalised path. */
  readonly entryPath: string;
  /** The checkout path, normalised. */
  readonly path: string;
  readonly language: string;
  /** False for an entry skipped (see `skipped`): inflated to check its CRC, never written. */
  readonly wanted: boolean;
  /** Why the entry is not written, when it is not. */
  readonly skipped: string | undefined;
  /** Size of the regular file the checkout holds at `path`; undefined when none (or not wanted). */
  readonly existingSize: number | undefined;
  /** Makes this file's bytes from the entry's, for a part of an entry (see PlacedPart). */
  readonly pick?: ((bytes: Buffer) => Promise<Buffer>) | undefined;
}

type Unsized = Omit<PlannedFile, 'existingSize'>;
type Refuse = (entry: ArchiveEntry, reason: string, outside?: OutsidePatterns) => void;
type OutsidePatterns = Pick<BundleProblem, 'outsidePatterns' | 'outsideAdvice'>;

/** Entries below this size are not held to the ratio: small files of repeated text compress far. */
const RATIO_FLOOR = 1024 * 1024;

interface Named {
  readonly entry: ArchiveEntry;
  readonly path: string;
  readonly folder: boolean;
}

/**
 * Checks every entry of the bundle before anything is inflated or written: names, types, the
 * budget, duplicates, the `files` patterns, and the checkout paths the files would take. Throws
 * one BundleError naming every problem; otherwise returns the file entries in archive order.
 */
export function planExtraction(
  entries: readonly ArchiveEntry[],
  options: PlanOptions,
): PlannedFile[] {
  const problems = new Map<ArchiveEntry, BundleProblem>();
  const refuse: Refuse = (entry, reason, outside) => {
    if (!problems.has(entry)) problems.set(entry, { entry: entry.name, reason, ...outside });
  };

  const named: Named[] = [];
  for (const entry of entries) {
    const check = checkRelativePath(entry.name);
    if (entry.problem !== undefined) refuse(entry, entry.problem);
    else if (!check.ok) refuse(entry, check.reason);
    // The root folder (`./`, first in real bundles) names nothing to create.
    else if (check.path !== '') named.push({ entry, path: check.path, folder: check.directory });
  }
  for (const [entry, reason] of ratioProblems(entries, options.budget)) refuse(entry, reason);
  for (const [entry, reason] of collisions(named, NAME_CLASH)) refuse(entry, reason);

  const files: Unsized[] = [];
  for (const item of named) {
    if (!item.folder && !problems.has(item.entry)) files.push(...placeEntry(item, options, refuse));
  }
  const placed = files.map((f): Named => ({ entry: f.entry, path: f.path, folder: false }));
  for (const [entry, reason] of collisions(placed, PLACEMENT_CLASH)) refuse(entry, reason);
  for (const [entry, reason] of trackedClashes(files, options.tracked)) refuse(entry, reason);
  const existingSizes = new Map<Unsized, number>();
  const seen: LstatCache = new Map();
  for (const file of files) {
    if (!file.wanted || problems.has(file.entry)) continue;
    const target = inspectTarget(options.workspace, file.path, seen);
    if ('problem' in target) refuse(file.entry, target.problem);
    else if (target.existing) existingSizes.set(file, target.existing.size);
  }

  const whole = totalProblem(entries, options.budget);
  const inOrder = entries.flatMap((entry) => problems.get(entry) ?? []);
  const all = whole ? [{ reason: whole }, ...inOrder] : inOrder;
  if (all.length > 0) throw new BundleError(all);
  return files.map((file) => ({ ...file, existingSize: existingSizes.get(file) }));
}

/** The placement as a list of parts: none when the entry matches no pattern. */
function partsOf(placement: Placement): readonly PlacedPart[] {
  if (placement === undefined) return [];
  return 'path' in placement ? [placement] : placement;
}

/**
 * The files an entry makes, one per part of its placement; none when it matches no pattern or a
 * part's path is no place to write (the entry is then refused).
 */
function placeEntry(item: Named, options: PlanOptions, refuse: Refuse): Unsized[] {
  const { entry, path } = item;
  const parts = partsOf(options.place(path));
  if (parts.length === 0) {
    const outside = {
      outsidePatterns: options.patterns ?? [],
      outsideAdvice: options.outsideAdvice,
    };
    refuse(entry, 'matches no files pattern', outside);
    return [];
  }
  const files: Unsized[] = [];
  for (const part of parts) {
    const target = checkTarget(options.workspace, part.path);
    if ('reason' in target) {
      refuse(entry, target.reason);
      return [];
    }
    const skipped = part.skipped ?? options.skip(part.language);
    files.push({
      entry,
      entryPath: path,
      path: target.path,
      language: part.language,
      wanted: skipped === undefined,
      skipped,
      ...(part.pick === undefined ? {} : { pick: part.pick }),
    });
  }
  return files;
}

/** The declared sizes against the budget; inflating checks them again (see the caller). */
function totalProblem(entries: readonly ArchiveEntry[], budget: BundleBudget): string | undefined {
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  return total > budget.maxTotalBytes
    ? `the entries declare ${total} bytes in all, over the budget of ${budget.maxTotalBytes}`
    : undefined;
}

function ratioProblems(
  entries: readonly ArchiveEntry[],
  budget: BundleBudget,
): [ArchiveEntry, string][] {
  return entries.flatMap((entry): [ArchiveEntry, string][] => {
    const ratio = entry.size / Math.max(entry.compressedSize, 1);
    if (entry.size <= RATIO_FLOOR || ratio <= budget.maxRatio) return [];
    const detail = `${entry.size} bytes from ${entry.compressedSize}`;
    return [
      [entry, `expands ${Math.round(ratio)}× (${detail}), over the budget of ${budget.maxRatio}×`],
    ];
  });
}

/**
 * Files to be written whose path differs from a tracked file's only by case (or by what else
 * `collisionKey` folds): on Linux the pull would add a second file beside it, and the checkout
 * of that commit on macOS or Windows would have one overwrite the other.
 */
function trackedClashes(
  files: readonly Unsized[],
  tracked: readonly string[],
): Map<ArchiveEntry, string> {
  const found = new Map<ArchiveEntry, string>();
  if (tracked.length === 0) return found;
  const byKey = new Map(tracked.map((path) => [collisionKey(path), path]));
  for (const file of files) {
    const other = file.wanted ? byKey.get(collisionKey(file.path)) : undefined;
    if (other !== undefined && other !== file.path) {
      found.set(
        file.entry,
        `placed on ${quoteName(file.path)}, which differs only by case from the tracked ${quoteName(other)} (one file on macOS and Windows)`,
      );
    }
  }
  return found;
}

interface ClashWords {
  /** `item` takes the same path as `other`; `exact` when the paths are equal as written. */
  same(other: Named, exact: boolean): string;
  /** `item` lies under the path `file` takes as a file. */
  under(file: Named): string;
}

const NAME_CLASH: ClashWords = {
  same: (other, exact) =>
    exact
      ? `duplicate of ${quoteName(other.entry.name)}`
      : `duplicate of ${quoteName(other.entry.name)} where case does not count (macOS, Windows)`,
  under: (file) => `inside ${quoteName(file.entry.name)}, which is a file`,
};

const PLACEMENT_CLASH: ClashWords = {
  same: (other) => `placed on ${quoteName(other.path)} like ${quoteName(other.entry.name)}`,
  under: (file) => `placed under ${quoteName(file.path)}, where ${quoteName(file.entry.name)} goes`,
};

/**
 * Paths that would land on one file (or folder) of the checkout on some runner, and files that
 * would have to be folders for another path. The first of each clash is kept, the rest named.
 */
function collisions(items: readonly Named[], words: ClashWords): Map<ArchiveEntry, string> {
  const found = new Map<ArchiveEntry, string>();
  const byKey = new Map<string, Named>();
  for (const item of items) {
    const key = collisionKey(item.path);
    const other = byKey.get(key);
    if (other) found.set(item.entry, words.same(other, other.path === item.path));
    else byKey.set(key, item);
  }
  for (const item of items) {
    if (found.has(item.entry)) continue;
    const file = parentsOf(item.path)
      .map((parent) => byKey.get(collisionKey(parent)))
      .find((other) => other !== undefined && !other.folder);
    if (file) found.set(item.entry, words.under(file));
  }
  return found;
}
