import { closeSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Archive } from './zip/archive.ts';
import { filesAhead } from './ahead.ts';
import { missing, type Staging } from './checkout.ts';
import { BundleError, type BundleProblem } from './zip/error.ts';
import { fitsInMemory, readEntry, streamEntry } from './zip/inflate.ts';
import { release } from './zip/memory.ts';
import type { PlannedFile } from './plan.ts';
import type { ExtractedFile, Rewrite, RewriteRule, UnchangedRule } from './types.ts';
import { lfDigest, withLfEndings } from './line-endings.ts';

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
}

type Outcome =
  | { readonly kind: 'staged'; readonly file: StagedFile }
  | { readonly kind: 'unchanged'; readonly file: ExtractedFile }
  | { readonly kind: 'checked' }
  | { readonly kind: 'refused'; readonly problem: BundleProblem };

/**
 * Inflates and verifies every file entry, one at a time in archive order, holding at most one
 * in memory (1 MiB; larger ones stream): those of wanted languages that differ from the
 * checkout go to the staging folder; the others are only checked, so a corrupt entry refuses
 * the bundle whatever its language. Throws a BundleError naming every bad entry; the caller
 * then removes the staging folders.
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
  const pathFor = (index: number): string => options.staging.pathFor(index);
  // New files are written unless an entry fails (or holds nothing to write): their staging files
  // are made ahead, while the entries before them inflate.
  const ahead = filesAhead(
    [...files.keys()].filter((i) => isNewInMemory(files[i] as PlannedFile)),
    pathFor,
  );
  try {
    for (const [index, file] of files.entries()) {
      ahead.advance();
      const target = join(options.workspace, file.path);
      const stagedPath = (): string => pathFor(index);
      const openStaged = () => ahead.take(index) ?? openSync(stagedPath(), 'wx');
      outcomes.push(
        await stageOne({
          archive,
          file,
          target,
          stagedPath,
          openStaged,
          count,
          rule: options.rule,
          rewrite: options.rewrite,
        }),
      );
      ahead.forget(index);
      if (total > options.maxTotalBytes) break;
    }
  } finally {
    await ahead.settle();
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

/** A file the checkout lacks, inflated in memory: written unless the entry fails. */
function isNewInMemory(file: PlannedFile): boolean {
  return file.wanted && file.existingSize === undefined && fitsInMemory(file.entry);
}

interface EntryJob {
  readonly archive: Archive;
  readonly file: PlannedFile;
  /** The file's path in the checkout. */
  readonly target: string;
  /** Where the entry is staged (its folder made) when it is written. */
  readonly stagedPath: () => string;
  /** The staging file, created (exclusively) and open for writing; the caller closes it. */
  readonly openStaged: () => number | Promise<number>;
  /** Adds inflated bytes to the bundle's total; false once the total is over budget. */
  readonly count: (bytes: number) => boolean;
  readonly rule: UnchangedRule | undefined;
  readonly rewrite: RewriteRule | undefined;
}

/**
 * One entry: small ones are inflated in memory and compared with the checkout's file before
 * anything is written; large ones stream to the staging file and are compared there.
 */
