import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { missing } from './checkout.ts';
import { release } from './zip/memory.ts';
import type { PlannedFile } from './plan.ts';
import type { UnchangedRule } from './types.ts';
import { lfDigest, withLfEndings } from './line-endings.ts';

/*
 * Whether a bundle's file is what the checkout already has: equal bytes, or equal up to line
 * endings (line-endings.ts) and the caller's rule of differences that do not count.
 */

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
export function stagedSameAsCheckout(
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
export function sameContent(
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
export function readOrAbsent(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    return missing(error);
  }
}
