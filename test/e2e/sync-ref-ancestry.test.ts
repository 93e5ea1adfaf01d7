import { readFileSync } from 'node:fs';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * The sync ref is the last sync only when HEAD's history holds it (issue 37): a ref moved
 * anywhere else, by a push of a non-branch ref or by a run of a newer commit, must not make a
 * push take the repository's older texts for fixes. Devise's real Rails locale files
 * (test/fixtures/SOURCE.md).
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/rails/${name}`, import.meta.url), 'utf8');
const EN = fixture('en.yml');
const PT_BR = fixture('pt-BR.yml');
const BRANCH = 'l10n-sync/main';
const LOCKED_KEY = 'devise::failure::locked';
const LOCKED_PT = '      locked: A sua conta está bloqueada.\n';

function devise(): ScenarioOptions {
  return {
    files: { 'config/locales/en.yml': EN, 'config/locales/pt-BR.yml': PT_BR },
    languages: ['pt_BR'],
    inputs: { mode: 'sync', files: 'config/locales/%LOCALE%.yml', 'pull-target': 'branch' },
  };
}

async function lockedOnService(s: Scenario): Promise<string | undefined> {
  const strings = await s.service.string.list({ id: s.projectId, langs: ['pt_BR'] });
  return (strings['pt_BR'] ?? []).find((item) => item.key === LOCKED_KEY)?.translation;
}

const syncRef = (s: Scenario) => `refs/l10n-sync/${s.projectId}/main`;

describe('a sync ref HEAD’s history lacks', () => {
  it('moved to the translation branch’s commit, sends no older text over the translator’s work', async ({
    startScenario,
  }) => {
    expect(PT_BR).toContain(LOCKED_PT);
    const s = await startScenario(devise());
    expect((await s.run()).code).toBe(0);
    // A translator changes a text; the next sync proposes it on the translation branch.
    const TRANSLATED = 'A sua conta foi bloqueada.';
    await s.service.string.set({
      id: s.projectId,
      data: [{ key: LOCKED_KEY, translations: { pt_BR: TRANSLATED } }],
    });
    const proposing = await s.run();
    expect(proposing.code, proposing.stdout).toBe(0);
    expect(git(s.fixture.origin, 'show', `${BRANCH}:config/locales/pt-BR.yml`)).toContain(
      `locked: ${TRANSLATED}`,
    );
    // Someone who may push any ref moves the sync ref to the translation branch's commit:
    // branch protection does not cover refs/l10n-sync/*.
    const branchCommit = git(s.fixture.origin, 'rev-parse', BRANCH);
    git(s.fixture.origin, 'update-ref', syncRef(s), branchCommit);

    // The translation branch is built on main: main's HEAD is in the ref's history, as an older
    // commit's would be. The run writes nothing.
    const stopped = await s.run();
    expect(stopped.code, stopped.stdout).toBe(0);
    expect(annotations(stopped.stdout, 'notice')).toEqual([
      expect.stringContaining('is older than the last sync'),
    ]);
    expect(await lockedOnService(s)).toBe(TRANSLATED);

    // A developer's next commit on main is neither in the ref's history nor holds it.
    await s.fixture.commit({ 'README.md': 'An app.\n' });
    const mark = s.emulator.calls.length;
    const run = await s.run();
    expect(run.code, run.stdout).toBe(0);
    expect(annotations(run.stdout, 'warning')).toContainEqual(
      expect.stringContaining(
        `${syncRef(s)} (${branchCommit.slice(0, 12)}) is not in HEAD's history, so it is no last sync`,
      ),
    );
    // Nothing of the repository's older text went up: the service keeps the translator's text,
    // and the branch still proposes it.
    expect(JSON.stringify(s.calls('string/set', mark))).not.toContain(
      'A sua conta está bloqueada.',
    );
    expect(await lockedOnService(s)).toBe(TRANSLATED);
    expect(git(s.fixture.origin, 'show', `${BRANCH}:config/locales/pt-BR.yml`)).toContain(
      `locked: ${TRANSLATED}`,
    );
    // A successful push moves the ref to HEAD.
    expect(git(s.fixture.origin, 'rev-parse', syncRef(s))).toBe(
      git(s.fixture.origin, 'rev-parse', 'main'),
    );
  });
});

describe('an older commit run again', () => {
  it('writes nothing (service, refs, branch), exits 0 and says so in one line', async ({
    startScenario,
  }) => {
    const s = await startScenario(devise());
    expect((await s.run()).code).toBe(0);
    const older = git(s.fixture.origin, 'rev-parse', 'main');
    git(s.fixture.origin, 'update-ref', 'refs/runs/older', older);
    // A developer fixes a text; the run of that commit sends the fix (the control).
    const FIXED = 'Sua conta está bloqueada.';
    await s.fixture.commit({
      'config/locales/pt-BR.yml': PT_BR.replace(LOCKED_PT, `      locked: ${FIXED}\n`),
    });
    const fixing = await s.run();
    expect(fixing.code, fixing.stdout).toBe(0);
    expect(await lockedOnService(s)).toBe(FIXED);
    const newer = git(s.fixture.origin, 'rev-parse', 'main');
    expect(git(s.fixture.origin, 'rev-parse', syncRef(s))).toBe(newer);

    // The older workflow run is re-run: its checkout is the older commit.
    const refsBefore = git(s.fixture.origin, 'for-each-ref');
    const mark = s.emulator.calls.length;
    const workspace = await s.fixture.checkoutRef('refs/runs/older');
    const run = await s.run({ 'base-branch': 'main' }, {}, { workspace });
    expect(run.code, run.stdout).toBe(0);
    expect(annotations(run.stdout, 'notice')).toEqual([
      `This run's commit ${older.slice(0, 12)} is older than the last sync (${syncRef(s)} at ${newer.slice(0, 12)}), so it writes nothing: it would take back what the service has had since`,
    ]);
    // Nothing but the read of the project's languages, asked while git answered (main.ts).
    const calls = s.emulator.calls.slice(mark).map((call) => call.endpoint);
    expect(calls.filter((endpoint) => endpoint !== 'language/list')).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(1);
    expect(git(s.fixture.origin, 'for-each-ref')).toBe(refsBefore);
    expect(s.github.pulls).toEqual([]);
    expect(await lockedOnService(s)).toBe(FIXED);
    expect(run.summary).toContain('is older than the last sync');
  });
});
