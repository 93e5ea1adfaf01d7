import { describe, expect, it } from 'vitest';
import { formatOf, readTranslationFile, readTranslations } from '../../src/translations/formats.ts';
import { keyOf } from '../../src/translations/keys.ts';
import { qtTsModel } from '../../src/translations/qt-ts.ts';
import { codecFor, type Entry } from '../emulator/formats/index.ts';
import { crlf, decide, written } from './helpers.ts';
import { qtTsEntries } from './independent-qt-ts.ts';

const PATH = 'translations/app_cs.ts';

/** A Czech file as lupdate writes one: locations, a disambiguation, plurals, a vanished text. */
const repository = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../src/mainwindow.cpp" line="42"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <location filename="../src/mainwindow.cpp" line="57"/>
        <source>Open</source>
        <comment>verb, a toolbar button</comment>
        <extracomment>Keep it short</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/mainwindow.cpp" line="80"/>
        <source>%n file(s) deleted</source>
        <translation type="unfinished">
            <numerusform>%n soubor smazán</numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="vanished">Konec</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../src/settings.ui" line="14"/>
        <source>Don&apos;t ask &quot;again&quot;</source>
        <translatorcomment>checked by Jan</translatorcomment>
        <translation>Neptat se znovu</translation>
    </message>
</context>
</TS>
`;

const OPEN = keyOf(['MainWindow', '&Open…']);
const OPEN_VERB = keyOf(['MainWindow', 'Open', 'verb, a toolbar button']);
const DELETED = ['MainWindow', '%n file(s) deleted'];
const ASK = keyOf(['SettingsDialog', `Don't ask "again"`]);

/** The repository's messages as the service keeps them, its texts changed by `texts`. */
function serviceEntries(texts: Readonly<Record<string, string | Entry['value']>> = {}): Entry[] {
  const entry = (context: string, source: string, value: Entry['value'], comment?: string) => {
    const key = [context, source, ...(comment === undefined ? [] : [comment])].join('::');
    return { key, value: texts[key] ?? value, context, ...(comment ? { comment } : {}) };
  };
  return [
    entry('MainWindow', '&Open…', '&Otevřít…'),
    entry('MainWindow', 'Open', '', 'verb, a toolbar button'),
    entry('MainWindow', '%n file(s) deleted', { one: '%n soubor smazán', few: '', other: '' }),
    entry('SettingsDialog', `Don't ask "again"`, 'Neptat se znovu'),
  ];
}

/** The service's export of those entries (the emulator's codec), in Czech unless said. */
function bundleOf(entries: readonly Entry[], lang = 'cs'): string {
  return codecFor('ts')?.serialize(entries, { lang }).toString('utf8') ?? '';
}

