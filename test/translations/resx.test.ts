import { describe, expect, it } from 'vitest';
import { keyOf, readTranslations } from '../../src/translations/index.ts';
import { resxModel } from '../../src/translations/resx.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

const PATH = 'src/App/Properties/Resources.de.resx';

// A satellite file as Visual Studio writes one (the schema left out), with what is no text.
const repository = `<?xml version="1.0" encoding="utf-8"?>
<root>
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <assembly alias="System.Drawing" name="System.Drawing, Version=4.0.0.0, Culture=neutral" />
  <data name="Greeting" xml:space="preserve">
    <value>Hallo {0}</value>
    <comment>{0} is the user's name</comment>
  </data>
  <data name="Logo" type="System.Resources.ResXFileRef, System.Windows.Forms">
    <value>..\\Resources\\logo.png;System.Drawing.Bitmap, System.Drawing</value>
  </data>
  <data name="Tags" xml:space="preserve">
    <value>&lt;b&gt;fett&lt;/b&gt; &amp; mehr</value>
  </data>
  <data name="label1.Size" type="System.Drawing.Size, System.Drawing">
    <value>75, 23</value>
  </data>
  <data name="&gt;&gt;label1.Name" xml:space="preserve">
    <value>label1</value>
  </data>
  <data name="Icon" mimetype="application/x-microsoft.net.object.bytearray.base64">
    <value>AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAAAAQAAAAAAAAAAAAA</value>
  </data>
  <metadata name="toolTip1.TrayLocation" type="System.Drawing.Point, System.Drawing">
    <value>17, 17</value>
  </metadata>
  <data name="Empty" xml:space="preserve">
    <value />
  </data>
</root>
`;

describe('.NET resources (.resx)', () => {
  it('reads the string <data> by name, in file order, as .NET reads them: never a typed resource, metadata or the designer’s >> entries', async () => {
    expect(await readTranslations('resx', repository)).toEqual(
      new Map([
        [keyOf(['Greeting']), 'Hallo {0}'],
        // To .NET the value is these characters: no markup.
        [keyOf(['Tags']), '<b>fett</b> & mehr'],
        [keyOf(['Empty']), ''],
      ]),
    );
  });

  it('reads line breaks as XML does, a carriage return reference as itself, CDATA as characters', () => {
    const text = crlf(
      '<root>\n  <data name="a"><value>eins\nzwei</value></data>\n  <data name="b"><value>x&#xD;y <![CDATA[<i>]]></value></data>\n  <data name="c">own text</data>\n</root>\n',
    );
    expect(resxModel.read(text)).toEqual(
      new Map([
        [keyOf(['a']), 'eins\nzwei'],
        [keyOf(['b']), 'x\ry <i>'],
        [keyOf(['c']), 'own text'],
      ]),
    );
  });

  it('does not read a file whose string value holds an element, or whose names repeat', () => {
    expect(resxModel.read('<root><data name="a"><value>x <b>y</b></value></data></root>')).toBe(
      undefined,
    );
    const twice =
      '<root><data name="a"><value>1</value></data><data name="a"><value>2</value></data></root>';
    expect(resxModel.read(twice)).toBeUndefined();
    expect(resxModel.read('<resources><string name="a">x</string></resources>')).toBeUndefined();
  });

  it("changes only a changed text's <value> line, escaped as .NET's writer escapes it, the comment kept", async () => {
    const bundle = repository.replace('Hallo {0}', 'Hallo &lt;{0}&gt; &amp; willkommen');
    const decision = await decide(PATH, repository, bundle);
    expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
    expect(lineDiff(repository, written(decision))).toEqual({
      removed: ['    <value>Hallo {0}</value>\n'],
      added: ['    <value>Hallo &lt;{0}&gt; &amp; willkommen</value>\n'],
    });
  });

  it('adds a resource as Visual Studio writes one after the one before it, removes one with its lines, in the file’s CRLF', () => {
    const text = crlf(repository);
    const target = new Map([
      [keyOf(['Greeting']), 'Hallo {0}'],
      [keyOf(['Neu']), 'Zeile 1\nZeile 2 > 1'],
      [keyOf(['Empty']), ''],
    ]);
    const edited = resxModel.edit(text, target, text) ?? '';
    expect(lineDiff(text, edited)).toEqual({
      removed: [
        '  <data name="Logo" type="System.Resources.ResXFileRef, System.Windows.Forms">\r\n',
        '    <value>..\\Resources\\logo.png;System.Drawing.Bitmap, System.Drawing</value>\r\n',
        '  </data>\r\n',
        '  <data name="Tags" xml:space="preserve">\r\n',
        '    <value>&lt;b&gt;fett&lt;/b&gt; &amp; mehr</value>\r\n',
      ],
      added: [
        '  <data name="Neu" xml:space="preserve">\r\n',
        '    <value>Zeile 1\r\n',
        'Zeile 2 &gt; 1</value>\r\n',
        '  </data>\r\n',
        '  <data name="Logo" type="System.Resources.ResXFileRef, System.Windows.Forms">\r\n',
        '    <value>..\\Resources\\logo.png;System.Drawing.Bitmap, System.Drawing</value>\r\n',
      ],
    });
    expect(resxModel.read(edited)).toEqual(target);
    // The typed resources, the metadata and the designer's entries are as they were.
    for (const kept of [
      'label1.Size',
      '&gt;&gt;label1.Name',
      'name="Icon"',
      'toolTip1.TrayLocation',
    ]) {
      expect(edited).toContain(kept);
    }
  });

  it('writes a new satellite file of the translated texts only: .NET shows an empty entry, and falls back on a missing one', async () => {
    const bundle = repository
      .replace('Hallo {0}', '')
      .replace('<value>&lt;b&gt;fett&lt;/b&gt; &amp; mehr</value>', '<value />');
    const decision = await decide(
      PATH,
      undefined,
      bundle.replace('<value />\n  </data>\n</root>', '<value>Leer</value>\n  </data>\n</root>'),
    );
    const text = written(decision);
    expect(resxModel.read(text)).toEqual(new Map([[keyOf(['Empty']), 'Leer']]));
    expect(text).not.toContain('name="Greeting"');
    expect(text).toContain('name="Logo"');
  });
});
