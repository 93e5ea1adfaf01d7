import type { Revision } from '../../src/api/index.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

/** Progress per language from one string/list call, and min-completion (issue 14, parts 1–2). */

const EN = { a: 'A', b: 'B', c: 'C' };

/** German complete, French one key of three. */
async function project(
  start: Starter<ScenarioOptions, Scenario>,
  revision: Revision,
  inputs: Record<string, string> = {},
) {
  const s = await start({
    revision,
    files: { 'locales/en.json': JSON.stringify(EN) },
    languages: ['de', 'fr'],
    inputs: { mode: 'pull', ...inputs },
  });
  const id = s.projectId;
  await s.service.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', EN) });
  await s.service.project.import({
    id,
    lang_iso: 'de',
    file: jsonFile('de.json', { a: 'A-de', b: 'B-de', c: 'C-de' }),
  });
  await s.service.project.import({ id, lang_iso: 'fr', file: jsonFile('fr.json', { a: 'A-fr' }) });
  return s;
}

describe.each(['1.0.9.3', '1.0.9.2'] as const)('translation progress on %s', (revision) => {
  it('is an output with one decimal, a table in the summary and in the pull request', async ({
    startScenario,
  }) => {
    const s = await project(startScenario, revision);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.outputs['completion']).toBe('{"de": 100.0, "fr": 33.3}');
    expect(JSON.parse(run.outputs['completion'] ?? '')).toEqual({ de: 100, fr: 33.3 });
    // One read of every language; the base language's alone is read too (branch-keys.ts).
    expect(s.calls('string/list').filter((c) => c.params['langs'] === undefined)).toHaveLength(1);
    const row = '| fr | ███░░░░░░░ 33.3% | 1 | 0 |';
    expect(run.summary).toContain(row);
    expect(s.github.pulls[0]?.body).toContain(row);
    expect(s.github.pulls[0]?.body).toContain('| de | ██████████ 100.0% | 3 | 0 |');
  });
});

describe('min-completion', () => {
  it('leaves the languages below it as they are, and says which with their percentage', async ({
    startScenario,
  }) => {
    const s = await project(startScenario, '1.0.9.3', { 'min-completion': '50' });
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.outputs['changed-languages']).toBe('["de"]');
    expect(
      git(s.fixture.origin, 'diff', '--name-only', 'main', 'l10n-sync/main').split('\n'),
    ).toEqual(['locales/de.json']);
    expect(run.stdout).toContain('Not pulled, below min-completion 50%: fr (33.3%)');
    expect(run.summary).toContain('33.3% (below min-completion: not pulled)');
  });

  it('is a percentage from 0 to 100', async ({ startScenario }) => {
    const s = await project(startScenario, '1.0.9.3');
    const run = await s.run({ 'min-completion': '120' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "::error::Invalid min-completion: expected a percentage from 0 to 100, got '120'",
    );
  });
});

describe('pr-auto-merge', () => {
  it('enables auto-merge with the method given, through GraphQL', async ({ startScenario }) => {
    const s = await project(startScenario, '1.0.9.3', { 'pr-auto-merge': 'squash' });
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(s.github.pulls[0]?.auto_merge).toEqual({ merge_method: 'squash' });
    expect(run.stdout).toContain('Auto-merge (squash) is on for pull request #1');
  });
});
