import { describe, expect, it } from 'vitest';
import { formatOf, keyOf, reconcilePulledFile } from '../../src/translations/index.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

describe('the pull decision for any file', () => {
  it('knows the formats it reads by extension', () => {
    const paths = ['a/de.json', 'de.ARB', 'de.yml', 'de.yaml', 'de.po', 'x.pot', 'de.properties'];
    expect(paths.map(formatOf)).toEqual(['json', 'arb', 'yaml', 'yaml', 'po', 'po', 'properties']);
    const more = ['de.strings', 'values-de/strings.xml', 'de.xliff', 'de.XLF'];
    expect(more.map(formatOf)).toEqual(['strings', 'android', 'xliff', 'xliff']);
    expect(formatOf('de.ini')).toBeUndefined();
    expect(formatOf('json')).toBeUndefined();
  });

  it('writes a file the repository does not have as the bundle has it, but for empty texts', async () => {
    const bundle = Buffer.from('{"a": "A"}');
    expect(await reconcilePulledFile('de.json', undefined, bundle)).toEqual({
      kind: 'write',
      content: bundle,
      style: 'as-bundled',
      keptTexts: [],
    });
    // A language no one translated yet gets no file of empty texts, which would hide the base.
    expect(
      await reconcilePulledFile('fr.json', undefined, Buffer.from('{"a": "", "b": ""}')),
    ).toEqual({
      kind: 'unchanged',
    });
    const partial = await reconcilePulledFile('fr.yml', undefined, Buffer.from('a: A\nb: ""\n'));
    expect(written(partial)).toBe('a: A\n');
    const po = Buffer.from('msgid "a"\nmsgstr ""\n');
    expect(await reconcilePulledFile('fr.po', undefined, po)).toMatchObject({ content: po });
  });

  it('leaves empty texts out of a new .strings table, as Apple shows a table’s "" as it is', async () => {
    // NSLocalizedString gives a key's "" as the text; a key the table lacks gives its fallback.
    const bundle = '"About" = "";\n"Brightness" = "Brillo";\n"Build" = "";\n';
    const partial = await reconcilePulledFile(
      'es-419.lproj/Localizable.strings',
      undefined,
      Buffer.from(bundle),
    );
    expect(partial).toMatchObject({ kind: 'write', style: 'as-bundled', keptTexts: [] });
    expect(written(partial)).toBe('"Brightness" = "Brillo";\n');
    // A table no one translated yet is not made.
    const untranslated = Buffer.from('"About" = "";\n"Build" = "";\n');
    expect(
      await reconcilePulledFile('fr.lproj/Localizable.strings', undefined, untranslated),
    ).toEqual({
      kind: 'unchanged',
    });
    // A key whose text is "" only in its name is no empty text.
    const named = Buffer.from('"" = "Leer";\n');
    expect(
      await reconcilePulledFile('de.lproj/Localizable.strings', undefined, named),
    ).toMatchObject({
      content: named,
    });
  });

  it('compares other formats up to line endings and the final newline', async () => {
    const repository = crlf('greeting=Hallo\nbye=Tschüss\n');
    expect(await decide('de.ini', repository, 'greeting=Hallo\nbye=Tschüss')).toEqual({
      kind: 'unchanged',
    });
    const decision = await decide('de.ini', repository, 'greeting=Servus\nbye=Tschüss');
    expect(decision).toMatchObject({ style: 'line-endings', keptTexts: [] });
    expect(written(decision)).toBe('greeting=Servus\r\nbye=Tschüss\r\n');
  });

  it("keeps a repository file's byte-order mark, and ignores one as formatting", async () => {
    const repository = '\uFEFF{\n  "a": "A",\n  "b": "B"\n}\n';
    expect(await decide('de.json', repository, '{"b": "B", "a": "A"}')).toEqual({
      kind: 'unchanged',
    });
    const text = written(await decide('de.json', repository, '{"a": "A", "b": "C"}'));
    expect(lineDiff(repository, text)).toEqual({
      removed: ['  "b": "B"\n'],
      added: ['  "b": "C"\n'],
    });
    const other = written(await decide('de.strings', '\uFEFF"a" = "A";\n', '"a" = "B";'));
    expect(other).toBe('\uFEFF"a" = "B";\n');
  });

  it('takes the fallback for a file that is not UTF-8', async () => {
    const latin1 = Buffer.from('{"a": "Caf\xe9"}\n', 'latin1');
    const decision = await reconcilePulledFile('de.json', latin1, Buffer.from('{"a": "Café"}'));
    expect(decision).toMatchObject({ kind: 'write', style: 'line-endings' });
  });

  it('adds no empty text for a key a JSON or YAML file lacks, and keeps .po entries', async () => {
    const json = '{\n  "title": "Titre"\n}\n';
    expect(await decide('fr.json', json, '{"title": "Titre", "save": ""}')).toEqual({
      kind: 'unchanged',
    });
    const added = written(
      await decide('fr.json', json, '{"title": "Titre", "save": "", "quit": "Quitter"}'),
    );
    expect(lineDiff(json, added).added.join('')).toContain('"quit": "Quitter"');
    expect(added).not.toContain('"save"');
    expect(await decide('fr.yml', 'title: Titre\n', 'title: Titre\nsave: ""\n')).toEqual({
      kind: 'unchanged',
    });
    const po = 'msgid "title"\nmsgstr "Titre"\n';
    expect(written(await decide('fr.po', po, `${po}\nmsgid "save"\nmsgstr ""\n`))).toContain(
      'msgid "save"',
    );
  });
});

