import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import {
  commitAt,
  english,
  englishKeys,
  forgeState,
  retiredOn,
  retiredRecord,
  rowOf,
  run,
  syncedProject,
} from '../support/removed-keys.ts';
import type { Scenario } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Removed keys act only on proof from the repository itself (issue 25): whatever a forged sync
 * state says, a key made on the service, hidden by a person, or present at HEAD under any
 * spelling is never tagged, un-hidden or removed. Each test also shows the feature still works:
 * `farewell`, deleted from en.json, is retired by the first run and removed by the second.
 */
const ENGLISH = { hello: 'Hello', farewell: 'Goodbye', menu: { open: 'Open' } };
const GERMAN = { hello: 'Hallo', farewell: 'Auf Wiedersehen', menu: { open: 'Öffnen' } };
const WITHOUT_FAREWELL = { hello: 'Hello', menu: { open: 'Open' } };
const ACT = { prune: 'remove', 'prune-after': '0', 'prune-max': '100%' };

/** Runs twice as `ACT`; farewell (the control) is retired by the first, removed by the second. */
async function twoRuns(s: Scenario): Promise<void> {
  const first = await run(s, ACT);
  expect(rowOf(first.summary, 'farewell'), first.summary).toContain('retired');
  expect(retiredOn(s.revision, (await englishKeys(s)).get('farewell'))).toBe(true);
  const second = await run(s, ACT);
  expect(second.outputs['keys-removed'], second.summary).toBe('1');
  expect((await englishKeys(s)).has('farewell')).toBe(false);
}

/** The key is on the service as it was: not removed, not marked retired. */
async function untouched(s: Scenario, key: string): Promise<void> {
  const item = (await englishKeys(s)).get(key);
  expect(item, `${key} was removed`).toBeDefined();
  expect(retiredOn(s.revision, item), `${key} was marked retired`).toBe(false);
}

