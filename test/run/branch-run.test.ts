import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.ts';
import type { Settings } from '../../src/inputs/index.ts';
import { branchPlan, defaultBranchOf } from '../../src/run/branch-run.ts';
import { fakeGit, settingsFor } from '../support/fakes.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A run on a branch other than the default one (docs/branches-and-checks.md, "Branches"): with branch-keys: hold
 * a preview that writes nothing, with branch-keys: tag one that sends and pulls only the branch's
 * own keys. A run on the default branch is planned as given.
 */

/** Settings as the action reads them on a runner whose environment has `env`. */
const settingsOn = (env: NodeJS.ProcessEnv, inputs: Record<string, string> = {}): Settings =>
  settingsFor('/nowhere', inputs, env);

const ON_FEATURE = { GITHUB_EVENT_NAME: 'push', GITHUB_REF_NAME: 'feature' };

describe('the plan of a run', () => {
  it('takes the settings as given on the default branch, or where no default is known', () => {
    const onMain = settingsOn({ GITHUB_EVENT_NAME: 'push', GITHUB_REF_NAME: 'main' });
    const plain = { syncBranch: 'main', held: false, branchTag: undefined, notice: undefined };
    expect(branchPlan(onMain, 'main', 'main')).toEqual({ settings: onMain, ...plain });
    // A local run: no payload names the default branch, and base-branch is the run's own.
    const local = settingsOn({}, { 'base-branch': 'main' });
    expect(branchPlan(local, 'main', undefined)).toEqual({ settings: local, ...plain });
  });

  it('makes a run on another branch a dry run against the default branch’s last sync (hold)', () => {
    const given = settingsOn(ON_FEATURE);
    const plan = branchPlan(given, 'feature', 'main');
    expect(plan).toMatchObject({ held: true, syncBranch: 'main', branchTag: undefined });
    expect(plan.settings).toEqual({ ...given, dryRun: true });
    expect(given.dryRun).toBe(false);
    expect(plan.notice).toBe(
      'This run is on feature, not main (the default branch): with branch-keys: hold it writes nothing to the service, moves no ref, pushes no branch and opens no pull request. Below is what its push would send once merged (a dry run).',
    );
  });

  it('tags a branch’s own keys and pulls only theirs into it (tag)', () => {
    const given = settingsOn(ON_FEATURE, { 'branch-keys': 'tag', 'include-tags': 'ui' });
    const plan = branchPlan(given, 'feature', 'main');
    expect(plan).toMatchObject({
      held: false,
      syncBranch: 'feature',
      branchTag: 'l10n-sync-branch:feature',
      forkedFrom: 'main',
    });
    expect(plan.settings.dryRun).toBe(false);
    expect(plan.settings.pull.exportOptions['include_tags']).toEqual(['l10n-sync-branch:feature']);
    expect(given.pull.exportOptions['include_tags']).toEqual(['ui']);
    expect(plan.notice).toBe(
      'This run is on feature, not main (the default branch): with branch-keys: tag it sends only the keys it adds, tagged l10n-sync-branch:feature, and holds every other change until it is merged.',
    );
  });

  it('counts a run as a branch run against base-branch when no payload names the default', () => {
    const plan = branchPlan(settingsOn(ON_FEATURE, { 'base-branch': 'develop' }), 'x', undefined);
    expect(plan).toMatchObject({ held: true, syncBranch: 'develop' });
    expect(plan.notice).toMatch(/^This run is on feature, not develop \(the default branch\)/);
  });
});

describe('the default branch', () => {
  it('is the one the event’s payload names, without asking origin', async ({ tempDir }) => {
    const payload = join(tempDir, 'event.json');
    writeFileSync(payload, JSON.stringify({ repository: { default_branch: 'trunk' } }));
    const git = fakeGit('/nowhere', []);
    const settings = settingsOn({ ...ON_FEATURE, GITHUB_EVENT_PATH: payload });
    expect(await defaultBranchOf(settings, git)).toBe('trunk');
    expect(git.commands).toEqual([]);
  });

  it('is origin’s HEAD without a payload, and unknown where origin does not say', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a": "A"}' });
    const settings = settingsOn(ON_FEATURE);
    expect(await defaultBranchOf(settings, createGit(await repo.checkout()))).toBe('main');
    const unreachable = fakeGit('/nowhere', [
      () => ({ exitCode: 128, stdout: '', stderr: 'fatal: could not read from remote' }),
    ]);
    expect(await defaultBranchOf(settings, unreachable)).toBeUndefined();
  });
});
