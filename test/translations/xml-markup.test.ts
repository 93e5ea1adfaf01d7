import { describe, expect, it } from 'vitest';
import { keyOf, readTranslations } from '../../src/translations/index.ts';
import { decide, lineDiff, written } from './helpers.ts';

/**
 * What a text means to its platform survives a pull (issue 28): escaped markup stays escaped,
 * CDATA stays CDATA, live tags stay live with their bytes, entities in attributes stay entities.
 * The lines are those of real files: an Angular app's XLIFF (a link's tags as `<x>` with their
 * HTML in `equiv-text`), Android apps' strings.xml (escaped `<b>` for `Html.fromHtml`, CDATA,
 * `<xliff:g>` placeholders, a literal `<name>` shown as it is).
 */

const XLIFF = (target: string) => `<?xml version="1.0" encoding="UTF-8" ?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" datatype="plaintext" original="ng2.template">
    <body>
      <trans-unit id="terms" datatype="html">
        <source>I accept the <x id="START_LINK" ctype="x-a" equiv-text="&lt;a href=&quot;/terms&quot;&gt;"/>terms<x id="CLOSE_LINK" ctype="x-a" equiv-text="&lt;/a&gt;"/></source>
        <target state="translated">${target}</target>
      </trans-unit>
    </body>
  </file>
</xliff>
`;

const LINK_OPEN = '<x id="START_LINK" ctype="x-a" equiv-text="&lt;a href=&quot;/terms&quot;&gt;"/>';
const LINK_CLOSE = '<x id="CLOSE_LINK" ctype="x-a" equiv-text="&lt;/a&gt;"/>';

describe('XLIFF inline tags whose attributes hold entities', () => {
  it('are read as markup with their entities, and written back byte for byte when the text changes', async () => {
    const repository = XLIFF(`Ich akzeptiere die ${LINK_OPEN}AGB${LINK_CLOSE}`);
    const entries = await readTranslations('xliff', repository);
    expect(entries?.get(keyOf(['terms']))).toBe(`Ich akzeptiere die ${LINK_OPEN}AGB${LINK_CLOSE}`);
    const bundle = XLIFF(`Ich akzeptiere die ${LINK_OPEN}Nutzungsbedingungen${LINK_CLOSE}`);
    const text = written(await decide('src/locale/messages.de.xlf', repository, bundle));
    expect(text).toBe(bundle);
  });

  it('keep the file’s own spelling of a tag the service writes another way', async () => {
    const spelled = `<x id='START_LINK' ctype='x-a' equiv-text='&lt;a href="/terms"&gt;' />`;
    const repository = XLIFF(`Ich akzeptiere die ${spelled}AGB${LINK_CLOSE}`);
    const bundle = XLIFF(`Ich akzeptiere die ${LINK_OPEN}Bedingungen${LINK_CLOSE}`);
    const text = written(await decide('messages.de.xlf', repository, bundle));
    expect(lineDiff(repository, text).added).toEqual([
      `        <target state="translated">Ich akzeptiere die ${spelled}Bedingungen${LINK_CLOSE}</target>\n`,
    ]);
  });
});

const ANDROID = (strings: string) => `<?xml version="1.0" encoding="utf-8"?>
<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
${strings}</resources>
`;