describe('removed keys act only on proof from the repository (issue 25)', () => {
  it('never retires a key made on the service, nor the key a record names without its path ever being in the repository', async ({
    startScenario,
  }) => {
    const s = await syncedProject(startScenario, '1.0.9.3', ENGLISH, GERMAN);
    const head = git(s.fixture.origin, 'rev-parse', 'main');
    const fresh = (path: string[], name: string) => ({
      path,
      name,
      removedAt: '2020-01-01T00:00:00Z',
      lastHadIn: head,
      goneIn: head,
    });
    forgeState(s, [fresh(['web_only'], 'web_only'), fresh(['gone', 'key'], 'hello')]);
    await commitAt(s, { 'locales/en.json': english(WITHOUT_FAREWELL) }, 0);
    await twoRuns(s);
    await untouched(s, 'web_only');
    await untouched(s, 'hello');
  });

  it('never removes a key whose proving commit is not an ancestor of HEAD (another branch of origin)', async ({
    startScenario,
  }) => {
    const s = await syncedProject(startScenario, '1.0.9.3', ENGLISH, GERMAN);
    git(s.fixture.author, 'checkout', '-q', '-b', 'other');
    const elsewhere = await commitAt(
      s,
      { 'locales/en.json': english({ ...ENGLISH, web_only: 'Only on the web' }) },
      0,
      'other',
    );
    git(s.fixture.author, 'checkout', '-q', 'main');
    forgeState(s, [retiredRecord(['web_only'], 'web_only', elsewhere)]);
    await commitAt(s, { 'locales/en.json': english(WITHOUT_FAREWELL) }, 0);
    await twoRuns(s);
    await untouched(s, 'web_only');
  });

  it('never removes a key HEAD has under another spelling that a forged record names (menu::open, once flat, nested again)', async ({
    startScenario,
  }) => {
    const s = await syncedProject(startScenario, '1.0.9.3', ENGLISH, GERMAN);
    const flat = await commitAt(
      s,
      { 'locales/en.json': english({ hello: 'Hello', farewell: 'Goodbye', 'menu::open': 'Open' }) },
      0,
    );
    await commitAt(s, { 'locales/en.json': english(WITHOUT_FAREWELL) }, 0);
    forgeState(s, [retiredRecord(['menu::open'], 'menu::open', flat)]);
    await twoRuns(s);
    await untouched(s, 'menu::open');
  });

  it('derives a record’s service name from its path: a record naming hello for the path x\\u0004hello leaves hello alone', async ({
    startScenario,
  }) => {
    const s = await syncedProject(startScenario, '1.0.9.3', ENGLISH, GERMAN);
    const had = await commitAt(
      s,
      { 'locales/en.json': english({ ...ENGLISH, 'x\u0004hello': 'Hello' }) },
      0,
    );
    await commitAt(s, { 'locales/en.json': english(WITHOUT_FAREWELL) }, 0);
    forgeState(s, [retiredRecord(['x\u0004hello'], 'hello', had)]);
    await twoRuns(s);
    await untouched(s, 'hello');
  });

  it('never un-hides a key a person hid that a forged state says this action hid (1.0.9.2), and still un-hides its own', async ({
    startScenario,
  }) => {
    const s = await syncedProject(startScenario, '1.0.9.2', ENGLISH, GERMAN);
    const head = git(s.fixture.origin, 'rev-parse', 'main');
    await s.service.string.set({ id: s.projectId, data: [{ key: 'hello', hidden: 1 }] });
    await commitAt(s, { 'locales/en.json': english(WITHOUT_FAREWELL) }, 0);
    await run(s, { prune: 'retire' });
    expect(retiredOn('1.0.9.2', (await englishKeys(s)).get('farewell'))).toBe(true);
    await commitAt(s, { 'locales/en.json': english(ENGLISH) }, 0);
    forgeState(s, [retiredRecord(['hello'], 'hello', head)]);
    const back = await run(s, { prune: 'retire' });
    expect(rowOf(back.summary, 'farewell')).toContain('back in the repository: un-retired');
    const keys = await englishKeys(s);
    expect(keys.get('farewell')?.isHidden).toBe(false);
    expect(keys.get('hello')?.isHidden, 'a key a person hid was shown again').toBe(true);
  });

  it('keeps a key rewritten from nested to flat ({"menu":{"open"}} to {"menu::open"}): nothing retired or removed over runs', async ({
    startScenario,
  }) => {
    const s = await syncedProject(startScenario, '1.0.9.3', ENGLISH, GERMAN);
    await commitAt(s, { 'locales/en.json': english({ hello: 'Hello', 'menu::open': 'Open' }) }, 0);
    await twoRuns(s);
    await untouched(s, 'menu::open');
  });

  it('counts prune-after from when the action first saw the key gone, not from a back-dated commit', async ({
    startScenario,
  }) => {
    const s = await syncedProject(startScenario, '1.0.9.3', ENGLISH, GERMAN);
    await commitAt(s, { 'locales/en.json': english(WITHOUT_FAREWELL) }, 40);
    const waiting = { prune: 'remove', 'prune-after': '30d' };
    await run(s, waiting);
    expect(retiredOn('1.0.9.3', (await englishKeys(s)).get('farewell'))).toBe(true);
    const early = await run(s, waiting);
    expect(early.outputs['keys-removed']).toBe('0');
    expect((await englishKeys(s)).has('farewell')).toBe(true);
    const removed = await run(s, { prune: 'remove', 'prune-after': '0' });
    expect(removed.outputs['keys-removed']).toBe('1');
  });

  it('looks at a bounded share of a state of 25,000 records over 3,000 commits, says so, and goes on', async ({
    startScenario,
  }) => {
    const s = await syncedProject(startScenario, '1.0.9.3', ENGLISH, GERMAN);
    const commits = Array.from({ length: 3000 }, (_, i) => i.toString(16).padStart(40, 'a'));
    forgeState(
      s,
      Array.from({ length: 25_000 }, (_, i) =>
        retiredRecord([`k${i}`], `k${i}`, commits[i % commits.length] ?? ''),
      ),
    );
    await commitAt(s, { 'locales/en.json': english(WITHOUT_FAREWELL) }, 0);
    const from = s.emulator.calls.length;
    // No stall (the test's time limit), and a bounded cost: the calls below.
    const result = await run(s, ACT);
    expect(rowOf(result.summary, 'farewell')).toContain('retired');
    const said = (words: string) => result.stdout.split('\n').filter((l) => l.includes(words));
    expect(said('one run looks at'), result.stdout).toEqual([
      'Removed keys: 25001 keys to follow, more than the 1000 one run looks at; the other 24001 are dropped, not acted on',
    ]);
    expect(said('commits one run reads')).toHaveLength(1);
    // Only proven records are looked up on the service: the one key truly removed.
    expect(s.calls('string/list', from).length).toBeLessThanOrEqual(3);
    expect(annotations(result.stdout, 'error')).toEqual([]);
  });
});
