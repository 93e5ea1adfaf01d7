import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import type { Scenario } from '../support/scenario.ts';

/**
 * A translator's new text comes into a .po catalogue fuzzy exactly when the service's text is:
 * gettext's msgfmt leaves fuzzy entries out, so a stale `#, fuzzy` would keep hiding the new
 * text, and a text the service wants reviewed must not reach users as if it were final.
 * django-allauth's real catalogues (test/fixtures/SOURCE.md), the German one with a guess of
 * msgmerge's (`#, fuzzy`) on INACTIVE.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/gettext/${name}`, import.meta.url), 'utf8');
const CATALOGUE = 'locale/de/LC_MESSAGES/django.po';
const INACTIVE = 'This account is currently inactive.';
const EMAILS = 'You cannot add more than %d email addresses.';
const NEW_INACTIVE = 'Dieses Konto ist inaktiv.';
const NEW_EMAILS = 'Du kannst höchstens %d E-Mail-Adressen hinzufügen.';

const GERMAN = fixture('de.po').replace(
  `#: account/adapter.py:60\nmsgid "${INACTIVE}"`,
  `#: account/adapter.py:60\n#, fuzzy\nmsgid "${INACTIVE}"`,
);

/** A translator's text on the service, fuzzy or not (the emulator's store: no call sets it). */
async function translate(s: Scenario, key: string, text: string, fuzzy: boolean): Promise<void> {
  await s.service.string.set({ id: s.projectId, data: [{ key, translations: { de: text } }] });
  const translation = s.emulator.store.projects
    .get(s.projectId)
    ?.keys.find((k) => k.name === key)
    ?.translations.get('de');
  if (translation === undefined) throw new Error(`no German text of ${key}`);
  translation.fuzzy = fuzzy;
}

/** The lines the translation branch removes and adds in the catalogue. */
function changedLines(s: Scenario): { removed: string[]; added: string[] } {
  const diff = git(s.fixture.origin, 'diff', '-U0', 'main...l10n-sync/main', '--', CATALOGUE);
  const lines = diff.split('\n').filter((line) => !/^(\+\+\+|---) /.test(line));
  return {
    removed: lines.filter((line) => line.startsWith('-')).map((line) => line.slice(1)),
    added: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)),
  };
}

describe('a pulled .po entry’s fuzzy flag', () => {
  it.for([
    ['1.0.9.3', false],
    ['1.0.9.2', false],
    ['1.0.9.3', true],
    ['1.0.9.2', true],
  ] as const)(
    'follows the service’s fuzzy state of a text a translator changed (%s, bundle marks fuzzy: %s)',
    async ([revision, marked], { startScenario }) => {
      const s = await startScenario({
        revision,
        files: { 'locale/en/LC_MESSAGES/django.po': fixture('en.po'), [CATALOGUE]: GERMAN },
        languages: ['de'],
        inputs: {
          mode: 'sync',
          files: 'locale/%LANG_ISO%/LC_MESSAGES/django.po',
          'pull-target': 'branch',
        },
      });
      // Whether the service's .po export writes `#, fuzzy` is not on record: both are handled.
      s.emulator.store.poFuzzyFlags = marked;
      const first = await s.run();
      expect(first.code, first.stdout).toBe(0);

      await translate(s, INACTIVE, NEW_INACTIVE, false);
      await translate(s, EMAILS, NEW_EMAILS, true);
      const pull = await s.run({ mode: 'pull' });
      expect(pull.code, pull.stdout).toBe(0);
      const { removed, added } = changedLines(s);
      expect(added).toEqual([
        `msgstr "${NEW_INACTIVE}"`,
        '#, fuzzy, python-format',
        `msgstr "${NEW_EMAILS}"`,
      ]);
      expect(removed.slice(0, 4)).toEqual([
        '#, fuzzy',
        'msgstr "Dieses Konto ist derzeit inaktiv."',
        '#, python-format',
        'msgstr "Du kannst nicht mehr als %d E-Mail-Adressen hinzufügen."',
      ]);
      // The emulator keeps one key of a msgid the catalogue has with and without a msgctxt, and
      // exports one of the two entries (RELIABILITY.md, "Found and not fixed"): the other goes.
      const entries = removed.slice(4).filter((line) => line.startsWith('msgid'));
      expect(entries).toEqual(['msgid "Login"', 'msgid "Change Phone"']);
      await expectIdleRun(s);
    },
  );
});
