import { describe, expect, it } from 'vitest';
import { keyLabel, readTranslations } from '../../src/translations/index.ts';
import { crlf, decide, written } from './helpers.ts';

/** The entries as label → text, for short expectations. */
async function labelled(format: Parameters<typeof readTranslations>[0], text: string) {
  const entries = await readTranslations(format, text);
  return entries && Object.fromEntries([...entries].map(([key, value]) => [keyLabel(key), value]));
}

describe('Java .properties translations', () => {
  const repository = [
    '# Greetings',
    'greeting = Hallo',
    'bye = Tsch\\u00fcss\\',
    '    !',
    'menu.open:Öffnen',
    '',
  ].join('\n');

  it('reads keys and texts as Java does: escapes, continuation lines, separators', async () => {
    expect(await labelled('properties', repository)).toEqual({
      greeting: 'Hallo',
      bye: 'Tschüss!',
      'menu.open': 'Öffnen',
    });
    // A key written twice: the last one counts, as java.util.Properties.load reads it.
    expect(await readTranslations('properties', 'a=1\na=2\n')).toEqual(new Map([['["a"]', '2']]));
  });

  it('edits the changed value in place, removes a removed key with its line, adds a new one', async () => {
    const bundle = 'greeting=Servus\nmenu.open=Öffnen\nmenu.save=Speichern\n';
    const text = written(await decide('de.properties', repository, bundle));
    expect(text).toBe(
      ['# Greetings', 'greeting = Servus', 'menu.open:Öffnen', 'menu.save = Speichern', ''].join(
        '\n',
      ),
    );
  });

  it('is unchanged when only the order, the comments or the escapes differ', async () => {
    const bundle = 'menu.open=\\u00d6ffnen\nbye=Tschüss!\n# other\ngreeting=Hallo';
    expect(await decide('de.properties', repository, bundle)).toEqual({ kind: 'unchanged' });
  });

  it('keeps CRLF and writes new texts escaped like an ASCII-only file', async () => {
    const ascii = crlf('a=Caf\\u00e9\nb=B\n');
    const text = written(await decide('fr.properties', ascii, 'a=Café\nb=Bé\n'));
    expect(text).toBe(crlf('a=Caf\\u00e9\nb=B\\u00e9\n'));
  });

  it('writes a new file without its empty texts: Java would take them over the parent bundle', async () => {
    // messages_pt_BR.properties with `required=` shows nothing where messages_pt.properties or
    // messages.properties has a text: only the translated keys are written.
    const bundle = 'welcome=Bem-vindo à clínica\nrequired=\nnotFound =\nnone\nspace=\\ \n';
    const text = written(await decide('messages_pt_BR.properties', undefined, bundle));
    expect(text).toBe('welcome=Bem-vindo à clínica\nspace=\\ \n');
    // A language no one translated yet gets no file.
    expect(await decide('messages_fr.properties', undefined, 'a=\nb=\n')).toEqual({
      kind: 'unchanged',
    });
    // A file of translated texts only is written as the bundle has it.
    const full = await decide('messages_fr.properties', undefined, 'a=A\n# note\nb : B\n');
    expect(written(full)).toBe('a=A\n# note\nb : B\n');
  });
});

