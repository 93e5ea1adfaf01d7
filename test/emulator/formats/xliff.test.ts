import { describe, expect, it } from 'vitest';
import { FormatError, type Entry } from './index.ts';
import { codec, file, LATIN1_E_ACUTE, roundTrip, SAMPLE } from './codec-samples.ts';

const xliff = codec('xliff');

const XCODE_EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <file original="Shop/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
    <header><tool tool-id="com.apple.dt.xcode" tool-name="Xcode"/></header>
    <body>
      <trans-unit id="1" resname="main.title" xml:space="preserve">
        <source>Welcome to the &quot;Shop&quot;</source>
        <target state="translated">Willkommen im &quot;Laden&quot;</target>
        <note>Title of the main screen</note>
      </trans-unit>
      <group id="cart">
        <trans-unit id="cart.empty">
          <source>Your cart is empty</source>
        </trans-unit>
        <trans-unit id="cart.link">
          <source>Open <g id="1">cart</g></source>
          <target>Öffne den <g id="1">Warenkorb</g> &amp; mehr</target>
        </trans-unit>
      </group>
      <trans-unit id="blank">
        <source>Blank</source>
        <target/>
      </trans-unit>
    </body>
  </file>
</xliff>
`;

describe('xliff codec', () => {
  it('keeps an inline tag as written, the references in its attributes too', () => {
    const tag = '<x id="START_LINK" ctype="x-a" equiv-text="&lt;a href=&quot;/terms&quot;&gt;"/>';
    const text = `<xliff version="1.2"><file><body><trans-unit id="t"><source>a</source><target>Die ${tag}AGB &amp; mehr</target></trans-unit></body></file></xliff>`;
    expect(codec('xliff').parse(file(text), 'de')).toEqual([
      expect.objectContaining({ key: 't', value: `Die ${tag}AGB & mehr` }),
    ]);
  });

  it('reads back what it writes, with notes', () => {
    const entries = SAMPLE.map((entry) => ({ ...entry, comment: `About ${entry.key}` }));
    expect(roundTrip('xliff', entries, { lang: 'de', includeComments: true })).toEqual(entries);
  });

  it('reads an Xcode export: resname before id, target before source, groups included', () => {
    expect(xliff.parse(file(XCODE_EXPORT), 'de')).toEqual([
      { key: 'main.title', value: 'Willkommen im "Laden"', comment: 'Title of the main screen' },
      { key: 'cart.empty', value: 'Your cart is empty' },
      { key: 'cart.link', value: 'Öffne den <g id="1">Warenkorb</g> & mehr' },
      { key: 'blank', value: '' },
    ]);
  });

  it('writes the base language as <source> and the languages as attributes', () => {
    const source = new Map<string, Entry>([['a', { key: 'a', value: 'Apple & pear' }]]);
    const text = xliff
      .serialize([{ key: 'a', value: 'Apfel & Birne' }], { lang: 'de', sourceLang: 'en', source })
      .toString();
    expect(text).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
        '  <file original="translations" source-language="en" target-language="de" datatype="plaintext">',
        '    <body>',
        '      <trans-unit id="a">',
        '        <source>Apple &amp; pear</source>',
        '        <target>Apfel &amp; Birne</target>',
        '      </trans-unit>',
        '    </body>',
        '  </file>',
        '</xliff>',
        '',
      ].join('\n'),
    );
  });

  it('uses the value as source when the base language has no such key', () => {
    const text = xliff.serialize([{ key: 'b', value: 'Nur hier' }], {
      lang: 'de',
      source: new Map(),
    });
    expect(text.toString()).toContain('<source>Nur hier</source>');
  });

  it.each([
    [
      'another root element',
      file('<resources><string name="a">b</string></resources>'),
      /not <xliff>/,
    ],
    ['XLIFF 2.0', file('<xliff version="2.0"><file id="f"><unit id="u"/></file></xliff>'), /1\.2/],
    [
      'a trans-unit without id',
      file(
        '<xliff version="1.2"><file><body><trans-unit><source>a</source></trans-unit></body></file></xliff>',
      ),
      /no id/,
    ],
    ['broken XML', file('<xliff version="1.2">\n<file>\n</xliff>'), /line 3/],
    ['an empty file', file(''), /empty/],
    [
      'bytes that are not UTF-8',
      Buffer.concat([file('<xliff version="1.2">'), LATIN1_E_ACUTE, file('</xliff>')]),
      /UTF-8/,
    ],
  ])('rejects %s', (_, content, message) => {
    expect(() => xliff.parse(content, 'en')).toThrow(FormatError);
    expect(() => xliff.parse(content, 'en')).toThrow(message);
  });
});
