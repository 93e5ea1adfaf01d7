import { expect } from 'vitest';
import { commonEnds } from './line-diff.ts';
import {
  reconcilePulledFile,
  type PulledFileContext,
  type PullDecision,
} from '../../src/translations/index.ts';

/**
 * The lines one text has and the other does not, past their common first and last lines: enough
 * for the edits these tests make, each in one place. Line endings stay part of the lines.
 */
export function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split(/(?<=\n)/);
  const b = after.split(/(?<=\n)/);
  const { head, tail } = commonEnds(a, b);
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

/** The decision for two texts of a file at `path`. */
export function decide(
  path: string,
  current: string | undefined,
  bundle: string,
  context: PulledFileContext = {},
): Promise<PullDecision> {
  return reconcilePulledFile(
    path,
    current === undefined ? undefined : Buffer.from(current, 'utf8'),
    Buffer.from(bundle, 'utf8'),
    context,
  );
}

/** The written text of a decision that must be a write. */
export function written(decision: PullDecision): string {
  expect(decision.kind).toBe('write');
  return decision.kind === 'write' ? decision.content.toString('utf8') : '';
}

/** LF text as a Windows checkout has it. */
export function crlf(text: string): string {
  return text.replaceAll('\n', '\r\n');
}
