import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A pull request holds translation changes and nothing else (README, "Left running"): a bundle with the
 * repository's texts in the service's own layout is no change, and one changed text is one
 * changed line, whatever the service's indentation, key order or final newline.
 */

const BRANCH = 'l10n-sync/main';

interface FormatCase {
  readonly name: string;
  readonly pattern: string;
  /** The repository's files, in a layout of their own (2 spaces, comments, a final newline). */
  readonly en: string;
  readonly de: string;
  /** The German file for the service with one text changed, as an import file. */
  readonly changedDe: string;
  /** The line the pull request changes, and the one it removes. */
  readonly added: string;
  readonly removed: string;
}

const PO_HEADER =
  'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de\\n"\n\n';

const ANDROID_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n';

/** An XLIFF 1.2 file of two units, `title` and `save`, with the given contents. */
function xliff(language: string, title: string, save: string): string {
  const unit = (id: string, content: string) =>
    `      <trans-unit id="${id}">\n        ${content}\n      </trans-unit>\n`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n  <file original="app" source-language="en" target-language="${language}" datatype="plaintext">\n    <body>\n${unit('title', title)}${unit('save', save)}    </body>\n  </file>\n</xliff>\n`;
}

const CASES: readonly FormatCase[] = [
  {
    name: 'flat JSON',
    pattern: 'locales/%LANG_ISO%.json',
    en: '{\n  "title": "Title",\n  "save": "Save",\n  "cancel": "Cancel"\n}\n',
    de: '{\n  "title": "Titel",\n  "save": "Speichern",\n  "cancel": "Abbrechen"\n}\n',
    changedDe: '{"title":"Titel","save":"Sichern","cancel":"Abbrechen"}',
    added: '  "save": "Sichern",',
    removed: '  "save": "Speichern",',
  },
  {
    name: 'nested JSON',
    pattern: 'locales/%LANG_ISO%.json',
    en: '{\n  "menu": {\n    "open": "Open",\n    "close": "Close"\n  },\n  "title": "Title"\n}\n',
    de: '{\n  "menu": {\n    "open": "Öffnen",\n    "close": "Schließen"\n  },\n  "title": "Titel"\n}\n',
    changedDe: '{"menu":{"open":"Aufmachen","close":"Schließen"},"title":"Titel"}',
    added: '    "open": "Aufmachen",',
    removed: '    "open": "Öffnen",',
  },
  {
    name: 'YAML',
    pattern: 'locales/%LANG_ISO%.yml',
    en: '# Shop texts\ntitle: Title\nsave: Save\ncancel: Cancel\n',
    de: '# Texte des Shops\ntitle: Titel\nsave: Speichern\ncancel: Abbrechen\n',
    changedDe: 'title: Titel\nsave: Sichern\ncancel: Abbrechen\n',
    added: 'save: Sichern',
    removed: 'save: Speichern',
  },
  {
    name: '.po',
    pattern: 'locales/%LANG_ISO%.po',
    en: `${PO_HEADER.replace('de', 'en')}msgid "title"\nmsgstr "Title"\n\nmsgid "save"\nmsgstr "Save"\n`,
    de: `${PO_HEADER}# Reviewed by Anna\nmsgid "title"\nmsgstr "Titel"\n\nmsgid "save"\nmsgstr "Speichern"\n`,
    changedDe: `${PO_HEADER}msgid "title"\nmsgstr "Titel"\n\nmsgid "save"\nmsgstr "Sichern"\n`,
    added: 'msgstr "Sichern"',
    removed: 'msgstr "Speichern"',
  },
  {
    name: 'Android strings.xml',
    pattern: 'res/values-%LANG_ISO%/strings.xml',
    en: `${ANDROID_HEAD}  <!-- Shop -->\n  <string name="title">Title</string>\n  <string name="save">Save</string>\n  <plurals name="files">\n    <item quantity="one">%d file</item>\n    <item quantity="other">%d files</item>\n  </plurals>\n</resources>\n`,
    de: `${ANDROID_HEAD}  <!-- Laden -->\n  <string name="title">Titel</string>\n  <string name="save">\\'Speichern\\'</string>\n  <plurals name="files">\n    <item quantity="one">%d Datei</item>\n    <item quantity="other">%d Dateien</item>\n  </plurals>\n</resources>\n`,
    changedDe:
      '<resources><string name="title">Titel</string><string name="save">Sichern &amp; \\\'raus\\\'</string><plurals name="files"><item quantity="one">%d Datei</item><item quantity="other">%d Dateien</item></plurals></resources>',
    added: `  <string name="save">Sichern &amp; \\'raus\\'</string>`,
    removed: `  <string name="save">\\'Speichern\\'</string>`,
  },
  {
    name: 'XLIFF 1.2',
    pattern: 'locales/%LANG_ISO%.xliff',
    en: xliff('en', '<source>Title</source>', '<source>Save</source>'),
    de: xliff(
      'de',
      '<source>Title</source>\n        <target>Titel</target>',
      '<source>Save</source>\n        <target state="translated">Speichern</target>',
    ),
    changedDe: xliff(
      'de',
      '<source>Title</source><target>Titel</target>',
      '<source>Save</source><target>Sichern &amp; raus</target>',
    ),
    added: '        <target state="translated">Sichern &amp; raus</target>',
    removed: '        <target state="translated">Speichern</target>',
  },
];

