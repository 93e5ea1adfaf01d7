import type { ActionRun } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario } from '../support/scenario.ts';
import { importsPerFile } from './support/checks.ts';
import { reportFigures } from './support/figures.ts';
import { holdBranchPushes } from './support/slow-origin.ts';
import {
  englishFiles,
  germanFiles,
  germanOnService,
  messages,
  messageScenario,
  proposedFiles,
} from './support/message-files.ts';
import { describe, expect, it } from '../support/fixtures.ts';

const COUNT = 5;
const BRANCH = 'l10n-sync/main';

describe('two syncs of one repository at once', () => {
  it('end with one branch, one pull request and no lost commit, round after round', async ({
    startScenario,
  }) => {
    const s = await messageScenario(startScenario, COUNT);
    // Origin holds each branch push for a second: the two runs race for the branch.
    await holdBranchPushes(s.fixture.origin, 1);
    const rounds: Array<Record<string, unknown>> = [];
    for (const version of [1, 2]) {
      if (version > 1) {
        await s.fixture.commit(englishFiles(COUNT, version), `English v${version}`);
        await germanOnService(s, COUNT, version);
      }
      const mainLog = git(s.fixture.origin, 'log', '--format=%H', 'main');
      const mark = s.emulator.calls.length;

      const runs = await Promise.all([s.run(), s.run()]);

      expect(runs.map((r) => r.code)).toEqual([0, 0]);
      // Every import either run made landed, and every file was imported by at least one run.
      const imports = importsPerFile(s.calls(undefined, mark));
      expect([...imports.keys()].sort()).toEqual(Object.keys(englishFiles(COUNT)).sort());
      expect(sum(imports.values())).toBe(sum(runs.map((r) => Number(r.outputs['pushed-files']))));
      expect(englishOnService(s)).toEqual(allEnglish(version));
      // Main is as the developers left it; the sync ref points at its head.
      expect(git(s.fixture.origin, 'log', '--format=%H', 'main')).toBe(mainLog);
      expect(s.syncRef()).toBe(mainLog.split('\n')[0]);
      // One translation branch, built on main, holding this round's translations.
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        `refs/heads/${BRANCH}\nrefs/heads/main`,
      );
      expect(git(s.fixture.origin, 'rev-parse', `${BRANCH}^`)).toBe(mainLog.split('\n')[0]);
      expect(proposedFiles(s.fixture.origin, BRANCH)).toEqual(germanFiles(COUNT, version));
      // One pull request, which both runs report.
      expect(s.github.pulls).toHaveLength(1);
      expect(s.github.pulls[0]?.state).toBe('open');
      expect(new Set(runs.map((r) => r.outputs['pull-request-number']))).toEqual(
        new Set([String(s.github.pulls[0]?.number)]),
      );
      rounds.push({
        round: version,
        imports: sum(imports.values()),
        operations: runs.map((r) => r.outputs['pull-request-operation']),
        racesLost: runs.filter(lostRace).length,
      });
    }
    // The race did happen: a run found the branch moved under its push and looked again.
    expect(rounds.some((r) => Number(r['racesLost']) > 0)).toBe(true);
    reportFigures('two syncs at once', { rounds });
  });
});

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Whether a run found the branch moved under it and looked again. */
function lostRace(run: ActionRun): boolean {
  return run.stdout.includes('moved on origin while this run pushed');
}

function englishOnService(s: Scenario): Record<string, unknown> {
  const [project] = s.emulator.store.snapshot().projects;
  return Object.fromEntries(
    (project?.keys ?? []).map((key) => [key.name, key.translations['en']?.value]),
  );
}

function allEnglish(version: number): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (let n = 1; n <= COUNT; n++) Object.assign(texts, messages('en', n, version));
  return texts;
}
