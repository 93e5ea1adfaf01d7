import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it, type Starter } from '../support/fixtures.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { checkoutOf, commitOn, pushTo } from '../support/branch-runs.ts';

/**
 * Many branches, one project (README.md, "Branches"): the service has one text per key and no
 * branches, so what a feature branch sends reaches every branch's pull. A run on a branch other
 * than the default one holds everything (branch-keys: hold): it is a preview that writes nothing.
 */
const EN = '{\n  "hello": "Hello",\n  "bye": "Bye"\n}\n';
const DE = '{\n  "hello": "Hallo",\n  "bye": "Tschüss"\n}\n';

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
      const run = await s.run({}, pushTo(workspace, 'feature/x'), { workspace });
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
    // Nothing but the read of the project's languages, asked while git answered (main.ts).
    const calls = s.emulator.calls.slice(mark).map((call) => call.endpoint);
    expect(calls.filter((endpoint) => endpoint !== 'language/list')).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(1);
  });
});

describe('a run on a feature branch with branch-keys: tag (1.0.9.3)', () => {
  const TAG = 'l10n-sync-branch:feature/x';
  const EN_X = '{\n  "hello": "Hello there",\n  "bye": "Bye",\n  "feat": "New feature"\n}\n';
  const DE_X =
    '{\n  "hello": "Hallo",\n  "bye": "Auf Wiedersehen",\n  "feat": "Neue Funktion"\n}\n';

  /** main synced once; feature/x adds `feat`, rewords hello's base text and fixes bye's German. */
  async function featureBranch(startScenario: Starter<ScenarioOptions, Scenario>) {
    const s = await startScenario({
      files: { 'locales/en.json': EN, 'locales/de.json': DE },
      languages: ['de'],
      inputs: { mode: 'sync', 'pull-target': 'pull-request', 'branch-keys': 'tag' },
    });
    expect((await s.run()).code).toBe(0);
    commitOn(s, 'feature/x', { 'locales/en.json': EN_X, 'locales/de.json': DE_X });
    return s;
  }

  const serviceKey = async (s: Scenario, name: string) => {
    const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'de'] });
    return {
      en: strings['en']?.find((item) => item.key === name),
      de: strings['de']?.find((item) => item.key === name),
    };
  };

  it('sends the key it adds, tagged, with its translation, and holds the changes to other keys', async ({
    startScenario,
  }) => {
    const s = await featureBranch(startScenario);
    const workspace = await checkoutOf(s, 'feature/x');
    const run = await s.run({}, pushTo(workspace, 'feature/x'), { workspace });
    expect(run.code, run.stdout).toBe(0);
    const feat = await serviceKey(s, 'feat');
    expect(feat.en).toMatchObject({ translation: 'New feature', tags: [TAG] });
    expect(feat.de?.translation).toBe('Neue Funktion');
    // The keys the service had keep their texts until the merge.
    expect((await serviceKey(s, 'hello')).en?.translation).toBe('Hello');
    expect((await serviceKey(s, 'bye')).de?.translation).toBe('Tschüss');
    expect(run.outputs['held']).toBe('2');
    expect(run.summary).toContain('### Held until merged');
    expect(run.summary).toContain('| en | `locales/en.json` | `hello` | base text |');
    expect(run.summary).toContain('| de | `locales/de.json` | `bye` | translation |');
    // The branch has a sync ref of its own.
    expect(s.syncRef('feature/x')).toBe(git(workspace, 'rev-parse', 'HEAD'));
  });

  it('pulls into the branch only its own keys; main’s pull never writes them, whatever tags they get', async ({
    startScenario,
  }) => {
    const s = await featureBranch(startScenario);
    const workspace = await checkoutOf(s, 'feature/x');
    expect((await s.run({}, pushTo(workspace, 'feature/x'), { workspace })).code).toBe(0);
    // A translator rewords feat's and bye's German, and gives feat a tag of their own.
    await s.service.string.set({
      id: s.projectId,
      data: [
        { key: 'feat', tags: [TAG, 'ui'], translations: { de: 'Neue Funktion!' } },
        { key: 'bye', translations: { de: 'Tschüss!' } },
      ],
    });
    const again = await checkoutOf(s, 'feature/x');
    const branchRun = await s.run({}, pushTo(again, 'feature/x'), { workspace: again });
    expect(branchRun.code, branchRun.stdout).toBe(0);
    const intoBranch = s.github.pulls.find((p) => p.base.ref === 'feature/x');
    expect(intoBranch?.head.ref).toBe('l10n-sync/feature/x');
    const proposed = git(s.fixture.origin, 'show', 'l10n-sync/feature/x:locales/de.json');
    // Only its own key: bye keeps the branch's text.
    expect(proposed).toBe(DE_X.replace('Neue Funktion', 'Neue Funktion!').trimEnd());

    const main = await s.run();
    expect(main.code, main.stdout).toBe(0);
    const intoMain = git(s.fixture.origin, 'show', 'l10n-sync/main:locales/de.json');
    expect(intoMain).not.toContain('feat');
    expect(intoMain).toContain('"bye": "Tschüss!"');
  });

  it('once merged: main’s push untags the key and sends what the branch held; its pull writes the key', async ({
    startScenario,
  }) => {
    const s = await featureBranch(startScenario);
    const workspace = await checkoutOf(s, 'feature/x');
    expect((await s.run({}, pushTo(workspace, 'feature/x'), { workspace })).code).toBe(0);
    await s.service.string.set({
      id: s.projectId,
      data: [{ key: 'feat', tags: [TAG, 'ui'], translations: { de: 'Neue Funktion!' } }],
    });
    // The branch is merged into main.
    git(s.fixture.author, 'merge', '-q', '--no-edit', 'origin/feature/x');
    git(s.fixture.author, 'push', '-q', 'origin', 'main');

    const run = await s.run();
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(`Untagged 1 key merged from branches: feat (${TAG})`);
    expect((await serviceKey(s, 'feat')).en?.tags).toEqual(['ui']);
    // What the branch held goes now: the reworded base text, the fixed translation.
    expect((await serviceKey(s, 'hello')).en?.translation).toBe('Hello there');
    expect((await serviceKey(s, 'bye')).de?.translation).toBe('Auf Wiedersehen');
    const intoMain = git(s.fixture.origin, 'show', 'l10n-sync/main:locales/de.json');
    expect(intoMain).toContain('"feat": "Neue Funktion!"');
  });

  it('run again on an older commit of the branch, writes nothing', async ({ startScenario }) => {
    const s = await featureBranch(startScenario);
    const older = await checkoutOf(s, 'feature/x');
    expect((await s.run({}, pushTo(older, 'feature/x'), { workspace: older })).code).toBe(0);
    commitOn(s, 'feature/x', { 'locales/en.json': EN_X.replace('New feature', 'A new feature') });
    const newer = await checkoutOf(s, 'feature/x');
    expect((await s.run({}, pushTo(newer, 'feature/x'), { workspace: newer })).code).toBe(0);
    expect((await serviceKey(s, 'feat')).en?.translation).toBe('A new feature');

    const mark = s.emulator.calls.length;
    const refs = git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)');
    const rerun = await s.run({}, pushTo(older, 'feature/x'), { workspace: older });
    expect(rerun.code, rerun.stdout).toBe(0);
    expect(annotations(rerun.stdout, 'notice').at(-1)).toMatch(/is older than the last sync/);
    // Nothing but the read of the project's languages, asked while git answered (main.ts).
    const calls = s.emulator.calls.slice(mark).map((call) => call.endpoint);
    expect(calls.filter((endpoint) => endpoint !== 'language/list')).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(1);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)')).toBe(refs);
    expect((await serviceKey(s, 'feat')).en?.translation).toBe('A new feature');
  });
});

