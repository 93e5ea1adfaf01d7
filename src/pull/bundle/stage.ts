import { messageOf } from '../../common/message-of.ts';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Archive, ArchiveEntry } from './zip/archive.ts';
import type { Staging } from './checkout.ts';
import { readOrAbsent, sameContent, stagedSameAsCheckout } from './compare.ts';
import { BundleError, quoteName, type BundleProblem } from './zip/error.ts';
import { fitsInMemory, readEntry, streamEntry } from './zip/inflate.ts';
import { release } from './zip/memory.ts';
import type { PlannedFile } from './plan.ts';
import { writesBehind, type WritesBehind } from './write-behind.ts';
import type { ExtractedFile, Rewrite, RewriteRule, UnchangedRule } from './types.ts';

/** A changed file, inflated and verified, waiting in the staging folder. */
export interface StagedFile extends ExtractedFile {
  readonly staged: string;
}

export interface StageOptions {
  readonly workspace: string;
  /** Where changed files wait until every entry passed; on the checkout's file system. */
  readonly staging: Staging;
  readonly maxTotalBytes: number;
  /** The caller's rule for differences that do not count, if any. */
  readonly rule?: UnchangedRule | undefined;
  /** The caller's rewrite of a changed file, if any. */
  readonly rewrite?: RewriteRule | undefined;
  /** Told each changed file's checkout path once its staged file is complete. */
  readonly onStaged?: ((path: string) => void) | undefined;
}

type Outcome =
  | { readonly kind: 'staged'; readonly file: StagedFile }
  | { readonly kind: 'unchanged'; readonly file: ExtractedFile }
  | { readonly kind: 'checked' }
  | { readonly kind: 'refused'; readonly problem: BundleProblem };

/**
 * Inflates and verifies every file entry, one at a time in archive order, holding at most one
 * in memory (1 MiB; larger ones stream) besides the few being written: those of wanted languages
 * that differ from the checkout go to the staging folder (write-behind.ts); the others are only checked, so a corrupt entry refuses
 * the bundle whatever its language. An entry of several parts is inflated for each part it
 * writes (its bytes counted once), each part picked from it. Throws a BundleError naming every
 * bad entry; the caller then removes the staging folders.
 */
export async function stage(
  archive: Archive,
  files: readonly PlannedFile[],
  options: StageOptions,
): Promise<{ staged: StagedFile[]; unchanged: ExtractedFile[] }> {
  const outcomes: Outcome[] = [];
  let total = 0;
  // The declared sizes passed the budget and each entry is held to its own, so this holds
  // unless an entry grows past its header; then stop before the disk fills.
  const count = (bytes: number): boolean => (total += bytes) <= options.maxTotalBytes;
  // Decided files are written on libuv's threads while the next entries inflate.
  const writes = writesBehind();
  // Entries inflated (and counted) already, and those refused: another part of either is done.
  const inflated = new Set<ArchiveEntry>();
  const refused = new Set<ArchiveEntry>();
  try {
    for (const [index, file] of files.entries()) {
      const again = inflated.has(file.entry);
      if (refused.has(file.entry) || (again && !file.wanted)) continue;
      inflated.add(file.entry);
      const outcome = await stageOne({
        archive,
        file,
        target: join(options.workspace, file.path),
        stagedPath: () => options.staging.pathFor(index, file.path),
        writes,
        count: (bytes) => count(again ? 0 : bytes),
        rule: options.rule,
        rewrite: options.rewrite,
        onStaged: options.onStaged,
      });
      if (outcome.kind === 'refused') refused.add(file.entry);
      outcomes.push(outcome);
      if (total > options.maxTotalBytes) break;
    }
    await writes.settle();
  } catch (error) {
    // The caller removes the staging folders: no write may still be on its way then.
    await writes.settle().catch(() => undefined);
    throw error;
  }

  const problems = outcomes.flatMap((o) => (o.kind === 'refused' ? [o.problem] : []));
  if (total > options.maxTotalBytes) {
    problems.push({
      reason: `the entries inflate to over the budget of ${options.maxTotalBytes} bytes`,
    });
  }
  if (problems.length > 0) throw new BundleError(problems);
  return {
    staged: outcomes.flatMap((o) => (o.kind === 'staged' ? [o.file] : [])),
    unchanged: outcomes.flatMap((o) => (o.kind === 'unchanged' ? [o.file] : [])),
  };
}

interface EntryJob {
  readonly archive: Archive;
  readonly file: PlannedFile;
  /** The file's path in the checkout. */
  readonly target: string;
  /** Where the entry is staged (its folder made) when it is written. */
  readonly stagedPath: () => string;
  /** Where an entry held in memory is written. */
  readonly writes: WritesBehind;
  /** Adds inflated bytes to the bundle's total; false once the total is over budget. */
  readonly count: (bytes: number) => boolean;
  readonly rule: UnchangedRule | undefined;
  readonly rewrite: RewriteRule | undefined;
  readonly onStaged: ((path: string) => void) | undefined;
}

/**
 * One entry (or one part of it): small ones are inflated in memory and compared with the
 * checkout's file before anything is written; large ones stream to the staging file and are
 * compared there.
 */