describe('Qt Linguist read', () => {
  it('keys each message by context, source and comment, its numerus forms by Qt’s Czech rules', () => {
    expect(qtTsModel.read(repository)).toEqual(
      new Map([
        [OPEN, '&Otevřít…'],
        [OPEN_VERB, ''],
        [keyOf([...DELETED, 'one']), '%n soubor smazán'],
        [keyOf([...DELETED, 'few']), ''],
        [keyOf([...DELETED, 'other']), ''],
        [ASK, 'Neptat se znovu'],
      ]),
    );
    expect(qtTsEntries(repository)).toEqual(qtTsModel.read(repository));
  });

  it('names Latvian forms as Qt orders them (1-like, the rest, 0), and an unknown language’s by index', () => {
    const numerus = (language: string) =>
      repository
        .replace('cs_CZ', language)
        .replace(/(<numerusform>[^\n]*\n\s*){3}/, (forms) =>
          forms.replace('<numerusform></numerusform>', '<numerusform>b</numerusform>'),
        );
    const forms = (language: string) =>
      [...(qtTsModel.read(numerus(language))?.keys() ?? [])]
        .map((key) => JSON.parse(key) as unknown[])
        .filter((path) => path[1] === DELETED[1])
        .map((path) => path[2]);
    expect(forms('lv_LV')).toEqual(['one', 'other', 'zero']);
    expect(forms('xx')).toEqual([0, 1, 2]);
    // Czech with two forms is not what Qt gives Czech: the forms go by their index.
    expect(forms('de_DE')).toEqual([0, 1, 2]);
  });

  it('reads Qt’s own escapes: references, a <byte> for a control character, CRLF as a line break', () => {
    const text = crlf(
      repository.replace('Neptat se znovu', 'Ne&#xa0;ptat<byte value="x1b"/>\nznovu &lt;b&gt;'),
    );
    expect(qtTsModel.read(text)?.get(ASK)).toBe('Ne\u00a0ptat\u001b\nznovu <b>');
    expect(qtTsEntries(text)?.get(ASK)).toBe('Ne\u00a0ptat\u001b\nznovu <b>');
  });

  it('reads only XML whose root is <TS>: a TypeScript source is no translation file', async () => {
    const typescript = `import { app } from './app';\nexport const title: string = 'App';\n`;
    expect(formatOf('src/main.ts')).toBe('qt-ts');
    expect(qtTsModel.read(typescript)).toBeUndefined();
    expect(await readTranslationFile('src/main.ts', Buffer.from(typescript))).toEqual({
      unread: 'syntax',
    });
    expect(qtTsModel.read('<resources><string name="a">A</string></resources>')).toBeUndefined();
    // Two messages of one key: which one Qt shows is not said.
    const twice = repository.replace('<source>Open</source>', '<source>&amp;Open…</source>');
    expect(qtTsModel.read(twice.replace(/\s*<comment>verb[^\n]*/, ''))).toBeUndefined();
    expect((await readTranslations('qt-ts', repository))?.size).toBe(6);
  });
});

describe('Qt Linguist pulled in place', () => {
  it('changes only a translated text’s line, and that message is no longer unfinished', async () => {
    const bundle = bundleOf(
      serviceEntries({
        'MainWindow::Open::verb, a toolbar button': `Otevřít "to" 'teď'`,
        'SettingsDialog::Don\'t ask "again"': 'Už se neptat',
      }),
    );
    const text = written(await decide(PATH, repository, bundle));
    expect(text).toBe(
      repository
        .replace(
          '<translation type="unfinished"></translation>',
          '<translation>Otevřít &quot;to&quot; &apos;teď&apos;</translation>',
        )
        .replace('Neptat se znovu', 'Už se neptat'),
    );
  });

  it('writes a numerus form on its line, the translation finished once every form is', async () => {
    const deleted = 'MainWindow::%n file(s) deleted';
    const some = bundleOf(
      serviceEntries({ [deleted]: { one: '%n soubor smazán', few: '%n soubory smazány' } }),
    );
    const partly = written(await decide(PATH, repository, some));
    expect(partly).toBe(
      repository.replace(
        '<numerusform></numerusform>',
        '<numerusform>%n soubory smazány</numerusform>',
      ),
    );
    const all = bundleOf(
      serviceEntries({
        [deleted]: { one: '%n soubor smazán', few: '%n soubory smazány', other: '%n souborů' },
      }),
    );
    expect(written(await decide(PATH, repository, all))).toBe(
      repository
        .replace(
          '<translation type="unfinished">\n            <numerusform>%n',
          '<translation>\n            <numerusform>%n',
        )
        .replace('<numerusform></numerusform>', '<numerusform>%n soubory smazány</numerusform>')
        .replace('<numerusform></numerusform>', '<numerusform>%n souborů</numerusform>'),
    );
  });

  it('adds a new message to its context and a new context, untranslated ones as lupdate writes them', async () => {
    const entries = serviceEntries();
    entries.splice(1, 0, { key: 'MainWindow::Save', value: '', context: 'MainWindow' });
    entries.push({ key: 'TrayIcon::Show', value: 'Zobrazit', context: 'TrayIcon' });
    const text = written(await decide(PATH, repository, bundleOf(entries)));
    expect(text).toBe(
      repository
        .replace(
          '<translation>&amp;Otevřít…</translation>\n    </message>\n',
          '<translation>&amp;Otevřít…</translation>\n    </message>\n    <message>\n' +
            '        <source>Save</source>\n        <translation type="unfinished"></translation>\n' +
            '    </message>\n',
        )
        .replace(
          '</context>\n</TS>',
          '</context>\n<context>\n    <name>TrayIcon</name>\n    <message>\n' +
            '        <source>Show</source>\n        <translation>Zobrazit</translation>\n' +
            '    </message>\n</context>\n</TS>',
        ),
    );
  });

  it('removes a message the service no longer has, and its context when nothing else is left', async () => {
    const entries = serviceEntries().filter((entry) => !entry.key.startsWith('SettingsDialog'));
    const text = written(await decide(PATH, repository, bundleOf(entries.slice(1))));
    expect(text).not.toContain('SettingsDialog');
    expect(text).not.toContain('&amp;Otevřít');
    // The vanished message stays, with its context.
    expect(text).toContain('<translation type="vanished">Konec</translation>');
    expect(qtTsModel.read(text)?.size).toBe(4);
  });

  it('keeps CRLF, and takes the service’s `cs` for the file’s `cs_CZ`', async () => {
    const bundle = bundleOf(serviceEntries({ 'MainWindow::&Open…': 'O&tevřít' }));
    const text = written(await decide(PATH, crlf(repository), bundle));
    expect(text).toBe(crlf(repository.replace('&amp;Otevřít…', 'O&amp;tevřít')));
    expect(await decide(PATH, repository, bundleOf(serviceEntries()))).toMatchObject({
      kind: 'unchanged',
    });
  });

  it('writes a new language’s file whole, every message in it, untranslated ones unfinished', async () => {
    const bundle = bundleOf(serviceEntries({ 'MainWindow::&Open…': '' }), 'pl');
    const decision = await decide('translations/app_pl.ts', undefined, bundle);
    expect(written(decision)).toBe(bundle);
    expect(bundle.match(/<message/g)).toHaveLength(4);
    expect(bundle).toContain(
      '<source>&amp;Open…</source>\n        <translation type="unfinished"></translation>',
    );
  });
});

