import { describe, expect, it } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, LATIN1_E_ACUTE, roundTrip, SAMPLE } from './codec-samples.ts';

const xml = codec('xml');

const ANDROID_FILE = `<?xml version="1.0" encoding="utf-8"?>
<!-- Strings of the shop app -->
<resources xmlns:tools="http://schemas.android.com/tools">

    <string name="app_name" translatable="false">Shop</string>
    <!-- Title of the main screen -->
    <string name="main_title">Bienvenue dans l\\'app \\"Shop\\"</string>
    <string name="lines">Première ligne\\nDeuxième\\tligne</string>
    <string name="at">\\@home \\? &amp; &lt;ok&gt; &#x263A;</string>
    <string name="spaces">  collapsed
        to   one   space  </string>
    <string name="kept">"  kept  "</string>
    <string name="markup">Tap <b>here</b></string>
    <string name="cdata"><![CDATA[<i>raw</i> & ready]]></string>
    <string name="unicode">\\u00e9t\\u00e9</string>
    <plurals name="items">
        <item quantity="one">%d article</item>
        <item quantity="other">%d articles</item>
    </plurals>
    <string-array name="days">
        <item>Lundi</item>
    </string-array>
    <string name="empty"/>
</resources>
`;

describe('Android xml codec', () => {
  it('reads back what it writes, with comments', () => {
    const entries = [
      ...SAMPLE.map((entry) => ({ ...entry, comment: `About ${entry.key}` })),
      { key: 'edges', value: '  @start?  with  gaps ' },
      { key: 'reference', value: '?attr/color' },
    ];
    expect(roundTrip('xml', entries, { lang: 'fr', includeComments: true })).toEqual(entries);
  });

  it('reads a real-looking resource file the way Android does', () => {
    expect(xml.parse(file(ANDROID_FILE), 'fr')).toEqual([
      {
        key: 'main_title',
        value: 'Bienvenue dans l\'app "Shop"',
        comment: 'Title of the main screen',
      },
      { key: 'lines', value: 'Première ligne\nDeuxième\tligne' },
      { key: 'at', value: '@home ? & <ok> ☺' },
      { key: 'spaces', value: 'collapsed to one space' },
      { key: 'kept', value: '  kept  ' },
      { key: 'markup', value: 'Tap <b>here</b>' },
      { key: 'cdata', value: '<i>raw</i> & ready' },
      { key: 'unicode', value: 'été' },
      { key: 'items', value: { one: '%d article', other: '%d articles' } },
      { key: 'empty', value: '' },
    ]);
  });

  it('keeps an inline tag as written: its quotes are markup, not Android quoting', () => {
    const text =
      '<resources><string name="n">Bis zu <xliff:g id="count" example="5">%d</xliff:g> \\"mehr\\"</string></resources>';
    expect(xml.parse(file(text), 'de')).toEqual([
      { key: 'n', value: 'Bis zu <xliff:g id="count" example="5">%d</xliff:g> "mehr"' },
    ]);
  });

  it('writes Android escapes inside XML escapes', () => {
    const text = xml
      .serialize([{ key: 'a', value: `It's "5" <b> & @x\n` }], { lang: 'en' })
      .toString();
    expect(text).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<resources>',
        '    <string name="a">"It\\\'s \\"5\\" &lt;b&gt; &amp; @x\\n"</string>',
        '</resources>',
        '',
      ].join('\n'),
    );
  });

  it('writes plurals as items in CLDR order, indented as asked', () => {
    const text = xml
      .serialize([{ key: 'n', value: { other: 'many', one: 'one' } }], {
        lang: 'en',
        indentation: '2sp',
      })
      .toString();
    expect(text).toContain(
      '  <plurals name="n">\n    <item quantity="one">one</item>\n    <item quantity="other">many</item>\n  </plurals>',
    );
  });

  it.each([
    [
      'another root element',
      file('<strings><string name="a">b</string></strings>'),
      /not <resources>/,
    ],
    ['a tag left open', file('<resources>\n<string name="a">b</resources>'), /line 2/],
    [
      'an unknown entity',
      file('<resources><string name="a">&nbsp;</string></resources>'),
      /&nbsp;/,
    ],
    ['an empty file', file('  \n'), /empty/],
    [
      'bytes that are not UTF-8',
      Buffer.concat([
        file('<resources><string name="a">caf'),
        LATIN1_E_ACUTE,
        file('</string></resources>'),
      ]),
      /UTF-8/,
    ],
  ])('rejects %s', (_, content, message) => {
    expect(() => xml.parse(content, 'en')).toThrow(FormatError);
    expect(() => xml.parse(content, 'en')).toThrow(message);
  });
});