describe('Apple .strings translations', () => {
  const repository = [
    '/* Greeting on the home screen */',
    '"greeting" = "Hallo";',
    '"bye" = "Tschüss"; // said at the end',
    'bare_key = "Zeile\\neins \\"zwei\\"";',
    '',
  ].join('\n');

  it('reads quoted and bare keys, escapes and comments', async () => {
    expect(await labelled('strings', repository)).toEqual({
      greeting: 'Hallo',
      bye: 'Tschüss',
      bare_key: 'Zeile\neins "zwei"',
    });
    expect(await labelled('strings', '"a" = "\\U00e9\\101";')).toEqual({ a: 'éA' });
  });

  it('refuses what is not .strings syntax', async () => {
    for (const broken of ['"a" = "b"', '"a" "b";', '"a" = "b;', '/* open']) {
      expect(await readTranslations('strings', broken)).toBeUndefined();
    }
  });

  it('reads a key written twice as Apple does, the last counting, and changes that one alone', async () => {
    const twice = '"a" = "b";\n"a" = "c";\n"z" = "y";\n';
    expect(await readTranslations('strings', twice)).toEqual(
      new Map([
        ['["a"]', 'c'],
        ['["z"]', 'y'],
      ]),
    );
    const decision = await decide(
      'de.lproj/Localizable.strings',
      twice,
      '"a" = "d";\n"z" = "y";\n',
    );
    expect(written(decision)).toBe('"a" = "b";\n"a" = "d";\n"z" = "y";\n');
    expect(decision.kind === 'write' && decision.warnings).toEqual([
      'de.lproj/Localizable.strings: the key "a" is written twice; the last one counts, as the platform reads it',
    ]);
  });

  it('edits the changed value, removes a key with its line and comment, adds a new one', async () => {
    const bundle =
      '"greeting" = "Servus";\n"bare_key" = "Zeile\\neins \\"zwei\\"";\n"new" = "Neu";\n';
    const text = written(await decide('de.strings', repository, bundle));
    expect(text).toBe(
      [
        '/* Greeting on the home screen */',
        '"greeting" = "Servus";',
        'bare_key = "Zeile\\neins \\"zwei\\"";',
        '"new" = "Neu";',
        '',
      ].join('\n'),
    );
  });

  it('is unchanged when only the order or the comments differ', async () => {
    const bundle =
      '"bye" = "Tschüss";\n"bare_key" = "Zeile\\neins \\"zwei\\"";\n"greeting" = "Hallo";\n';
    expect(await decide('de.strings', repository, bundle)).toEqual({ kind: 'unchanged' });
  });
});

describe('Android strings.xml translations', () => {
  const repository = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <!-- Home screen -->
    <string name="greeting">Hallo <b>Welt</b> &amp; \\'du\\'</string>
    <string name="app_name" translatable="false">App</string>
    <string name="spaced">"  zwei  "   drei\\n</string>
    <plurals name="files">
        <item quantity="one">%d Datei</item>
        <item quantity="other">%d Dateien</item>
    </plurals>
    <string-array name="days">
        <item>Mo</item>
        <item><![CDATA[<i>Di</i>]]></item>
    </string-array>
</resources>
`;

  it('reads strings, plurals and string arrays as the app shows them; untranslatable ones are no key', async () => {
    expect(await labelled('android', repository)).toEqual({
      greeting: "Hallo <b>Welt</b> & 'du'",
      spaced: '  zwei   drei\n',
      'files.one': '%d Datei',
      'files.other': '%d Dateien',
      'days[0]': 'Mo',
      // A CDATA section is characters to Android, as `&lt;i&gt;` would be: no markup.
      'days[1]': '&lt;i>Di&lt;/i>',
    });
  });

  it('refuses broken XML and XML that is not resources', async () => {
    expect(
      await readTranslations('android', '<resources><string name="a">x</resources>'),
    ).toBeUndefined();
    expect(
      await readTranslations('android', '<manifest><string name="a">x</string></manifest>'),
    ).toBeUndefined();
  });

  it("is unchanged when only order and comments differ; a change edits its text in the file's line endings", async () => {
    const reordered = repository
      .replace('    <!-- Home screen -->\n', '')
      .replace(/( {4}<string name="greeting">.*\n)([\s\S]*?)(\s*<plurals)/, '$2\n$1$3');
    expect(await decide('values-de/strings.xml', repository, reordered)).toEqual({
      kind: 'unchanged',
    });
    const bundle = repository.replace('%d Datei<', '%d Datei (eine)<');
    const decision = await decide('values-de/strings.xml', crlf(repository), bundle.trimEnd());
    expect(decision).toMatchObject({ kind: 'write', style: 'kept', keptTexts: [] });
    expect(written(decision)).toBe(crlf(bundle));
  });
});

describe('XLIFF 1.2 translations', () => {
  const unit = (id: string, source: string, target?: string) =>
    `      <trans-unit id="${id}"><source>${source}</source>${target === undefined ? '' : `<target>${target}</target>`}</trans-unit>\n`;
  const document = (units: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n  <file original="app" source-language="en" target-language="de" datatype="plaintext">\n    <body>\n${units}    </body>\n  </file>\n</xliff>\n`;

  it('reads each trans-unit id with its target; a unit without a target has no text', async () => {
    const text = document(
      unit('home.title', 'Home', 'Start &lt;3') +
        unit('todo', 'To do') +
        `      <group id="g">\n${unit('nested', 'Nested', 'Ver<g id="1">schachtelt</g>')}      </group>\n`,
    );
    expect(await labelled('xliff', text)).toEqual({
      'home.title': 'Start &lt;3',
      nested: 'Ver<g id="1">schachtelt</g>',
    });
  });

  it('takes a changed source for no change of a translation, and refuses XLIFF 2', async () => {
    const before = document(unit('a', 'Hello', 'Hallo'));
    const after = document(unit('a', 'Hello there', 'Hallo'));
    expect(await decide('de.xliff', before, after)).toEqual({ kind: 'unchanged' });
    expect(
      await readTranslations('xliff', '<xliff version="2.0"><file id="f"/></xliff>'),
    ).toBeUndefined();
  });
});

