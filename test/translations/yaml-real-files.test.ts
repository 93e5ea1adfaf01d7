import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, parseDocument, type Scalar, stringify } from 'yaml';
import { keyOf, sameEntries, segmentsOf } from '../../src/translations/keys.ts';
import type {
  TranslationEntries,
  TranslationKey,
  TranslationValue,
} from '../../src/translations/types.ts';
import { yamlModel } from '../../src/translations/yaml.ts';
import { keysNode, languageRootOf } from '../../src/translations/yaml-language-root.ts';
import { contentEnd, lineStart } from '../../src/translations/yaml-layout.ts';
import { crlf, decide, written } from './helpers.ts';
import { lineDiff } from './line-diff.ts';

/**
 * Pulls into real Rails locale files (test/fixtures/real/yaml/, sources in test/fixtures/SOURCE.md):
 * each change must read back exactly, be made in place, and change no line but the touched keys'.
 */

/** The line numbers (from 0) each text has that the other lacks (line-diff.ts's hunks). */
function differingLines(before: string, after: string): { removed: number[]; added: number[] } {
  const removed: number[] = [];
  const added: number[] = [];
  let shift = 0;
  for (const hunk of lineDiff(before, after)) {
    const at = hunk.line - 1;
    hunk.removed.forEach((_, i) => removed.push(at + i));
    hunk.added.forEach((_, i) => added.push(at + shift + i));
    shift += hunk.added.length - hunk.removed.length;
  }
  return { removed, added };
}

/** The lines (from 0) a key's pair takes in a YAML text: its key's line to its value's last; none without it. */
function keyLines(text: string, key: TranslationKey): number[] {
  const doc = parseDocument(text, { uniqueKeys: false });
  let node: unknown = keysNode(doc);
  let first = 0;
  let last = 0;
  for (const segment of segmentsOf(key)) {
    if (!isMap(node)) return [];
    const pair = node.items.find(
      (item) => isScalar(item.key) && String(item.key.value) === segment,
    );
    if (pair === undefined || !isScalar(pair.key) || !pair.key.range) return [];
    first = pair.key.range[0];
    last = contentEnd(pair.value, pair.key.range[1]);
    node = pair.value;
  }
  const lineOf = (offset: number) => text.slice(0, lineStart(text, offset)).split('\n').length - 1;
  // A value's end at a line start (a block scalar's) is on the line before.
  const lastLine = lineOf(text[last - 1] === '\n' ? last - 1 : last);
  return Array.from({ length: lastLine - lineOf(first) + 1 }, (_, n) => lineOf(first) + n);
}

interface StyledScalar {
  readonly key: TranslationKey;
  readonly style: Scalar['type'];
  readonly multiLine: boolean;
}

/** Every text of a file with its style (not those under an anchor or through an alias). */
function styledScalars(text: string): StyledScalar[] {
  const doc = parseDocument(text, { uniqueKeys: false });
  const found: StyledScalar[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (isMap(node)) {
      if (node.anchor) return;
      for (const pair of node.items) {
        if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)]);
      }
    } else if (isScalar(node) && typeof node.value === 'string' && !node.anchor && node.range) {
      const source = text.slice(node.range[0], node.range[1]);
      const multiLine = source.replace(/\n$/, '').includes('\n');
      found.push({ key: keyOf(path), style: node.type, multiLine });
    }
  };
  walk(keysNode(doc), []);
  return found;
}

/** The service's file for `entries`: YAML as a library writes it, under `root` if given. */
function bundleOf(entries: TranslationEntries, root: string | undefined): string {
  const tree: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const segments = segmentsOf(key);
    let at = tree;
    segments.slice(0, -1).forEach((segment, i) => {
      at[segment] ??= typeof segments[i + 1] === 'number' ? [] : {};
      at = at[segment] as Record<string, unknown>;
    });
    at[segments[segments.length - 1] as string] = value;
  }
  return stringify(root === undefined ? tree : { [root]: tree });
}

