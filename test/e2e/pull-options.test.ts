import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

async function withGerman(
  start: Starter<ScenarioOptions, Scenario>,
  inputs: Record<string, string> = {},
) {
  const s = await start({
    files: { 'locales/en.json': '{"hello":"Hello"}' },
    languages: ['de'],
    inputs: { mode: 'pull', ...inputs },
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'en',
    file: jsonFile('en.json', { hello: 'Hello' }),
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'de',
    file: jsonFile('de.json', { hello: 'Hallo' }),
  });
  return s;
}

describe('pull options', () => {
  it('applies title, body, labels, reviewers, team reviewers, assignees and draft to the pull request', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, {
      'pr-title': 'Translations from the service',
      'pr-body': 'Please review.',
      'pr-labels': 'l10n, automated',
      'pr-reviewers': 'alice',
      'pr-team-reviewers': 'translators',
      'pr-assignees': 'bob',
      'pr-draft': 'true',
    });
    const run = await s.run();
    expect(run.code).toBe(0);
    const [pr] = s.github.pulls;
    expect(pr).toMatchObject({
      title: 'Translations from the service',
      body: 'Please review.',
      draft: true,
    });
    expect(pr?.labels.map((l) => l.name).sort()).toEqual(['automated', 'l10n']);
    expect(pr?.requested_reviewers.map((u) => u.login)).toEqual(['alice']);
    expect(pr?.requested_teams.map((t) => t.slug)).toEqual(['translators']);
    expect(pr?.assignees.map((u) => u.login)).toEqual(['bob']);
  });

  it('applies pr-draft to a pull request that is already open', async ({ startScenario }) => {
    const s = await withGerman(startScenario);
    expect((await s.run()).outputs['pull-request-operation']).toBe('created');
    expect(s.github.pulls[0]?.draft).toBe(false);

    const run = await s.run({ 'pr-draft': 'true', 'pr-title': 'Translations, for later' });
    expect(run.code).toBe(0);
    expect(s.github.pulls[0]).toMatchObject({ draft: true, title: 'Translations, for later' });
  });

  it('sends the export options in the revision names and only the languages asked for', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, {
      filter: 'translated',
      'export-sort': 'a_z',
      'export-params': 'yaml_include_root: 1',
    });
    await s.service.language.add({ id: s.projectId, iso: ['fr'] });
    await s.run({ 'pull-languages': 'de' });
    const [call] = s.calls('project/export');
    expect(call?.params).toMatchObject({
      type: 'json',
      bundle_structure: 'locales/%LANG_ISO%.json',
      langs: '["de"]',
      filter: '["translated"]',
      export_sort: 'a_z',
      yaml_include_root: '1',
    });
  });

  it('runs post-pull-command before committing; a failing command stops the run', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, { 'pull-target': 'branch' });
    // A formatter that also touches the base language, which this pull does not propose.
    const run = await s.run({
      'post-pull-command': "sed -i 's/Hallo/HALLO/' locales/de.json && echo ' ' >> locales/en.json",
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(git(s.fixture.origin, 'show', 'l10n-sync/main:locales/de.json'))).toEqual({
      hello: 'HALLO',
    });
    expect(git(s.fixture.origin, 'diff', '--name-only', 'main', 'l10n-sync/main')).toBe(
      'locales/de.json',
    );
    expect(run.outputs['changed-languages']).toBe('["de"]');

    const failed = await s.run({ 'post-pull-command': 'exit 3', branch: 'other' });
    expect(failed.code).toBe(1);
    expect(annotations(failed.stdout, 'error')).toEqual([
      'post-pull-command failed with exit code 3; nothing was committed',
    ]);
    expect(git(s.fixture.origin, 'branch', '--list', 'other')).toBe('');
  });

  it('with use-original, files land where push uploaded them from (import-filename: path)', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'app/i18n/en/messages.json': '{"hello":"Hello"}' },
      languages: ['de'],
      inputs: {
        files: 'app/i18n/%LANG_ISO%/messages.json',
        'use-original': 'true',
        'pull-target': 'branch',
      },
    });
    await s.run({ mode: 'push' });
    await s.service.string.set({
      id: s.projectId,
      data: [{ key: 'hello', translations: { de: 'Hallo' } }],
    });
    const run = await s.run({ mode: 'pull' });
    expect(run.code).toBe(0);
    expect(s.calls('project/export')[0]?.params).toMatchObject({ use_original: '1' });
    expect(
      JSON.parse(git(s.fixture.origin, 'show', 'l10n-sync/main:app/i18n/de/messages.json')),
    ).toEqual({
      hello: 'Hallo',
    });
  });

  it('says clearly when the download is not a zip', async ({ startScenario }) => {
    const s = await withGerman(startScenario);
    s.emulator.faults.add({ endpoint: 'download', kind: 'html' });
    const run = await s.run();
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')[0]).toMatch(
      /the download from http:\/\/127\.0\.0\.1:\d+\/download\/files\/export\/.+ is not a zip file/,
    );
  });
});
