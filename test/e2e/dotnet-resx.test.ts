import { readFileSync } from 'node:fs';
import type { CallRecord } from '../emulator/calls.ts';
import { git } from '../support/git-fixture.ts';
import { importedNames } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A .NET project keeps its base language's texts in `Properties/Resources.resx`, with no
 * language code, and each translation in a satellite file beside it named by .NET's culture
 * name: `Resources.de.resx`, `Resources.pt-BR.resx`. A file group names both; Humanizer's real
 * files (test/fixtures/SOURCE.md) go up as one file on the service, and a pull writes each
 * language into its own satellite file. The export type `resx` is 1.0.9.3's ("any supported file
 * extension"): 1.0.9.2's closed list has none, so there the files go by key both ways, up by
 * string/set (the keys made with their platform and file name) and down by string/list.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/real/resx/Humanizr-Humanizer-${name}`, import.meta.url));
const DIR = 'src/App/Properties';
const FILES = `- source: ${DIR}/Resources.resx\n  translation: ${DIR}/Resources.%LOCALE%.resx\n`;
const BRANCH = 'l10n-sync/main';

describe('a .NET project: a file group with its base file Resources.resx', () => {
  it.for(['1.0.9.3', '1.0.9.2'] as const)(
    'a first sync puts every language on the base file’s keys; a pull changes one <value> line and writes a new satellite file of translated texts only; a second run does nothing (%s)',
    async (revision, { startScenario }) => {
      const s = await startScenario({
        revision,
        files: {
          [`${DIR}/Resources.resx`]: fixture('Resources.resx'),
          [`${DIR}/Resources.de.resx`]: fixture('Resources.de.resx'),
        },
        languages: ['de'],
        inputs: { mode: 'sync', files: FILES, 'pull-target': 'branch' },
      });
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);
      if (revision === '1.0.9.3') {
        expect(importedNames(s.calls('project/import'))).toEqual([`${DIR}/Resources.resx`]);
      } else {
        // By key: no import, no export; the keys made by string/set, on the base file's name.
        expect(s.calls('project/import')).toEqual([]);
        const project = s.emulator.store.projects.get(s.projectId);
        expect(new Set(project?.keys.map((key) => key.fileNames.other))).toEqual(
          new Set(['Resources.resx']),
        );
      }
      const strings = await s.service.string.list({ id: s.projectId, langs: ['en', 'de'] });
      const names = (strings['en'] ?? []).map((item) => item.key);
      // Every string <data> of the base file, once; the header comment's examples are no keys.
      expect(new Set(names).size).toBe(names.length);
      expect(names).toHaveLength(186);
      const now = (strings['de'] ?? []).find((item) => item.key === 'DateHumanize_Now');
      expect(now?.translation).toBe('jetzt');
      // The service has what the repository has: nothing to propose.
      expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
        'refs/heads/main',
      );

      // A translator rewords a German text with characters XML escapes; Brazilian Portuguese
      // joins with one text translated.
      await s.service.language.add({ id: s.projectId, iso: ['pt_BR'] });
      await s.service.string.set({
        id: s.projectId,
        data: [
          { key: 'TimeSpanHumanize_Zero', translations: { de: 'Keine Zeit <0 s> & mehr' } },
          { key: 'DateHumanize_Now', translations: { pt_BR: 'agora' } },
        ],
      });
      const second = await s.run({ mode: 'pull' });
      expect(second.code, second.stdout).toBe(0);
      expect(
        git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
      ).toEqual([
        `1\t1\t${DIR}/Resources.de.resx`,
        expect.stringMatching(new RegExp(`^\\d+\\t0\\t${DIR}/Resources\\.pt-BR\\.resx$`)),
      ]);
      const diff = git(
        s.fixture.origin,
        'diff',
        `main...${BRANCH}`,
        '--',
        `${DIR}/Resources.de.resx`,
      );
      expect(diff).toContain('-    <value>Keine Zeit</value>');
      // The text is characters to .NET: its `<` and `&` are written as Visual Studio writes them.
      expect(diff).toContain('+    <value>Keine Zeit &lt;0 s&gt; &amp; mehr</value>');
      const portuguese = git(s.fixture.origin, 'show', `${BRANCH}:${DIR}/Resources.pt-BR.resx`);
      // .NET shows an empty entry but falls back on a missing one: only the translated text.
      // (Entries of the file, not the examples in its header's comment, which a file made from
      // the base file's layout keeps.)
      expect(portuguese.match(/^ {2}<data /gm)).toHaveLength(1);
      expect(portuguese).toContain('<data name="DateHumanize_Now" xml:space="preserve">');
      expect(portuguese).toContain('<value>agora</value>');
      expect(portuguese).toContain('<resheader name="resmimetype">');

      const from = s.emulator.calls.length;
      const third = await s.run({ mode: 'pull' });
      expect(third.code, third.stdout).toBe(0);
      expect(s.calls('project/import', from)).toEqual([]);
      expect(third.stdout).toContain('already has these translations: nothing pushed');
      if (revision === '1.0.9.2') expect(s.calls('project/export')).toEqual([]);
    },
  );

  it('reads the service’s texts in language batches both ways where one answer of every language passes the read limit (1.0.9.2)', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      revision: '1.0.9.2',
      files: {
        [`${DIR}/Resources.resx`]: fixture('Resources.resx'),
        [`${DIR}/Resources.de.resx`]: fixture('Resources.de.resx'),
        [`${DIR}/Resources.fr.resx`]: fixture('Resources.de.resx'),
      },
      languages: ['de', 'fr', 'es'],
      inputs: { mode: 'push', files: FILES, 'push-scope': 'all' },
    });
    // 186 keys: ~80 KB of answer a language, 240 KB for three, over this limit.
    const limit = { L10N_SYNC_MAX_ANSWER_BYTES: String(200 * 1024) };
    const first = await s.run({}, limit);
    expect(first.code, first.stdout).toBe(0);
    const lists = langsOf(s.calls('string/list'));
    // The base file and both translations go by key: three languages, never asked at once.
    expect(lists.length).toBeGreaterThan(1);
    expect(lists.flat().sort()).toEqual(['de', 'en', 'fr']);
    const strings = await s.service.string.list({ id: s.projectId, langs: ['de', 'fr'] });
    const now = (language: string) =>
      (strings[language] ?? []).find((item) => item.key === 'DateHumanize_Now')?.translation;
    expect([now('de'), now('fr')]).toEqual(['jetzt', 'jetzt']);

    // A translator's texts come down the same way, the quality pass's read in batches too.
    await s.service.string.set({
      id: s.projectId,
      data: [{ key: 'DateHumanize_Now', translations: { fr: 'maintenant', es: 'ahora' } }],
    });
    const mark = s.emulator.calls.length;
    const pull = await s.run({ mode: 'pull', 'pull-target': 'branch' }, limit);
    expect(pull.code, pull.stdout).toBe(0);
    expect(langsOf(s.calls('string/list', mark)).every((langs) => langs.length < 4)).toBe(true);
    for (const [language, text] of [
      ['fr', 'maintenant'],
      ['es', 'ahora'],
    ]) {
      const file = git(s.fixture.origin, 'show', `${BRANCH}:${DIR}/Resources.${language}.resx`);
      expect(file).toContain(`<value>${text}</value>`);
    }
  });
});

/** The languages of each string/list the service answered. */
function langsOf(calls: readonly CallRecord[]): string[][] {
  return calls
    .filter((call) => call.code === '200')
    .map((call) => JSON.parse(call.params['langs'] ?? '[]') as string[]);
}
