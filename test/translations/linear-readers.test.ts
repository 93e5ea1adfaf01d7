import { describe, expect, it } from 'vitest';
import { keyOf, plainCharacters, readTranslations } from '../../src/translations/index.ts';
import { jsonModel } from '../../src/translations/json.ts';
import { placedRoot } from '../../src/translations/xml-places.ts';
import { piecesOfContent, styleOf } from '../../src/translations/xml-text.ts';
import { quotedString, readStringsStatements } from '../../src/translations/strings-reader.ts';
import {
  doubleQuotedSource,
  literalSource,
  type ScalarPlace,
} from '../../src/translations/yaml-scalar-styles.ts';
import { quickly } from '../support/quickly.ts';
import { decide, lineDiff, written } from './helpers.ts';

/**
 * Issue 37, hole 5: every reader of repository and service text is linear in its input. Each
 * expression that read a text in quadratic time meets the text that showed it (`quickly` says
 * how it is sized, and each test how long the old expression took). Beside each, a control: what
 * the expression is for still works.
 */

const spaces = (count: number): string => ' '.repeat(count);

/** A YAML scalar's place: under a key, not folded. */
const place: ScalarPlace = {
  lineIndent: 2,
  column: 5,
  contentIndent: 4,
  width: undefined,
  inFlow: false,
  headerTrailer: '',
  indentIndicator: false,
  blankLineAfter: false,
};

describe('po.ts: the blocks of a .po file', () => {
  const header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n';

  it('splits a file with a line of 300,000 spaces alone (36 s before)', async () => {
    const repository = `${header}${spaces(300_000)}\nmsgid "a"\nmsgstr "Hallo"\n\nmsgid "b"\nmsgstr "Welt"\n`;
    const bundle = `${header}msgid "a"\nmsgstr "Servus"\n\nmsgid "b"\nmsgstr "Welt"\n`;
    const text = written(await quickly(() => decide('de.po', repository, bundle)));
    expect(lineDiff(repository, text)).toEqual({
      removed: ['msgstr "Hallo"\n'],
      added: ['msgstr "Servus"\n'],
    });
  });

  it('reads and edits an ordinary file with plural entries as before', async () => {
    const repository = [
      'msgid ""',
      'msgstr ""',
      '"Content-Type: text/plain; charset=UTF-8\\n"',
      '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
      '',
      '#: src/cart.ts:4',
      'msgid "cart.items"',
      'msgid_plural "cart.items"',
      'msgstr[0] "%d Artikel"',
      'msgstr[1] "%d Artikel"',
      '',
      'msgctxt "menu"',
      'msgid "open"',
      'msgstr "Öffnen"',
      '  \t',
      '',
      'msgid "save"',
      'msgstr ""',
      '"Speichern"',
      '',
    ].join('\r\n');
    expect(await readTranslations('po', repository)).toEqual(
      new Map([
        [keyOf(['cart.items', 0]), '%d Artikel'],
        [keyOf(['cart.items', 1]), '%d Artikel'],
        [keyOf(['menu\u0004open']), 'Öffnen'],
        [keyOf(['save']), 'Speichern'],
      ]),
    );
    const bundle = repository.replace('msgstr[1] "%d Artikel"', 'msgstr[1] "%d Artikeln"');
    const text = written(await decide('de.po', repository, bundle));
    expect(lineDiff(repository, text)).toEqual({
      removed: ['msgstr[1] "%d Artikel"\r\n'],
      added: ['msgstr[1] "%d Artikeln"\r\n'],
    });
  });
});

describe('json.ts: an object of many keys', () => {
  it('is edited in time linear in its keys: 150,000 of them (28 s before)', async () => {
    const names = Array.from({ length: 150_000 }, (_, i) => `k${i}`);
    const text = JSON.stringify(Object.fromEntries(names.map((name) => [name, 'v'])), null, 1);
    const target = new Map(names.map((name) => [keyOf([name]), name === 'k0' ? 'w' : 'v']));
    const edited = await quickly(() => jsonModel.edit(text, target, text));
    expect(lineDiff(text, edited ?? '')).toEqual({
      removed: [' "k0": "v",\n'],
      added: [' "k0": "w",\n'],
    });
  });

  it('still edits the last of a name written twice, the one the app reads', async () => {
    const text = '{\n  "a": "1",\n  "a": "2"\n}\n';
    const written = jsonModel.edit(text, new Map([[keyOf(['a']), '3']]), '{"a": "3"}');
    expect(written).toBe('{\n  "a": "1",\n  "a": "3"\n}\n');
  });
});

