import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { READS } from '../support/format-lists.ts';

/**
 * A placeholder that spells two of the project's languages alike would put both in one file,
 * each sync overwriting the other. The run stops before its first write and says which pair of
 * language-map settles it; with that pair, the same layout syncs.
 */
describe('a layout whose placeholder spells two languages alike', () => {
  it('stops before any write, naming the placeholder, and syncs once language-map settles it', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'config/locales/en.yml': 'en:\n  hello: Hello\n',
        'config/locales/pt.yml': 'pt:\n  hello: Olá\n',
      },
      languages: ['pt', 'pt_BR'],
      inputs: { mode: 'sync', files: 'config/locales/%TWO_LETTERS_CODE%.yml' },
    });
    const refused = await s.run();
    expect(refused.code).toBe(1);
    expect(annotations(refused.stdout, 'error')).toEqual([
      "files: %TWO_LETTERS_CODE% in 'config/locales/%TWO_LETTERS_CODE%.yml' spells both 'pt' and 'pt_BR' as 'pt'; add a language-map pair for one of them",
    ]);
    expect(s.calls('project/import')).toEqual([]);
    expect(s.syncRef()).toBeUndefined();

    const settled = await s.run({ 'language-map': 'pt-BR=pt_BR' });
    expect(settled.code, settled.stdout).toBe(0);
    expect(s.calls('project/import').length).toBeGreaterThan(0);
  });
});

describe('a typo in base-branch', () => {
  it('is an input problem named before anything is written: no import, no ref', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'locales/en.json': '{"hello": "Hello"}\n' },
      languages: ['de'],
      inputs: { mode: 'sync', 'pull-target': 'pull-request' },
    });
    const refs = git(s.fixture.origin, 'for-each-ref', '--format=%(refname)');
    const run = await s.run({ 'base-branch': 'mian' });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      "Invalid base-branch: 'mian' is not a branch on origin; set base-branch to the branch the translations should go into",
    ]);
    expect(s.calls('project/import')).toEqual([]);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)')).toBe(refs);
  });
});

describe('a format the action has no reader for', () => {
  it('is an input problem before the first request, naming the formats it reads', async ({
    startScenario,
  }) => {
    const s = await startScenario({ files: { 'locales/en.json': '{"hello": "Hello"}\n' } });
    const mark = s.emulator.calls.length;
    const run = await s.run({ format: 'csv' });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      `Invalid format: 'csv' is no format the action reads (it reads ${READS})`,
    ]);
    expect(s.emulator.calls.slice(mark)).toEqual([]);
  });
});

describe('a file group whose source has a typo', () => {
  it('is an input problem before anything is written, though its translation pattern matches', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'res/values/strings.xml': '<resources><string name="a">A</string></resources>\n',
        'res/values-de/strings.xml': '<resources><string name="a">A-de</string></resources>\n',
      },
      languages: ['de'],
      inputs: {
        mode: 'push',
        files:
          '- source: res/valuse/strings.xml\n  translation: res/values-%ANDROID_CODE%/strings.xml',
      },
    });
    const refs = git(s.fixture.origin, 'for-each-ref', '--format=%(refname)');
    const run = await s.run();
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      "Invalid files: the group's source 'res/valuse/strings.xml' matches no file of the repository",
    ]);
    expect(s.calls('project/import')).toEqual([]);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)')).toBe(refs);
  });
});

describe('a file group whose translation pattern misses its sources’ translations', () => {
  it('is an input problem on a first sync, naming the source, the pattern and a missed file: nothing goes up, no ref moves', async ({
    startScenario,
  }) => {
    const i18n = (module: string) => `${module}/src/main/resources/i18n`;
    const files: Record<string, string> = {};
    for (const module of ['core', 'web']) {
      files[`${i18n(module)}/messages.properties`] = 'quit=Quit\n';
      files[`${i18n(module)}/messages_de.properties`] = 'quit=Beenden\n';
      files[`${i18n(module)}/messages_pt_BR.properties`] = 'quit=Sair\n';
    }
    const s = await startScenario({ files, languages: ['de', 'pt_BR'], inputs: { mode: 'sync' } });
    const refs = git(s.fixture.origin, 'for-each-ref', '--format=%(refname)');
    // The translations named in another folder than the sources': they match nothing.
    const run = await s.run({
      files:
        "- source: '**/src/main/resources/i18n/messages.properties'\n  translation: 'i18n/%ORIGINAL_PATH%/messages_%LOCALE_WITH_UNDERSCORE%.properties'",
    });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      `Invalid files: the group of source '**/src/main/resources/i18n/messages.properties' leaves translations behind: its translation 'i18n/%ORIGINAL_PATH%/messages_%LOCALE_WITH_UNDERSCORE%.properties' does not match ${i18n('core')}/messages_de.properties and 3 more, a translation of ${i18n('core')}/messages.properties; fix the pattern, or leave such files out with ignore or a !glob item (a first sync sends nothing until then)`,
    ]);
    expect(s.calls('project/import')).toEqual([]);
    expect(s.syncRef()).toBeUndefined();
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)')).toBe(refs);

    // Left out on purpose, they are no problem.
    const kept = await s.run({
      files:
        "- source: '**/src/main/resources/i18n/messages.properties'\n  translation: '%ORIGINAL_PATH%/messages_%LOCALE_WITH_UNDERSCORE%.properties'\n  ignore: ['web/**']",
    });
    expect(kept.code, kept.stdout).toBe(0);
  });
});
