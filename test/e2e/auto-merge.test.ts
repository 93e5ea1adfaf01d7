import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

/**
 * pr-auto-merge merges what the run proposed, and nothing pushed to the branch after it: auto-merge
 * is enabled only while the pull request's head is the commit the run left the branch at.
 */
const BRANCH = 'l10n-sync/main';

async function project(start: Starter<ScenarioOptions, Scenario>): Promise<Scenario> {
  const s = await start({
    files: { 'locales/en.json': '{"hello":"Hello"}' },
    languages: ['de'],
    inputs: { mode: 'pull', 'pr-auto-merge': 'squash' },
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'de',
    file: jsonFile('de.json', { hello: 'Hallo' }),
  });
  return s;
}

/** The `expectedHeadOid` each auto-merge request named. */
function expectedHeads(s: Scenario): unknown[] {
  return s.github.requests
    .filter((r) => r.path === '/graphql')
    .map((r) => r.body as { query: string; variables: Record<string, unknown> })
    .filter((b) => b.query.includes('enablePullRequestAutoMerge'))
    .map((b) => b.variables['head']);
}

describe('pr-auto-merge and the branch head', () => {
  for (const signed of [false, true]) {
    it(`names the commit the run pushed as the expected head${signed ? ' (sign-commits)' : ''}`, async ({
      startScenario,
    }) => {
      const s = await project(startScenario);
      const run = await s.run(signed ? { 'sign-commits': 'true' } : {});
      expect(run.code).toBe(0);
      const tip = git(s.fixture.origin, 'rev-parse', BRANCH);
      expect(expectedHeads(s)).toEqual([tip]);
      expect(s.github.pulls[0]?.auto_merge).toEqual({ merge_method: 'squash' });
    });
  }

  it('leaves auto-merge off when someone pushes to the branch right after the run', async ({
    startScenario,
  }) => {
    const s = await project(startScenario);
    const database = s.github.gitDatabase;
    if (!database) throw new Error('the scenario has a Git database');
    // Someone's commit lands on the translation branch between the run's push and auto-merge.
    database.beforeNextAutoMerge = () => {
      const theirs = git(
        s.fixture.origin,
        'commit-tree',
        '-p',
        BRANCH,
        '-m',
        'not reviewed',
        'main^{tree}',
      );
      git(s.fixture.origin, 'update-ref', `refs/heads/${BRANCH}`, theirs);
    };
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(s.github.pulls[0]?.auto_merge).toBeNull();
    const [warning] = annotations(run.stdout, 'warning');
    expect(warning).toMatch(
      /^Could not enable auto-merge on pull request #1: .*Head sha didn't match/,
    );
    expect(warning).toMatch(
      /if the branch moved since this run left it at [0-9a-f]{12}, review what was pushed/,
    );
  });

  it('names the tip it found unchanged when the branch already had the translations', async ({
    startScenario,
  }) => {
    const s = await project(startScenario);
    expect((await s.run({ 'pr-auto-merge': '' })).code).toBe(0);
    const tip = git(s.fixture.origin, 'rev-parse', BRANCH);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.outputs['pull-request-operation']).toBe('unchanged');
    expect(expectedHeads(s)).toEqual([tip]);
    expect(s.github.pulls[0]?.auto_merge).toEqual({ merge_method: 'squash' });
  });
});