describe('properties.ts: the separator a new key is written with', () => {
  it('finds it after a key continued on a line of 200,000 spaces (33 s before)', async () => {
    const repository = `chan\\\n${spaces(200_000)}ged = Hallo\nsave = Speichern\n`;
    const bundle = 'changed=Servus\nsave=Speichern\nopen=Öffnen\n';
    const text = written(await quickly(() => decide('de.properties', repository, bundle)));
    expect(text.replace(spaces(200_000), '…')).toBe(
      'chan\\\n…ged = Servus\nopen = Öffnen\nsave = Speichern\n',
    );
  });

  it('still writes a new key with the first pair’s separator', async () => {
    const bundle = 'a=Servus\nb=Neu\n';
    expect(written(await decide('de.properties', 'a:Hallo\n', bundle))).toBe('a:Servus\nb:Neu\n');
  });
});

describe('strings.ts: the spacing around `=` a new key is written with', () => {
  it('finds it after a key of 300,000 spaces (38 s before)', async () => {
    const key = `a${spaces(300_000)}b`;
    const repository = `"${key}" = "Hallo";\n`;
    const bundle = `"${key}" = "Servus";\n"open" = "Öffnen";\n`;
    const text = written(await quickly(() => decide('de.strings', repository, bundle)));
    expect(text.replace(key, '…')).toBe('"…" = "Servus";\n"open" = "Öffnen";\n');
  });

  it('still writes a new key with the first statement’s spacing', async () => {
    const bundle = '"a" = "Servus";\n"b" = "Neu";\n';
    expect(written(await decide('de.strings', '"a"="Hallo";\n', bundle))).toBe(
      '"a"="Servus";\n"b"="Neu";\n',
    );
  });
});

describe('yaml-scalar-styles.ts: a literal block’s final newlines', () => {
  it('are found after a text of 300,000 newlines and a letter (39 s before)', async () => {
    const source = await quickly(() => literalSource(`${'\n'.repeat(300_000)}x`, place));
    expect(source?.startsWith('|-\n\n\n')).toBe(true);
    expect(source?.endsWith('\n    x\n')).toBe(true);
  });

  it('still say how the block keeps its end', () => {
    expect(literalSource('a\nb', place)).toBe('|-\n    a\n    b\n');
    expect(literalSource('a\n', place)).toBe('|\n    a\n');
    expect(literalSource('a\n\n\n', place)).toBe('|+\n    a\n\n\n');
  });
});

/**
 * Texts a writer or reader built a character at a time (`text += char`), which V8 holds as a
 * chain of as many pieces: the collector's time grew faster than the text (a 16 MiB .strings
 * text took 7.5 s to pull). They are now built of runs; the time is the benchmark's to show
 * (bench/reader-adversarial.ts: `.strings`, one long line), what they write and read is here.
 */
describe('strings-reader.ts, yaml-scalar-styles.ts: texts built of runs of characters', () => {
  const odd = 'a"b\\c\n\t\r\u0000\u0001\u001f\u0085\ufeff\u2028 é😀';

  it('writes and reads a .strings text with every escape', () => {
    const quoted = quotedString(odd);
    expect(quoted).toBe('"a\\"b\\\\c\\n\\t\\r\\U0000\\U0001\\U001f\u0085\ufeff\u2028 é😀"');
    expect(readStringsStatements(`"k" = ${quoted};`)?.[0]?.value).toBe(odd);
    expect(readStringsStatements('"k" = "\\U00e9\\101\\q\\\\";')?.[0]?.value).toBe('éAq\\');
    expect(readStringsStatements('"k" = "open')).toBeUndefined();
  });

  it('writes a double-quoted YAML text with every escape', () => {
    expect(doubleQuotedSource(odd, place)).toBe(
      '"a\\"b\\\\c\\n\\t\\r\\0\\x01\\x1f\\x85\\ufeff\\u2028 é😀"',
    );
  });
});

