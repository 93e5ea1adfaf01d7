import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import type { Scenario } from '../support/scenario.ts';

/**
 * Many branches, one project (DESIGN §16): the service has one text per key and no branches, so
 * what a feature branch sends reaches every branch's pull. A run on a branch other than the
 * default one holds everything (branch-keys: hold): it is a preview that writes nothing.
 */
const EN = '{\n  "hello": "Hello",\n  "bye": "Bye"\n}\n';
const DE = '{\n  "hello": "Hallo",\n  "bye": "Tschüss"\n}\n';

/** A commit of `files` on `branch` (made from main's tip when new), pushed to origin. */
function commitOn(s: Scenario, branch: string, files: Record<string, string>): void {
  const { author } = s.fixture;
  git(author, 'checkout', '-q', '-B', branch);
  for (const [path, content] of Object.entries(files)) writeFileSync(join(author, path), content);
  git(author, 'commit', '-q', '-am', `Work on ${branch}`);
  git(author, 'push', '-q', 'origin', `${branch}:refs/heads/${branch}`);
  git(author, 'checkout', '-q', 'main');
}

/** A depth-1 checkout of `branch` as actions/checkout makes it on a push to that branch. */
async function checkoutOf(s: Scenario, branch: string): Promise<string> {
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

/** The environment of a push to `branch`, with the payload naming main the default branch. */
function pushTo(s: Scenario, workspace: string, branch: string): Record<string, string> {
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

describe('a run on a feature branch (branch-keys: hold, the default)', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'writes nothing and says what its push would send once merged (%s)',
    async (revision, { startScenario }) => {
      const s = await startScenario({
        revision,
        files: { 'locales/en.json': EN, 'locales/de.json': DE },
        languages: ['de'],
        inputs: { mode: 'sync', 'pull-target': 'pull-request' },
      });
      expect((await s.run()).code).toBe(0);
      // The branch adds a key, rewords a base text and fixes a translation.
      commitOn(s, 'feature/x', {
        'locales/en.json':
          '{\n  "hello": "Hello there",\n  "bye": "Bye",\n  "feat": "New feature"\n}\n',
        'locales/de.json': DE.replace('Hallo', 'Hallo!'),
      });
      const workspace = await checkoutOf(s, 'feature/x');
      const refsBefore = git(s.fixture.origin, 'for-each-ref', '--format=%(refname)');
      const storeBefore = JSON.stringify(s.emulator.store.snapshot().projects);
      const mark = s.emulator.calls.length;
      const run = await s.run({}, pushTo(s, workspace, 'feature/x'), { workspace });
      expect(run.code, run.stdout).toBe(0);
      // What its push would send once merged: the new key named, the reworded base text and
      // the fixed translation counted (against main's last sync).
      const once =
        'Once merged, its push would add 1 key the service lacks (feat), change 1 base text, and send 1 translation by key (0 the service lacks, 1 the repository changed since the last sync).';
      expect(run.stdout).toContain(once);
      expect(run.summary).toContain('### Held until merged');
      expect(run.summary).toContain(once.replace('(feat)', '(`feat`)'));
      expect(run.outputs['held']).toBe('3');
      // No pull: its pull request would carry the service's texts into the branch.
      expect(s.calls('project/export', mark)).toEqual([]);
      expect(annotations(run.stdout, 'notice')[0]).toMatch(
        /^This run is on feature\/x, not main \(the default branch\)/,
      );
      expect(JSON.stringify(s.emulator.store.snapshot().projects)).toBe(storeBefore);
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)')).toBe(refsBefore);
      expect(s.github.pulls).toEqual([]);
      expect(s.calls('project/import', mark)).toEqual([]);
    },
  );
});

describe('branch-keys: tag', () => {
  it('is an input problem on 1.0.9.2, named before the first request', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      revision: '1.0.9.2',
      files: { 'locales/en.json': EN },
      inputs: { mode: 'push' },
    });
    const mark = s.emulator.calls.length;
    const run = await s.run({ 'branch-keys': 'tag' });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      'Invalid branch-keys: tag needs revision 1.0.9.3 (its string/set and string/list take tags); use hold on 1.0.9.2',
    ]);
    expect(s.emulator.calls.slice(mark)).toEqual([]);
  });
});