async function stageOne(job: EntryJob): Promise<Outcome> {
  const { archive, file } = job;
  if (!fitsInMemory(file.entry)) return stageStreamed(job);
  const read = readEntry(archive, file.entry);
  if ('problem' in read) return refusal(file, read.problem);
  // Handed to the write with the content it is, the entry's memory is freed once written.
  let handedOver = false;
  try {
    if (!job.count(read.data.length) || !file.wanted) return { kind: 'checked' };
    const next = await picked(file, read.data);
    if ('problem' in next) return refusal(file, next.problem);
    const result = { path: file.path, language: file.language, bytes: next.data.length };
    const decision = await againstCheckout(file, job.target, next.data, job);
    if (decision.kind === 'unchanged') return { kind: 'unchanged', file: result };
    const staged = job.stagedPath();
    handedOver = decision.content.buffer === read.data.buffer;
    const owned = handedOver ? read.data : decision.owned ? decision.content : undefined;
    await job.writes.write(staged, decision.content, owned, () => job.onStaged?.(file.path));
    return { kind: 'staged', file: { ...result, staged, ...notesOf(decision) } };
  } finally {
    if (!handedOver) release(read.data);
  }
}

/** `stageOne` for an entry too large for memory: streamed to its staging file, then compared. */
async function stageStreamed(job: EntryJob): Promise<Outcome> {
  const { archive, file, target, rule } = job;
  const staged = file.wanted ? job.stagedPath() : undefined;
  const streamed = await streamEntry(archive, file.entry, staged);
  if ('problem' in streamed) return refusal(file, streamed.problem);
  if (!job.count(streamed.bytes) || staged === undefined) return { kind: 'checked' };
  const bytes = file.pick === undefined ? streamed : await pickStaged(file, staged, streamed.bytes);
  if ('problem' in bytes) return refusal(file, bytes.problem);
  const result = { path: file.path, language: file.language, bytes: bytes.bytes };
  if (stagedSameAsCheckout(file, target, staged, bytes.bytes, rule)) {
    rmSync(staged);
    return { kind: 'unchanged', file: result };
  }
  if (job.rewrite?.appliesTo(file.path) && bytes.bytes <= MAX_REWRITE_BYTES) {
    const next = readFileSync(staged);
    const decision = await againstCheckout(file, target, next, job);
    if (decision.kind === 'unchanged') {
      rmSync(staged);
      return { kind: 'unchanged', file: result };
    }
    if (decision.content !== next) writeFileSync(staged, decision.content);
    job.onStaged?.(file.path);
    return { kind: 'staged', file: { ...result, staged, ...notesOf(decision) } };
  }
  job.onStaged?.(file.path);
  return { kind: 'staged', file: { ...result, staged } };
}

function refusal(file: PlannedFile, reason: string): Outcome {
  return { kind: 'refused', problem: { entry: file.entry.name, reason } };
}

/** The part of the entry's bytes that is the file's (all of them, unless it has a `pick`). */
async function picked(
  file: PlannedFile,
  data: Buffer,
): Promise<{ readonly data: Buffer } | { readonly problem: string }> {
  if (file.pick === undefined) return { data };
  try {
    return { data: await file.pick(data) };
  } catch (error) {
    return { problem: `its part for ${quoteName(file.path)} failed: ${messageOf(error)}` };
  }
}

/** A streamed entry's staging file replaced by the file's part of it; the part's size. */
async function pickStaged(
  file: PlannedFile,
  staged: string,
  bytes: number,
): Promise<{ readonly bytes: number } | { readonly problem: string }> {
  if (bytes > MAX_REWRITE_BYTES) {
    return {
      problem: `its part for ${quoteName(file.path)} failed: it is too large to read whole`,
    };
  }
  const whole = readFileSync(staged);
  try {
    const part = await picked(file, whole);
    if ('problem' in part) return part;
    writeFileSync(staged, part.data);
    return { bytes: part.data.length };
  } finally {
    release(whole);
  }
}

/** Files up to this size are read whole for the caller's rewrite; larger ones are written as sent. */
const MAX_REWRITE_BYTES = 64 * 1024 * 1024;

/**
 * The entry against the checkout's file: unchanged when equal up to line endings or the
 * caller's unchanged rule; else what the caller's rewrite makes of it, or the entry as it is.
 */
async function againstCheckout(
  file: PlannedFile,
  target: string,
  next: Buffer,
  job: Pick<EntryJob, 'rule' | 'rewrite'>,
): Promise<Rewrite> {
  const rewrite = job.rewrite?.appliesTo(file.path) ? job.rewrite : undefined;
  const current = file.existingSize === undefined ? undefined : readOrAbsent(target);
  if (current === undefined) {
    return rewrite ? rewrite.rewrite(file.path, undefined, next) : { kind: 'write', content: next };
  }
  try {
    if (sameContent(file.path, current, next, job.rule)) return { kind: 'unchanged' };
    return rewrite
      ? await rewrite.rewrite(file.path, current, next)
      : { kind: 'write', content: next };
  } finally {
    release(current);
  }
}

function notesOf(decision: Rewrite): Pick<ExtractedFile, 'notes' | 'fallback'> {
  if (decision.kind !== 'write') return {};
  const { notes, fallback } = decision;
  return { ...(notes?.length ? { notes } : {}), ...(fallback === undefined ? {} : { fallback }) };
}