describe('a branch deleted unmerged (branch-keys: tag)', () => {
  it('leaves keys that prune reports, retires and then removes, on the default branch', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'locales/en.json': EN, 'locales/de.json': DE },
      languages: ['de'],
      inputs: { mode: 'sync', 'pull-target': 'pull-request', 'branch-keys': 'tag' },
    });
    expect((await s.run()).code).toBe(0);
    commitOn(s, 'feature/y', {
      'locales/en.json': '{\n  "hello": "Hello",\n  "bye": "Bye",\n  "gone": "Gone"\n}\n',
    });
    const workspace = await checkoutOf(s, 'feature/y');
    expect((await s.run({}, pushTo(workspace, 'feature/y'), { workspace })).code).toBe(0);
    git(s.fixture.author, 'push', '-q', 'origin', '--delete', 'feature/y');

    const onMain = async (inputs: Record<string, string>) => {
      const run = await s.run({ 'prune-after': '0', ...inputs });
      expect(run.code, run.stdout).toBe(0);
      return run;
    };
    const key = async () =>
      (await s.service.string.list({ id: s.projectId, langs: ['en'] }))['en']?.find(
        (item) => item.key === 'gone',
      );
    const reported = await onMain({});
    expect(reported.summary).toMatch(
      /\| `gone` \|.*reported.*added on feature\/y, which was deleted unmerged/,
    );
    expect((await key())?.tags).toEqual(['l10n-sync-branch:feature/y']);
    const retired = await onMain({ prune: 'retire' });
    expect(retired.outputs['keys-retired']).toBe('1');
    expect((await key())?.tags).toContain('l10n-sync-retired');
    const removed = await onMain({ prune: 'remove' });
    expect(removed.outputs['keys-removed']).toBe('1');
    expect(await key()).toBeUndefined();
    // The keys the default branch has are untouched.
    const left = (await s.service.string.list({ id: s.projectId, langs: ['en'] }))['en'];
    expect(left?.map((item) => item.key).sort()).toEqual(['bye', 'hello']);
  });
});
