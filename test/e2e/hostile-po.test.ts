import { readFileSync } from 'node:fs';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import type { Starter } from '../support/fixtures.ts';
import type { ScenarioOptions } from '../support/scenario.ts';

/**
 * A repository's `.po` file is not trusted (issue 37): whoever may push to it can make a line of
 * white space alone, or a header that states any number of plural forms. The pull reads it to
 * edit the service's texts into it; neither may hang the run or size its memory. django-allauth's
 * real German catalogue (test/fixtures/SOURCE.md), with the hostile part added.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/gettext/${name}`, import.meta.url), 'utf8');
const EN = fixture('en.po');
const DE = fixture('de.po');
const PATH = 'locale/de/LC_MESSAGES/django.po';
const INACTIVE = 'This account is currently inactive.';
const INACTIVE_DE = 'msgstr "Dieses Konto ist derzeit inaktiv."';
const REWORDED = 'Dieses Konto ist zurzeit nicht aktiv.';

/** A run of the service's reworded text into a repository whose German catalogue is `de`. */
async function pullInto(start: Starter<ScenarioOptions, Scenario>, de: string) {
  expect(DE).toContain(INACTIVE_DE);
  const s = await start({
    files: { 'locale/en/LC_MESSAGES/django.po': EN, [PATH]: de },
    languages: ['de'],
    inputs: {
      mode: 'sync',
      files: 'locale/%LANG_ISO%/LC_MESSAGES/django.po',
      'pull-target': 'branch',
    },
  });
  const first = await s.run();
  expect(first.code, first.stdout).toBe(0);
  await s.service.string.set({
    id: s.projectId,
    data: [{ key: INACTIVE, translations: { de: REWORDED } }],
  });
  const run = await s.run();
  expect(run.code, run.stdout).toBe(0);
  return { s, run, pulled: git(s.fixture.origin, 'show', `l10n-sync/main:${PATH}`) };
}

describe('a hostile .po file in the repository', () => {
  it('with a line of 400,000 spaces is edited in place, the line kept, as the file without it', async ({
    startScenario,
  }) => {
    const spaces = ' '.repeat(400_000);
    const de = DE.replace(INACTIVE_DE, `${INACTIVE_DE}\n${spaces}`);
    const hostile = await pullInto(startScenario, de);
    expect(hostile.pulled).toContain(`msgstr "${REWORDED}"\n${spaces}\n`);
    // The control: the same pull into the catalogue as it is, which the hostile one matches but
    // for its line of spaces.
    const ordinary = await pullInto(startScenario, DE);
    expect(ordinary.pulled).toContain(`msgstr "${REWORDED}"`);
    expect(hostile.pulled.replace(`\n${spaces}`, '')).toBe(ordinary.pulled);
  });

  it('stating nplurals=300000000 is read without its header, with one warning naming the file', async ({
    startScenario,
  }) => {
    const de = DE.replace('nplurals=2;', 'nplurals=300000000;');
    expect(de).not.toBe(DE);
    const { run, pulled } = await pullInto(startScenario, de);
    expect(annotations(run.stdout, 'warning')).toContainEqual(
      expect.stringContaining(
        `${PATH}: the header's Plural-Forms states nplurals=300000000, more forms than any language has`,
      ),
    );
    expect(pulled).toContain(`msgstr "${REWORDED}"`);
  });
});
