import { failureReason, type Git } from './git.ts';

/**
 * The commit `ref` names in `git ls-remote` output. ls-remote matches its pattern against the
 * end of each name, so `refs/heads/main` also lists `refs/heads/evil/refs/heads/main`: only the
 * line naming exactly `ref` counts.
 */
export function commitOf(lsRemoteOutput: string, ref: string): string | undefined {
  for (const line of lsRemoteOutput.split('\n')) {
    const [commit, name] = line.trim().split(/\s+/);
    if (name === ref && commit) return commit;
  }
  return undefined;
}

/**
 * `--depth=1` for a fetch into a shallow checkout (actions/checkout's default), where one commit
 * is all that is needed; nothing for a full clone, which a depth-limited fetch would turn
 * shallow, cutting the history later steps may read.
 */
export async function fetchDepth(git: Git): Promise<string[]> {
  const shallow = await git.run(['rev-parse', '--is-shallow-repository']);
  return shallow.stdout.trim() === 'true' ? ['--depth=1'] : [];
}

/** Where the branch points on origin, or undefined when origin has no such branch. */
export async function remoteBranchCommit(git: Git, branch: string): Promise<string | undefined> {
  const ref = `refs/heads/${branch}`;
  const listed = await git.run(['ls-remote', '--refs', 'origin', ref], { withCredentials: true });
  return commitOf(listed.stdout, ref);
}

/** Origin's default branch (where its HEAD points), or why it could not be read. */
export async function remoteDefaultBranch(
  git: Git,
): Promise<{ branch: string } | { problem: string }> {
  const listed = await git.run(['ls-remote', '--symref', 'origin', 'HEAD'], {
    allowFailure: true,
    withCredentials: true,
  });
  if (listed.exitCode !== 0) return { problem: failureReason(listed) };
  const branch = /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(listed.stdout)?.[1];
  return branch === undefined ? { problem: 'no symbolic HEAD listed' } : { branch };
}

/** Fetches origin's branch into `refs/remotes/origin/<branch>`. */
export async function fetchBranch(git: Git, branch: string): Promise<void> {
  const ref = `refs/heads/${branch}`;
  const depth = await fetchDepth(git);
  await git.run(
    ['fetch', '--no-tags', ...depth, 'origin', `+${ref}:refs/remotes/origin/${branch}`],
    { withCredentials: true },
  );
}

/**
 * Fetches one commit from origin by its id (depth 1 in a shallow checkout); whether the checkout
 * has it afterwards. Origin may refuse an id no ref reaches.
 */
export async function fetchCommit(git: Git, commit: string): Promise<boolean> {
  const present = async () =>
    (await git.run(['cat-file', '-e', `${commit}^{commit}`], { allowFailure: true })).exitCode ===
    0;
  if (await present()) return true;
  const depth = await fetchDepth(git);
  await git.run(['fetch', '--no-tags', ...depth, 'origin', commit], {
    allowFailure: true,
    withCredentials: true,
  });
  return present();
}

/** A translation branch and the branches under it on origin, as one `ls-remote` lists them. */
export interface BranchFamily {
  /** Where `<branch>` itself points, if it exists (the one branch of all languages). */
  readonly own: string | undefined;
  /** `<branch>/<language>` branches by their language part, with their commits. */
  readonly languages: ReadonlyMap<string, string>;
}

/**
 * `<branch>` and the `<branch>/<language>` branches on origin. Only names one level below
 * `<branch>/` whose last part could be a language code count: ls-remote's pattern also matches
 * deeper names and names that merely end the same way, and those are not this action's.
 */
export async function remoteBranchFamily(git: Git, branch: string): Promise<BranchFamily> {
  const own = `refs/heads/${branch}`;
  const listed = await git.run(['ls-remote', '--refs', 'origin', own, `${own}/*`], {
    withCredentials: true,
  });
  const languages = new Map<string, string>();
  for (const line of listed.stdout.split('\n')) {
    const [commit, name] = line.trim().split(/\s+/);
    if (!commit || !name?.startsWith(`${own}/`)) continue;
    const language = name.slice(own.length + 1);
    if (/^[A-Za-z0-9][A-Za-z0-9_.@-]*$/.test(language)) languages.set(language, commit);
  }
  return { own: commitOf(listed.stdout, own), languages };
}

/** Origin's branches, by name; undefined where origin cannot be asked. */
export async function originBranches(git: Git): Promise<ReadonlySet<string> | undefined> {
  const listed = await git.run(['ls-remote', '--heads', 'origin'], {
    allowFailure: true,
    withCredentials: true,
  });
  if (listed.exitCode !== 0) return undefined;
  const names = new Set<string>();
  for (const line of listed.stdout.split('\n')) {
    const name = /\trefs\/heads\/(.+)$/.exec(line)?.[1];
    if (name !== undefined) names.add(name);
  }
  return names;
}
