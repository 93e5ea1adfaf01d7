import { expect } from 'vitest';
import { git } from './git-fixture.ts';
import type { Scenario } from './scenario.ts';

/**
 * Runs a sync once more with nothing new on either side, and checks that it does nothing: no
 * import, no branch of origin moved, no pull request changed.
 */
export async function expectIdleRun(s: Scenario): Promise<void> {
  const branches = () =>
    git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads/');
  const before = branches();
  const pulls = JSON.stringify(s.github.openPulls());
  const from = s.emulator.calls.length;
  const run = await s.run({ mode: 'sync' });
  expect(run.code, run.stdout).toBe(0);
  expect(s.calls('project/import', from)).toEqual([]);
  expect(branches()).toBe(before);
  expect(JSON.stringify(s.github.openPulls())).toBe(pulls);
}