describe('ARB translations', () => {
  const repository = `{
  "@@locale": "de",
  "greeting": "Hallo {name}",
  "@greeting": {
    "description": "Greets the user",
    "placeholders": { "name": {} }
  },
  "bye": "Tschüss"
}
`;

  it('reads the texts; @-entries are metadata, not texts', async () => {
    expect(await labelled('arb', repository)).toEqual({ greeting: 'Hallo {name}', bye: 'Tschüss' });
  });

  it("is unchanged when only metadata differs; an edit keeps the metadata and adds the new key's", async () => {
    const noMetadata = '{"@@locale": "de", "greeting": "Hallo {name}", "bye": "Tschüss"}';
    expect(await decide('app_de.arb', repository, noMetadata)).toEqual({ kind: 'unchanged' });
    const bundle =
      '{"@@locale": "de", "greeting": "Servus {name}", "new": "Neu", "@new": {"description": "d"}}';
    const text = written(await decide('app_de.arb', repository, bundle));
    expect(JSON.parse(text)).toEqual({
      '@@locale': 'de',
      greeting: 'Servus {name}',
      '@greeting': { description: 'Greets the user', placeholders: { name: {} } },
      new: 'Neu',
      '@new': { description: 'd' },
    });
    expect(text).toContain(
      '  "greeting": "Servus {name}",\n  "@greeting": {\n    "description": "Greets the user",',
    );
  });
});

describe('hostile XML', () => {
  it('expands no entity a DOCTYPE declares and fetches no external one', async () => {
    const laughs = Array.from({ length: 9 }, (_, i) =>
      i === 0 ? '<!ENTITY l0 "lol">' : `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`,
    ).join('\n');
    const text = `<?xml version="1.0"?>\n<!DOCTYPE resources [\n${laughs}\n<!ENTITY secret SYSTEM "file:///etc/passwd">\n]>\n<resources>\n  <string name="bomb">&l8;</string>\n  <string name="file">&secret;</string>\n</resources>\n`;
    const entries = await labelled('android', text);
    // Read as written or not at all: never a billion laughs nor a file's content.
    expect(JSON.stringify(entries ?? {}).length).toBeLessThan(200);
    expect(JSON.stringify(entries ?? {})).not.toContain('root:');
  });
});
