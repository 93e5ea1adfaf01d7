import { messageOf } from '../../common/message-of.ts';
import { count, plural } from '../../common/plural.ts';
import { realpath } from 'node:fs/promises';
import { openArchive, type Archive } from './zip/archive.ts';
import {
  createStaging,
  moveIntoPlace,
  stagingByPath,
  type FolderCache,
  type Staging,
} from './checkout.ts';
import type { SetAside } from '../../post-pull-command/set-aside.ts';
import { BundleError, quoteName, type BundleProblem } from './zip/error.ts';
import { planExtraction, type PlannedFile } from './plan.ts';
import { stage, type StagedFile } from './stage.ts';
import type {
  BundleBudget,
  ExtractedFile,
  Placement,
  RewriteRule,
  StagedFiles,
  UnchangedRule,
} from './types.ts';

export { BundleError } from './zip/error.ts';
export type {
  BundleBudget,
  ExtractedFile,
  PlacedPart,
  Placement,
  Rewrite,
  RewriteRule,
  StagedFiles,
  UnchangedRule,
} from './types.ts';

/** 20,000 entries, 1 GiB uncompressed, and a ratio of 200 (translation JSON compresses ~5–20×). */
export const DEFAULT_BUDGET: BundleBudget = {
  maxEntries: 20_000,
  maxTotalBytes: 1024 ** 3,
  maxRatio: 200,
};

export interface ExtractOptions {
  readonly zipPath: string;
  /** The checkout; nothing is ever written outside it. */
  readonly workspace: string;
  /** Maps a normalised entry path (forward slashes, no leading './') to its checkout path and language. */
  readonly place: (entryPath: string) => Placement;
  /**
   * Why entries of a language (as `place` returns it) are not written, or undefined to write them:
   * such entries are checked like the rest, then skipped and listed, not refused.
   */
  readonly skip: (language: string) => string | undefined;
  /**
   * The checkout's tracked files: an entry whose path differs from one of them only by case
   * would be a second file on Linux and overwrite it on macOS and Windows, so it is refused.
   */
  readonly tracked?: readonly string[];
  /** Differences that do not count, besides line endings. */
  readonly unchangedRule?: UnchangedRule;
  /** Keeps each checkout file a changed one replaces, for the run to put back (set-aside.ts). */
  readonly setAside?: SetAside;
  /** Told of the changed files as they are staged (each under its checkout path) and moved. */
  readonly stagedFiles?: StagedFiles;
  /** Waited for before the first file is written into the checkout. */
  readonly beforeWriting?: Promise<void>;
  /**
   * The caller's say on a file the checkout already has, after the rules above found a
   * difference: leave the checkout's file, or write other bytes than the entry's (the changed
   * texts in the checkout file's own layout).
   */
  readonly rewrite?: RewriteRule;
  readonly budget?: BundleBudget;
  /** The `files` patterns as the user wrote them, named when an entry matches none. */
  readonly patterns?: readonly string[];
  /**
   * What else the user may do about an entry that matches no pattern, besides adjusting the
   * patterns (e.g. `set filter_filenames in export-params so …`): how an export can be narrowed
   * is the caller's to know.
   */
  readonly outsideAdvice?: string;
}

export interface SkippedEntry {
  readonly entry: string;
  readonly language: string;
  readonly reason: string;
}

export interface ExtractResult {
  /** Files whose content in the checkout changed (created or modified). */
  readonly changed: readonly ExtractedFile[];
  /** Files identical to what the checkout had, or differing only in volatile .po header lines (left as they were). */
  readonly unchanged: readonly ExtractedFile[];
  /** Entries not written, each with the reason (the service may send more than asked). */
  readonly skipped: readonly SkippedEntry[];
}

/**
 * Unzips a bundle into the checkout, or refuses it whole with a BundleError and changes nothing.
 * Every entry is checked first (names, types, duplicates, patterns, budget, the checkout paths),
 * then inflated and verified, one at a time, into staging folders, and only when all passed
 * are the changed files renamed into place. Files equal to the checkout's, or .po files
 * differing only in volatile header lines, are left untouched. Only the zip's directory is held
 * in memory; entries are read from the file as they are inflated.
 */
export async function extractBundle(options: ExtractOptions): Promise<ExtractResult> {
  return extractBundles([{ zipPath: options.zipPath, place: options.place }], options);
}

/** One bundle of several, and where its entries go. */
export interface BundleToExtract {
  readonly zipPath: string;
  readonly place: (entryPath: string) => Placement;
}

