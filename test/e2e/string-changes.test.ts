import { describe, expect, it } from '../support/fixtures.ts';

/**
 * The pull request lists strings, not files (issue 20): a bundle that changes two texts, adds a
 * key and removes one shows exactly those four rows, with old and new texts, in every format the
 * key-level model reads; the repository file's own order and comments are no change.
 */

interface Texts {
  readonly greeting: string;
  readonly save: string;
  readonly cancel: string;
  readonly extra?: readonly [key: string, text: string];
}

interface FormatCase {
  readonly name: string;
  readonly pattern: string;
  readonly inputs?: Readonly<Record<string, string>>;
  /** The name the service imports a file of this format under. */
  readonly importAs: (language: string) => string;
  /** The file of a language; the repository's has `comments` and keys in another order. */
  readonly file: (texts: Texts, language: string, repository: boolean) => string;
}

const ORDER = (texts: Texts, repository: boolean): [string, string][] => {
  const keys: [string, string][] = [
    ['greeting', texts.greeting],
    ['save', texts.save],
    ['cancel', texts.cancel],
    ...(texts.extra ? [[texts.extra[0], texts.extra[1]] as [string, string]] : []),
  ];
  return repository ? keys.reverse() : keys;
};

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const CASES: readonly FormatCase[] = [
  {
    name: 'JSON',
    pattern: 'locales/%LANG_ISO%.json',
    importAs: (l) => `${l}.json`,
    file: (texts, _l, repository) =>
      JSON.stringify(Object.fromEntries(ORDER(texts, repository)), null, repository ? 2 : 4) + '\n',
  },
  {
    name: 'YAML',
    pattern: 'locales/%LANG_ISO%.yml',
    importAs: (l) => `${l}.yml`,
    file: (texts, _l, repository) =>
      (repository ? '# Reviewed by Anna\n' : '') +
      ORDER(texts, repository)
        .map(([key, text]) => `${key}: ${JSON.stringify(text)}\n`)
        .join(''),
  },
  {
    name: '.po',
    pattern: 'locales/%LANG_ISO%.po',
    importAs: (l) => `${l}.po`,
    file: (texts, language, repository) =>
      `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: ${language}\\n"\n` +
      ORDER(texts, repository)
        .map(
          ([key, text]) =>
            `\n${repository ? `#. Shown on the ${key} button\n#: src/app.ts:${key.length}\n` : ''}msgid "${key}"\nmsgstr "${text}"\n`,
        )
        .join(''),
  },
  {
    name: '.properties',
    pattern: 'locales/messages_%LANG_ISO%.properties',
    importAs: (l) => `messages_${l}.properties`,
    file: (texts, _l, repository) =>
      (repository ? '# Shop texts\n' : '') +
      ORDER(texts, repository)
        .map(([key, text]) => `${key}${repository ? ' = ' : '='}${text}\n`)
        .join(''),
  },
  {
    name: '.strings',
    pattern: 'App/%LANG_ISO%.lproj/Localizable.strings',
    importAs: () => 'Localizable.strings',
    file: (texts, _l, repository) =>
      ORDER(texts, repository)
        .map(
          ([key, text]) =>
            `${repository ? `/* The ${key} button */\n` : ''}"${key}" = "${text}";\n`,
        )
        .join(''),
  },
  {
    name: 'Android XML',
    pattern: 'res/values-%LANG_ISO%/strings.xml',
    importAs: () => 'strings.xml',
    file: (texts, _l, repository) =>
      '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' +
      ORDER(texts, repository)
        .map(
          ([key, text]) =>
            `${repository ? `    <!-- The ${key} button -->\n` : ''}    <string name="${key}">${xml(text)}</string>\n`,
        )
        .join('') +
      '</resources>\n',
  },
  {
    name: 'XLIFF 1.2',
    pattern: 'locales/%LANG_ISO%.xliff',
    importAs: (l) => `${l}.xliff`,
    file: (texts, language, repository) =>
      '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
      `  <file original="app" source-language="en" target-language="${language}" datatype="plaintext">\n    <body>\n` +
      ORDER(texts, repository)
        .map(
          ([key, text]) =>
            // The repository's sources are older English: a source is not a translation.
            `      <trans-unit id="${key}"><source>${repository ? 'Old English' : key}</source><target>${xml(text)}</target>${repository ? '<note>checked</note>' : ''}</trans-unit>\n`,
        )
        .join('') +
      '    </body>\n  </file>\n</xliff>\n',
  },
  {
    name: 'ARB',
    pattern: 'lib/l10n/app_%LANG_ISO%.arb',
    inputs: { format: 'arb' },
    importAs: (l) => `app_${l}.arb`,
    file: (texts, language, repository) =>
      JSON.stringify(
        Object.fromEntries([
          ...(repository ? [['@@locale', language]] : []),
          ...ORDER(texts, repository).flatMap(([key, text]) => [
            [key, text],
            ...(repository ? [[`@${key}`, { description: `The ${key} button` }]] : []),
          ]),
        ]),
        null,
        2,
      ) + '\n',
  },
];

const EN: Texts = { greeting: 'Hello', save: 'Save', cancel: 'Cancel', extra: ['new_key', 'New'] };
/** The service's German: two texts changed and a new key against the repository's. */
const SERVICE_DE: Texts = {
  greeting: 'Servus',
  save: 'Sichern',
  cancel: 'Abbrechen',
  extra: ['new_key', 'Neu'],
};
/** The repository's German: a key the project no longer has, in another order, with comments. */
const REPOSITORY_DE: Texts = {
  greeting: 'Hallo',
  save: 'Speichern',
  cancel: 'Abbrechen',
  extra: ['old_key', 'Alt'],
};

const ROWS = [
  '| de | changed | `greeting` | `Hallo` | `Servus` |',
  '| de | changed | `save` | `Speichern` | `Sichern` |',
  '| de | added | `new_key` |  | `Neu` |',
  '| de | removed | `old_key` | `Alt` |  |',
];

describe.each(CASES)('a pull request of $name files', (c) => {
  it('lists the two changed texts, the added key and the removed one, and nothing else', async ({
    startScenario,
  }) => {
    const path = (language: string) => c.pattern.replace('%LANG_ISO%', language);
    const s = await startScenario({
      files: {
        [path('en')]: c.file(EN, 'en', true),
        [path('de')]: c.file(REPOSITORY_DE, 'de', true),
      },
      languages: ['de'],
      inputs: { files: c.pattern, ...c.inputs },
    });
    for (const [language, texts] of [
      ['en', EN],
      ['de', SERVICE_DE],
    ] as const) {
      await s.service.project.import({
        id: s.projectId,
        lang_iso: language,
        file: { name: c.importAs(language), content: Buffer.from(c.file(texts, language, false)) },
        replace: true,
      });
    }

    const run = await s.run({ mode: 'pull' });
    expect(run.code, run.stderr || run.stdout).toBe(0);
    expect(run.outputs['pull-request-operation']).toBe('created');
    const pr = s.github.pulls[0];
    const rows = (pr?.body ?? '')
      .split('\n')
      .filter((line) => /^\| de \| (changed|added|removed) \|/.test(line));
    expect(rows).toEqual(ROWS);
    expect(pr?.title).toBe('Update translations (de: 2 changed, 1 added, 1 removed)');
    expect(pr?.body).toContain('<details><summary>Files</summary>');
    expect(run.summary.split('\n').filter((line) => line.startsWith('| de | changed |'))).toEqual(
      ROWS.slice(0, 2),
    );
  });
});