describe.each(CASES)('pulled $name', (c) => {
  it('opens no pull request for the same texts in the service’s layout, and changes one line for one text', async ({
    startScenario,
  }) => {
    const de = c.pattern.replace('%LANG_ISO%', 'de');
    const s = await startScenario({
      files: { [c.pattern.replace('%LANG_ISO%', 'en')]: c.en, [de]: c.de },
      languages: ['de'],
      inputs: { files: c.pattern },
    });
    // The first sync brings both files to the service; the bundle then holds the same texts.
    const first = await s.run({ mode: 'sync' });
    expect(first.code).toBe(0);
    expect(first.outputs['pulled-files']).toBe('0');
    expect(first.outputs['pull-request-operation']).toBe('none');
    expect(s.github.pulls).toEqual([]);

    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'de',
      file: { name: de.split('/').pop() ?? de, content: Buffer.from(c.changedDe) },
      replace: true,
    });
    const changed = await s.run({ mode: 'pull' });
    expect(changed.code).toBe(0);
    expect(changed.outputs['pull-request-operation']).toBe('created');
    const diff = git(s.fixture.origin, 'diff', '--unified=0', 'main', BRANCH, '--', de)
      .split('\n')
      .filter((line) => /^[+-](?![+-])/.test(line));
    expect(diff).toEqual([`-${c.removed}`, `+${c.added}`]);
  });
});

describe('pulled files on a Windows checkout (core.autocrlf=true)', () => {
  it('are no change in the service’s LF layout, and one changed text is one changed line', async ({
    startScenario,
  }) => {
    const [json] = CASES;
    if (json === undefined) throw new Error('no JSON case');
    const de = 'locales/de.json';
    const s = await startScenario({
      files: { 'locales/en.json': json.en, [de]: json.de },
      languages: ['de'],
    });
    const windows = (workspace: string) => {
      git(workspace, 'config', 'core.autocrlf', 'true');
      rmSync(join(workspace, de));
      git(workspace, 'checkout', '--', de);
      expect(readFileSync(join(workspace, de), 'utf8')).toContain('\r\n');
    };
    const first = await s.run({ mode: 'sync' }, {}, { onStart: windows });
    expect(first.outputs['pull-request-operation']).toBe('none');

    await s.service.project.import({
      id: s.projectId,
      lang_iso: 'de',
      file: { name: 'de.json', content: Buffer.from(json.changedDe) },
      replace: true,
    });
    const changed = await s.run({ mode: 'pull' }, {}, { onStart: windows });
    expect(changed.outputs['pull-request-operation']).toBe('created');
    expect(git(s.fixture.origin, 'diff', '--numstat', 'main', BRANCH)).toBe(`1\t1\t${de}`);
  });
});
