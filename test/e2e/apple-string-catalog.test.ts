import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * An Xcode String Catalog holds every language in one file, which neither revision imports or
 * exports: its keys go up by string/set, named as Xcode names them, every language's texts with
 * them, and a translator's texts come down from string/list into that language's units of the
 * same file, every other language, comment and state as Xcode wrote them. Loop's real catalogue
 * (test/fixtures/SOURCE.md): 337 keys in 11 languages.
 */

const PATH = 'Loop/Localizable.xcstrings';
const CATALOGUE = readFileSync(
  new URL('../fixtures/real/xcstrings/MrKai77-Loop-Localizable.xcstrings', import.meta.url),
  'utf8',
);
const BRANCH = 'l10n-sync/main';

interface Unit {
  stringUnit?: { state?: string; value?: string };
}
const strings = (
  JSON.parse(CATALOGUE) as { strings: Record<string, { localizations?: Record<string, Unit> }> }
).strings;
/** A key whose German and Brazilian texts are plain translated units, as a translator sees it. */
const KEY =
  Object.keys(strings).find((key) => {
    const units = strings[key]?.localizations ?? {};
    return ['de', 'pt-BR'].every((l) => units[l]?.stringUnit?.state === 'translated');
  }) ?? '';

describe('an iOS app with an Xcode String Catalog', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'a first sync puts every language of the catalogue on the service by key; a translator’s texts in two languages are pulled into their lines of the one file; a second run does nothing (%s)',
    async (revision, { startScenario }) => {
      expect(KEY).not.toBe('');
      const s = await startScenario({
        revision,
        files: { [PATH]: CATALOGUE },
        languages: ['de', 'pt_BR'],
        inputs: { mode: 'sync', files: PATH, 'pull-target': 'branch' },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      expect(s.calls('project/import')).toEqual([]);
      expect(s.calls('project/export')).toEqual([]);
      const listed = await s.service.string.list({
        id: s.projectId,
        langs: ['de', 'pt_BR'],
      });
      const text = (language: string) =>
        (listed[language] ?? []).find((item) => item.key === KEY)?.translation;
      const units = strings[KEY]?.localizations ?? {};
      expect(text('de')).toBe(units['de']?.stringUnit?.value);
      expect(text('pt_BR')).toBe(units['pt-BR']?.stringUnit?.value);
      // The service has what the repository has: nothing to propose.
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        'refs/heads/main',
      );

      await s.service.string.set({
        id: s.projectId,
        data: [{ key: KEY, translations: { de: 'Neu übersetzt', pt_BR: 'Traduzido de novo' } }],
      });
      const pull = await s.run({ mode: 'pull' });
      expect(pull.code, pull.stdout).toBe(0);
      expect(git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`)).toBe(`2\t2\t${PATH}`);
      const changed = git(s.fixture.origin, 'diff', '-U0', `main...${BRANCH}`)
        .split('\n')
        .filter((line) => /^[-+] /.test(line));
      expect(changed.filter((line) => line.startsWith('+')).sort()).toEqual([
        '+            "value" : "Neu übersetzt"',
        '+            "value" : "Traduzido de novo"',
      ]);
      await expectIdleRun(s);
    },
  );
});
