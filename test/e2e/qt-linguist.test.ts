import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { importedNames } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A Qt project keeps its texts in the code (`tr("Open")`), and lupdate writes one `.ts` file a
 * language, each message holding its source text beside the translation. The base language's
 * file, `app_en.ts`, is what the service's keys come from: lupdate writes it as any language's,
 * every translation empty and `type="unfinished"` (Qt shows the source for those), so the
 * service's English texts are empty where the source stands and hold what the developer wrote
 * (a numerus message's English forms). Flameshot's real files (test/fixtures/SOURCE.md) go up
 * as one file on the service; a translator's text comes down into its `<translation>` line
 * alone. The export type `ts` is 1.0.9.3's ("any supported file extension"); 1.0.9.2 has none,
 * so there the files go by key both ways, under the same names.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/real/ts/flameshot-org-flameshot-${name}`, import.meta.url));
const PATTERN = 'translations/app_%LOCALE_WITH_UNDERSCORE%.ts';
const BRANCH = 'l10n-sync/main';
const PORTAL = 'ScreenGrabber::Screenshot portal timed out after 30 seconds';

describe('a Qt project: translations/app_<locale>.ts, its base file app_en.ts', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'a first sync puts the messages on the service from app_en.ts; a translator’s text is pulled into its <translation> line, no longer unfinished; a second run does nothing (%s)',
    async (revision, { startScenario }) => {
      const s = await startScenario({
        revision,
        files: {
          'translations/app_en.ts': fixture('Internationalization_en.ts'),
          'translations/app_de.ts': fixture('Internationalization_de_DE.ts'),
        },
        languages: ['de'],
        inputs: { mode: 'sync', files: PATTERN, 'pull-target': 'branch' },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      expect(importedNames(s.calls('project/import'))).toEqual(
        revision === '1.0.9.3' ? ['translations/app_en.ts'] : [],
      );
      const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'de'] });
      const names = (strings['en'] ?? []).map((item) => item.key);
      // Every message of the base file that is a key (not its vanished ones), once, by its
      // context and source.
      expect(new Set(names).size).toBe(names.length);
      expect(names).toHaveLength(472);
      const german = new Map((strings['de'] ?? []).map((item) => [item.key, item.translation]));
      expect(german.get('FileNameEditor::Save')).toBe('Speichern');
      expect(german.get(PORTAL) ?? '').toBe('');
      // The service has what the repository has: nothing to propose.
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        'refs/heads/main',
      );

      // A translator translates a message the German file has unfinished.
      await s.service.string.set({
        id: s.projectId,
        data: [{ key: PORTAL, translations: { de: 'Zeitüberschreitung des „Portals“ nach 30 s' } }],
      });
      const second = await s.run({ mode: 'pull' });
      expect(second.code, second.stdout).toBe(0);
      expect(git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`)).toBe(
        '1\t1\ttranslations/app_de.ts',
      );
      const diff = git(s.fixture.origin, 'diff', '-U0', `main...${BRANCH}`);
      expect(diff.split('\n').filter((line) => /^[-+] /.test(line))).toEqual([
        '-        <translation type="unfinished"></translation>',
        '+        <translation>Zeitüberschreitung des „Portals“ nach 30 s</translation>',
      ]);
      expect(diff).toContain('@@ -2413 +2413 @@');

      await expectIdleRun(s);
    },
  );
});
