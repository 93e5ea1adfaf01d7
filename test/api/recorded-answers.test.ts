import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  type Revision,
  type StringFold,
  type StringItem,
  type StringTextFold,
} from '../../src/api/index.ts';
import { BOTH_REVISIONS } from '../support/emulator.ts';

/**
 * The real service's answers, as public v1 clients kept them (test/fixtures/SOURCE.md, "recorded/"),
 * replayed byte for byte to the client over HTTP: what it reads of them is what a push and a pull
 * get from the real service.
 */
const STRING_LIST = readFileSync(
  new URL('../fixtures/recorded/string-list-locmapper.json', import.meta.url),
);
const EXPORT_ANSWERS = JSON.parse(
  readFileSync(new URL('../fixtures/recorded/export-answers.json', import.meta.url), 'utf8'),
) as { success: unknown; error: unknown };
/** What the next export call is answered: the recorded success, or the recorded error. */
let exportAnswer: 'success' | 'error' = 'success';

/** The recording's own count of items, and of items whose plural_key is "1", read by JSON.parse. */
const RAW = JSON.parse(STRING_LIST.toString('utf8')) as {
  strings: Record<string, Array<Record<string, unknown>>>;
};
const RAW_ITEMS = Object.values(RAW.strings).flat();

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const json = { 'content-type': 'application/json' };
      if (req.url === '/api/string/list') res.writeHead(200, json).end(STRING_LIST);
      else if (req.url === '/api/project/export') {
        res.writeHead(200, json).end(JSON.stringify(EXPORT_ANSWERS[exportAnswer]));
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const client = (revision: Revision) =>
  createClient({ baseUrl: base, revision, token: 'recorded-token-0123456789', downloadUrl: base });

describe.each(BOTH_REVISIONS)('a recorded string/list answer, read on %s', (revision) => {
  it('reads every item, and takes only the keys marked "1" as plural', async () => {
    expect(RAW_ITEMS).toHaveLength(495);
    expect(RAW_ITEMS.filter((item) => item.plural_key === '1')).toHaveLength(135);
    expect(RAW_ITEMS.filter((item) => item.plural_key === '0')).toHaveLength(360);

    const strings = await client(revision).string.list({ id: 'p' });
    const items = Object.values(strings).flat();
    expect(Object.keys(strings)).toEqual(Object.keys(RAW.strings));
    expect(items.map((item) => [item.key, item.translation])).toEqual(
      RAW_ITEMS.map((item) => [item.key, item.translation]),
    );
    expect(items.filter((item) => item.pluralKey !== null)).toHaveLength(135);
    // Its scalars are all strings: the mask "16" is a number, "" context none.
    expect(new Set(items.map((item) => item.platformMask))).toEqual(new Set([16, 17]));
    expect(items.every((item) => item.context === null)).toBe(true);
    expect(items.every((item) => item.references === null)).toBe(true);
  });

  it('reads the same texts and plural marks as it arrives, for the push and the pull', async () => {
    const seen: Array<[string, string, string, string | null]> = [];
    const texts: StringTextFold = {
      addText: (language, key, translation, pluralKey) =>
        seen.push([language, key, translation, pluralKey]),
    };
    await client(revision).readStringTexts({ id: 'p' }, () => texts);
    const expected = Object.entries(RAW.strings).flatMap(([language, items]) =>
      items.map((item) => [
        language,
        item.key,
        item.translation,
        item.plural_key === '1' ? '1' : null,
      ]),
    );
    expect(seen).toEqual(expected);

    const whole: Array<[string, StringItem]> = [];
    const fold: StringFold = { add: (language, item) => whole.push([language, item]) };
    await client(revision).readStrings({ id: 'p' }, () => fold);
    expect(whole.map(([language, item]) => [language, item.key, item.translation])).toEqual(
      expected.map(([language, key, translation]) => [language, key, translation]),
    );
  });

  it('decodes its escapes: a line separator, quotes, and the forms of a plural as JSON', async () => {
    const strings = await client(revision).string.list({ id: 'p' });
    const fr = strings['fr'] ?? [];
    expect(fr.find((item) => item.key === 'map_preview_explore_subtitle')?.translation).toContain(
      '\u2028',
    );
    const plural = fr.find((item) => item.pluralKey !== null);
    const forms = JSON.parse(plural?.translation ?? '') as Record<string, string>;
    expect(Object.keys(forms).length).toBeGreaterThan(0);
    const ja = (strings['ja'] ?? []).filter((item) => item.pluralKey !== null);
    // Its non-ASCII forms came escaped twice: once in the forms' JSON, once in the answer.
    expect(ja.some((item) => /\\u[0-9a-f]{4}/.test(item.translation))).toBe(true);
    expect(
      ja.some((item) =>
        Object.values(JSON.parse(item.translation) as Record<string, string>).some((text) =>
          /[\u3040-\u30ff\u4e00-\u9fff]/.test(text),
        ),
      ),
    ).toBe(true);
  });
});

describe.each(BOTH_REVISIONS)('recorded export answers, read on %s', (revision) => {
  it('takes the bundle’s place from a success, and the code and message from an error', async () => {
    exportAnswer = 'success';
    const bundle = await client(revision).project.export({ id: 'p', type: 'json' });
    expect(bundle.file).toBe(
      'files/export/796277985a61b2cdc3bd15.32504586/1523613069/Sample_Project-intl.zip',
    );
    exportAnswer = 'error';
    const refused = client(revision).project.export({ id: 'p', type: 'json' });
    await expect(refused).rejects.toMatchObject({
      code: '4040',
      message: expect.stringContaining('Project owner needs to upgrade subscription to access API'),
    });
  });
});
