import { createGit } from '../../src/git/git.ts';
import { InputError } from '../../src/inputs/index.ts';
import { checkBaseBranch } from '../../src/run/base-branch.ts';
import { fakeGit, settingsFor } from '../support/fakes.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * The branch a pull proposes into must be on origin, known before anything is written: a typo
 * in base-branch would otherwise let a whole push run first.
 */
describe('the base branch of a pull', () => {
  it('is taken when origin has it', async ({ startRepository }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a": "A"}' });
    const workspace = await repo.checkout();
    const settings = settingsFor(workspace, { mode: 'sync' });
    await expect(checkBaseBranch(settings, createGit(workspace), 'main')).resolves.toBeUndefined();
  });

  it('is refused as an input problem, saying what to set, when origin has no such branch', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a": "A"}' });
    const workspace = await repo.checkout();
    const runs: Record<string, string>[] = [
      { mode: 'sync' },
      { mode: 'pull' },
      { mode: 'pull', 'pull-target': 'branch' },
    ];
    for (const inputs of runs) {
      const checked = checkBaseBranch(settingsFor(workspace, inputs), createGit(workspace), 'mian');
      await expect(checked, JSON.stringify(inputs)).rejects.toBeInstanceOf(InputError);
      await expect(checked).rejects.toThrow(
        "Invalid base-branch: 'mian' is not a branch on origin; set base-branch to the branch the translations should go into",
      );
    }
  });

  it('is not looked for by a run that proposes nothing', async () => {
    // Any git command would fail: none is expected.
    const git = fakeGit('/nowhere', []);
    const runs: Record<string, string>[] = [
      { mode: 'push' },
      { mode: 'pull', 'pull-target': 'workspace' },
    ];
    for (const inputs of runs) {
      const settings = settingsFor('/nowhere', inputs);
      await expect(checkBaseBranch(settings, git, 'mian'), inputs.mode).resolves.toBeUndefined();
    }
    expect(git.commands).toEqual([]);
  });
});
