import { describe, expect, it } from 'vitest';
import { keyOf, readTranslations } from '../../src/translations/index.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

const REPOSITORY = `# Shop texts, German
de:
  app:
    title: Laden # shown in the title bar
    greeting: "Hallo, %{name}!"
  cart:
    items:
      one: '%{count} Artikel'
      other: '%{count} Artikel'

  footer: Impressum
`;

describe('YAML translations', () => {
  it('reads nested keys as paths', async () => {
    const entries = await readTranslations('yaml', REPOSITORY);
    // Below the file's language, `de:`, as the service keeps them.
    expect(entries?.get(keyOf(['cart', 'items', 'one']))).toBe('%{count} Artikel');
    expect(entries?.size).toBe(5);
    expect(await readTranslations('yaml', 'de:\n  a: [b\n')).toBeUndefined();
    // A key written twice reads as its last value, as Rails reads it (yaml-duplicates.test.ts).
    expect(await readTranslations('yaml', 'a: x\na: y\n')).toEqual(new Map([[keyOf(['a']), 'y']]));
  });

  it.each([
    [
      'four spaces, other order, other quoting, no comments and no final newline',
      'de:\n    footer: "Impressum"\n    cart:\n        items:\n            other: "%{count} Artikel"\n            one: "%{count} Artikel"\n    app:\n        greeting: Hallo, %{name}!\n        title: Laden',
    ],
    ['CRLF line endings', crlf(REPOSITORY)],
  ])('leaves the file alone when the bundle differs only in %s', async (_, bundle) => {
    expect(await decide('de.yml', REPOSITORY, bundle)).toEqual({ kind: 'unchanged' });
  });

  it('edits exactly the changed line, keeping its quoting, the comments and CRLF', async () => {
    const repository = crlf(REPOSITORY);
    const bundle = REPOSITORY.replace("one: '%{count} Artikel'", 'one: "Ein Artikel"');
    const decision = await decide('de.yml', repository, bundle);
    expect(decision).toMatchObject({ style: 'kept', keptTexts: [] });
    expect(lineDiff(repository, written(decision))).toEqual({
      removed: ["      one: '%{count} Artikel'\r\n"],
      added: ["      one: 'Ein Artikel'\r\n"],
    });
  });

  it('adds a new key after its predecessor in the bundle and removes a removed one', async () => {
    const bundle = REPOSITORY.replace('    title: Laden # shown in the title bar\n', '').replace(
      "      one: '%{count} Artikel'\n",
      "      one: '%{count} Artikel'\n      few: '%{count} Artikel'\n",
    );
    const text = written(await decide('de.yml', REPOSITORY, bundle));
    expect(text).toBe(
      REPOSITORY.replace('    title: Laden # shown in the title bar\n', '').replace(
        "      one: '%{count} Artikel'\n",
        "      one: '%{count} Artikel'\n      few: '%{count} Artikel'\n",
      ),
    );
  });

  it("keeps the repository's text where the bundle's is empty, and lists the key", async () => {
    const emptied = REPOSITORY.replace('footer: Impressum', 'footer: ""');
    expect(await decide('de.yml', REPOSITORY, emptied)).toEqual({ kind: 'unchanged' });
    const decision = await decide(
      'de.yml',
      REPOSITORY,
      emptied.replace('title: Laden', 'title: Shop'),
    );
    expect(decision).toMatchObject({ keptTexts: [keyOf(['footer'])] });
    expect(lineDiff(REPOSITORY, written(decision))).toEqual({
      removed: ['    title: Laden # shown in the title bar\n'],
      added: ['    title: Shop # shown in the title bar\n'],
    });
  });

  it('edits a text in place in a file the library would lay out otherwise', async () => {
    const repository = 'de:\n  list: [ a,   b ]\n  title:    "Laden"\n';
    const decision = await decide('de.yaml', repository, 'de:\n  list: [a, b]\n  title: Shop\n');
    expect(written(decision)).toBe('de:\n  list: [ a,   b ]\n  title:    "Shop"\n');
  });

  it("falls back to the bundle with the repository's line endings when a file does not parse", async () => {
    const repository = crlf('de:\n  a: [b\n');
    const decision = await decide('de.yml', repository, 'de:\n  a: b');
    expect(decision).toMatchObject({ style: 'line-endings', keptTexts: [] });
    expect(written(decision)).toBe('de:\r\n  a: b\r\n');
  });
});
