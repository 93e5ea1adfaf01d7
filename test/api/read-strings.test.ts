import type { StringFold, StringItem } from '../../src/api/index.ts';
import { BOTH_REVISIONS, clientFor, jsonFile } from '../support/emulator.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/** Keeps every item it is given, and says which attempt it belonged to. */
class Collected implements StringFold {
  static made = 0;
  readonly attempt = ++Collected.made;
  readonly items: Array<[string, StringItem]> = [];
  add(language: string, item: StringItem): void {
    this.items.push([language, item]);
  }
}

describe.each(BOTH_REVISIONS)('readStrings on %s (string/list read as it arrives)', (revision) => {
  it('gives the items string.list gives, and only those of the attempt that succeeded', async ({
    startEmulator,
  }) => {
    const emulator = await startEmulator({ timeScale: 0.001 });
    const client = clientFor(emulator, revision);
    const { id } = await client.project.add({ name: 'P', base_lang: 'en' });
    await client.language.add({ id, iso: ['de'] });
    await client.project.import({
      id,
      lang_iso: 'en',
      file: jsonFile('en.json', { a: 'A "q"', b: 'B' }),
    });
    await client.project.import({ id, lang_iso: 'de', file: jsonFile('de.json', { a: 'Ä' }) });
    const whole = await client.string.list({ id });

    // The first answer breaks off half-way and the second is refused: the fold of each failed
    // attempt is dropped, and the third attempt's is given back.
    emulator.faults.add({ endpoint: 'string/list', kind: 'truncated', nth: 1 });
    emulator.faults.add({ endpoint: 'string/list', kind: '4048', nth: 2 });
    const before = Collected.made;
    const fold = await client.readStrings({ id }, () => new Collected());
    expect(fold.attempt - before).toBe(3);
    const expected = Object.entries(whole).flatMap(([language, items]) =>
      items.map((item) => [language, item]),
    );
    expect(fold.items).toEqual(expected);
  });
});

describe('readStrings', () => {
  it('calls an item of the wrong shape a protocol error, after its retries', async ({
    startEmulator,
  }) => {
    const emulator = await startEmulator({ timeScale: 0.001 });
    const client = clientFor(emulator, '1.0.9.3', { maxRetries: 1 });
    const { id } = await client.project.add({ name: 'P', base_lang: 'en' });
    await client.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { a: 'A' }) });
    const refuse = {
      add: () => {
        throw new Error('key is not a string');
      },
    };
    await expect(client.readStrings({ id }, () => refuse)).rejects.toThrow(
      /string\/list \(revision 1\.0\.9\.3\).*key is not a string/,
    );
  });
});