describe('xml-text.ts: the content of an XML element', () => {
  it('is written over 200,000 spaces of an Android string (24 s before)', async () => {
    const file = (text: string) =>
      `<resources>\n  <string name="a">${spaces(200_000)}${text}</string>\n</resources>\n`;
    const text = written(
      await quickly(() => decide('values-de/strings.xml', file('Hallo'), file('Servus'))),
    );
    expect(text).toBe('<resources>\n  <string name="a">Servus</string>\n</resources>\n');
  });

  it('keeps its style past 180,000 CDATA openings in a comment (23 s before)', async () => {
    const raw = `x &gt; y<!--${'<![CDATA['.repeat(180_000)}-->`;
    expect(await quickly(() => styleOf(raw))).toMatchObject({
      escapesGreaterThan: true,
      cdata: false,
    });
  });

  it('tells one CDATA section from several past 180,000 closings (35 s before)', async () => {
    const raw = `<![CDATA[a]]>${']]>'.repeat(180_000)}`;
    expect(await quickly(() => styleOf(raw).cdata)).toBe(true);
  });

  it('reads past 200,000 comment openings in an attribute value (27 s before)', async () => {
    const raw = `x<b title="${'<!--'.repeat(200_000)}">y</b>`;
    expect(await quickly(() => piecesOfContent(raw))).toBeUndefined();
  });

  it('still reads CDATA, comments and processing instructions, and the style of the content', () => {
    expect(piecesOfContent('a<![CDATA[<b>]]><!-- c --><?p q?><i>d</i>')).toEqual([
      { kind: 'chars', chars: 'a', cdata: false },
      { kind: 'chars', chars: '<b>', cdata: true },
      { kind: 'tag', canonical: '<i>', written: '<i>' },
      { kind: 'chars', chars: 'd', cdata: false },
      { kind: 'tag', canonical: '</i>', written: '</i>' },
    ]);
    expect(piecesOfContent('a<!-- b')).toBeUndefined();
    expect(styleOf(' \n "<![CDATA[a &gt; b]]>" ')).toMatchObject({
      cdata: true,
      escapesGreaterThan: false,
    });
    expect(styleOf('<![CDATA[a]]> x <![CDATA[b]]>').cdata).toBe(false);
    expect(styleOf('"x<![CDATA[a]]>"').cdata).toBe(false);
  });
});

describe('xml.ts: references outside comments and CDATA', () => {
  const resources = (inside: string) =>
    `<resources>\n  <string name="a">Hallo</string>\n${inside}\n</resources>\n`;

  it('are looked for past 200,000 comment openings in an instruction (37 s before)', async () => {
    const text = resources(`<?note ${'<!--'.repeat(200_000)}?>`);
    expect(await quickly(() => readTranslations('android', text))).toEqual(
      new Map([[keyOf(['a']), 'Hallo']]),
    );
  });

  it('still refuse a reference XML does not define, but not in a comment or CDATA', async () => {
    expect(await readTranslations('android', resources('<!-- &lol; -->'))).toBeDefined();
    const cdata = resources('<string name="b"><![CDATA[&lol;]]></string>');
    expect(await readTranslations('android', cdata)).toBeDefined();
    expect(await readTranslations('android', resources('<string name="b">&lol;</string>'))).toBe(
      undefined,
    );
  });
});

describe('xml-places.ts: a DOCTYPE with declarations of its own', () => {
  it('is looked for past 100,000 DOCTYPEs in a comment (28 s before)', async () => {
    const text = `<r><!--${'<!DOCTYPE'.repeat(100_000)}--><s/></r>`;
    expect((await quickly(() => placedRoot(text)))?.children).toHaveLength(1);
  });

  it('is still found, and the text not placed', () => {
    expect(placedRoot('<!DOCTYPE r [ <!ENTITY e "x"> ]><r/>')).toBeUndefined();
    expect(placedRoot('<!doctype r SYSTEM "r.dtd"><r/>')).toBeDefined();
  });
});

describe('xml-content.ts: an empty element given content', () => {
  const file = (element: string) => `<resources>\n  ${element}\n</resources>\n`;

  it('is written anew after 300,000 spaces in its tag (30 s before)', async () => {
    const tag = `<string name="a"${spaces(300_000)}tools:ignore="x"`;
    const repository = file(`${tag}/>`);
    const bundle = file('<string name="a">Servus</string>');
    const text = written(await quickly(() => decide('values-de/strings.xml', repository, bundle)));
    expect(text.replace(tag, '…')).toBe(file('…>Servus</string>'));
  });

  it('still loses only the white space before its `/>`', async () => {
    const bundle = file('<string name="a">Servus</string>');
    const text = written(
      await decide('values-de/strings.xml', file('<string name="a" />'), bundle),
    );
    expect(text).toBe(file('<string name="a">Servus</string>'));
  });
});

describe('xml-characters.ts: the characters of a text with markup', () => {
  it('are read from 300,000 `<`s that start no tag (41 s before)', async () => {
    const text = '<'.repeat(300_000);
    expect(await quickly(() => plainCharacters(text))).toBe(text);
  });

  it('still keep tags and decode references outside them', () => {
    expect(plainCharacters('<b title="&lt;">a &lt; b &amp; c</b> &lt;<')).toBe(
      '<b title="&lt;">a < b & c</b> <<',
    );
  });
});