/**
 * `extractBundle` for the bundles of several exports (one per format): every entry of every
 * bundle is checked and staged before any file is renamed into place, so one bad bundle leaves
 * the checkout as it was. A path two bundles would write is refused.
 */
export async function extractBundles(
  bundles: readonly BundleToExtract[],
  options: Omit<ExtractOptions, 'zipPath' | 'place'>,
): Promise<ExtractResult> {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const workspace = await realpath(options.workspace);
  const archives: Archive[] = [];
  const stagings: Staging[] = [];
  try {
    const plans: PlannedFile[][] = [];
    for (const bundle of bundles) {
      const archive = await openArchive(bundle.zipPath, budget.maxEntries);
      archives.push(archive);
      plans.push(
        planExtraction(archive.entries, {
          workspace,
          place: bundle.place,
          skip: options.skip,
          tracked: options.tracked ?? [],
          budget,
          patterns: options.patterns,
          outsideAdvice: options.outsideAdvice,
        }),
      );
    }
    refuseWrittenTwice(plans);
    await prepareRewrite(options.rewrite, plans);
    const staged: StagedFile[] = [];
    const unchanged: ExtractedFile[] = [];
    // By path, one staging holds every bundle's files: no two write one path (above).
    const told = options.stagedFiles;
    const byPath = told ? await stagingByPath(workspace) : undefined;
    if (byPath) stagings.push(byPath);
    const root = byPath?.root;
    const onStaged = told && root ? (path: string) => told.staged(root, path) : undefined;
    for (const [index, files] of plans.entries()) {
      const staging = byPath ?? (await createStaging(workspace));
      if (!byPath) stagings.push(staging);
      const result = await stage(archives[index] as Archive, files, {
        workspace,
        staging,
        maxTotalBytes: budget.maxTotalBytes,
        rule: options.unchangedRule,
        rewrite: options.rewrite,
        onStaged,
      });
      staged.push(...result.staged);
      unchanged.push(...result.unchanged);
    }
    await options.beforeWriting;
    await told?.moving();
    const changed = moveAll(workspace, staged, options.setAside);
    told?.moved();
    return { changed, unchanged, skipped: skippedOf(plans.flat()) };
  } finally {
    await Promise.all(stagings.map((staging) => staging.remove()));
    await Promise.all(archives.map((archive) => archive.close()));
  }
}

/** The rewrite rule's `prepare`, with the paths it will be asked about. */
async function prepareRewrite(
  rule: RewriteRule | undefined,
  plans: readonly (readonly PlannedFile[])[],
): Promise<void> {
  if (rule?.prepare === undefined) return;
  const paths = plans.flat().filter((file) => file.wanted && rule.appliesTo(file.path));
  await rule.prepare(paths.map((file) => file.path));
}

/** The entries skipped, an entry of several parts once for each reason. */
function skippedOf(files: readonly PlannedFile[]): SkippedEntry[] {
  const seen = new Set<string>();
  return files.flatMap((file) => {
    const key = JSON.stringify([file.entryPath, file.skipped]);
    if (file.skipped === undefined || seen.has(key)) return [];
    seen.add(key);
    return [{ entry: file.entryPath, language: file.language, reason: file.skipped }];
  });
}

/** Two bundles that would write one checkout path: the second is refused, naming the first's entry. */
function refuseWrittenTwice(plans: readonly (readonly PlannedFile[])[]): void {
  const writer = new Map<string, string>();
  const problems: BundleProblem[] = [];
  for (const file of plans.flat().filter((f) => f.wanted)) {
    const first = writer.get(file.path);
    if (first === undefined) writer.set(file.path, file.entry.name);
    else {
      problems.push({
        entry: file.entry.name,
        reason: `placed on ${quoteName(file.path)}, which another export's ${quoteName(first)} writes`,
      });
    }
  }
  if (problems.length > 0) throw new BundleError(problems);
}

/** Renames every staged file into place, in the archive's order. */
function moveAll(
  workspace: string,
  staged: readonly StagedFile[],
  setAside: SetAside | undefined,
): ExtractedFile[] {
  const moved: ExtractedFile[] = [];
  const folders: FolderCache = new Set();
  for (const { staged: from, ...file } of staged) {
    try {
      moveIntoPlace(workspace, { staged: from, path: file.path }, { folders, setAside });
    } catch (error) {
      const reason = messageOf(error);
      throw new Error(
        `Could not write ${file.path} into the checkout (${reason}); ` +
          `${moved.length} of ${count(staged.length, 'changed file')} ${plural(moved.length, 'was', 'were')} written before it`,
        { cause: error },
      );
    }
    moved.push(file);
  }
  return moved;
}
