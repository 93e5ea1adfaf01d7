import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteTip } from '../git/branch.ts';
import { filesAtCommit } from '../git/files-at-commit.ts';
import type { Git } from '../git/git.ts';
import { PO_HEADER_NOISE } from '../pull/po-noise.ts';

/** A catalogue larger than this is not compared (it is proposed as the bundle has it). */
const MOST_BYTES = 16 * 1024 * 1024;

/**
 * The service stamps every exported .po file with the time (`PO-Revision-Date`). A catalogue HEAD
 * already has keeps its own header when nothing else changed (the extraction's rule), but a new
 * language's catalogue has nothing to keep, so each run would push the translation branch again
 * for a new minute. Where origin's translation branch has the file differing only in those
 * header fields, its bytes are written back into `workTree`, and a run with nothing new leaves
 * the branch and the pull request as they are.
 */
export async function keepBranchTimestamps(
  git: Git,
  branch: string,
  workTree: string,
  paths: readonly string[],
): Promise<void> {
  const catalogues = paths.filter((path) => PO_HEADER_NOISE.appliesTo(path));
  if (catalogues.length === 0) return;
  const tip = await remoteTip(git, branch);
  if (tip === undefined) return;
  const onBranch = await filesAtCommit(git, tip.commit, catalogues, MOST_BYTES);
  for (const path of catalogues) {
    const theirs = onBranch.get(path);
    if (theirs === undefined) continue;
    const ours = await readFile(join(workTree, path)).catch(() => undefined);
    if (ours === undefined || ours.equals(theirs)) continue;
    if (PO_HEADER_NOISE.unchanged(theirs.toString('latin1'), ours.toString('latin1'))) {
      await writeFile(join(workTree, path), theirs);
    }
  }
}
