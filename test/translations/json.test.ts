import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';
import { describe, expect, it } from 'vitest';
import {
  changedKeys,
  keyLabel,
  keyOf,
  readTranslations,
  textOf,
} from '../../src/translations/index.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

const REPOSITORY = `{
    "app": {
        "title": "Laden",
        "greeting": "Hallo, {name}!"
    },
    "cart": {
        "items": {
            "one": "{count} Artikel",
            "other": "{count} Artikel"
        }
    },
    "caf\\u00e9": "Caf\\u00e9",
    "count": 3,
    "enabled": true
}
`;

/** The same translations as the service writes them: two spaces, other order, no final newline. */
const REFORMATTED = JSON.stringify(
  {
    enabled: true,
    count: 3,
    café: 'Café',
    cart: { items: { other: '{count} Artikel', one: '{count} Artikel' } },
    app: { greeting: 'Hallo, {name}!', title: 'Laden' },
  },
  null,
  2,
);

const BUNDLE_ZIP = fileURLToPath(new URL('../fixtures/real-export-bundle.zip', import.meta.url));

function bundleEntry(name: string): Buffer {
  const entry = new AdmZip(BUNDLE_ZIP).getEntry(name);
  if (entry === null) throw new Error(`the fixture bundle has no ${name}`);
  return entry.getData();
}

