import { readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openArchive } from './bundle-archive.ts';
import { makeStagingFolder, moveIntoPlace } from './bundle-checkout.ts';
import { BundleError, type BundleProblem } from './bundle-error.ts';
import { planExtraction, type PlannedFile } from './bundle-plan.ts';
import { onlyVolatilePoChanges } from './po-noise.ts';

export { BundleError } from './bundle-error.ts';

/** Limits that stop a zip bomb before it fills the disk or the memory. */
export interface BundleBudget {
  /** Entries of any kind, folders included. */
  readonly maxEntries: number;
  /** Uncompressed bytes of all entries, as declared and as inflated. */
  readonly maxTotalBytes: number;
  /** Uncompressed/compressed size of any entry over 1 MiB. */
  readonly maxRatio: number;
}

/** 20,000 entries, 1 GiB uncompressed, and a ratio of 200 (translation JSON compresses ~5–20×). */
export const DEFAULT_BUDGET: BundleBudget = {
  maxEntries: 20_000,
  maxTotalBytes: 1024 ** 3,
  maxRatio: 200,
};

/** Where a bundle entry goes, as the caller's patterns say; undefined = it matches no pattern. */
export type Placement = { readonly path: string; readonly language: string } | undefined;

export interface ExtractOptions {
  readonly zipPath: string;
  /** The checkout; nothing is ever written outside it. */
  readonly workspace: string;
  /** Maps a normalised entry path (forward slashes, no leading './') to its checkout path and language. */
  readonly place: (entryPath: string) => Placement;
  /** Languages (as `place` returns them) to write; entries of other languages are ignored, not refused. */
  readonly wanted: (language: string) => boolean;
  readonly budget?: BundleBudget;
}

export interface ExtractedFile {
  /** The checkout path, with forward slashes. */
  readonly path: string;
  readonly language: string;
  /** The size of the bundle's version of the file. */
  readonly bytes: number;
}

export interface ExtractResult {
  /** Files whose content in the checkout changed (created or modified). */
  readonly changed: readonly ExtractedFile[];
  /** Files identical to what the checkout had, or differing only in volatile .po header lines (left as they were). */
  readonly unchanged: readonly ExtractedFile[];
  /** Entries of languages not wanted (the service may send more than asked). */
  readonly ignored: readonly { readonly entry: string; readonly language: string }[];
}

interface StagedFile extends ExtractedFile {
  readonly staged: string;
}

/**
 * Unzips a bundle into the checkout, or refuses it whole with a BundleError and changes nothing.
 * Every entry is checked first (names, types, duplicates, patterns, budget, the checkout paths),
 * then inflated and verified one at a time into a staging folder, and only when all passed are the
 * changed files renamed into place. Files equal to the checkout's, or .po files differing only in
 * volatile header lines, are left untouched.
 */
export async function extractBundle(options: ExtractOptions): Promise<ExtractResult> {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const workspace = await realpath(options.workspace);
  const entries = await openArchive(options.zipPath, budget.maxEntries);
  const files = await planExtraction(entries, {
    workspace,
    place: options.place,
    wanted: options.wanted,
    budget,
  });
  const ignored = files
    .filter((file) => !file.wanted)
    .map((file) => ({ entry: file.entryPath, language: file.language }));

  const staging = await makeStagingFolder(workspace);
  try {
    const { staged, unchanged } = await stage(files, workspace, staging, budget.maxTotalBytes);
    const changed: ExtractedFile[] = [];
    for (const { staged: from, ...file } of staged) {
      try {
        await moveIntoPlace(workspace, from, file.path);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Could not write ${file.path} into the checkout (${reason}); ` +
            `${changed.length} of ${staged.length} changed files were written before it`,
          { cause: error },
        );
      }
      changed.push(file);
    }
    return { changed, unchanged, ignored };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Inflates and verifies every file entry, in archive order, holding one at a time: those of
 * wanted languages that differ from the checkout go to the staging folder; the others are only
 * checked, so a corrupt entry refuses the bundle whatever its language.
 */
async function stage(
  files: readonly PlannedFile[],
  workspace: string,
  staging: string,
  maxTotalBytes: number,
): Promise<{ staged: StagedFile[]; unchanged: ExtractedFile[] }> {
  const problems: BundleProblem[] = [];
  const staged: StagedFile[] = [];
  const unchanged: ExtractedFile[] = [];
  let total = 0;
  for (const [index, file] of files.entries()) {
    const read = file.entry.read();
    if ('problem' in read) {
      problems.push({ entry: file.entry.name, reason: read.problem });
      continue;
    }
    // The declared sizes passed the budget and each entry matched its own, so this holds unless
    // the archive reader lets an entry grow past its header; then stop before the disk fills.
    total += read.data.length;
    if (total > maxTotalBytes) {
      problems.push({ reason: `the entries inflate to over the budget of ${maxTotalBytes} bytes` });
      break;
    }
    if (!file.wanted) continue;
    const result = { path: file.path, language: file.language, bytes: read.data.length };
    const current = await readFile(join(workspace, file.path)).catch(absent);
    if (current !== undefined && sameContent(file.path, current, read.data)) {
      unchanged.push(result);
      continue;
    }
    const path = join(staging, String(index));
    await writeFile(path, read.data, { flag: 'wx' });
    staged.push({ ...result, staged: path });
  }
  if (problems.length > 0) throw new BundleError(problems);
  return { staged, unchanged };
}

/** For `.catch()`: a file not yet in the checkout reads as undefined. */
function absent(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  throw error;
}

/** Equal bytes, or for .po files, differences only in the header lines every export rewrites. */
function sameContent(path: string, current: Buffer, next: Buffer): boolean {
  if (current.equals(next)) return true;
  // latin1 maps each byte to one character, so no difference is lost whatever the file's charset.
  return (
    /\.pot?$/i.test(path) &&
    onlyVolatilePoChanges(current.toString('latin1'), next.toString('latin1'))
  );
}
