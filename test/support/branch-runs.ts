import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git } from './git-fixture.ts';
import type { Scenario } from './scenario.ts';

/** Runs on feature branches of a scenario's repository, as a workflow on `push` makes them. */

/** A commit of `files` on `branch` (made from main's tip when new), pushed to origin. */
export function commitOn(s: Scenario, branch: string, files: Record<string, string>): void {
  const { author } = s.fixture;
  const exists = git(author, 'branch', '--list', branch) !== '';
  git(author, 'checkout', '-q', ...(exists ? [branch] : ['-b', branch]));
  for (const [path, content] of Object.entries(files)) writeFileSync(join(author, path), content);
  git(author, 'commit', '-q', '-am', `Work on ${branch}`);
  git(author, 'push', '-q', 'origin', `${branch}:refs/heads/${branch}`);
  git(author, 'checkout', '-q', 'main');
}

/** A depth-1 checkout of `branch` as actions/checkout makes it on a push to that branch. */
export async function checkoutOf(s: Scenario, branch: string): Promise<string> {
  const workspace = await s.fixture.checkout();
  git(
    workspace,
    'fetch',
    '-q',
    '--depth=1',
    'origin',
    `+refs/heads/${branch}:refs/remotes/origin/${branch}`,
  );
  git(workspace, 'checkout', '-q', '-B', branch, `origin/${branch}`);
  return workspace;
}

/**
 * The environment of a run on `branch` (a push; main's own runs a schedule), with the event's
 * payload naming main the default branch, as GitHub writes it to GITHUB_EVENT_PATH.
 */
export function pushTo(workspace: string, branch: string): Record<string, string> {
  const payload = join(workspace, '..', `event-${branch.replace(/\W/g, '-')}.json`);
  writeFileSync(
    payload,
    JSON.stringify({ ref: `refs/heads/${branch}`, repository: { default_branch: 'main' } }),
  );
  return {
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: `refs/heads/${branch}`,
    GITHUB_REF_NAME: branch,
    GITHUB_EVENT_PATH: payload,
  };
}