describe('JSON translations', () => {
  it('reads nested keys as paths and keeps numbers and booleans as values', async () => {
    const entries = await readTranslations('json', REPOSITORY);
    expect(entries?.get(keyOf(['cart', 'items', 'other']))).toBe('{count} Artikel');
    expect(entries?.get(keyOf(['café']))).toBe('Café');
    expect(entries?.get(keyOf(['count']))).toBe(3);
    expect(entries?.get(keyOf(['enabled']))).toBe(true);
    expect(await readTranslations('json', '{"a": ')).toBeUndefined();
    // A key written twice reads as JSON.parse reads it (json-duplicates.test.ts).
    expect(await readTranslations('json', '{"a": "x", "a": "y"}')).toEqual(
      new Map([[keyOf(['a']), 'y']]),
    );
  });

  it.each([
    ['two spaces, other key order and no final newline', REFORMATTED],
    ['CRLF line endings', crlf(REPOSITORY)],
    ['tabs', REPOSITORY.replaceAll('    ', '\t')],
  ])('leaves the file alone when the bundle differs only in %s', async (_, bundle) => {
    expect(await decide('de.json', REPOSITORY, bundle)).toEqual({ kind: 'unchanged' });
  });

  it("leaves the real bundle's de.json alone when the repository has it reformatted", async () => {
    const bundle = bundleEntry('de.json');
    const repository = JSON.stringify(JSON.parse(bundle.toString('utf8')), null, 2) + '\n';
    expect(repository).not.toBe(bundle.toString('utf8'));
    expect(await decide('locales/de.json', repository, bundle.toString('utf8'))).toEqual({
      kind: 'unchanged',
    });
  });

  it('edits exactly the changed line and keeps escapes, CRLF and the final newline', async () => {
    const repository = crlf(REPOSITORY);
    const bundle = REFORMATTED.replace('Hallo, {name}!', 'Servus, {name}!');
    const decision = await decide('de.json', repository, bundle);
    const text = written(decision);
    expect(decision).toMatchObject({ style: 'kept', keptTexts: [] });
    expect(lineDiff(repository, text)).toEqual({
      removed: ['        "greeting": "Hallo, {name}!"\r\n'],
      added: ['        "greeting": "Servus, {name}!"\r\n'],
    });
  });

  it('adds a new key after the one that precedes it in the bundle, written like its neighbours', async () => {
    const bundle = REFORMATTED.replace(
      '"title": "Laden"',
      '"title": "Laden",\n    "subtitle": "Alles für den Haushalt"',
    );
    const text = written(await decide('de.json', REPOSITORY, bundle));
    // The repository writes non-ASCII characters as escapes, so the new text does too.
    expect(lineDiff(REPOSITORY, text)).toEqual({
      removed: [],
      added: ['        "subtitle": "Alles f\\u00fcr den Haushalt",\n'],
    });
  });

  it('adds a new key in sorted position when the repository keeps its keys sorted', async () => {
    const repository = '{\n  "a": "A",\n  "c": "C",\n  "e": "E"\n}\n';
    const bundle = '{"e": "E", "d": "D", "c": "C", "a": "A", "b": "B"}';
    const text = written(await decide('x.json', repository, bundle));
    expect(text).toBe('{\n  "a": "A",\n  "b": "B",\n  "c": "C",\n  "d": "D",\n  "e": "E"\n}\n');
  });

  it('adds a nested object indented like the file', async () => {
    const repository = '{\n    "a": "A"\n}';
    const bundle = '{"a": "A", "plural": {"one": "1", "other": "n"}}';
    const text = written(await decide('x.json', repository, bundle));
    expect(text).toBe(
      '{\n    "a": "A",\n    "plural": {\n        "one": "1",\n        "other": "n"\n    }\n}',
    );
  });

  it('removes a removed key with its comma, wherever it is', async () => {
    const repository = '{\n  "a": "A",\n  "b": "B",\n  "c": "C",\n  "d": "D"\n}\n';
    expect(written(await decide('x.json', repository, '{"b": "B", "c": "C", "d": "D"}'))).toBe(
      '{\n  "b": "B",\n  "c": "C",\n  "d": "D"\n}\n',
    );
    expect(written(await decide('x.json', repository, '{"a": "A", "c": "C"}'))).toBe(
      '{\n  "a": "A",\n  "c": "C"\n}\n',
    );
    expect(written(await decide('x.json', repository, '{"d": "D", "e": "E"}'))).toBe(
      '{\n  "d": "D",\n  "e": "E"\n}\n',
    );
  });

  it("keeps the repository's text where the bundle's is empty, and lists the key", async () => {
    const emptied = REFORMATTED.replace('"title": "Laden"', '"title": ""');
    expect(await decide('de.json', REPOSITORY, emptied)).toEqual({ kind: 'unchanged' });
    const bundle = emptied.replace('"one": "{count} Artikel"', '"one": "Ein Artikel"');
    const decision = await decide('de.json', REPOSITORY, bundle);
    expect(lineDiff(REPOSITORY, written(decision))).toEqual({
      removed: ['            "one": "{count} Artikel",\n'],
      added: ['            "one": "Ein Artikel",\n'],
    });
    expect(decision).toMatchObject({ keptTexts: [keyOf(['app', 'title'])] });
  });

  it("falls back to the bundle with the repository's line endings when a file does not parse", async () => {
    const repository = crlf('{\n  "a": "A",\n}');
    const decision = await decide('x.json', repository, '{\n  "a": "B"\n}\n');
    expect(decision).toMatchObject({ style: 'line-endings', keptTexts: [] });
    expect(written(decision)).toBe('{\r\n  "a": "B"\r\n}');
  });

  it('handles a 10,000-key file with one change', async () => {
    const keys = Array.from({ length: 10_000 }, (_, i) => [`key.${i}`, `Text ${i}`]);
    const repository = JSON.stringify(Object.fromEntries(keys), null, 2) + '\n';
    const bundle = JSON.stringify(Object.fromEntries(keys), null, 4).replace('Text 5000"', 'Neu"');
    const text = written(await decide('big.json', repository, bundle));
    expect(lineDiff(repository, text)).toEqual({
      removed: ['  "key.5000": "Text 5000",\n'],
      added: ['  "key.5000": "Neu",\n'],
    });
  });

  it('names changed keys and shows their texts for a report', async () => {
    const before = await readTranslations('json', REPOSITORY);
    const after = await readTranslations('json', REFORMATTED.replace('"Laden"', '"Shop"'));
    if (before === undefined || after === undefined) throw new Error('unreadable');
    const changed = changedKeys(before, after);
    expect(changed.map(keyLabel)).toEqual(['app.title']);
    expect(textOf(after, changed[0] as string)).toBe('Shop');
    expect(textOf(after, keyOf(['count']))).toBe('3');
  });
});
