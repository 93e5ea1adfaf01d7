import { execFileSync } from 'node:child_process';
import type { Revision } from '../../src/api/index.ts';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import {
  FILES,
  commitAt,
  englishKeys,
  retiredOn,
  rowOf,
  run,
  syncedProject,
} from '../support/removed-keys.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

/**
 * Removed keys through dist/index.js (issue 21): a key deleted from the base-language files is
 * reported, retired (a tag on 1.0.9.3, hidden on 1.0.9.2), then removed once retired for
 * prune-after counted from when the action first found it gone, after a snapshot and with its texts in the
 * summary and a file. Keys moved between files, keys made on the service and keys removed on
 * another branch are never acted on.
 */
const ENGLISH = { hello: 'Hello', farewell: 'Goodbye', moved: 'Moved text' };
const GERMAN = { hello: 'Hallo', farewell: 'Auf Wiedersehen', moved: 'Verschoben' };

/** A repository in sync with the service, with these texts (test/support/removed-keys.ts). */
function synced(
  start: Starter<ScenarioOptions, Scenario>,
  revision: Revision,
  english: Record<string, string> = ENGLISH,
  german: Record<string, string> = GERMAN,
): Promise<Scenario> {
  return syncedProject(start, revision, english, german);
}

describe.each(['1.0.9.3', '1.0.9.2'] as const)('removed keys on %s', (revision) => {
  it('reports a key deleted from en.json, retires it, and removes it only once retired for prune-after, after a snapshot, with its texts kept', async ({
    startScenario,
  }) => {
    const s = await synced(startScenario, revision);
    // farewell is deleted 20 days ago; moved goes to another base-language file.
    await commitAt(
      s,
      {
        'locales/en.json': JSON.stringify({ hello: 'Hello' }, null, 2),
        'locales/more/en.json': JSON.stringify({ moved: 'Moved text' }, null, 2),
      },
      20,
    );

    // 1. report (the default): listed with its translation count, nothing written to the service.
    const from = s.emulator.calls.length;
    const reported = await run(s);
    expect(rowOf(reported.summary, 'farewell')).toMatch(
      /\| 1 language \| \d{4}-\d\d-\d\d \| reported \|/,
    );
    expect(rowOf(reported.summary, 'moved')).toBeUndefined();
    expect(rowOf(reported.summary, 'web_only')).toBeUndefined();
    expect(s.calls('string/set', from)).toEqual([]);
    expect(reported.outputs['keys-retired']).toBe('0');
    expect(retiredOn(revision, (await englishKeys(s)).get('farewell'))).toBe(false);

    // 2. retire: marked on the service, one string/set, nothing else marked.
    const retired = await run(s, { prune: 'retire' });
    expect(retired.outputs['keys-retired']).toBe('1');
    const keys = await englishKeys(s);
    expect(retiredOn(revision, keys.get('farewell'))).toBe(true);
    for (const other of ['hello', 'moved', 'web_only'])
      expect(retiredOn(revision, keys.get(other))).toBe(false);
    expect(rowOf(retired.summary, 'farewell')).toContain(
      revision === '1.0.9.2' ? 'retired (hidden)' : 'retired (tagged l10n-sync-retired)',
    );

    // 3. remove with prune-after 30d: it counts from when the action first saw the key gone (the
    // commit's date, 20 days back, is an author's to set), so it waits.
    const early = await run(s, { prune: 'remove', 'prune-after': '30d' });
    expect(early.outputs['keys-removed']).toBe('0');
    expect((await englishKeys(s)).has('farewell')).toBe(true);
    expect(rowOf(early.summary, 'farewell')).toMatch(/retired; removable from \d{4}-/);

    // 4. remove once prune-after has passed: a snapshot first, the texts kept, then string/remove.
    const before = s.emulator.calls.length;
    const removed = await run(s, { prune: 'remove', 'prune-after': '0' });
    expect(removed.outputs['keys-removed']).toBe('1');
    const after = await englishKeys(s);
    expect(after.has('farewell')).toBe(false);
    expect([...after.keys()].sort()).toEqual(['hello', 'moved', 'web_only']);
    const order = s.calls(undefined, before).map((c) => c.endpoint);
    expect(order.indexOf('project/snapshot')).toBeGreaterThan(-1);
    expect(order.indexOf('project/snapshot')).toBeLessThan(order.indexOf('string/remove'));
    expect(
      s.calls('string/remove', before).map((c) => JSON.parse(c.params['keys'] ?? '[]')),
    ).toEqual([['farewell']]);
    expect(removed.summary).toContain('"Auf Wiedersehen"');
    const file = removed.outputs['removed-keys-file'] ?? '';
    const saved = removed.leftInHome.find((f) => f.path.endsWith(file.split('/').pop() ?? '-'));
    expect(JSON.parse(saved?.text ?? '{}')).toMatchObject({
      project: s.projectId,
      keys: [{ name: 'farewell', texts: { en: 'Goodbye', de: 'Auf Wiedersehen' } }],
    });

    // 5. nothing is left to follow: the next run reports nothing and writes nothing.
    const quiet = s.emulator.calls.length;
    const next = await run(s, { prune: 'remove' });
    expect(next.summary).not.toContain('Keys removed from the repository');
    expect(s.calls('string/set', quiet)).toEqual([]);
    expect(s.calls('string/remove', quiet)).toEqual([]);
  });

  it('un-retires a key that comes back to the repository', async ({ startScenario }) => {
    const s = await synced(startScenario, revision);
    await commitAt(
      s,
      { 'locales/en.json': JSON.stringify({ hello: 'Hello', moved: 'Moved text' }, null, 2) },
      1,
    );
    await run(s, { prune: 'retire' });
    expect(retiredOn(revision, (await englishKeys(s)).get('farewell'))).toBe(true);
    await commitAt(s, { 'locales/en.json': JSON.stringify(ENGLISH, null, 2) }, 0);
    const back = await run(s, { prune: 'retire' });
    expect(retiredOn(revision, (await englishKeys(s)).get('farewell'))).toBe(false);
    expect(rowOf(back.summary, 'farewell')).toContain('back in the repository: un-retired');
    // No longer followed: a later removal run leaves it be.
    const from = s.emulator.calls.length;
    await run(s, { prune: 'remove', 'prune-after': '0' });
    expect(s.calls('string/remove', from)).toEqual([]);
    expect((await englishKeys(s)).has('farewell')).toBe(true);
  });

  it('only reports a key removed on a feature branch, there and with base-branch set to main', async ({
    startScenario,
  }) => {
    const s = await synced(startScenario, revision);
    git(s.fixture.author, 'push', '-q', 'origin', 'main:feature');
    git(s.fixture.author, 'checkout', '-q', '-b', 'feature');
    const featureRun = async (inputs: Record<string, string>) => {
      const workspace = await s.fixture.checkout();
      git(
        workspace,
        'fetch',
        '-q',
        '--depth=1',
        'origin',
        '+refs/heads/feature:refs/remotes/origin/feature',
      );
      git(workspace, 'checkout', '-q', '-B', 'feature', 'origin/feature');
      const result = await s.run(
        { prune: 'remove', 'prune-after': '0', ...inputs },
        { GITHUB_REF_NAME: 'feature' },
        { workspace },
      );
      expect(result.code, result.stdout).toBe(0);
      return result;
    };
    await featureRun({}); // the feature branch's first sync
    await commitAt(
      s,
      { 'locales/en.json': JSON.stringify({ hello: 'Hello', moved: 'Moved text' }, null, 2) },
      30,
      'feature',
    );
    const from = s.emulator.calls.length;
    // A run on the feature branch is held (branch-keys: hold): a preview against main's last
    // sync, which writes nothing; with base-branch set to main too.
    const own = await featureRun({});
    expect(rowOf(own.summary, 'farewell')).toContain('reported, not retired');
    expect(own.summary).toContain('This run is on feature, not main (the default branch)');
    expect(own.summary).toContain("is not main's tip on origin");
    const onMain = await featureRun({ 'base-branch': 'main' });
    expect(rowOf(onMain.summary, 'farewell')).toContain('reported, not retired');
    expect(onMain.summary).toContain('This run is on feature, not main (the default branch)');
    for (const endpoint of ['string/set', 'string/remove', 'project/snapshot']) {
      expect(s.calls(endpoint, from)).toEqual([]);
    }
    expect(retiredOn(revision, (await englishKeys(s)).get('farewell'))).toBe(false);
  });

  it('refuses a removal above prune-max in one line, and removes once the cap allows', async ({
    startScenario,
  }) => {
    const english: Record<string, string> = {};
    const german: Record<string, string> = {};
    for (let i = 1; i <= 12; i++) {
      english[`key${i}`] = `Text ${i}`;
      german[`key${i}`] = `Text ${i} (de)`;
    }
    const s = await synced(startScenario, revision, english, german);
    const kept = Object.fromEntries(Object.entries(english).slice(3));
    await commitAt(s, { 'locales/en.json': JSON.stringify(kept, null, 2) }, 20);
    await run(s, { prune: 'retire' });
    const from = s.emulator.calls.length;
    const refused = await run(s, { prune: 'remove', 'prune-after': '0' });
    const warning = annotations(refused.stdout, 'warning').filter((line) =>
      line.includes('prune-max'),
    );
    expect(warning).toEqual([
      "Removing 3 keys is over prune-max (10% of the project's keys: at most 1 key of 13); none were removed. Raise prune-max for one run to remove them.",
    ]);
    expect(refused.outputs['keys-removed']).toBe('0');
    expect(s.calls('string/remove', from)).toEqual([]);
    expect(s.calls('project/snapshot', from)).toEqual([]);
    expect((await englishKeys(s)).has('key1')).toBe(true);
    const allowed = await run(s, { prune: 'remove', 'prune-after': '0', 'prune-max': '3' });
    expect(allowed.outputs['keys-removed']).toBe('3');
    expect(
      [...(await englishKeys(s)).keys()].filter((k) => ['key1', 'key2', 'key3'].includes(k)),
    ).toEqual([]);
  });

  it('lists in a dry run what each stage would do, and writes nothing', async ({
    startScenario,
  }) => {
    const s = await synced(startScenario, revision);
    await commitAt(
      s,
      { 'locales/en.json': JSON.stringify({ hello: 'Hello', moved: 'Moved text' }, null, 2) },
      20,
    );
    const from = s.emulator.calls.length;
    const dry = await run(s, { prune: 'retire', 'dry-run': 'true' });
    expect(rowOf(dry.summary, 'farewell')).toContain('would be retired');
    expect(dry.outputs['keys-retired']).toBe('0');
    for (const endpoint of ['string/set', 'string/remove', 'project/snapshot']) {
      expect(s.calls(endpoint, from)).toEqual([]);
    }
    expect(retiredOn(revision, (await englishKeys(s)).get('farewell'))).toBe(false);
  });
});

