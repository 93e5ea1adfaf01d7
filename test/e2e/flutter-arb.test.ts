import { git } from '../support/git-fixture.ts';
import { expectIdleRun } from '../support/idle-run.ts';
import { importedNames } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * A Flutter repository (`lib/l10n/app_<lang>.arb`) through the bundled action: its ARB files go
 * up as ARB, and a pull (the export type arb, from the extension) brings the service's translation back to the same path,
 * in the repository's own layout and with its metadata.
 */

const PATTERN = 'lib/l10n/app_%LANG_ISO%.arb';

const arb = (document: Record<string, unknown>): string => JSON.stringify(document, null, 2) + '\n';

const ENGLISH = {
  '@@locale': 'en',
  title: 'Shop',
  cart: 'Cart',
  hello: 'Hello {name}',
  '@hello': {
    description: 'Greets the signed-in user',
    placeholders: { name: { type: 'String', example: 'Ann' } },
  },
};
// Not sorted, so a new key goes after the key before it in the service's file.
const GERMAN = { '@@locale': 'de', title: 'Laden', cart: 'Warenkorb' };

describe('Flutter ARB files', () => {
  it('push imports the .arb files; pull (format arb from the extension) writes the translation back to lib/l10n/app_de.arb', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      files: { 'lib/l10n/app_en.arb': arb(ENGLISH), 'lib/l10n/app_de.arb': arb(GERMAN) },
      languages: ['de'],
      inputs: { files: PATTERN },
    });
    const push = await s.run({ mode: 'push' });
    expect(push.code).toBe(0);
    // German goes up as the English file's, by import or by key: one file on the service.
    expect(importedNames(s.calls('project/import'))).toEqual(['lib/l10n/app_en.arb']);
    const hello = s.emulator.store.snapshot().projects[0]?.keys.find((k) => k.name === 'hello');
    expect(hello).toMatchObject({
      description: 'Greets the signed-in user',
      fileNames: { web: PATTERN },
    });

    // A translator translates the greeting on the service.
    await s.service.string.set({
      id: s.projectId,
      data: [{ key: 'hello', translations: { de: 'Hallo {name}' } }],
    });
    const pull = await s.run({ mode: 'pull' });
    expect(pull.code).toBe(0);
    expect(s.calls('project/export')[0]?.params).toMatchObject({
      type: 'arb',
      bundle_structure: PATTERN,
    });
    // The repository's file edited: its layout and order, the new text after the key before it
    // in the service's file, with the metadata the service's file has for it (its placeholders).
    expect(git(s.fixture.origin, 'show', 'l10n-sync/main:lib/l10n/app_de.arb')).toBe(
      arb({
        ...GERMAN,
        hello: 'Hallo {name}',
        '@hello': { placeholders: ENGLISH['@hello'].placeholders },
      }).trim(), // git() trims what git prints
    );
    await expectIdleRun(s);
  });

  it('on 1.0.9.2, whose export types have no arb, the files go by key both ways: the keys made by string/set, the translation pulled from string/list into the same file', async ({
    startScenario,
  }) => {
    const s = await startScenario({
      revision: '1.0.9.2',
      files: { 'lib/l10n/app_en.arb': arb(ENGLISH), 'lib/l10n/app_de.arb': arb(GERMAN) },
      languages: ['de'],
      inputs: { files: PATTERN },
    });
    const push = await s.run({ mode: 'push' });
    expect(push.code, push.stdout).toBe(0);
    expect(s.calls('project/import')).toEqual([]);
    const keys = s.emulator.store.snapshot().projects[0]?.keys ?? [];
    expect(
      keys.map((k) => [k.name, k.translations['en']?.value, k.translations['de']?.value]),
    ).toEqual([
      ['title', 'Shop', 'Laden'],
      ['cart', 'Cart', 'Warenkorb'],
      ['hello', 'Hello {name}', undefined],
    ]);

    await s.service.string.set({
      id: s.projectId,
      data: [{ key: 'hello', translations: { de: 'Hallo {name}' } }],
    });
    const pull = await s.run({ mode: 'pull' });
    expect(pull.code, pull.stdout).toBe(0);
    expect(s.calls('project/export')).toEqual([]);
    const german = JSON.parse(git(s.fixture.origin, 'show', 'l10n-sync/main:lib/l10n/app_de.arb'));
    expect(german).toMatchObject({ ...GERMAN, hello: 'Hallo {name}' });
    await expectIdleRun(s);
  });
});