describe('Android markup', () => {
  it('keeps escaped HTML escaped, in the file’s own escapes, when its text changes', async () => {
    const repository = ANDROID(
      '    <string name="msg">&lt;b&gt;%1$s&lt;/b&gt; hat dich eingeladen</string>\n',
    );
    // The service's export escapes the same way or another (here: no `&gt;`); the file's stays.
    const bundle = ANDROID('    <string name="msg">&lt;b>%1$s&lt;/b> lädt dich ein</string>\n');
    const text = written(await decide('res/values-de/strings.xml', repository, bundle));
    expect(lineDiff(repository, text).added).toEqual([
      '    <string name="msg">&lt;b&gt;%1$s&lt;/b&gt; lädt dich ein</string>\n',
    ]);
  });

  it('keeps a CDATA section a CDATA section when its text changes', async () => {
    const repository = ANDROID('    <string name="about"><![CDATA[<b>Version</b> %s]]></string>\n');
    const bundle = ANDROID('    <string name="about">&lt;b&gt;Fassung&lt;/b&gt; %s</string>\n');
    const text = written(await decide('res/values-de/strings.xml', repository, bundle));
    expect(text).toBe(ANDROID('    <string name="about"><![CDATA[<b>Fassung</b> %s]]></string>\n'));
  });

  it('is no change when CDATA and escapes say the same characters', async () => {
    const repository = ANDROID('    <string name="about"><![CDATA[<b>Version</b> %s]]></string>\n');
    const bundle = ANDROID('    <string name="about">&lt;b&gt;Version&lt;/b&gt; %s</string>\n');
    expect(await decide('res/values-de/strings.xml', repository, bundle)).toEqual({
      kind: 'unchanged',
    });
  });

  it('keeps live tags live when the service exports them escaped, and the other way round', async () => {
    const live = ANDROID('    <string name="hint">Tippe auf <b>Senden</b></string>\n');
    const escapedByService = ANDROID(
      '    <string name="hint">Tippe auf &lt;b&gt;Abschicken&lt;/b&gt;</string>\n',
    );
    expect(written(await decide('res/values-de/strings.xml', live, escapedByService))).toBe(
      ANDROID('    <string name="hint">Tippe auf <b>Abschicken</b></string>\n'),
    );
    const escaped = ANDROID(
      '    <string name="hint">Tippe auf &lt;b&gt;Senden&lt;/b&gt;</string>\n',
    );
    const liveByService = ANDROID('    <string name="hint">Tippe auf <b>Abschicken</b></string>\n');
    expect(written(await decide('res/values-de/strings.xml', escaped, liveByService))).toBe(
      ANDROID('    <string name="hint">Tippe auf &lt;b&gt;Abschicken&lt;/b&gt;</string>\n'),
    );
    // Markup alone is no change: the service does not say which of the two it means.
    expect(
      await decide(
        'res/values-de/strings.xml',
        live,
        escapedByService.replace('Abschicken', 'Senden'),
      ),
    ).toEqual({
      kind: 'unchanged',
    });
  });

  it('reads <xliff:g> with its attributes quoted, and edits its text in place', async () => {
    const tag = '<xliff:g id="count" example="3">%d</xliff:g>';
    const repository = ANDROID(`    <string name="songs">${tag} Lieder</string>\n`);
    expect((await readTranslations('android', repository))?.get(keyOf(['songs']))).toBe(
      `${tag} Lieder`,
    );
    const bundle = ANDROID(`    <string name="songs">${tag} Titel</string>\n`);
    const text = written(await decide('res/values-de/strings.xml', repository, bundle));
    expect(text).toBe(bundle);
  });

  it('edits a text that shows a tag-like word as it is, in place', async () => {
    const repository = ANDROID(
      '    <string name="invalid">Wert &lt;name&gt; ist falsch</string>\n',
    );
    const bundle = ANDROID('    <string name="invalid">Wert &lt;name&gt; ist ungültig</string>\n');
    const decision = await decide('res/values-de/strings.xml', repository, bundle);
    expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
    expect(written(decision)).toBe(bundle);
  });
});

describe('Android plural quantities', () => {
  const repository = ANDROID(
    '    <plurals name="files">\n        <item quantity="one">%d Datei</item>\n        <item quantity="other">%d Dateien</item>\n    </plurals>\n',
  );
  const withFew = repository.replace(
    '        <item quantity="other">',
    '        <item quantity="few">%d Dateien</item>\n        <item quantity="other">',
  );

  it('adds a quantity the file’s language has (CLDR), and none it has not', async () => {
    expect(
      await decide('res/values-de/strings.xml', repository, withFew, { language: 'de' }),
    ).toEqual({
      kind: 'unchanged',
    });
    const russian = await decide('res/values-ru/strings.xml', repository, withFew, {
      language: 'ru',
    });
    expect(written(russian)).toBe(withFew);
  });

  it('writes a new language’s file with only its quantities', async () => {
    const japanese = await decide('res/values-ja/strings.xml', undefined, withFew, {
      language: 'ja',
    });
    expect(written(japanese)).toBe(
      ANDROID(
        '    <plurals name="files">\n        <item quantity="other">%d Dateien</item>\n    </plurals>\n',
      ),
    );
  });
});

describe('what the service’s file leaves out', () => {
  it('keeps a unit’s target the service has no translation for: no change', async () => {
    const repository = XLIFF('Ich akzeptiere');
    const untranslated = repository.replace(/\n {8}<target[^\n]*<\/target>/, '');
    const decision = await decide('messages.de.xlf', repository, untranslated);
    expect(decision).toEqual({ kind: 'unchanged' });
  });

  it('keeps Android string arrays when the service’s file has none at all', async () => {
    const repository = ANDROID(
      '    <string name="a">A</string>\n    <string-array name="days">\n        <item>Mo</item>\n    </string-array>\n',
    );
    const noArrays = ANDROID('    <string name="a">B</string>\n');
    expect(written(await decide('res/values-de/strings.xml', repository, noArrays))).toBe(
      repository.replace('>A<', '>B<'),
    );
  });
});

describe('a new Android file', () => {
  it('leaves out the texts the service has empty: Android shows the base language’s instead', async () => {
    const bundle = ANDROID(
      '    <string name="a">Hola</string>\n    <string name="b"></string>\n    <string name="c"/>\n',
    );
    const decision = await decide('res/values-b+es+419/strings.xml', undefined, bundle);
    expect(written(decision)).toBe(ANDROID('    <string name="a">Hola</string>\n'));
    const untranslated = ANDROID('    <string name="b"></string>\n');
    expect(await decide('res/values-b+es+419/strings.xml', undefined, untranslated)).toEqual({
      kind: 'unchanged',
    });
  });
});