async function stageOne(job: EntryJob): Promise<Outcome> {
  const { archive, file, target, rule } = job;
  const refused = (reason: string): Outcome => ({
    kind: 'refused',
    problem: { entry: file.entry.name, reason },
  });
  if (fitsInMemory(file.entry)) {
    const read = readEntry(archive, file.entry);
    if ('problem' in read) return refused(read.problem);
    try {
      if (!job.count(read.data.length) || !file.wanted) return { kind: 'checked' };
      const result = { path: file.path, language: file.language, bytes: read.data.length };
      const decision = await againstCheckout(file, target, read.data, job);
      if (decision.kind === 'unchanged') return { kind: 'unchanged', file: result };
      const fd = await job.openStaged();
      try {
        writeFileSync(fd, decision.content);
      } finally {
        closeSync(fd);
      }
      const staged = job.stagedPath();
      return { kind: 'staged', file: { ...result, staged, ...notesOf(decision) } };
    } finally {
      release(read.data);
    }
  }
  const staged = file.wanted ? job.stagedPath() : undefined;
  const streamed = await streamEntry(archive, file.entry, staged);
  if ('problem' in streamed) return refused(streamed.problem);
  if (!job.count(streamed.bytes) || staged === undefined) return { kind: 'checked' };
  const result = { path: file.path, language: file.language, bytes: streamed.bytes };
  if (stagedSameAsCheckout(file, target, staged, streamed.bytes, rule)) {
    rmSync(staged);
    return { kind: 'unchanged', file: result };
  }
  if (job.rewrite?.appliesTo(file.path) && streamed.bytes <= MAX_REWRITE_BYTES) {
    const next = readFileSync(staged);
    const decision = await againstCheckout(file, target, next, job);
    if (decision.kind === 'unchanged') {
      rmSync(staged);
      return { kind: 'unchanged', file: result };
    }
    if (decision.content !== next) writeFileSync(staged, decision.content);
    return { kind: 'staged', file: { ...result, staged, ...notesOf(decision) } };
  }
  return { kind: 'staged', file: { ...result, staged } };
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

function notesOf(decision: Rewrite): { notes?: readonly string[]; fallback?: string } {
  if (decision.kind !== 'write') return {};
  return {
    ...(decision.notes?.length ? { notes: decision.notes } : {}),
    ...(decision.fallback === undefined ? {} : { fallback: decision.fallback }),
  };
}

/**
 * Whether the checkout's file equals the entry, up to line endings (see line-endings.ts) and the
 * caller's rule. The plan saw the checkout: no file there means changed without reading anything.
 */
function sameAsCheckout(
  file: PlannedFile,
  target: string,
  next: Buffer,
  rule: UnchangedRule | undefined,
): boolean {
  if (file.existingSize === undefined) return false;
  const current = readOrAbsent(target);
  if (current === undefined) return false;
  try {
    return sameContent(file.path, current, next, rule);
  } finally {
    release(current);
  }
}

/** `sameAsCheckout` for an entry already streamed to `staged`: compared chunk by chunk. */
function stagedSameAsCheckout(
  file: PlannedFile,
  target: string,
  staged: string,
  bytes: number,
  rule: UnchangedRule | undefined,
): boolean {
  if (file.existingSize === undefined) return false;
  // Large files the rule applies to are rare; the rule needs the whole text.
  if (rule?.appliesTo(file.path)) {
    const next = readFileSync(staged);
    try {
      return sameAsCheckout(file, target, next, rule);
    } finally {
      release(next);
    }
  }
  if (file.existingSize === bytes && sameBytes(target, staged)) return true;
  // Another size may still be the same text with other line endings: compared as git stores it.
  return lfDigest(target) === lfDigest(staged);
}

const COMPARE_CHUNK = 64 * 1024;

/** Compares two files chunk by chunk, holding two chunks whatever their size. */
function sameBytes(current: string, staged: string): boolean {
  let first: number;
  try {
    first = openSync(current, 'r');
  } catch (error) {
    missing(error);
    return false;
  }
  const second = openSync(staged, 'r');
  try {
    const a = Buffer.allocUnsafe(COMPARE_CHUNK);
    const b = Buffer.allocUnsafe(COMPARE_CHUNK);
    for (;;) {
      const x = readSync(first, a, 0, COMPARE_CHUNK, null);
      const y = readSync(second, b, 0, COMPARE_CHUNK, null);
      if (x !== y) return false;
      if (x === 0) return true;
      if (!a.subarray(0, x).equals(b.subarray(0, y))) return false;
    }
  } finally {
    closeSync(second);
    closeSync(first);
  }
}

/** Equal bytes up to line endings, or differences only in what the caller's rule discounts. */
function sameContent(
  path: string,
  current: Buffer,
  next: Buffer,
  rule: UnchangedRule | undefined,
): boolean {
  if (current.equals(next)) return true;
  const a = withLfEndings(current);
  const b = withLfEndings(next);
  if (a.equals(b)) return true;
  // latin1 maps each byte to one character, so no difference is lost whatever the file's charset.
  return (
    rule?.appliesTo(path) === true && rule.unchanged(a.toString('latin1'), b.toString('latin1'))
  );
}

/** The file's bytes; undefined when it is no longer in the checkout. */
function readOrAbsent(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    return missing(error);
  }
}