describe('the real-file tests’ own checks', () => {
  it('finds the lines two texts differ in', () => {
    expect(differingLines('a\nb\nc\nd\n', 'a\nB\nc\nx\nd\n')).toEqual({
      removed: [1],
      added: [1, 3],
    });
    expect(differingLines('a\n', 'a\n')).toEqual({ removed: [], added: [] });
  });

  it('finds the lines a key takes, a block scalar’s too', () => {
    const text = 'de:\n  a: |\n    x\n    y\n  b:\n    c: "1"\n';
    expect(keyLines(text, keyOf(['a']))).toEqual([1, 2, 3]);
    expect(keyLines(text, keyOf(['b', 'c']))).toEqual([5]);
    expect(styledScalars(text).map((s) => s.style)).toEqual(['BLOCK_LITERAL', 'QUOTE_DOUBLE']);
  });
});

const FIXTURES = new URL('../fixtures/real/yaml/', import.meta.url);

/** What each file is here for is in test/fixtures/SOURCE.md. */
const FILES = [
  'heartcombo-devise-en.yml',
  'svenfuchs-rails-i18n-de.yml',
  'rubygems-rubygems.org-de.yml',
  'solidusio-solidus-pt-BR.yml',
  'solidusio-solidus-promotions-en.yml',
  'ministryofjustice-laa-apply-for-legal-aid-helpers.en.yml',
  'ministryofjustice-laa-apply-for-legal-aid-shared.en.yml',
];

/** Texts that need care in YAML: quotes and markup, a newline, indicators, a trailing space. */
const AWKWARD_TEXTS = [
  `Tom " & < > ' %{count}`,
  'Zeile eins\nZeile zwei',
  '*fett*',
  '&amp; mehr',
  '!wichtig',
  '- Punkt',
  ': Doppelpunkt',
  '# kein Kommentar',
  'Leerzeichen am Ende ',
];

interface Pulled {
  readonly text: string;
  readonly changedLines: number;
}

/**
 * The file pulled towards `target`: written in place ('kept'), reading back exactly, differing
 * only in the lines of `touched` (before and after) and of `removed` with the comments over them.
 */
