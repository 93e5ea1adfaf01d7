import { git } from '../support/git-fixture.ts';
import { annotations } from '../support/action-runner.ts';
import { serviceTexts, setByKey, uploaded, type Scenario } from '../support/scenario.ts';
import { ITEM_SHAPES } from '../emulator/string-items.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/** No translation lost (README, "Left running"): the first sync and later edits bring the repository's texts. */

const EN = { title: 'Title', save: 'Save', cancel: 'Cancel' };
const DE = { title: 'Titel', save: 'Speichern', cancel: 'Abbrechen' };
const FR = { title: 'Titre' };
const BRANCH = 'l10n-sync/main';

/** A file as the translation branch on origin has it, parsed; undefined when absent. */
function onBranch(s: Scenario, path: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(git(s.fixture.origin, 'show', `${BRANCH}:${path}`)) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
}

describe.each(ITEM_SHAPES)('string/list items in the %s shape', (itemShape) => {
  it.override({ itemShape });

  describe.each(['1.0.9.3', '1.0.9.2'] as const)('first sync on %s', (revision) => {
    it('brings the repository’s translations to the service before pulling, and blanks none', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        revision,
        files: {
          'locales/en.json': JSON.stringify(EN, null, 2) + '\n',
          'locales/de.json': JSON.stringify(DE, null, 2) + '\n',
          'locales/fr.json': JSON.stringify(FR, null, 2) + '\n',
        },
        languages: ['de', 'fr'],
      });
      const run = await s.run({ mode: 'sync' });
      expect(run.code).toBe(0);
      // The base file by import (it makes the keys); the translations by key, in one call.
      const imports = s.calls('project/import');
      expect(imports.map((c) => `${c.params['lang_iso']} replace=${c.params['replace']}`)).toEqual([
        'en replace=1',
      ]);
      expect(s.calls('string/set').filter((c) => c.code === '200')).toHaveLength(1);
      expect(setByKey(s.calls('string/set'))).toEqual([
        'de cancel=Abbrechen',
        'de save=Speichern',
        'de title=Titel',
        'fr title=Titre',
      ]);
      expect(serviceTexts(s, 'de')).toEqual(DE);
      expect(serviceTexts(s, 'fr')).toEqual(FR);
      // Whatever the pull proposes, no text of the repository becomes empty.
      for (const [path, texts] of [
        ['locales/de.json', DE],
        ['locales/fr.json', FR],
      ] as const) {
        const proposed = onBranch(s, path);
        if (proposed === undefined) continue;
        for (const [key, text] of Object.entries(texts)) expect(proposed[key]).toBe(text);
      }
      // Paced: no call refused for the rate limit.
      expect(s.calls().filter((c) => c.code === '4048')).toEqual([]);
    });

    it('keeps the translations of a key added with them in one commit', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        revision,
        files: {
          'locales/en.json': JSON.stringify(EN, null, 2) + '\n',
          'locales/de.json': JSON.stringify(DE, null, 2) + '\n',
        },
        languages: ['de'],
      });
      expect((await s.run({ mode: 'sync' })).code).toBe(0);
      await s.fixture.commit({
        'locales/en.json': JSON.stringify({ ...EN, help: 'Help' }, null, 2) + '\n',
        'locales/de.json': JSON.stringify({ ...DE, help: 'Hilfe' }, null, 2) + '\n',
      });
      const mark = s.emulator.calls.length;
      const run = await s.run({ mode: 'sync' });
      expect(run.code).toBe(0);
      expect(uploaded(s.calls('project/import', mark))).toEqual([
        revision === '1.0.9.3' ? 'locales/en.json' : 'en.json',
      ]);
      expect(setByKey(s.calls('string/set', mark))).toEqual(['de help=Hilfe']);
      expect(serviceTexts(s, 'de')['help']).toBe('Hilfe');
      const proposed = onBranch(s, 'locales/de.json');
      if (proposed !== undefined) expect(proposed['help']).toBe('Hilfe');
    });
  });

  describe('the files patterns are part of the sync state', () => {
    it('uploads the files a new pattern matches on the next push, then only changes', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        files: {
          'locales/en.json': JSON.stringify(EN),
          'po/en.po':
            'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Quit"\nmsgstr "Quit"\n',
        },
      });
      expect((await s.run()).code).toBe(0);
      expect(uploaded(s.calls('project/import'))).toEqual(['locales/en.json']);
      const state = git(
        s.fixture.origin,
        'show',
        '-s',
        '--format=%B',
        `refs/l10n-sync-state/${s.projectId}/main`,
      );
      expect(state).toContain('"files":["locales/%LANG_ISO%.json"]');

      const both = { files: 'locales/%LANG_ISO%.json\npo/%LANG_ISO%.po' };
      let mark = s.emulator.calls.length;
      const added = await s.run(both);
      expect(added.code).toBe(0);
      expect(uploaded(s.calls('project/import', mark))).toEqual(['po/en.po']);
      expect(added.stdout).toContain('1 unchanged file newly matched (po/en.po)');

      mark = s.emulator.calls.length;
      const again = await s.run(both);
      expect(again.code).toBe(0);
      expect(s.calls('project/import', mark)).toEqual([]);
    });

    it('uploads a file again when language-map gives it another language', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        files: {
          'locales/en.json': JSON.stringify(EN),
          'locales/pt-BR.json': '{"title":"Título"}',
        },
        languages: ['pt_BR'],
      });
      expect((await s.run({ 'add-missing-languages': 'false' })).code).toBe(0);
      const mark = s.emulator.calls.length;
      const mapped = await s.run({ 'language-map': 'pt-BR=pt_BR' });
      expect(mapped.code).toBe(0);
      expect(setByKey(s.calls('string/set', mark))).toEqual(['pt_BR title=Título']);
      expect(serviceTexts(s, 'pt_BR')).toEqual({ title: 'Título' });
    });
  });

  describe('texts on both sides', () => {
    it('proposes the service’s text for one the repository changed since the last sync, and lists both', async ({
      startScenario,
    }) => {
      const s = await startScenario({
        files: {
          'locales/en.json': JSON.stringify(EN, null, 2) + '\n',
          'locales/de.json': JSON.stringify(DE, null, 2) + '\n',
        },
        languages: ['de'],
      });
      expect((await s.run({ mode: 'sync' })).code).toBe(0);
      // A translator changes the text on the service while a developer changes it in the repository.
      await s.service.project.import({
        id: s.projectId,
        lang_iso: 'de',
        file: { name: 'de.json', content: Buffer.from('{"save":"Sichern"}') },
        replace: true,
      });
      await s.fixture.commit({
        'locales/de.json': JSON.stringify({ ...DE, save: 'Speichern!' }, null, 2) + '\n',
      });
      const run = await s.run({ mode: 'sync' });
      expect(run.code).toBe(0);
      // The repository's edit went up with replace off: the service kept the translator's text.
      expect(serviceTexts(s, 'de')['save']).toBe('Sichern');
      expect(onBranch(s, 'locales/de.json')?.['save']).toBe('Sichern');
      const pr = s.github.pulls.at(-1);
      expect(pr?.body).toContain('**Changed on both sides**: 1 text the repository changed');
      expect(pr?.body).toContain('| de | `locales/de.json` | `save` | `Speichern!` | `Sichern` |');
      expect(run.stdout).toContain(
        '::warning::locales/de.json: the service has another text for 1 key the repository changed since the last sync (save)',
      );
    });

    it('keeps a repository text the service has empty, and says so', async ({ startScenario }) => {
      const s = await startScenario({
        files: {
          'locales/en.json': JSON.stringify(EN, null, 2) + '\n',
          'locales/de.json': JSON.stringify(DE, null, 2) + '\n',
        },
        languages: ['de'],
        inputs: { mode: 'pull' },
      });
      // The service knows the English texts and one more key, and German only for that key.
      await s.service.project.import({
        id: s.projectId,
        lang_iso: 'en',
        file: { name: 'en.json', content: Buffer.from(JSON.stringify({ ...EN, help: 'Help' })) },
      });
      await s.service.project.import({
        id: s.projectId,
        lang_iso: 'de',
        file: { name: 'de.json', content: Buffer.from('{"help":"Hilfe"}') },
      });
      const run = await s.run();
      expect(annotations(run.stdout, 'error')).toEqual([]);
      expect(run.code).toBe(0);
      expect(onBranch(s, 'locales/de.json')).toEqual({ ...DE, help: 'Hilfe' });
      const pr = s.github.pulls.at(-1);
      expect(pr?.body).toContain(
        '**Kept from the repository**: 3 texts the service has empty stay as the repository has them:',
      );
      expect(pr?.body).toContain('- `locales/de.json`: `title`, `save`, `cancel`');
    });
  });
});
