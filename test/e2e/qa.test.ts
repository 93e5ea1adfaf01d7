import { randomBytes } from 'node:crypto';
import type { Revision } from '../../src/api/index.ts';
import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
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

/**
 * Translations built to make a backtracking expression take quadratic time (issue 19, item 4):
 * `%` and a million zeros took over an hour to check; a run of spaces before a letter, minutes.
 */
describe('qa on hostile translations', () => {
  const MEGABYTE = 1_000_000;
  /** Just under the checks' cap (65,536 characters): read in full, so each check's worst input. */
  const LONG = 65_000;

  it('checks a pull whose texts are a megabyte of printf flags or spaces, and finishes', async ({
    startScenario,
  }) => {
    // Text that does not compress, so that the bundle stays within the extraction budget's 200×
    // ratio: a megabyte of zeros alone would be refused as a zip bomb before anything is checked.
    const noise = randomBytes(24_000).toString('base64');
    const en = { price: 'Price: %d', name: 'Name', total: 'Total: %d', label: 'Label', noise };
    const s = await startScenario({
      files: { 'locales/en.json': JSON.stringify(en) },
      languages: ['de'],
      inputs: { mode: 'pull' },
    });
    const put = (lang: string, texts: Record<string, string>) =>
      s.service.project.import({
        id: s.projectId,
        lang_iso: lang,
        file: jsonFile(`${lang}.json`, texts),
      });
    await put('en', en);
    await put('de', {
      price: `%${'0'.repeat(MEGABYTE)}`,
      name: `${' '.repeat(MEGABYTE)}x`,
      total: `Summe: %${'0'.repeat(LONG)}d`,
      label: `${' \n'.repeat(LONG / 2)}Etikett`,
      noise,
    });
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(run.outputs['qa-issues']).toBe('4');
    expect(annotations(run.stdout, 'warning')).toEqual([
      'de: 4 translations need review (space 1, too long 2, placeholders 1); see "Needs review" in the job summary',
    ]);
    // As GitHub renders it: the empty comments that keep long hex runs from linking show nothing.
    const rows = reviewRows(run.summary.replaceAll('<!-- -->', '')).map((row) =>
      row.split(' | ').slice(1, 3),
    );
    expect(rows).toEqual([
      [
        '`label`',
        `leading space: none in the base, ${LONG / 2} spaces and ${LONG / 2} line breaks in the translation<br>line breaks: 0 in the base, ${LONG / 2} in the translation`,
      ],
      [
        '`name`',
        'too long to check: 1,000,001 characters in the translation, the checks read at most 65,536',
      ],
      [
        '`price`',
        'too long to check: 1,000,001 characters in the translation, the checks read at most 65,536',
      ],
      ['`total`', 'printf: missing %d; not in the base %0000000000000000000…0000000000000000000d'],
    ]);
    // The texts themselves are pulled as they are: the checks only read them.
    const size = git(s.fixture.origin, 'cat-file', '-s', 'l10n-sync/main:locales/de.json');
    expect(Number(size)).toBeGreaterThan(2 * MEGABYTE);
  });
});
