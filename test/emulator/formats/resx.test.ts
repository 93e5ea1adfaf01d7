import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyOf } from '../../../src/translations/keys.ts';
import { resxModel } from '../../../src/translations/resx.ts';
import { FormatError } from './index.ts';
import { codec, file, roundTrip, SAMPLE } from './codec-samples.ts';

const resx = codec('resx');
const real = (name: string) =>
  readFileSync(new URL(`../../fixtures/real/resx/${name}`, import.meta.url));

describe('resx codec', () => {
  it('reads back what it writes, with comments, a carriage return and characters XML escapes', () => {
    const entries = [
      ...SAMPLE.map((entry) => ({ ...entry, comment: `About ${entry.key}` })),
      { key: '>&"name', value: 'a\r\nb ]]> &lt;' },
    ];
    expect(roundTrip('resx', entries, { lang: 'de', includeComments: true })).toEqual(entries);
  });

  it('writes what the action reads as the same texts, with the schema and headers .NET expects', () => {
    const written = resx.serialize(SAMPLE.slice(0, 3), { lang: 'de' }).toString('utf8');
    expect(resxModel.read(written)).toEqual(
      new Map(SAMPLE.slice(0, 3).map((entry) => [keyOf([entry.key]), entry.value])),
    );
    expect(written).toContain('<xsd:schema id="root"');
    expect(written).toContain('<value>text/microsoft-resx</value>');
    expect(written).toContain('<data name="greeting" xml:space="preserve">');
  });

  it('imports the string resources of a Windows Forms file, not its typed ones or the designer’s', () => {
    expect(resx.parse(real('dotnet-winforms-Panels.resx'), 'en').map((entry) => entry.key)).toEqual(
      ['currentDPILabel1.Text', '$this.Text'],
    );
  });

  it('imports every text of a real satellite file, comments too', () => {
    const entries = resx.parse(real('PowerShell-PowerShell-CimCmdletStrings.de.resx'), 'de');
    expect(entries).toHaveLength(30);
    expect(entries[0]).toEqual({
      key: 'CimOperationCompleted',
      value: 'Der Vorgang „{0}“ wurde abgeschlossen.',
      comment: '{0} is a placeholder for operation name. (i.e, GetCimInstance)',
    });
  });

  it('refuses a file that is not .NET resources, or a value holding an element', () => {
    expect(() =>
      resx.parse(file('<resources><string name="a">x</string></resources>'), 'de'),
    ).toThrow(FormatError);
    expect(() =>
      resx.parse(file('<root><data name="a"><value>x <b>y</b></value></data></root>'), 'de'),
    ).toThrow(FormatError);
  });
});
