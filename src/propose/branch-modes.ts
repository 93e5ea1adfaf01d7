import { deleteWithLease } from '../git/branch.ts';
import { remoteBranchCommit, remoteBranchFamily, type BranchFamily } from '../git/remote.ts';
import type { PublishDeps } from './publish.ts';

/*
 * Git cannot hold both `l10n-sync/main` (pr-per-language off) and `l10n-sync/main/de` (on): a
 * ref cannot be a file and a folder at once. A run in one mode therefore first retires what a
 * run in the other mode left on origin: it closes the open pull request of each such branch
 * (saying why) and deletes the branch. Only `<branch>` itself and `<branch>/<language>` are
 * touched, branches this action made from these very inputs (and that a run of the other mode
 * would overwrite anyway), each deleted with a lease on the commit it was seen at.
 */

/** What a run found on origin, and the sentences saying what it did with the other mode's branches. */
export interface Retired {
  readonly family: BranchFamily;
  /** One sentence per branch retired (in a dry run: that would be), for the log and the summary. */
  readonly sentences: readonly string[];
}

/** With pr-per-language on: retires `<branch>`, the branch of all languages, if it is there. */
export async function retireCombinedBranch(deps: PublishDeps): Promise<Retired> {
  const family = await remoteBranchFamily(deps.git, deps.branch);
  if (family.own === undefined) return { family, sentences: [] };
  const why = `pr-per-language is on, so translations now come one pull request per language, from the branches ${deps.branch}/<language>`;
  const sentence = await retire(deps, deps.branch, family.own, why);
  return { family: { ...family, own: undefined }, sentences: [sentence] };
}

/** With pr-per-language off: retires every `<branch>/<language>` branch. */
export async function retireLanguageBranches(deps: PublishDeps): Promise<Retired> {
  const family = await remoteBranchFamily(deps.git, deps.branch);
  const why = `pr-per-language is off, so translations now come in one pull request for every language, from the branch ${deps.branch}`;
  const sentences: string[] = [];
  for (const [language, commit] of [...family.languages].sort(([a], [b]) => a.localeCompare(b))) {
    sentences.push(await retire(deps, `${deps.branch}/${language}`, commit, why));
  }
  return { family: { ...family, languages: new Map() }, sentences };
}

/**
 * Closes the open pull request from `branch` (comment first, so the reason stays even if the
 * close fails), then deletes the branch if it is still at `seen`. A dry run only says so.
 */
async function retire(
  deps: PublishDeps,
  branch: string,
  seen: string,
  why: string,
): Promise<string> {
  const { log, pullRequests, base, settings } = deps;
  if (settings.dryRun) {
    const open = await pullRequests?.findOpen(branch, base);
    const sentence = `${open ? `Would close pull request #${open.number} and delete` : 'Would delete'} branch ${branch}: ${why}`;
    log.info(`[dry-run] ${sentence}`);
    return sentence;
  }
  const closed = await pullRequests?.close(
    branch,
    base,
    `Closed by l10n-sync: ${why}. The branch ${branch} is deleted.`,
  );
  const deleted = await deleteWithLease(deps.git, branch, seen);
  if (deleted === 'stale' && (await remoteBranchCommit(deps.git, branch)) !== undefined) {
    throw new Error(
      `${branch} moved on origin while this run deleted it (another run in the other pr-per-language mode?); run again`,
    );
  }
  const done =
    closed?.number === undefined
      ? `Deleted branch ${branch}`
      : `Closed pull request #${closed.number} and deleted branch ${branch}`;
  const sentence = `${done}: ${why}`;
  log.info(sentence);
  return sentence;
}
