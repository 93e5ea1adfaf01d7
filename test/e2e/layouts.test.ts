import type { Revision } from '../../src/api/index.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import {
  serviceTexts,
  setByKey,
  type Scenario,
  type ScenarioOptions,
} from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';

/**
 * One file on the service per source (issue 26): every language's file of a source is imported
 * as the base-language file, so its translations land on the base file's keys, whatever the
 * repository calls the language (`language-map: pt-BR=pt_BR`).
 */

const EN = { title: 'Title', save: 'Save', cancel: 'Cancel' };
const DE = { title: 'Titel', save: 'Speichern', cancel: 'Abbrechen' };
/** The repository's Portuguese lacks `cancel`, which a translator gave on the service. */
const PT = { title: 'Título', save: 'Salvar' };
const PT_ON_SERVICE = { cancel: 'Cancelar' };
const BRANCH = 'l10n-sync/main';

function json(texts: object): string {
  return JSON.stringify(texts, null, 2) + '\n';
}

/**
 * A repository with English, German and Portuguese (spelt `pt-BR`), and a project that has the
 * English keys as an earlier upload of `locales/en.json` left them, and one Portuguese text.
 */
async function portugueseProject(
  start: Starter<ScenarioOptions, Scenario>,
  { revision, importFilename }: Case,
): Promise<Scenario> {
  const s = await start({
    revision,
    files: {
      'locales/en.json': json(EN),
      'locales/de.json': json(DE),
      'locales/pt-BR.json': json(PT),
    },
    languages: ['de', 'pt_BR'],
    inputs: { mode: 'sync', 'language-map': 'pt-BR=pt_BR', 'import-filename': importFilename },
  });
  const named = (path: string) =>
    sendsPath({ revision, importFilename }) ? { filename: path } : {};
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'en',
    file: jsonFile('en.json', EN),
    distinguish: true,
    ...named('locales/en.json'),
  });
  // A translator's file, named in the service's spelling: the service takes it as the same file.
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'pt_BR',
    file: jsonFile('pt_BR.json', PT_ON_SERVICE),
    distinguish: true,
    ...named('locales/pt_BR.json'),
  });
  return s;
}

/** A revision, and the `import-filename` input (`path` sends nothing where there is no `filename`). */
interface Case {
  readonly revision: Revision;
  readonly importFilename: 'path' | 'none';
}

const CASES: readonly Case[] = [
  { revision: '1.0.9.3', importFilename: 'path' },
  { revision: '1.0.9.3', importFilename: 'none' },
  { revision: '1.0.9.2', importFilename: 'path' },
];

function sendsPath(c: Case): boolean {
  return c.revision === '1.0.9.3' && c.importFilename === 'path';
}

/** The service's keys: name and file, in the order they were added. */
function serviceKeys(s: Scenario): string[] {
  const project = s.emulator.store.projects.get(s.projectId);
  return (project?.keys ?? []).map((key) => `${key.name} ${key.fileNames.web ?? '(no file)'}`);
}

function onBranch(s: Scenario, path: string): unknown {
  try {
    return JSON.parse(git(s.fixture.origin, 'show', `${BRANCH}:${path}`));
  } catch {
    return undefined;
  }
}

function tip(s: Scenario, ref: string): string | undefined {
  try {
    return git(s.fixture.origin, 'rev-parse', '--verify', '--quiet', ref);
  } catch {
    return undefined;
  }
}

describe.each(CASES)(
  'one file on the service per source on $revision, import-filename: $importFilename',
  (c) => {
    it('puts every language’s file on the base file’s keys, and pulls Portuguese back as pt-BR', async ({
      startScenario,
    }) => {
      const s = await portugueseProject(startScenario, c);
      const file = sendsPath(c) ? 'locales/%LANG_ISO%.json' : '%LANG_ISO%.json';
      const before = serviceKeys(s);
      expect(before).toEqual([`title ${file}`, `save ${file}`, `cancel ${file}`]);

      const start = s.emulator.calls.length;
      const first = await s.run();
      expect(first.code).toBe(0);
      // Exactly the base file's keys, no key of a file of its own for pt-BR.
      expect(serviceKeys(s)).toEqual(before);
      expect(serviceTexts(s, 'en')).toEqual(EN);
      expect(serviceTexts(s, 'de')).toEqual(DE);
      // Nothing blanked: the repository's Portuguese went up beside the translator's text.
      expect(serviceTexts(s, 'pt_BR')).toEqual({ ...PT, ...PT_ON_SERVICE });
      // On 1.0.9.2 the first may be refused once for the rate limit: the stage's imports came
      // just before it.
      const imports = s.calls('project/import', start).filter((c) => c.code === '200');
      // The base file by import; the translations the service lacked by key (string/set).
      expect(imports.map((c) => c.params['lang_iso'])).toEqual(['en']);
      expect(setByKey(s.calls('string/set', start))).toEqual([
        'de cancel=Abbrechen',
        'de save=Speichern',
        'de title=Titel',
        'pt_BR save=Salvar',
        'pt_BR title=Título',
      ]);
      // Each import names the source, whatever its language: its path as `filename` (1.0.9.3,
      // import-filename: path), and always as the file's own name.
      for (const call of imports) {
        expect(call.params['file']).toBe('en.json');
        expect(call.params['filename']).toBe(sendsPath(c) ? 'locales/en.json' : undefined);
      }

      // The pull writes the repository's spelling, with the service's Portuguese.
      expect(onBranch(s, 'locales/pt-BR.json')).toEqual({ ...PT, ...PT_ON_SERVICE });
      expect(onBranch(s, 'locales/pt_BR.json')).toBeUndefined();
      expect(s.github.openPulls(BRANCH)).toHaveLength(1);

      // A second run has nothing to do.
      const branchTip = tip(s, `refs/heads/${BRANCH}`);
      const mainTip = tip(s, 'refs/heads/main');
      const pull = JSON.stringify(s.github.openPulls(BRANCH));
      const mark = s.emulator.calls.length;
      const second = await s.run();
      expect(second.code).toBe(0);
      expect(s.calls('project/import', mark)).toEqual([]);
      expect(tip(s, `refs/heads/${BRANCH}`)).toBe(branchTip);
      expect(tip(s, 'refs/heads/main')).toBe(mainTip);
      expect(JSON.stringify(s.github.openPulls(BRANCH))).toBe(pull);
      expect(serviceKeys(s)).toEqual(before);
    });
  },
);
