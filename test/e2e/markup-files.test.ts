import { readFileSync } from 'node:fs';
import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Pulls into real files whose texts carry markup (issue 28): each pull changes exactly the lines
 * of the texts that changed, and what a text means to its platform stays. Thunderbird's Android
 * strings (escaped `<…>`, CDATA, `<xliff:g>` placeholders in strings and plurals) and an Angular
 * app's XLIFF (links and line breaks as `<x>` tags whose `equiv-text` holds HTML as entities);
 * test/fixtures/SOURCE.md names their sources.
 */

const fixture = (path: string) =>
  readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');
const BRANCH = 'l10n-sync/main';

const LEGACY = 'legacy/ui/legacy/src/main/res';
const LIST = 'feature/mail/message/list/internal/src/main/res';
const group = (res: string) =>
  `- source: ${res}/values/strings.xml\n  translation: ${res}/values-%ANDROID_CODE%/strings.xml\n`;

describe('Thunderbird’s Android strings', () => {
  it('a pull changes exactly the changed texts’ lines, markup as the file had it', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      revision: '1.0.9.3',
      files: {
        [`${LEGACY}/values/strings.xml`]: fixture('android/thunderbird/legacy-values.strings.xml'),
        [`${LEGACY}/values-de/strings.xml`]: fixture(
          'android/thunderbird/legacy-values-de.strings.xml',
        ),
        [`${LIST}/values/strings.xml`]: fixture(
          'android/thunderbird/message-list-values.strings.xml',
        ),
        [`${LIST}/values-de/strings.xml`]: fixture(
          'android/thunderbird/message-list-values-de.strings.xml',
        ),
      },
      languages: ['de'],
      inputs: { mode: 'sync', files: group(LEGACY) + group(LIST), 'pull-target': 'branch' },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    // The service has what the repository has: nothing to propose.
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );

    // A translator changes four texts: one shown with angle brackets, two around placeholders
    // (a plural's too), one the file writes as CDATA. The service keeps characters; its export
    // escapes every angle bracket.
    const count = '<xliff:g id="new_message_count">%d</xliff:g>';
    await s.service.string.set({
      id: s.projectId,
      data: [
        { key: 'unknown_recipient', translations: { de: '<Unbekannte Empfängerin>' } },
        {
          key: 'load_more_messages_fmt',
          translations: { de: 'Bis zu <xliff:g id="messages_to_load">%d</xliff:g> weitere laden' },
        },
        {
          key: 'notification_new_messages_title',
          translations: { de: { one: `${count} neue Nachricht`, other: `${count} neue E-Mails` } },
        },
        {
          key: 'setup_archive_folder_dialog_create_and_set_new_folder',
          translations: { de: 'Neuen Ordner anlegen und einrichten' },
        },
      ],
    });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    expect(
      git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`).split('\n').sort(),
    ).toEqual([`1\t1\t${LIST}/values-de/strings.xml`, `3\t3\t${LEGACY}/values-de/strings.xml`]);
    const added = (path: string) =>
      git(s.fixture.origin, 'diff', '-U0', `main...${BRANCH}`, '--', path)
        .split('\n')
        .filter((line) => line.startsWith('+') && !line.startsWith('+++'));
    // Escaped stays escaped (with the file's own `&gt;`), tags stay live with their quotes, and
    // CDATA stays CDATA.
    expect(added(`${LEGACY}/values-de/strings.xml`)).toEqual([
      '+    <string name="load_more_messages_fmt">Bis zu <xliff:g id="messages_to_load">%d</xliff:g> weitere laden</string>',
      `+        <item quantity="other">${count} neue E-Mails</item>`,
      '+    <string name="unknown_recipient">&lt;Unbekannte Empfängerin&gt;</string>',
    ]);
    expect(added(`${LIST}/values-de/strings.xml`)).toEqual([
      '+    <string name="setup_archive_folder_dialog_create_and_set_new_folder"><![CDATA[Neuen Ordner anlegen und einrichten]]></string>',
    ]);
    expect(second.stdout).not.toContain('taken whole from the service');
    await expectIdleRun(s);
  });
});

const LOCALE = 'src/locale';

describe('An Angular app’s XLIFF', () => {
  it('a pull changes exactly the changed unit’s line; its <x> tags come back byte for byte', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      revision: '1.0.9.3',
      files: {
        [`${LOCALE}/messages.xlf`]: fixture('xliff/angular-example-app/messages.xlf'),
        [`${LOCALE}/messages.es.xlf`]: fixture('xliff/angular-example-app/messages.es.xlf'),
      },
      languages: ['es'],
      inputs: {
        mode: 'sync',
        files: `- source: ${LOCALE}/messages.xlf\n  translation: ${LOCALE}/messages.%LANG_ISO%.xlf\n`,
        'pull-target': 'branch',
      },
    });
    const first = await s.run();
    expect(first.code, first.stdout).toBe(0);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );

    // A translator rewords the footer around its link; the service keeps the tags as text.
    const unit = '6692431734660320901';
    const [before] =
      (await s.service.string.list({ id: s.projectId, langs: ['es'] }))['es']?.filter(
        (item) => item.key === unit,
      ) ?? [];
    const reworded = (before?.translation ?? '').replace('Código con licencia bajo', 'Código bajo');
    expect(reworded).toContain('Código bajo <x id="START_LINK"');
    await s.service.string.set({
      id: s.projectId,
      data: [{ key: unit, translations: { es: reworded } }],
    });
    const second = await s.run({ mode: 'pull' });
    expect(second.code, second.stdout).toBe(0);
    expect(git(s.fixture.origin, 'diff', '--numstat', `main...${BRANCH}`)).toBe(
      `1\t1\t${LOCALE}/messages.es.xlf`,
    );
    const repository = fixture('xliff/angular-example-app/messages.es.xlf');
    const line = repository.split('\n').find((l) => l.includes('Código con licencia bajo')) ?? '';
    expect(git(s.fixture.origin, 'show', `${BRANCH}:${LOCALE}/messages.es.xlf`)).toBe(
      repository.replace(line, line.replace('Código con licencia bajo', 'Código bajo')),
    );
    await expectIdleRun(s);
  });
});
