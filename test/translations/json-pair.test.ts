import AdmZip from 'adm-zip';
import { readFileSync } from 'node:fs';
import { getNodeValue, type Node, parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { differingLeaves } from '../../src/translations/json-pair.ts';
import { jsonModel } from '../../src/translations/json.ts';
import { keyOf, textChangesOf } from '../../src/translations/keys.ts';
import { MAX_NESTING } from '../../src/translations/read-limits.ts';
import { reconcilePulledFile } from '../../src/translations/reconcile.ts';
import { pairedDecision } from '../../src/translations/reconcile-pair.ts';
import { keepRepositoryTexts } from '../../src/translations/repository-texts.ts';
import type { TranslationKey } from '../../src/translations/types.ts';
import { corpusFiles } from './real-files.ts';

/*
 * The everyday pull reads the checkout's JSON file and the bundle's side by side (json-pair.ts)
 * and must decide exactly as the general decision does (read both, keep the repository's texts,
 * edit in place: reconcile.ts), only without parsing either file twice. Real files (the corpus,
 * the react-i18next example app's, a real export bundle's: test/fixtures/SOURCE.md), with texts
 * changed as a translator changes them, are decided both ways and compared byte for byte.
 */

const FIXTURES = new URL('../fixtures/', import.meta.url);

/** Real JSON translation files, by name. */
function realJsonFiles(): [string, Buffer][] {
  const corpus = corpusFiles()
    .filter((file) => file.format === 'json')
    .map((file): [string, Buffer] => [file.name, file.bytes]);
  const i18next = ['de', 'en'].map((language): [string, Buffer] => [
    `i18next/${language}.translation.json`,
    readFileSync(new URL(`i18next/${language}.translation.json`, FIXTURES)),
  ]);
  const bundle = new AdmZip(readFileSync(new URL('real-export-bundle.zip', FIXTURES)))
    .getEntries()
    .filter((entry) => !entry.isDirectory)
    .map((entry): [string, Buffer] => [`real-export-bundle/${entry.entryName}`, entry.getData()]);
  return [...corpus, ...i18next, ...bundle];
}

/** The texts a translator's day brings: plain, quoted, escaped, beyond the BMP, emptied. */
const NEW_TEXTS = [
  'Neuer Text',
  'Er sagte "Hallo" \\ und ging',
  'Zwei\nZeilen\tmit Tab',
  'Émoji 🎉 und ü',
  '',
  'Wert mit </script> und \u2028',
];

/** The file's string leaves, in order, with their literal's place. */
function stringLeaves(text: string): Node[] {
  const leaves: Node[] = [];
  const walk = (node: Node | undefined): void => {
    if (node === undefined) return;
    if (node.type === 'string' && node.parent?.type !== 'property') leaves.push(node);
    else if (node.type === 'string' && node.parent?.children?.[1] === node) leaves.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseTree(text));
  return leaves;
}

/** The text with every `step`-th string leaf (from `offset`) given another text. */
function retranslated(text: string, step: number, offset = 0): string {
  let out = text;
  const leaves = stringLeaves(text).filter((_, i) => i % step === offset % step);
  for (const [i, leaf] of [...leaves.entries()].reverse()) {
    const value = NEW_TEXTS[i % NEW_TEXTS.length] as string;
    const next = value === '' ? '' : `${getNodeValue(leaf) as string} · ${value}`;
    out = out.slice(0, leaf.offset) + JSON.stringify(next) + out.slice(leaf.offset + leaf.length);
  }
  return out;
}

/** The general decision, as reconcile.ts makes it when the files are not read side by side. */
function generalDecision(ours: Buffer, theirs: Buffer, deleted?: (key: TranslationKey) => boolean) {
  const before = jsonModel.read(ours.toString('utf8'));
  const offered = jsonModel.read(theirs.toString('utf8'));
  if (before === undefined || offered === undefined) throw new Error('not JSON');
  const { target, keptTexts } = keepRepositoryTexts(before, offered, {
    skipNewEmpty: true,
    deleted,
    followMarkup: undefined,
  });
  const edited = jsonModel.edit(ours.toString('utf8'), target, theirs.toString('utf8'));
  return { content: edited, keptTexts, changes: textChangesOf(before, target) };
}

describe('the everyday pull reads a JSON file and the bundle’s side by side', () => {
  const files = realJsonFiles();

  it('has real files to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  for (const [name, bytes] of files) {
    it(`decides ${name} as the general decision does, texts changed every few keys`, () => {
      for (const [step, offset] of [
        [1, 0],
        [3, 1],
        [10, 4],
      ] as const) {
        const theirs = Buffer.from(retranslated(bytes.toString('utf8'), step, offset));
        const general = generalDecision(bytes, theirs);
        const paired = pairedDecision(jsonModel, bytes, theirs, {});
        expect(paired, 'read side by side').toBeDefined();
        if (general.changes.length === 0) {
          expect(paired).toEqual({ kind: 'unchanged' });
          continue;
        }
        expect(paired?.kind).toBe('write');
        if (paired?.kind !== 'write') continue;
        expect(paired.content.toString('utf8')).toBe(general.content);
        expect(paired.keptTexts).toEqual(general.keptTexts);
        expect(paired.textChanges).toEqual(general.changes);
      }
    });
  }

  it('reads a Windows checkout (CRLF, its own indentation) against the service’s LF file', () => {
    const [, bytes] = files.find(([name]) => name.startsWith('i18next/de')) as [string, Buffer];
    const ours = Buffer.from(
      JSON.stringify(JSON.parse(bytes.toString('utf8')), null, '\t').replaceAll('\n', '\r\n') +
        '\r\n',
    );
    const theirs = Buffer.from(retranslated(bytes.toString('utf8'), 2));
    const paired = pairedDecision(jsonModel, ours, theirs, {});
    expect(paired?.kind).toBe('write');
    if (paired?.kind !== 'write') return;
    const text = paired.content.toString('utf8');
    expect(
      text.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r')),
    ).toBe(true);
    expect(text).toContain('\t"');
    expect(JSON.parse(text)).toEqual(JSON.parse(theirs.toString('utf8')));
  });

  it('writes a changed text in an ASCII file with escapes as that file writes texts', () => {
    const ours = Buffer.from('{\n  "caf\\u00e9": "Caf\\u00e9",\n  "b": "x"\n}\n');
    const theirs = Buffer.from('{"caf\\u00e9":"Café","b":"Grüße 🎉"}');
    const paired = pairedDecision(jsonModel, ours, theirs, {});
    expect(paired?.kind === 'write' && paired.content.toString()).toBe(
      '{\n  "caf\\u00e9": "Caf\\u00e9",\n  "b": "Gr\\u00fc\\u00dfe \\ud83c\\udf89"\n}\n',
    );
  });

  it('keeps the repository’s text where the service’s is empty, or the developer deleted the key', () => {
    const ours = Buffer.from('{"a": "Eins", "b": "Zwei", "c": null, "d": "Vier"}');
    const theirs = Buffer.from('{"a": "", "b": "Zwo", "c": "", "d": "Fier"}');
    const deleted = (key: TranslationKey) => key === keyOf(['d']);
    const paired = pairedDecision(jsonModel, ours, theirs, { deleted });
    expect(paired).toMatchObject({
      kind: 'write',
      keptTexts: [keyOf(['a'])],
      textChanges: [{ kind: 'changed', key: keyOf(['b']), before: 'Zwei', after: 'Zwo' }],
    });
    expect(paired?.kind === 'write' && paired.content.toString()).toBe(
      '{"a": "Eins", "b": "Zwo", "c": null, "d": "Vier"}',
    );
  });

  it('sees the same value written two ways, and a number written two ways, as no change', () => {
    const ours = Buffer.from('{"a": "Caf\\u00e9", "n": 1.0, "l": [1, true, null]}');
    const theirs = Buffer.from('{"a":"Café","n":1,"l":[1,true,null]}');
    expect(differingLeaves(ours, theirs)).toEqual([]);
    expect(pairedDecision(jsonModel, ours, theirs, {})).toEqual({ kind: 'unchanged' });
  });

  const base = '{"a": "x", "b": {"c": "y"}}';
  const notPaired: [string, string, string][] = [
    ['another key order', base, '{"b": {"c": "y"}, "a": "z"}'],
    ['a key added', base, '{"a": "x", "b": {"c": "y", "d": "w"}}'],
    ['a key removed', base, '{"a": "x", "b": {}}'],
    ['a key written twice', '{"a": "x", "a": "y"}', '{"a": "x", "a": "z"}'],
    ['one key spelt twice ways', '{"a": "x", "\\u0061": "y"}', '{"a": "x", "\\u0061": "z"}'],
    ['a comment', '{"a": "x" /* note */, "b": "y"}', '{"a": "x", "b": "z"}'],
    ['a trailing comma', '{"a": "x",}', '{"a": "y",}'],
    ['a byte-order mark', '\ufeff{"a": "x"}', '{"a": "y"}'],
    ['a raw tab in a text', '{"a": "x\ty"}', '{"a": "x\ty"}'],
    ['a raw line break in a text', '{"a": "x\ny"}', '{"a": "z"}'],
    ['an unknown escape', '{"a": "x\\qy"}', '{"a": "z"}'],
    ['a bad number', '{"a": 01}', '{"a": 2}'],
    ['a text where an object was', base, '{"a": "x", "b": "y"}'],
    ['an array of another length', '{"a": [1, 2]}', '{"a": [1]}'],
    ['something after the value', '{"a": "x"} {}', '{"a": "y"}'],
    ['nesting past the read limit', nested(MAX_NESTING + 1, '"x"'), nested(MAX_NESTING + 1, '"y"')],
    [
      'a key written twice around objects of its own',
      '{"a": {"b": "x", "c": "y"}, "d": {"b": "x"}, "a": "z"}',
      '{"a": {"b": "x", "c": "y"}, "d": {"b": "x"}, "a": "w"}',
    ],
    ['a key written twice among hundreds', manyKeys(300, 'k7'), manyKeys(300, 'k7')],
  ];
  for (const [what, ours, theirs] of notPaired) {
    it(`leaves the file to the general decision for ${what}`, () => {
      expect(differingLeaves(Buffer.from(ours), Buffer.from(theirs))).toBeUndefined();
    });
  }

  it('reads the same names in sibling and nested objects, and hundreds of names, as no key written twice', () => {
    const ours =
      '{"a": {"b": "x", "c": {"b": "y"}}, "d": {"b": "x", "c": "y"}, "k": ' + manyKeys(300);
    const theirs = ours.replace('"y"}}', '"z"}}');
    const leaves = differingLeaves(Buffer.from(`${ours}}`), Buffer.from(`${theirs}}`));
    expect(leaves?.map((leaf) => leaf.theirs)).toEqual(['z']);
  });

  it('reads nesting up to the read limit', () => {
    const leaves = differingLeaves(
      Buffer.from(nested(MAX_NESTING, '"x"')),
      Buffer.from(nested(MAX_NESTING, '"y"')),
    );
    expect(leaves).toHaveLength(1);
  });

  it('leaves bytes that are not UTF-8 to the general decision', () => {
    const ours = Buffer.from([...Buffer.from('{"a": "'), 0xff, ...Buffer.from('"}')]);
    expect(differingLeaves(ours, Buffer.from('{"a": "y"}'))).toBeUndefined();
  });

  it('still warns of a key written twice, through the general decision', async () => {
    const decision = await reconcilePulledFile(
      'de.json',
      Buffer.from('{"a": "x", "a": "y", "b": "1"}'),
      Buffer.from('{"a": "x", "a": "y", "b": "2"}'),
    );
    expect(decision.warnings?.[0]).toMatch(/"a" is written 2 times/);
    expect(decision.kind === 'write' && decision.content.toString()).toBe(
      '{"a": "x", "a": "y", "b": "2"}',
    );
  });

  it('is what the pull decides for an everyday file: the texts changed, said', async () => {
    const [, bytes] = files.find(([name]) => name.startsWith('json/')) as [string, Buffer];
    const theirs = Buffer.from(retranslated(bytes.toString('utf8'), 10));
    const decision = await reconcilePulledFile('de.json', bytes, theirs);
    expect(decision.kind).toBe('write');
    expect(decision.kind === 'write' && decision.textChanges?.length).toBeGreaterThan(0);
  });
});

/** A value nested `depth` levels deep (objects and arrays alternating), holding `leaf`. */
function nested(depth: number, leaf: string): string {
  let text = leaf;
  for (let level = depth; level > 0; level--) text = level % 2 ? `{"k": ${text}}` : `[${text}]`;
  return text;
}

/** An object of `count` keys `k0`, `k1`, …, and `repeated` written once more at its end. */
function manyKeys(count: number, repeated?: string): string {
  const members = Array.from({ length: count }, (_, i) => `"k${i}": "t${i}"`);
  if (repeated !== undefined) members.push(`"${repeated}": "again"`);
  return `{${members.join(', ')}}`;
}
