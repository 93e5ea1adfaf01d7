import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import type { Scenario } from '../support/scenario.ts';

/**
 * mode: check (README.md, "Checks and gates"): a read-only check of a developer's pull request:
 * whether the keys it adds or rewords are on the service and translated there, with `fail-on` as
 * its gate.
 */
const EN = '{\n  "hello": "Hello"\n}\n';
const CHANGED = '{\n  "hello": "Hello",\n  "known": "Known",\n  "fresh": "Fresh"\n}\n';

/**
 * main synced in German and French; the service already has `known` (German only); a pull
 * request adds `known` and `fresh` to en.json. The run's checkout is the pull request's merge
 * commit, depth 1, as actions/checkout makes it.
 */
async function pullRequest(
  s: Scenario,
): Promise<{ workspace: string; env: Record<string, string> }> {
  expect((await s.run({ mode: 'push' })).code).toBe(0);
  await s.service.string.set({
    id: s.projectId,
    data: [{ key: 'known', platform_mask: 4, translations: { en: 'Known', de: 'Bekannt' } }],
  });
  await s.fixture.pullRequest(7, { 'locales/en.json': CHANGED });
  const workspace = await s.fixture.checkoutRef('refs/pull/7/merge');
  const env = {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_REF_NAME: '7/merge',
    GITHUB_HEAD_REF: 'feature-7',
    GITHUB_BASE_REF: 'main',
  };
  return { workspace, env };
}

describe.each(['1.0.9.3', '1.0.9.2'] as const)('mode: check on %s', (revision) => {
  it('reports each key of the pull request per language, annotates the one the service lacks, and writes nothing', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      revision,
      files: { 'locales/en.json': EN },
      languages: ['de', 'fr'],
    });
    const { workspace, env } = await pullRequest(s);
    const store = JSON.stringify(s.emulator.store.snapshot().projects);
    const refs = git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)');
    const mark = s.emulator.calls.length;
    // A read-only token is enough.
    const run = await s.run(
      { mode: 'check', 'api-token': s.emulator.tokens.readOnly, 'github-token': '' },
      env,
      { workspace },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['missing-translations'] ?? '')).toEqual({
      de: 1,
      fr: 2,
      keys: 1,
    });
    expect(run.summary).toContain('| `known` | `locales/en.json` | added | yes | ✓ | ✗ |');
    expect(run.summary).toContain('| `fresh` | `locales/en.json` | added | **no** | — | — |');
    expect(annotations(run.stdout, 'warning')).toContain(
      `fresh is not on the service (project ${s.projectId})`,
    );
    // On the line of `fresh` in the base file.
    expect(run.stdout).toMatch(/::warning file=locales\/en\.json,line=4::fresh is not/);
    const endpoints = s.emulator.calls.slice(mark).map((c) => c.endpoint);
    expect(new Set(endpoints)).toEqual(new Set(['language/list', 'string/list']));
    expect(JSON.stringify(s.emulator.store.snapshot().projects)).toBe(store);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname) %(objectname)')).toBe(refs);
    expect(s.github.pulls).toEqual([]);
  });

  it('fails as fail-on says: never with none, on the key the service lacks, on the languages without a text', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      revision,
      files: { 'locales/en.json': EN },
      languages: ['de', 'fr'],
    });
    const { workspace, env } = await pullRequest(s);
    const check = (failOn: string) =>
      s.run({ mode: 'check', 'fail-on': failOn }, env, { workspace });
    expect((await check('none')).code).toBe(0);
    const keys = await check('missing-keys');
    expect(keys.code).toBe(1);
    expect(annotations(keys.stdout, 'error')).toEqual([
      '1 key of this change is not on the service: fresh',
    ]);
    const translations = await check('missing-translations');
    expect(translations.code).toBe(1);
    expect(annotations(translations.stdout, 'error')).toEqual([
      '2 keys of this change lack translations in de, fr: known, fresh',
    ]);
  });
});

describe('require-completion', () => {
  it('fails the run after the pull when a language is below its figure, and passes when none is', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'locales/en.json': '{\n  "a": "A",\n  "b": "B"\n}\n' },
      languages: ['de', 'fr'],
      inputs: { mode: 'sync', 'pull-target': 'pull-request' },
    });
    await s.service.string.set({
      id: s.projectId,
      data: [{ key: 'a', platform_mask: 4, translations: { en: 'A', de: 'A-de', fr: 'A-fr' } }],
    });
    // German has 1 of 2 (50 %), French 1 of 2 too.
    const below = await s.run({ 'require-completion': 'de=100, *=40' });
    expect(below.code).toBe(1);
    expect(annotations(below.stdout, 'error')).toEqual([
      'Below require-completion: de 50% (requires 100%)',
    ]);
    // The pull request is still opened.
    expect(below.outputs['pull-request-operation']).toBe('created');
    const passing = await s.run({ 'require-completion': 'de=50, fr=50' });
    expect(passing.code, passing.stdout).toBe(0);
    // mode: check measures it too: a release gate on a tag's build, whose checkout has no branch.
    const checked = await s.run(
      { mode: 'check', 'require-completion': '*=60' },
      { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.0', GITHUB_REF: 'refs/tags/v1.0' },
      { onStart: (workspace) => git(workspace, 'checkout', '-q', '--detach') },
    );
    expect(checked.code, checked.stdout).toBe(1);
    expect(annotations(checked.stdout, 'error')).toEqual([
      'Below require-completion: de 50% (requires 60%), fr 50% (requires 60%)',
    ]);
  });

  it('refuses a value that does not parse, or a language the project lacks, before any write', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'locales/en.json': EN },
      languages: ['de'],
      inputs: { mode: 'sync' },
    });
    const mark = s.emulator.calls.length;
    const bad = await s.run({ 'require-completion': 'de=120' });
    expect(bad.code).toBe(1);
    expect(annotations(bad.stdout, 'error')).toEqual([
      "Invalid require-completion: 'de=120' is not language=percent (0 to 100), as in 'de=100, fr=90, *=80'",
    ]);
    const lacking = await s.run({ 'require-completion': 'de=90, ja=80' });
    expect(lacking.code).toBe(1);
    expect(annotations(lacking.stdout, 'error')).toEqual([
      "Invalid require-completion: the project has no language 'ja'",
    ]);
    expect(s.emulator.calls.slice(mark).map((c) => c.endpoint)).toEqual(['language/list']);
  });
});
