import type { StringFold, StringItem, StringTextFold } from '../../src/api/index.ts';
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

/** Keeps every text it is given. */
class CollectedTexts implements StringTextFold {
  readonly seen: Array<[string, string, string, string | null]> = [];
  addText(language: string, key: string, translation: string, pluralKey: string | null): void {
    this.seen.push([language, key, translation, pluralKey]);
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
      items.map((item): [string, StringItem] => [language, item]),
    );
    expect(fold.items).toEqual(expected);

    // Read for its texts only (the push's comparison): the same keys, texts and plural keys,
    // from the emulator's own items (1.0.9.3's tags, 1.0.9.2's references), retried the same way.
    emulator.faults.add({ endpoint: 'string/list', kind: 'truncated', nth: 1 });
    const texts = await client.readStringTexts({ id }, () => new CollectedTexts());
    expect(texts.seen).toEqual(
      expected.map(([language, { key, translation, pluralKey }]) => [
        language,
        key,
        translation,
        pluralKey,
      ]),
    );
    expect(texts.seen.length).toBeGreaterThan(2);
  });
});

describe('readStringTexts', () => {
  it('tells the fold the bytes of the answer that succeeded, as the read limit counts them', async ({
    startEmulator,
  }) => {
    const emulator = await startEmulator({ timeScale: 0.001 });
    const client = clientFor(emulator, '1.0.9.3', { maxAnswerBytes: 64 * 1024 });
    expect(client.maxAnswerBytes).toBe(64 * 1024);
    const { id } = await client.project.add({ name: 'P', base_lang: 'en' });
    await client.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { a: 'A' }) });
    const body = new URLSearchParams({ api_token: emulator.tokens.readWrite, id });
    const answer = await fetch(`${emulator.urls['1.0.9.3']}/api/string/list`, {
      method: 'POST',
      body,
    });
    const bytes = (await answer.arrayBuffer()).byteLength;
    // A first attempt broken off half-way is not counted.
    emulator.faults.add({ endpoint: 'string/list', kind: 'truncated', nth: 1 });
    const told: number[] = [];
    await client.readStringTexts({ id }, () => ({
      addText: () => {},
      answered: (n: number) => told.push(n),
    }));
    expect(told).toEqual([bytes]);
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