describe('keys the developer deleted', () => {
  const deleted = (key: string) => key === keyOf(['devise', 'locked']);

  it('are not added back to a file that lacks them, and keep the text of a file that has them', async () => {
    const current = Buffer.from('de:\n  devise:\n    timeout: Abgelaufen\n');
    const bundle = Buffer.from(
      'de:\n  devise:\n    timeout: Sitzung abgelaufen\n    locked: Gesperrt\n',
    );
    const decision = await reconcilePulledFile('de.yml', current, bundle, { deleted });
    expect(written(decision)).toBe('de:\n  devise:\n    timeout: Sitzung abgelaufen\n');
    const stale = Buffer.from('de:\n  devise:\n    timeout: Abgelaufen\n    locked: Alt\n');
    const kept = await reconcilePulledFile('de.yml', stale, bundle, { deleted });
    expect(written(kept)).toBe(
      'de:\n  devise:\n    timeout: Sitzung abgelaufen\n    locked: Alt\n',
    );
  });

  it('are left out of a new file, which is not made when nothing else is in it', async () => {
    const bundle = Buffer.from('{"devise": {"timeout": "逾時", "locked": "鎖定"}}');
    const decision = await reconcilePulledFile('zh.json', undefined, bundle, { deleted });
    expect(JSON.parse(written(decision))).toEqual({ devise: { timeout: '逾時' } });
    const only = Buffer.from('{"devise": {"locked": "鎖定"}}');
    expect(await reconcilePulledFile('zh.json', undefined, only, { deleted })).toEqual({
      kind: 'unchanged',
    });
  });
});

describe('a file taken whole from the service', () => {
  it('says why, when a format the model reads could not be read or edited key by key', async () => {
    const twice =
      '<resources>\n  <string name="a">A</string>\n  <string name="a">B</string>\n</resources>\n';
    const bundle = '<resources>\n  <string name="a">C</string>\n</resources>\n';
    expect(
      await reconcilePulledFile('values-de/strings.xml', Buffer.from(twice), Buffer.from(bundle)),
    ).toMatchObject({
      kind: 'write',
      style: 'line-endings',
      fallback: "the repository's file does not read as Android resources",
    });
    // A format the model does not read is handled by lines, as it always is: no event to report.
    const other = await reconcilePulledFile('de.ini', Buffer.from('a=A\n'), Buffer.from('a=B\n'));
    expect(other).toMatchObject({ kind: 'write', style: 'line-endings' });
    expect(other).not.toHaveProperty('fallback');
  });
});

describe('a key a Rails file leaves empty (YAML null)', () => {
  it('stays as it is when the service has no text for it, exported as "" or not at all', async () => {
    const repository = 'de:\n  a: A\n  b:\n  c:\n    one:\n    other:\n';
    const bundle = 'de:\n  a: Neu\n  b: ""\n';
    const text = written(await decide('config/locales/de.yml', repository, bundle));
    expect(text).toBe('de:\n  a: Neu\n  b:\n  c:\n    one:\n    other:\n');
  });
});

describe('a pull whose export may leave keys out (a tag filter, filter, export-empty: skip)', () => {
  it('removes no key the export left out, and still writes what it changed', async () => {
    const ours = Buffer.from('{\n  "a": "Alt",\n  "b": "Bleibt",\n  "c": null\n}\n');
    const bundle = Buffer.from('{"a": "Neu"}');
    const kept = await reconcilePulledFile('de.json', ours, bundle, {
      rules: { keepLeftOut: true },
    });
    expect(written(kept)).toBe('{\n  "a": "Neu",\n  "b": "Bleibt",\n  "c": null\n}\n');
    // The control: an export that leaves nothing out drops what the service no longer has.
    const dropped = await reconcilePulledFile('de.json', ours, bundle);
    expect(written(dropped)).toBe('{\n  "a": "Neu",\n  "c": null\n}\n');
  });

  it('leaves a file it cannot edit key by key as it is, saying why', async () => {
    const ours = Buffer.from('[app]\na = Alt\nb = Bleibt\n');
    const decided = await reconcilePulledFile('de.ini', ours, Buffer.from('[app]\na = Neu\n'), {
      rules: { keepLeftOut: true },
    });
    expect(decided).toEqual({
      kind: 'unchanged',
      warnings: [
        "de.ini: left as it is: its format is not read key by key, and the export may have left keys out (a tag filter, filter or export-empty: skip), which taking the service's file whole would remove",
      ],
    });
  });
});
