import { clientFor } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import type { Scenario } from '../support/scenario.ts';

/**
 * A pull filtered by tags exports only some keys: the keys it leaves out stay in the repository's
 * files, as they are (README.md, "Branches": tags filter a pull too). Before, every key the export
 * left out was removed.
 */
const EN = '{\n  "save": "Save",\n  "legacy": "Old screen",\n  "plain": "Plain"\n}\n';
const DE = '{\n  "save": "Sichern",\n  "legacy": "Alter Bildschirm",\n  "plain": "Schlicht"\n}\n';
const BRANCH = 'l10n-sync/main';

/**
 * The service has every key in German, `save` reworded; `save` is tagged ui, `legacy` old (set
 * through 1.0.9.3, whose string/set takes tags: both revisions share the project).
 */
async function tagged(s: Scenario): Promise<void> {
  await clientFor(s.emulator, '1.0.9.3').string.set({
    id: s.projectId,
    data: [
      {
        key: 'save',
        platform_mask: 4,
        tags: ['ui'],
        translations: { en: 'Save', de: 'Speichern' },
      },
      {
        key: 'legacy',
        platform_mask: 4,
        tags: ['old'],
        translations: { en: 'Old screen', de: 'Alter Bildschirm' },
      },
      { key: 'plain', platform_mask: 4, translations: { en: 'Plain', de: 'Schlicht' } },
    ],
  });
}

const PULLED = DE.replace('Sichern', 'Speichern');

describe('a tag-filtered pull', () => {
  it.for([
    ['1.0.9.3', { 'include-tags': 'ui' }],
    ['1.0.9.2', { 'include-tags': 'ui' }],
    ['1.0.9.3', { 'exclude-tags': 'old' }],
  ] as const)(
    'removes no key the export left out (%s, %j)',
    async ([revision, filter], { startScenario }) => {
      const s = await startScenario({
        revision,
        files: { 'locales/en.json': EN, 'locales/de.json': DE },
        languages: ['de'],
        inputs: { mode: 'pull', 'pull-target': 'branch', ...filter },
      });
      await tagged(s);
      const run = await s.run();
      expect(run.code, run.stdout).toBe(0);
      expect(git(s.fixture.origin, 'show', `${BRANCH}:locales/de.json`)).toBe(PULLED.trimEnd());
    },
  );
});
