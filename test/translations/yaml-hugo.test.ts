import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { keyOf, readTranslationFile, readTranslations } from '../../src/translations/index.ts';
import { segmentsOf } from '../../src/translations/keys.ts';
import type { TranslationEntries } from '../../src/translations/types.ts';
import { independentReader } from './independent-readers.ts';
import { crlf, decide, written } from './helpers.ts';

/**
 * Hugo translation tables whose root is a list of messages (`- id: home` over `translation:`),
 * read by id and edited in place (src/translations/yaml-hugo.ts). The files are real
 * (test/fixtures/real/yaml/, sources in test/fixtures/SOURCE.md).
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/real/yaml/${name}`, import.meta.url), 'utf8');
/** PaperMod's Russian table: five-form plurals, a blank line between items, no final newline. */
const PAPERMOD = fixture('adityatelange-hugo-PaperMod-ru.yaml');
/** HugoBlox's German table: plain texts, section comments, two ids written twice. */
const HUGOBLOX = fixture('HugoBlox-hugo-blox-builder-de.yaml');
const PATH = 'i18n/ru.yaml';

/**
 * The service's export of the texts: a map of ids, as go-i18n's tools write a table and as a
 * service holding the keys `home` and `read_time` (plural) exports them.
 */
function mapBundle(entries: TranslationEntries): string {
  const tree: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const [id, form] = segmentsOf(key) as [string, string | undefined];
    if (form === undefined) tree[id] = value;
    else tree[id] = { ...(tree[id] as object | undefined), [form]: value };
  }
  return stringify(tree, { lineWidth: 0 });
}

async function entriesOf(text: string): Promise<TranslationEntries> {
  const entries = await readTranslations('yaml', text);
  if (entries === undefined) throw new Error('the text does not read');
  return entries;
}

/** The fixture's texts with `changes` made (undefined: the key goes), new keys last. */
async function changed(text: string, changes: Record<string, string | undefined>) {
  const entries = new Map(await entriesOf(text));
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) entries.delete(key);
    else entries.set(key, value);
  }
  return entries;
}

describe('a Hugo translation table written as a list', () => {
  it('is read by id: a text as the id, a plural map as its forms', async () => {
    const entries = await entriesOf(PAPERMOD);
    expect(entries.size).toBe(18);
    expect(entries.get(keyOf(['prev_page']))).toBe('Предыдущая');
    expect(entries.get(keyOf(['read_time', 'few']))).toBe('{{ .Count }} минуты');
    expect([...entries.keys()].slice(0, 3)).toEqual([
      keyOf(['prev_page']),
      keyOf(['next_page']),
      keyOf(['read_time', 'zero']),
    ]);
    // The independent reader (js-yaml, with go-i18n's rule) reads the same.
    expect(independentReader('yaml')?.(PAPERMOD)).toEqual(entries);
  });

  it('edits a changed text in place, keeping its quotes, the blank lines and the open end', async () => {
    const bundle = mapBundle(await changed(PAPERMOD, { [keyOf(['toc'])]: 'Содержание' }));
    const decision = await decide(PATH, PAPERMOD, bundle);
    expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
    expect(written(decision)).toBe(
      PAPERMOD.replace('  translation: "Оглавление"', '  translation: "Содержание"'),
    );
  });

  it('edits a changed plural form on its own line', async () => {
    const key = keyOf(['words', 'few']);
    const bundle = mapBundle(await changed(PAPERMOD, { [key]: '{{ .Count }} слова!' }));
    const lines = PAPERMOD.split('\n');
    expect(lines[18]).toBe('    few: "{{ .Count }} слова"');
    lines[18] = '    few: "{{ .Count }} слова!"';
    expect(written(await decide(PATH, PAPERMOD, bundle))).toBe(lines.join('\n'));
  });

  it("adds the bundle's new item after the item before it there, in the file's layout", async () => {
    const entries = await entriesOf(PAPERMOD);
    const withNew = new Map(
      [...entries].flatMap(([key, value]) =>
        key === keyOf(['toc'])
          ? [
              [key, value],
              [keyOf(['search']), 'Поиск'],
            ]
          : [[key, value]],
      ),
    );
    expect(written(await decide(PATH, PAPERMOD, mapBundle(withNew)))).toBe(
      PAPERMOD.replace(
        '  translation: "Оглавление"\n',
        '  translation: "Оглавление"\n\n- id: search\n  translation: "Поиск"\n',
      ),
    );
  });

  it('adds a new plural item, and takes out a removed one with its blank line', async () => {
    const bundle = mapBundle(
      await changed(PAPERMOD, {
        [keyOf(['home'])]: undefined,
        [keyOf(['posts', 'one'])]: '{{ .Count }} запись',
        [keyOf(['posts', 'other'])]: '{{ .Count }} записи',
      }),
    );
    expect(written(await decide(PATH, PAPERMOD, bundle))).toBe(
      PAPERMOD.replace('- id: home\n  translation: "Главная"\n\n', '') +
        '\n\n- id: posts\n  translation:\n    one: "{{ .Count }} запись"\n' +
        '    other: "{{ .Count }} записи"',
    );
  });

  it("takes the service's list as the same keys, and keeps a Windows checkout's CRLF", async () => {
    const ours = crlf(PAPERMOD);
    const list = PAPERMOD.replace('"Главная"', 'Главная страница');
    const text = written(await decide(PATH, ours, list));
    expect(text).toBe(ours.replace('"Главная"', '"Главная страница"'));
  });

  it('keeps plain texts plain, and quotes one that needs it, as the file quotes', async () => {
    const bundle = mapBundle(
      await changed(HUGOBLOX, { [keyOf(['home'])]: 'Start', [keyOf(['close'])]: 'Zu: jetzt' }),
    );
    const text = written(await decide('i18n/de.yaml', HUGOBLOX, bundle));
    expect(text).toBe(
      HUGOBLOX.replace('  translation: Home\n', '  translation: Start\n').replace(
        '  translation: Schließen\n',
        "  translation: 'Zu: jetzt'\n",
      ),
    );
  });

  it('reads an id written twice as its last item, with a warning, and edits that one', async () => {
    const reading = await readTranslationFile('i18n/de.yaml', Buffer.from(HUGOBLOX));
    const warning = (id: string) =>
      `i18n/de.yaml: the key "${id}" is written 2 times; the last one counts (as Hugo reads it) and is the ` +
      'one a pull edits';
    expect(reading).toMatchObject({
      warnings: [warning('callout_tip'), warning('callout_warning')],
    });
    const bundle = mapBundle(await changed(HUGOBLOX, { [keyOf(['callout_tip'])]: 'Ratschlag' }));
    const decision = await decide('i18n/de.yaml', HUGOBLOX, bundle);
    expect(decision).toMatchObject({ style: 'kept' });
    const lines = HUGOBLOX.split('\n');
    expect([lines[33], lines[500]]).toEqual(['  translation: Tipp', '  translation: Tipp']);
    lines[500] = '  translation: Ratschlag';
    expect(written(decision)).toBe(lines.join('\n'));
  });

  it('keeps reading any other list item by item, and edits a changed item in place', async () => {
    const list = '# Wochentage\n- Montag\n- "Dienstag"\n';
    expect(await entriesOf(list)).toEqual(
      new Map([
        [keyOf([0]), 'Montag'],
        [keyOf([1]), 'Dienstag'],
      ]),
    );
    expect(written(await decide('days.yml', list, '- Montag\n- Di.\n'))).toBe(
      '# Wochentage\n- Montag\n- "Di."\n',
    );
  });
});
