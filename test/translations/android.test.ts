import { describe, expect, it } from 'vitest';
import { keyOf, readTranslations } from '../../src/translations/index.ts';
import { androidModel } from '../../src/translations/android.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

const PATH = 'res/values-de/strings.xml';

const repository = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <!-- Shown on the home screen -->
    <string name="greeting">Hallo, \\'Welt\\'</string>
    <string name="app_name" translatable="false">App</string>
    <string name="quote">Er sagt \\"ja\\" &amp; geht</string>
    <plurals name="files">
        <item quantity="one">%d Datei</item>
        <item quantity="other">%d Dateien</item>
    </plurals>
    <string-array name="days">
        <item>Mo</item>
        <item>Di</item>
    </string-array>
</resources>
`;

/** The repository's file with one text's content replaced, as the service would send it. */
function bundleWith(from: string, to: string): string {
  if (!repository.includes(from)) throw new Error(`no ${from} in the repository's file`);
  return repository.replace(from, to);
}

describe('Android strings.xml edited in place', () => {
  it("changes only a changed string's line, keeping comments, untranslatable strings and escapes", async () => {
    const text = written(
      await decide(PATH, repository, bundleWith("Hallo, \\'Welt\\'", "Servus, \\'Welt\\'")),
    );
    expect(lineDiff(repository, text)).toEqual({
      removed: ['    <string name="greeting">Hallo, \\\'Welt\\\'</string>\n'],
      added: ['    <string name="greeting">Servus, \\\'Welt\\\'</string>\n'],
    });
  });

  it("keeps the repository's layout when the service's differs, and its escaping of unchanged texts", async () => {
    const bundle = `<resources><string name="greeting">Hallo, "'Welt'"</string><string name="quote">Er sagt \\u0022ja\\u0022 &#38; geht</string><plurals name="files"><item quantity="one">%d Datei</item><item quantity="other">%d Dateien</item></plurals><string-array name="days"><item>Mo</item><item>Dienstag</item></string-array></resources>`;
    const decision = await decide(PATH, repository, bundle);
    expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
    expect(lineDiff(repository, written(decision))).toEqual({
      removed: ['        <item>Di</item>\n'],
      added: ['        <item>Dienstag</item>\n'],
    });
  });

  it('changes one plural item alone', async () => {
    const text = written(
      await decide(PATH, repository, bundleWith('%d Datei<', '%d Datei (eine)<')),
    );
    expect(lineDiff(repository, text)).toEqual({
      removed: ['        <item quantity="one">%d Datei</item>\n'],
      added: ['        <item quantity="one">%d Datei (eine)</item>\n'],
    });
  });

  it('keeps CRLF line endings', async () => {
    const text = written(
      await decide(PATH, crlf(repository), bundleWith('<item>Mo<', '<item>Montag<')),
    );
    expect(text).toBe(crlf(repository.replace('<item>Mo<', '<item>Montag<')));
  });

  it("keeps the repository's text where the bundle's is empty, and says so", async () => {
    const bundle = bundleWith("Hallo, \\'Welt\\'", '').replace('<item>Mo<', '<item>Montag<');
    const decision = await decide(PATH, repository, bundle);
    expect(decision).toMatchObject({
      kind: 'write',
      style: 'kept',
      keptTexts: [keyOf(['greeting'])],
    });
    expect(written(decision)).toBe(repository.replace('<item>Mo<', '<item>Montag<'));
  });

  it('escapes a new text so that Android reads it back exactly', async () => {
    const texts = [
      `It's "quoted" \\ back`,
      '@string/not_a_reference',
      '?attr/not_either',
      'Zeile 1\nZeile 2\tTab',
      '  spaces  kept ',
      'Tom & Jerry &lt;3 ]]> <b>bold</b>',
      'Escaped &lt;b>markup&lt;/b> and <xliff:g id="n" example="5">%d</xliff:g> "quoted"',
    ];
    for (const text of texts) {
      const target = new Map([
        [keyOf(['greeting']), text],
        [keyOf(['quote']), 'Er sagt "ja" & geht'],
        [keyOf(['files', 'one']), '%d Datei'],
        [keyOf(['files', 'other']), '%d Dateien'],
        [keyOf(['days', 0]), 'Mo'],
        [keyOf(['days', 1]), 'Di'],
      ]);
      const edited = androidModel.edit(repository, target, repository);
      expect(edited).toBeDefined();
      expect(await readTranslations('android', edited ?? '')).toEqual(target);
      expect(lineDiff(repository, edited ?? '').removed).toHaveLength(1);
    }
  });

  it('writes content into an empty-element tag', async () => {
    const empty = repository
      .replace("Hallo, \\'Welt\\'</string>", '')
      .replace('<string name="greeting">', '<string name="greeting" />');
    const text = written(await decide(PATH, empty, repository));
    expect(text).toBe(repository);
  });

  it("adds the service's new resources after the one before them, in the file's indentation", async () => {
    const bundle = bundleWith(
      '    <plurals name="files">',
      '    <string name="new" formatted="false">Neu %s %s</string>\n    <plurals name="songs">\n        <item quantity="one">%d Lied</item>\n        <item quantity="other">%d Lieder</item>\n    </plurals>\n    <plurals name="files">',
    );
    const text = written(await decide(PATH, repository, bundle));
    expect(lineDiff(repository, text)).toEqual({
      removed: [],
      added: [
        '    <string name="new" formatted="false">Neu %s %s</string>\n',
        '    <plurals name="songs">\n',
        '        <item quantity="one">%d Lied</item>\n',
        '        <item quantity="other">%d Lieder</item>\n',
        '    </plurals>\n',
      ],
    });
  });

  it('removes a resource, a plural quantity and an array item the service no longer has, alone', async () => {
    const bundle = repository
      .replace('    <string name="quote">Er sagt \\"ja\\" &amp; geht</string>\n', '')
      .replace('        <item quantity="one">%d Datei</item>\n', '')
      .replace('        <item>Di</item>\n', '');
    const text = written(await decide(PATH, repository, bundle));
    expect(text).toBe(bundle);
  });

  it('adds a quantity a language has in its place, and leaves markup it cannot place to the fallback', async () => {
    const bundle = bundleWith(
      '        <item quantity="other">',
      '        <item quantity="few">%d Dateie</item>\n        <item quantity="other">',
    );
    expect(written(await decide(PATH, repository, bundle))).toBe(bundle);
    const entries = androidModel.read(repository);
    if (entries === undefined) throw new Error('the file does not read');
    const unbalanced = new Map([...entries, [keyOf(['greeting']), 'Hallo <b>Welt']]);
    expect(androidModel.edit(repository, unbalanced, repository)).toBeUndefined();
  });

  it("writes a service's text that tries to close its element as a text, or not at all", async () => {
    const entries = androidModel.read(repository);
    if (entries === undefined) throw new Error('the file does not read');
    const closing = '</string><string name="evil">@string/x</string><string name="greeting">';
    const injected = new Map([...entries, [keyOf(['greeting']), closing]]);
    expect(androidModel.edit(repository, injected, repository)).toBeUndefined();
    const loose = new Map([
      ...entries,
      [keyOf(['greeting']), '&lt;!-- --> ]]> &lt;![CDATA[ x ]]>'],
    ]);
    const edited = androidModel.edit(repository, loose, repository) ?? '';
    expect(await readTranslations('android', edited)).toEqual(loose);
    expect(lineDiff(repository, edited).added).toEqual([
      '    <string name="greeting">&lt;!-- --> ]]&gt; &lt;![CDATA[ x ]]&gt;</string>\n',
    ]);
  });
});

describe('Android references XML does not define', () => {
  it('does not read a text holding an undefined entity (&lol;), so no read-back check passes on it', async () => {
    const added = bundleWith(
      '<string name="app_name" translatable="false">App</string>',
      '<string name="app_name" translatable="false">App</string>\n    <string name="lol">Ha &lol; ha</string>',
    );
    expect(await readTranslations('android', added)).toBeUndefined();
    const decision = await decide(PATH, repository, added);
    // Whatever is written, the key-level model did not make it: no kept texts, no read as Android.
    expect(decision.kind === 'write' && decision.style).toBe('line-endings');
  });

  it('still reads the references XML defines: &amp;, &lt;, &#233; and &#xE9;', async () => {
    const defined = bundleWith('Er sagt \\"ja\\" &amp; geht', 'a &amp; b &lt; c &#233; &#xE9;');
    const entries = await readTranslations('android', defined);
    // A literal `<` is written `&lt;` in the model's text, so it is never taken for a tag.
    expect(entries?.get(keyOf(['quote']))).toBe('a & b &lt; c é é');
  });
});
