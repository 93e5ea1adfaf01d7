import type { Revision } from '../../src/api/index.ts';
import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

/** Quality checks of the pulled translations (issue 14, part 3), through dist/index.js. */

const EN = {
  greeting: 'Hello %1$s, you have %2$d new messages',
  files: '{count, plural, one {# file} other {# files}}',
  terms: 'Accept the <a href="/terms">Terms</a>',
  label: 'Name: ',
};

/** German drops a printf argument; French breaks the ICU plural; Italian is faithful. */
async function project(
  start: Starter<ScenarioOptions, Scenario>,
  revision: Revision,
  inputs: Record<string, string> = {},
) {
  const s = await start({
    revision,
    files: { 'locales/en.json': JSON.stringify(EN) },
    languages: ['de', 'fr', 'it'],
    inputs: { mode: 'pull', ...inputs },
  });
  const id = s.projectId;
  const put = (lang: string, texts: Record<string, string>) =>
    s.service.project.import({ id, lang_iso: lang, file: jsonFile(`${lang}.json`, texts) });
  await put('en', EN);
  await put('de', {
    greeting: 'Hallo %1$s, du hast neue Nachrichten',
    files: '{count, plural, one {# Datei} other {# Dateien}}',
    terms: 'Akzeptiere die <a href="/agb">AGB</a>',
    label: 'Name: ',
  });
  await put('fr', {
    greeting: 'Bonjour %1$s, vous avez %2$d nouveaux messages',
    files: '{count, plural, one {# fichier} other {# fichiers}',
    terms: 'Acceptez les <a href="/cgu">CGU</a>',
    label: 'Nom :',
  });
  await put('it', {
    greeting: 'Ciao %1$s, hai %2$d nuovi messaggi',
    files: '{count, plural, one {# file} other {# file}}',
    terms: 'Accetta i <a href="/termini">Termini</a>',
    label: 'Nome: ',
  });
  return s;
}

/** The rows of the "Needs review" table in a pull request body or a summary. */
function reviewRows(markdown: string): string[] {
  const start = markdown.indexOf('**Needs review**');
  if (start === -1) return [];
  const table = markdown.slice(start).split('\n\n')[1] ?? '';
  return table.split('\n').slice(2).filter(Boolean);
}

describe.each(['1.0.9.3', '1.0.9.2'] as const)('qa: report on %s', (revision) => {
  it('lists the findings in the pull request and the summary, warns once per language, and passes', async ({
    startScenario,
  }) => {
    const s = await project(startScenario, revision);
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.outputs['qa-issues']).toBe('3');
    expect(annotations(run.stdout, 'warning')).toEqual([
      'de: 1 translation needs review (placeholders 1); see "Needs review" in the job summary',
      'fr: 2 translations need review (ICU 1, space 1); see "Needs review" in the job summary',
    ]);
    const body = s.github.pulls[0]?.body ?? '';
    const germanRow =
      '| de | `greeting` | printf: missing %2$d | `Hello %1$s, you have %2$d new messages` | `Hallo %1$s, du hast neue Nachrichten` |';
    for (const text of [body, run.summary]) {
      expect(text).toContain('**Needs review**');
      expect(text).toContain(germanRow);
      expect(text).toContain(
        '| fr | `files` | ICU message does not parse: expect argument closing brace (character 1) |',
      );
      expect(text).toContain(
        '| fr | `label` | trailing space: 1 space in the base, none in the translation | `Name:·` | `Nom :` |',
      );
      expect(reviewRows(text).map((row) => row.split(' | ')[0])).toEqual(['| de', '| fr', '| fr']);
    }
  });
});

describe('qa', () => {
  it('fail: updates the pull request first, then fails the run with one line', async ({
    startScenario,
  }) => {
    const s = await project(startScenario, '1.0.9.3', { qa: 'fail' });
    const run = await s.run();
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      '3 pulled translations need review (qa: fail); see "Needs review" in the job summary and the pull request',
    ]);
    expect(run.outputs['pull-request-operation']).toBe('created');
    expect(run.outputs['qa-issues']).toBe('3');
    expect(s.github.pulls).toHaveLength(1);
    expect(s.github.pulls[0]?.body).toContain('**Needs review**');
  });

  it('checks only the languages the pull writes', async ({ startScenario }) => {
    const s = await project(startScenario, '1.0.9.3', { 'pull-languages': 'it,de' });
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.outputs['qa-issues']).toBe('1');
    expect(annotations(run.stdout, 'warning')).toHaveLength(1);
    expect(reviewRows(run.summary).map((row) => row.split(' | ').slice(0, 2))).toEqual([
      ['| de', '`greeting`'],
    ]);
  });

  it('off: no checks, no section, and an empty qa-issues', async ({ startScenario }) => {
    const s = await project(startScenario, '1.0.9.3', { qa: 'off' });
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.outputs['qa-issues']).toBe('');
    expect(annotations(run.stdout, 'warning')).toEqual([]);
    expect(s.github.pulls[0]?.body).not.toContain('Needs review');
  });

  it('is report, fail or off', async ({ startScenario }) => {
    const s = await project(startScenario, '1.0.9.3');
    const run = await s.run({ qa: 'strict' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "::error::Invalid qa: expected one of report, fail, off, got 'strict'",
    );
  });
});
