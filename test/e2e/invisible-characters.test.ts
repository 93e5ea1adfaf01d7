import { jsonFile } from '../support/emulator.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Issue 37, hole 6: a right-to-left override, an isolate or a zero-width character in the
 * service's texts or in a key reordered or hid what the reviewer read in the pull request's string
 * table, the job summary and the log. Each is shown as its code point (`⟨U+202E⟩`), the visible
 * part of the text stays, and an ordinary text (an emoji made with joiners among it) is unchanged.
 */

/** A key whose override makes "invoice…exe" read as "invoice…pdf" (the old file-name trick). */
const KEPT_KEY = 'invoice\u202Efdp.exe';
/** A key the pull changes, with an override in its name. */
const PRICE_KEY = 'price\u202Elatot';

const EN = {
  cancel: 'Cancel',
  family: 'Family',
  hello: 'Hello',
  [PRICE_KEY]: 'Total',
  [KEPT_KEY]: 'Invoice',
};
/** The repository's German, as the last sync left it. */
const REPOSITORY_DE = {
  cancel: 'Abbruch',
  family: 'Familie',
  hello: 'Hallo',
  [PRICE_KEY]: 'Preis',
  [KEPT_KEY]: 'Rechnung',
};
/**
 * The service's German: two texts with hidden characters, and two ordinary ones (the control);
 * no text for KEPT_KEY, so the pull keeps the repository's and names the key in the log.
 */
const SERVICE_DE = {
  cancel: 'Abbrechen',
  family: 'Familie 👨‍👩‍👧',
  hello: 'Bitte \u202Eneglof\u202C klicken\u200B',
  [PRICE_KEY]: 'Preis \u2067gesamt\u2069\uFEFF',
};

/** Every character the issue names, raw. */
const RAW = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

describe('invisible and direction-changing characters from the service', () => {
  it('are shown as code points in the pull request, the summary and the log', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: {
        'locales/en.json': JSON.stringify(EN, null, 2) + '\n',
        'locales/de.json': JSON.stringify(REPOSITORY_DE, null, 2) + '\n',
      },
      languages: ['de'],
      inputs: { mode: 'pull' },
    });
    for (const [language, texts] of [
      ['en', EN],
      ['de', SERVICE_DE],
    ] as const) {
      await s.service.project.import({
        id: s.projectId,
        lang_iso: language,
        file: jsonFile(`${language}.json`, texts),
      });
    }

    const run = await s.run();
    expect(run.code, run.stderr || run.stdout).toBe(0);
    const body = s.github.pulls[0]?.body ?? '';
    const rows = [
      // The control: ordinary texts, and an emoji's joiners, exactly as the service has them.
      '| de | changed | `cancel` | `Abbruch` | `Abbrechen` |',
      '| de | changed | `family` | `Familie` | `Familie 👨‍👩‍👧` |',
      '| de | changed | `hello` | `Hallo` | `Bitte ⟨U+202E⟩neglof⟨U+202C⟩ klicken⟨U+200B⟩` |',
      '| de | changed | `price⟨U+202E⟩latot` | `Preis` | `Preis ⟨U+2067⟩gesamt⟨U+2069⟩⟨U+FEFF⟩` |',
    ];
    for (const markdown of [body, run.summary]) {
      expect(markdown.split('\n').filter((line) => line.startsWith('| de | changed |'))).toEqual(
        rows,
      );
      // The kept key, in "Kept from the repository".
      expect(markdown).toContain('`invoice⟨U+202E⟩fdp.exe`');
      // The family's joiners are kept: they make one picture, and hide nothing.
      expect(markdown.replaceAll('👨‍👩‍👧', '')).not.toMatch(RAW);
    }
    expect(run.stdout).toContain(
      "kept the repository's text of 1 key the service has empty (invoice⟨U+202E⟩fdp.exe)",
    );
    expect(run.stdout).not.toMatch(RAW);
  });
});