describe('Qt Linguist numerus forms against the service’s', () => {
  /** A German file lupdate wrote without `-target-language`: no `language`, forms by index. */
  const german = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>Jobs</name>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation><numerusform>%n Auftrag</numerusform><numerusform>%n Aufträge</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished"/>
    </message>
</context>
</TS>
`;
  const service = (job: Entry['value'], error: Entry['value']) =>
    bundleOf(
      [
        { key: 'Jobs::%n job(s)', value: job, context: 'Jobs' },
        { key: 'Jobs::%n error(s)', value: error, context: 'Jobs' },
      ],
      'de',
    );

  it('meets the service’s German forms by index where the file names no language', async () => {
    expect([...(qtTsModel.read(german)?.keys() ?? [])]).toEqual([
      keyOf(['Jobs', '%n job(s)', 0]),
      keyOf(['Jobs', '%n job(s)', 1]),
      // A translation without forms has as many as the file's other numerus messages, empty.
      keyOf(['Jobs', '%n error(s)', 0]),
      keyOf(['Jobs', '%n error(s)', 1]),
    ]);
    const same = service({ one: '%n Auftrag', other: '%n Aufträge' }, { one: '', other: '' });
    expect(await decide('app_de.ts', german, same)).toMatchObject({ kind: 'unchanged' });
    const changed = service({ one: '%n Auftrag', other: '%n Jobs' }, { one: '', other: '' });
    expect(written(await decide('app_de.ts', german, changed))).toBe(
      german.replace('%n Aufträge', '%n Jobs'),
    );
  });

  it('writes the forms of a translation that had none on lines of their own', async () => {
    const bundle = service(
      { one: '%n Auftrag', other: '%n Aufträge' },
      { one: '%n Fehler', other: '%n Fehler' },
    );
    expect(written(await decide('app_de.ts', german, bundle))).toBe(
      german.replace(
        '<translation type="unfinished"/>',
        '<translation>\n            <numerusform>%n Fehler</numerusform>\n' +
          '            <numerusform>%n Fehler</numerusform>\n        </translation>',
      ),
    );
  });
});
