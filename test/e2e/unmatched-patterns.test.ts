import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { setByKey, type Scenario } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A first sync whose pattern matches nothing fails closed (issue 26): a misspelt folder must not
 * mark the repository synced, nor leave a branch of empty files behind.
 */

const FILES = {
  'locales/en.json': JSON.stringify({ title: 'Title', save: 'Save' }, null, 2) + '\n',
  'locales/de.json': JSON.stringify({ title: 'Titel' }, null, 2) + '\n',
  'README.md': '# App\n',
};
const BRANCH = 'l10n-sync/main';

/** The branches and l10n-sync refs on origin, besides main. */
function refsBesidesMain(s: Scenario): string[] {
  return git(s.fixture.origin, 'for-each-ref', '--format=%(refname)')
    .split('\n')
    .filter((ref) => ref !== '' && ref !== 'refs/heads/main');
}

describe('a first sync whose pattern matches no file', () => {
  it('fails with one line naming the pattern and what it found, and writes nothing', async ({
    startScenario,
  }) => {
    const s = await startScenario({ files: FILES, languages: ['de'], inputs: { mode: 'sync' } });
    const typo = await s.run({ files: 'locale/%LANG_ISO%.json' });
    expect(typo.code).toBe(1);
    expect(annotations(typo.stdout, 'error')).toEqual([
      "files: 'locale/%LANG_ISO%.json' matches no file; found locales/de.json, locales/en.json; a first sync uploads nothing until every pattern matches",
    ]);
    expect(s.calls('project/import')).toEqual([]);
    expect(s.syncRef()).toBeUndefined();
    expect(refsBesidesMain(s)).toEqual([]);
    expect(s.github.pulls).toEqual([]);

    // The control: spelt right, the same repository syncs.
    const right = await s.run({ files: 'locales/%LANG_ISO%.json' });
    expect(right.code).toBe(0);
    expect(s.calls('project/import').map((c) => c.params['lang_iso'])).toEqual(['en']);
    expect(setByKey(s.calls('string/set')).map((text) => text.split(' ')[0])).toContain('de');
    expect(s.syncRef()).toBe(git(s.fixture.origin, 'rev-parse', 'main'));
  });

  it('fails when one of several patterns matches nothing, naming that one only', async ({
    startScenario,
  }) => {
    const s = await startScenario({ files: FILES, languages: ['de'] });
    const run = await s.run({ files: 'locales/%LANG_ISO%.json\nhelp/%LANG_ISO%/faq.yml' });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      "files: 'help/%LANG_ISO%/faq.yml' matches no file; no .yml file in the repository; a first sync uploads nothing until every pattern matches",
    ]);
    expect(s.calls('project/import')).toEqual([]);
    expect(s.syncRef()).toBeUndefined();
    expect(refsBesidesMain(s)).toEqual([]);
    expect(s.github.openPulls(BRANCH)).toEqual([]);
  });
});
