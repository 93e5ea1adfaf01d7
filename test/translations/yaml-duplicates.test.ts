import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { translationRewrite } from '../../src/pull/pull-rewrite.ts';
import { keyOf, readTranslationFile, readTranslations } from '../../src/translations/index.ts';
import { segmentsOf } from '../../src/translations/keys.ts';
import type { TranslationEntries, TranslationValue } from '../../src/translations/types.ts';
import { independentReader } from './independent-readers.ts';
import { decide, written } from './helpers.ts';

/**
 * A YAML key written twice, as Redmine's locale files have some (test/fixtures/real/yaml/, sources
 * in test/fixtures/SOURCE.md): Rails (Psych builds a hash) takes the last value, so the model
 * reads that one, says so, and a pull edits that one.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/real/yaml/${name}`, import.meta.url), 'utf8');
/** `support.array`'s three connectors written twice, the second time under `# Rails 2.3`. */
const RU = fixture('redmine-redmine-ru.yml');
/** `activerecord.errors.template` written twice: English texts first, Danish ones last. */
const DA = fixture('redmine-redmine-da.yml');
const RU_PATH = 'config/locales/ru.yml';

const repeated = (path: string, key: string) =>
  `${path}: the key "${key}" is written 2 times; the last one counts (as Rails reads it) and is ` +
  'the one a pull edits';
const RU_WARNINGS = ['last_word_connector', 'two_words_connector', 'words_connector'].map((name) =>
  repeated(RU_PATH, `support.array.${name}`),
);

/** The service's export of `entries` under the language root, as a pull asks for it. */
function bundleOf(root: string, entries: TranslationEntries): string {
  const tree: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const segments = segmentsOf(key);
    let node: Record<string | number, unknown> = tree;
    segments.forEach((segment, i) => {
      const next = segments[i + 1];
      if (next === undefined) node[segment] = value;
      else node = (node[segment] ??= typeof next === 'number' ? [] : {}) as typeof node;
    });
  }
  return stringify({ [root]: tree }, { lineWidth: 0 });
}

/** The texts of `text`, with `key` holding `value` (undefined: the key goes) when given. */
async function withText(text: string, key?: string[], value?: TranslationValue) {
  const entries = new Map(await readTranslations('yaml', text));
  if (key === undefined) return entries;
  if (value === undefined) entries.delete(keyOf(key));
  else entries.set(keyOf(key), value);
  return entries;
}

describe('a YAML key written twice', () => {
  it('reads the last value, and says so naming the file and the key', async () => {
    const reading = await readTranslationFile(RU_PATH, Buffer.from(RU));
    expect(reading).toMatchObject({ warnings: RU_WARNINGS });
    const da = await readTranslationFile('config/locales/da.yml', Buffer.from(DA));
    expect(da).toMatchObject({
      warnings: [repeated('config/locales/da.yml', 'activerecord.errors.template')],
    });
    const entries = 'entries' in da ? da.entries : new Map();
    const one = keyOf(['activerecord', 'errors', 'template', 'header', 'one']);
    expect(entries.get(one)).toBe('En fejl forhindrede %{model} i at blive gemt');
    // The whole later map counts: its `body`, which the earlier lacks, too.
    expect(entries.get(keyOf(['activerecord', 'errors', 'template', 'body']))).toBe(
      'Der var problemer med følgende felter:',
    );
    // So does the independent reader (js-yaml, a key's last value counting).
    expect(independentReader('yaml')?.(DA)?.get(one)).toBe(entries.get(one));
  });

  it('reads a small file so, the later map replacing the earlier whole', async () => {
    const text = 'a: x\nb:\n  c: 1\n  d: 2\na: y\nb:\n  d: 3\n';
    expect(await readTranslations('yaml', text)).toEqual(
      new Map<string, TranslationValue>([
        [keyOf(['a']), 'y'],
        [keyOf(['b', 'd']), 3],
      ]),
    );
  });

  it('leaves the file as it is when the service has the same texts, with the warnings', async () => {
    const bundle = bundleOf('ru', await withText(RU));
    expect(await decide(RU_PATH, RU, bundle)).toEqual({ kind: 'unchanged', warnings: RU_WARNINGS });
  });

  it('edits the occurrence that counts and leaves the earlier one', async () => {
    const key = ['support', 'array', 'words_connector'];
    const decision = await decide(RU_PATH, RU, bundleOf('ru', await withText(RU, key, '; ')));
    expect(decision).toMatchObject({ style: 'kept', warnings: RU_WARNINGS });
    const lines = RU.split('\n');
    expect([lines[222], lines[225]]).toEqual([
      '      words_connector: ", "',
      '      words_connector: ", "',
    ]);
    lines[225] = '      words_connector: "; "';
    expect(written(decision)).toBe(lines.join('\n'));
  });

  it('edits the later of two maps, leaving the earlier map as it is', async () => {
    const key = ['activerecord', 'errors', 'template', 'header', 'one'];
    const bundle = bundleOf('da', await withText(DA, key, 'Én fejl'));
    const lines = DA.split('\n');
    expect(lines[118]).toBe(
      '          one:    "1 error prohibited this %{model} from being saved"',
    );
    lines[156] = '          one:   "Én fejl"';
    expect(written(await decide('config/locales/da.yml', DA, bundle))).toBe(lines.join('\n'));
  });

  it('removes every occurrence of a removed key, so that no earlier one comes back', async () => {
    const key = ['support', 'array', 'last_word_connector'];
    const text = written(
      await decide(RU_PATH, RU, bundleOf('ru', await withText(RU, key, undefined))),
    );
    const lines = RU.split('\n');
    expect([lines[220], lines[227]]).toEqual([
      '      last_word_connector: " и "',
      '      last_word_connector: " и "',
    ]);
    expect(text).toBe(
      [...lines.slice(0, 220), ...lines.slice(221, 227), ...lines.slice(228)].join('\n'),
    );
    expect((await readTranslations('yaml', text))?.has(keyOf(key))).toBe(false);
  });

  it('has the pull log the warnings, one line per key', async () => {
    const warnings: string[] = [];
    const rule = translationRewrite({
      localLanguageOf: () => undefined,
      warn: (message) => warnings.push(message),
    });
    const bundle = bundleOf('ru', await withText(RU));
    await rule.rewrite(RU_PATH, Buffer.from(RU), Buffer.from(bundle));
    expect(warnings).toEqual(RU_WARNINGS);
  });
});
