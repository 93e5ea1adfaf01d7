import { describe, expect, it } from 'vitest';
import { keyOf, readTranslations } from '../../src/translations/index.ts';
import { xliffModel } from '../../src/translations/xliff.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

const PATH = 'locales/de.xliff';

const repository = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <!-- Home screen -->
      <trans-unit id="title">
        <source>Title</source>
        <target state="translated">Titel</target>
        <note>Shown in the toolbar</note>
      </trans-unit>
      <group id="shop">
        <trans-unit id="cart">
          <source>Cart &amp; checkout</source>
          <target>Warenkorb &amp; Kasse</target>
        </trans-unit>
      </group>
      <trans-unit id="todo">
        <source>To do</source>
      </trans-unit>
    </body>
  </file>
</xliff>
`;

describe('XLIFF 1.2 edited in place', () => {
  it("changes only a changed target's content, keeping its attributes, notes and comments", async () => {
    const bundle = repository.replace('>Titel<', '>Überschrift<');
    const decision = await decide(PATH, repository, bundle);
    expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
    expect(lineDiff(repository, written(decision))).toEqual({
      removed: ['        <target state="translated">Titel</target>\n'],
      added: ['        <target state="translated">Überschrift</target>\n'],
    });
  });

  it('keeps CRLF line endings and a target in a group', async () => {
    const bundle = repository.replace('Warenkorb &amp; Kasse', 'Korb &amp; Kasse');
    const text = written(await decide(PATH, crlf(repository), bundle));
    expect(text).toBe(crlf(bundle));
  });

  it("gives a unit that gains a translation a target under its source, in the file's indentation", async () => {
    const bundle = repository.replace(
      '<source>To do</source>',
      '<source>To do</source><target>Zu tun</target>',
    );
    const text = written(await decide(PATH, repository, bundle));
    expect(lineDiff(repository, text)).toEqual({
      removed: [],
      added: ['        <target>Zu tun</target>\n'],
    });
  });

  it("keeps the repository's target where the bundle's is empty, and says so", async () => {
    const bundle = repository.replace('>Titel<', '><').replace('Warenkorb', 'Korb');
    const decision = await decide(PATH, repository, bundle);
    expect(decision).toMatchObject({ kind: 'write', style: 'kept', keptTexts: [keyOf(['title'])] });
    expect(written(decision)).toBe(repository.replace('Warenkorb', 'Korb'));
  });

  it('escapes a new text as XML and keeps its inline tags', async () => {
    const text = 'A & B &lt;3 ]]> <g id="1">fett</g><x id="2"/>';
    const target = new Map([
      [keyOf(['title']), text],
      [keyOf(['cart']), 'Warenkorb & Kasse'],
    ]);
    const edited = xliffModel.edit(repository, target, repository);
    expect(edited).toContain(
      '<target state="translated">A &amp; B &lt;3 ]]&gt; <g id="1">fett</g><x id="2"/></target>',
    );
    expect(await readTranslations('xliff', edited ?? '')).toEqual(target);
  });

  it("adds the service's new unit after the one before it, as indented as its neighbours", async () => {
    const bundle = repository.replace(
      '      <group id="shop">',
      '      <trans-unit id="new" datatype="html">\n        <source>New</source>\n        <target>Neu</target>\n      </trans-unit>\n      <group id="shop">',
    );
    const text = written(await decide(PATH, repository, bundle));
    expect(lineDiff(repository, text)).toEqual({
      removed: [],
      added: [
        '      <trans-unit id="new" datatype="html">\n',
        '        <source>New</source>\n',
        '        <target>Neu</target>\n',
        '      </trans-unit>\n',
      ],
    });
  });

  it('removes a unit the service no longer has with its lines alone', async () => {
    const bundle = repository.replace(/\n {8}<trans-unit id="cart">[\s\S]*?<\/trans-unit>/, '');
    const text = written(await decide(PATH, repository, bundle));
    expect(lineDiff(repository, text).added).toEqual([]);
    expect(lineDiff(repository, text).removed).toEqual([
      '        <trans-unit id="cart">\n',
      '          <source>Cart &amp; checkout</source>\n',
      '          <target>Warenkorb &amp; Kasse</target>\n',
      '        </trans-unit>\n',
    ]);
  });

  it('leaves markup it cannot place to the fallback', () => {
    const entries = xliffModel.read(repository);
    if (entries === undefined) throw new Error('the file does not read');
    const unbalanced = new Map([...entries, [keyOf(['title']), '<g id="1">Titel']]);
    expect(xliffModel.edit(repository, unbalanced, repository)).toBeUndefined();
  });
});