async function pullInPlace(
  original: string,
  target: TranslationEntries,
  touched: readonly TranslationKey[],
  removed: readonly TranslationKey[] = [],
): Promise<Pulled> {
  const bundle = bundleOf(target, languageRootOf(parseDocument(original)));
  const decision = await decide('config/locales/de.yml', original, bundle);
  expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
  const text = written(decision);
  expect(sameEntries(yamlModel.read(text) ?? new Map(), target)).toBe(true);
  const lines = differingLines(original, text);
  const mayGo = new Set([...touched, ...removed].flatMap((key) => keyLines(original, key)));
  for (const key of removed) {
    const first = Math.min(...keyLines(original, key));
    const above = original.split('\n').slice(0, first);
    for (let n = first - 1; n >= 0 && /^\s*#/.test(above[n] ?? ''); n--) mayGo.add(n);
  }
  const mayCome = new Set(touched.flatMap((key) => keyLines(text, key)));
  expect(lines.removed.filter((n) => !mayGo.has(n))).toEqual([]);
  expect(lines.added.filter((n) => !mayCome.has(n))).toEqual([]);
  return { text, changedLines: lines.removed.length + lines.added.length };
}

/** `entries` with `key` set to `value`; a new key goes right after `after`, as a bundle has it. */
function withText(
  entries: TranslationEntries,
  key: TranslationKey,
  value: string,
  after?: TranslationKey,
): TranslationEntries {
  if (after === undefined || entries.has(key)) return new Map(entries).set(key, value);
  return new Map(
    [...entries].flatMap(([k, v]) =>
      k === after
        ? [
            [k, v],
            [key, value],
          ]
        : [[k, v]],
    ),
  );
}

describe.each(FILES)('a pull into %s', (name) => {
  const original = readFileSync(new URL(name, FIXTURES), 'utf8');
  const entries = yamlModel.read(original) ?? new Map<string, TranslationValue>();
  const scalars = styledScalars(original);
  const oneLine = scalars.filter((s) => !s.multiLine && !s.style?.startsWith('BLOCK'));
  const plains = oneLine.filter((s) => s.style === 'PLAIN');
  const first = (style: string, multiLine: boolean) =>
    scalars.find(
      (s) => s.style === style && (s.multiLine || s.style.startsWith('BLOCK')) === multiLine,
    );
  // The first text of each style the file has, multi-line and not.
  const picks = {
    literal: first('BLOCK_LITERAL', true),
    folded: first('BLOCK_FOLDED', true),
    wrappedPlain: first('PLAIN', true),
    wrappedSingle: first('QUOTE_SINGLE', true),
    wrappedDouble: first('QUOTE_DOUBLE', true),
    single: first('QUOTE_SINGLE', false),
    double: first('QUOTE_DOUBLE', false),
    plain: plains[3] ?? plains[0],
  };
  const multiLine = picks.literal ?? picks.folded ?? picks.wrappedPlain ?? picks.wrappedDouble;
  const quoted = picks.single ?? picks.double;
  const untouched = oneLine.filter((s) => !Object.values(picks).includes(s));

  it('reads every key', () => {
    expect(entries.size).toBeGreaterThan(20);
  });

  it.each(AWKWARD_TEXTS)('writes %j over a multi-line, a quoted and a plain text', async (text) => {
    const keys = Object.values(picks).flatMap((pick) => (pick === undefined ? [] : [pick.key]));
    let target = entries;
    for (const key of keys) target = withText(target, key, text);
    await pullInPlace(original, target, keys);
  });

  it('changes texts, adds keys (one under new maps) and removes one, all in one pull', async () => {
    const plain = (picks.plain ?? quoted)?.key as TranslationKey;
    const parent = segmentsOf(plain).slice(0, -1);
    const added = keyOf([...parent, 'l10n_sync_added']);
    const deep = keyOf([...parent, 'l10n_sync_section', 'inner', 'title']);
    const gone = untouched[6]?.key as TranslationKey;
    let target = withText(entries, added, 'Neu: hinzugefügt', plain);
    target = withText(target, deep, 'Tief verschachtelt', added);
    for (const pick of [multiLine, quoted]) {
      if (pick !== undefined) target = withText(target, pick.key, `${pick.key} neu`);
    }
    target = new Map([...target].filter(([key]) => key !== gone));
    const touched = [added, keyOf([...parent, 'l10n_sync_section'])];
    for (const pick of [multiLine, quoted]) if (pick) touched.push(pick.key);
    await pullInPlace(original, target, touched, [gone]);
  });
});

describe('a pull into a CRLF checkout of a real file', () => {
  it('edits a wrapped text, adds a key and removes one, every line still ending in CRLF', async () => {
    const original = crlf(readFileSync(new URL('rubygems-rubygems.org-de.yml', FIXTURES), 'utf8'));
    const entries = yamlModel.read(original) ?? new Map<string, TranslationValue>();
    const wrapped = keyOf(['footer_about_html']);
    const added = keyOf(['l10n_sync_added']);
    const gone = keyOf(['edit']);
    let target = withText(entries, wrapped, 'Ein neuer Text\nauf zwei Zeilen');
    target = withText(target, added, 'Neu', wrapped);
    target = new Map([...target].filter(([key]) => key !== gone));
    const pulled = await pullInPlace(original, target, [wrapped, added], [gone]);
    expect(
      pulled.text
        .split('\n')
        .slice(0, -1)
        .every((line) => line.endsWith('\r')),
    ).toBe(true);
    expect(pulled.changedLines).toBe(8);
  });
});
