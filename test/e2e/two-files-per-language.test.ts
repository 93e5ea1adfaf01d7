import { execFileSync } from 'node:child_process';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Two files per language (`common.json` and `settings.json` in a folder per language). 1.0.9.3
 * exports each source by its name; 1.0.9.2's export has one `bundle_structure`, so it sends one
 * file per language holding every key, and the pull places each key in the file whose English
 * file has it. Either way a translator's texts land in their own files, and nothing else moves.
 */

const FILES = 'locales/%LANG_ISO%/common.json\nlocales/%LANG_ISO%/settings.json';
const BRANCH = 'l10n-sync/main';

const json = (texts: object) => `${JSON.stringify(texts, null, 2)}\n`;
const TEXTS = {
  en: {
    common: { title: 'Title', save: 'Save', cancel: 'Cancel' },
    settings: { theme: 'Theme', language: 'Language' },
  },
  de: {
    common: { title: 'Titel', save: 'Speichern', cancel: 'Abbrechen' },
    settings: { theme: 'Design', language: 'Sprache' },
  },
  fr: {
    common: { title: 'Titre', save: 'Enregistrer', cancel: 'Annuler' },
    settings: { theme: 'Thème', language: 'Langue' },
  },
};
const REPOSITORY = Object.fromEntries(
  Object.entries(TEXTS).flatMap(([code, files]) => [
    [`locales/${code}/common.json`, json(files.common)],
    [`locales/${code}/settings.json`, json(files.settings)],
  ]),
);

/** A file on a branch of origin, byte for byte (the `git` helper trims the final newline). */
function shown(origin: string, ref: string, path: string): string {
  return execFileSync('git', ['show', `${ref}:${path}`], { cwd: origin, encoding: 'utf8' });
}

describe('two files per language, one pattern each', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'a translator’s texts of both files are pulled each into its own file; a second run does nothing (%s)',
    async (revision, { startScenario }) => {
      const s = await startScenario({
        revision,
        files: REPOSITORY,
        languages: ['de', 'fr'],
        inputs: { mode: 'sync', files: FILES, 'pull-target': 'branch' },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      // The service has what the repository has: nothing to propose.
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        'refs/heads/main',
      );

      // A translator changes a German text of each file and a French one of common.json.
      await s.service.string.set({
        id: s.projectId,
        data: [
          { key: 'save', translations: { de: 'Sichern', fr: 'Sauvegarder' } },
          { key: 'theme', translations: { de: 'Farbschema' } },
        ],
      });
      const mark = s.emulator.calls.length;
      const second = await s.run({ mode: 'pull' });
      expect(second.code, second.stdout).toBe(0);
      const exports = s.calls('project/export', mark).map((c) => c.params);
      expect(exports).toHaveLength(1);
      // 1.0.9.2: one export of every key, a file per language; 1.0.9.3: each source by name.
      expect(exports[0]?.['bundle_structure']).toBe(
        revision === '1.0.9.2' ? '%LANG_ISO%.json' : undefined,
      );
      expect(exports[0]?.['filter_filenames']).toBe(
        revision === '1.0.9.2'
          ? undefined
          : JSON.stringify(['locales/en/common.json', 'locales/en/settings.json']),
      );
      expect(second.stdout).not.toContain('in no base file at HEAD');
      expect(
        git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
      ).toEqual([
        '1\t1\tlocales/de/common.json',
        '1\t1\tlocales/de/settings.json',
        '1\t1\tlocales/fr/common.json',
      ]);
      const onBranch = (path: string) => shown(s.fixture.origin, BRANCH, path);
      // Each file as it was but for its own changed text, in its own layout.
      expect(onBranch('locales/de/common.json')).toBe(
        json({ ...TEXTS.de.common, save: 'Sichern' }),
      );
      expect(onBranch('locales/de/settings.json')).toBe(
        json({ ...TEXTS.de.settings, theme: 'Farbschema' }),
      );
      expect(onBranch('locales/fr/common.json')).toBe(
        json({ ...TEXTS.fr.common, save: 'Sauvegarder' }),
      );

      const branchHead = git(s.fixture.origin, 'rev-parse', BRANCH);
      const syncRef = s.syncRef();
      const from = s.emulator.calls.length;
      const third = await s.run({ mode: 'sync' });
      expect(third.code, third.stdout).toBe(0);
      expect(s.calls('project/import', from)).toEqual([]);
      expect(git(s.fixture.origin, 'rev-parse', BRANCH)).toBe(branchHead);
      expect(s.syncRef()).toBe(syncRef);
      expect(third.stdout).toContain('already has these translations: nothing pushed');
    },
  );
});