describe('removed keys on 1.0.9.2: pacing', () => {
  it("retires 150 keys in two string/set calls at least 30 s apart (the time scale's), with no 4048", async ({
    startScenario,
  }) => {
    const english: Record<string, string> = { keep: 'Keep' };
    for (let i = 0; i < 150; i++) english[`old${i}`] = `Old ${i}`;
    const s = await synced(startScenario, '1.0.9.2', english, { keep: 'Behalten' });
    await commitAt(s, { 'locales/en.json': JSON.stringify({ keep: 'Keep' }, null, 2) }, 1);
    const from = s.emulator.calls.length;
    const retired = await run(s, { prune: 'retire' });
    expect(retired.outputs['keys-retired']).toBe('150');
    const sets = s.calls('string/set', from);
    expect(sets.map((c) => c.code)).toEqual(['200', '200']);
    // 30 s at the scenario's time scale of 0.01.
    expect((sets[1]?.at ?? 0) - (sets[0]?.at ?? 0)).toBeGreaterThanOrEqual(300);
    expect(s.calls(undefined, from).filter((c) => c.code === '4048')).toEqual([]);
  });
});

describe('removed keys: trust and the pull request', () => {
  it('never removes a key a forged state names that the repository never had', async ({
    startScenario,
  }) => {
    const s = await synced(startScenario, '1.0.9.3');
    const head = git(s.fixture.origin, 'rev-parse', 'main');
    const state = {
      version: 1,
      files: FILES.split('\n'),
      languageMap: [],
      removedKeys: [
        {
          path: ['web_only'],
          name: 'web_only',
          removedAt: '2020-01-01T00:00:00Z',
          lastHadIn: head,
          goneIn: head,
          retired: { at: '2020-01-02T00:00:00Z', hid: false },
        },
      ],
    };
    const tree = git(s.fixture.origin, 'hash-object', '-t', 'tree', '-w', '--stdin');
    const forged = execFileSync(
      'git',
      ['-c', 'user.name=M', '-c', 'user.email=m@example.com', 'commit-tree', tree, '-F', '-'],
      {
        cwd: s.fixture.origin,
        input: `l10n-sync state\n\n${JSON.stringify(state)}\n`,
        encoding: 'utf8',
      },
    ).trim();
    git(s.fixture.origin, 'update-ref', `refs/l10n-sync-state/${s.projectId}/main`, forged);
    const from = s.emulator.calls.length;
    const result = await run(s, { prune: 'remove', 'prune-after': '0', 'prune-max': '100%' });
    expect(rowOf(result.summary, 'web_only')).toContain(
      'left alone: not proven by the repository: the commit it names',
    );
    expect(s.calls('string/remove', from)).toEqual([]);
    expect((await englishKeys(s)).has('web_only')).toBe(true);
    // The record is dropped: the next run says nothing of it.
    const next = await run(s, { prune: 'remove', 'prune-after': '0' });
    expect(rowOf(next.summary, 'web_only')).toBeUndefined();
  });

  it('lists the removed keys in the pull request of a sync run', async ({ startScenario }) => {
    const s = await synced(startScenario, '1.0.9.3');
    await commitAt(
      s,
      { 'locales/en.json': JSON.stringify({ hello: 'Hello', moved: 'Moved text' }, null, 2) },
      3,
    );
    const result = await run(s, { mode: 'sync', files: 'locales/%LANG_ISO%.json' });
    const pull = s.github.pulls.find(
      (p) => p.number === Number(result.outputs['pull-request-number']),
    );
    expect(pull?.body).toContain('### Keys removed from the repository');
    expect(rowOf(pull?.body ?? '', 'farewell')).toMatch(/\| 1 language \| .* \| reported \|/);
  });
});

describe('removed keys in a format the model does not read', () => {
  it('are not looked for, and the run says why', async ({ startScenario }) => {
    const s = await startScenario({
      files: { 'locales/en.ini': 'hello = "Hello"\nbye = "Bye"\n' },
      inputs: { mode: 'push', files: 'locales/%LANG_ISO%.ini' },
    });
    expect((await s.run()).code).toBe(0);
    await commitAt(s, { 'locales/en.ini': 'hello = "Hello"\n' }, 20);
    const from = s.emulator.calls.length;
    const result = await run(s, { prune: 'retire' });
    expect(annotations(result.stdout, 'warning')).toContainEqual(
      'Removed keys: locales/en.ini cannot be read key by key (its format is not read key by key), so no key can be told removed',
    );
    expect(result.summary).toContain('Removed keys were not looked for');
    expect(s.calls('string/set', from)).toEqual([]);
  });
});
