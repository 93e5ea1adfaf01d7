import { describe, expect, it } from 'vitest';
import { androidModel } from '../../src/translations/android.ts';
import { keyOf } from '../../src/translations/index.ts';
import { resxModel } from '../../src/translations/resx.ts';

/**
 * The keyed walk the XML formats share (src/translations/xml-keyed-edit.ts): a new element never
 * follows one the same edit removes, whose removal takes the bytes around it (the edits would
 * overlap, and the edit threw).
 */
describe('the XML formats’ keyed walk', () => {
  it('puts a new Android resource where the only one, removed, was', () => {
    const text =
      '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="a">A</string>\n</resources>\n';
    const target = new Map([[keyOf(['b']), 'B']]);
    expect(androidModel.edit(text, target, text)).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="b">B</string>\n</resources>\n',
    );
  });

  it('puts a plural’s new quantity after a kept one, not after the removed one before it', () => {
    const text =
      '<resources>\n    <plurals name="n">\n        <item quantity="one">1</item>\n        <item quantity="other">x</item>\n    </plurals>\n</resources>\n';
    const target = new Map([
      [keyOf(['n', 'few']), 'F'],
      [keyOf(['n', 'other']), 'x'],
    ]);
    expect(androidModel.edit(text, target, text)).toBe(
      '<resources>\n    <plurals name="n">\n        <item quantity="few">F</item>\n        <item quantity="other">x</item>\n    </plurals>\n</resources>\n',
    );
  });

  it('puts a new .resx text after what stays of the root when every text goes', () => {
    const text =
      '<root>\n  <resheader name="version">\n    <value>2.0</value>\n  </resheader>\n  <data name="a" xml:space="preserve">\n    <value>A</value>\n  </data>\n</root>\n';
    const edited = resxModel.edit(text, new Map([[keyOf(['b']), 'B']]), text);
    expect(edited).toBe(
      '<root>\n  <resheader name="version">\n    <value>2.0</value>\n  </resheader>\n  <data name="b" xml:space="preserve">\n    <value>B</value>\n  </data>\n</root>\n',
    );
  });
});
