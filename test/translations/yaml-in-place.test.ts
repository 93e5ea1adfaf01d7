import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyOf, sameEntries } from '../../src/translations/keys.ts';
import type { TranslationEntries } from '../../src/translations/types.ts';
import { editYamlInPlace, yamlModel } from '../../src/translations/yaml.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

/** `text` edited so that `key` (a path below the language) holds `value`, or loses it (undefined). */
function edited(text: string, path: string[], value: string | undefined, after?: string[]): string {
  const entries = yamlModel.read(text) ?? new Map();
  let target: TranslationEntries;
  if (value === undefined) target = new Map([...entries].filter(([key]) => key !== keyOf(path)));
  else if (after === undefined || entries.has(keyOf(path)))
    target = new Map(entries).set(keyOf(path), value);
  else {
    target = new Map(
      [...entries].flatMap(([k, v]) =>
        k === keyOf(after)
          ? [
              [k, v],
              [keyOf(path), value],
            ]
          : [[k, v]],
      ),
    );
  }
  const result = editYamlInPlace(text, target);
  if ('reason' in result) throw new Error(result.reason);
  expect(sameEntries(yamlModel.read(result.text) ?? new Map(), target)).toBe(true);
  return result.text;
}

describe('a changed YAML text, in its old style', () => {
  it.each([
    [
      'a literal block keeps its style, its end chomped as the new text ends',
      'de:\n  a: |\n    eins\n    zwei\n  b: x\n',
      'drei\nvier',
      'de:\n  a: |-\n    drei\n    vier\n  b: x\n',
    ],
    [
      'a literal block keeping final newlines',
      'de:\n  a: |-\n    eins\n  b: x\n',
      'drei\n\n',
      'de:\n  a: |+\n    drei\n\n  b: x\n',
    ],
    [
      'a block with an indentation indicator keeps one',
      'de:\n  a: |2-\n      eingerückt\n  b: x\n',
      '  tief\nflach',
      'de:\n  a: |2-\n      tief\n    flach\n  b: x\n',
    ],
    [
      'a text starting with spaces gets an indentation indicator',
      'de:\n  a: |-\n    eins\n',
      '  tief',
      'de:\n  a: |2-\n      tief\n',
    ],
    [
      'a folded block stays folded, a newline as an empty line',
      'de:\n  a: >-\n    eins\n    zwei\n',
      'drei\nvier',
      'de:\n  a: >-\n    drei\n\n    vier\n',
    ],
    [
      'a folded block folds at its old width',
      'de:\n  a: >-\n    eins zwei drei\n    vier\n',
      'fünf sechs sieben acht',
      'de:\n  a: >-\n    fünf sechs\n    sieben acht\n',
    ],
    [
      'a wrapped plain text wraps at its old width',
      'de:\n  a: eins zwei drei\n    vier\n  b: x\n',
      'fünf sechs sieben acht neun',
      'de:\n  a: fünf sechs\n    sieben acht\n    neun\n  b: x\n',
    ],
    [
      'a wrapped single-quoted text',
      "de:\n  a: 'eins zwei drei\n    vier'\n",
      "it's fünf sechs sieben",
      "de:\n  a: 'it''s fünf\n    sechs sieben'\n",
    ],
    [
      'a literal block that cannot hold a control character becomes double-quoted',
      'de:\n  a: |-\n    eins\n  b: x\n',
      'Glocke \u0007',
      'de:\n  a: "Glocke \\x07"\n  b: x\n',
    ],
    [
      'a plain text a newline turns double-quoted, on its line',
      'de:\n  a: eins # Kommentar\n',
      'zwei\ndrei',
      'de:\n  a: "zwei\\ndrei" # Kommentar\n',
    ],
    [
      'a plain text that would read as a boolean in YAML 1.1 is quoted',
      "de:\n  a: eins\n  b: 'x'\n",
      'yes',
      "de:\n  a: 'yes'\n  b: 'x'\n",
    ],
    [
      'an empty value gets a text, with its anchor and tag untouched',
      'de:\n  a:\n  b: &b !!str x\n',
      'eins',
      'de:\n  a: eins\n  b: &b !!str x\n',
    ],
  ])('%s', (_, text, value, expected) => {
    expect(edited(text, ['a'], value)).toBe(expected);
  });

  it('writes a text in a flow list, quoted where a plain one would split it', () => {
    const text = 'de:\n  days: [~, Mo, Di]\n';
    const target = new Map(yamlModel.read(text)).set(keyOf(['days', 2]), 'Di, der Dienstag');
    expect(yamlModel.edit(text, target, '')).toBe('de:\n  days: [~, Mo, "Di, der Dienstag"]\n');
  });
});

describe('added and removed YAML keys', () => {
  it('adds a key after its predecessor, in the file’s indentation, making the maps it needs', () => {
    const text = 'de:\n    a:\n        b: "x"\n    z: y\n';
    expect(edited(text, ['a', 'c', 'd', 'e'], 'neu', ['a', 'b'])).toBe(
      'de:\n    a:\n        b: "x"\n        c:\n            d:\n                e: "neu"\n    z: y\n',
    );
  });

  it('quotes a new key YAML 1.1 reads as a boolean, and writes a multi-line text as the file does', () => {
    const text = 'de:\n  a: |\n    eins\n    zwei\n';
    expect(edited(text, ['no'], 'drei\nvier', ['a'])).toBe(
      'de:\n  a: |\n    eins\n    zwei\n  "no": |-\n    drei\n    vier\n',
    );
  });

  it('removes a key with the comment over it when the two stand apart', () => {
    const text = 'de:\n  a: x\n\n  # nur für b\n  b: y\n\n  c: z\n';
    expect(edited(text, ['b'], undefined)).toBe('de:\n  a: x\n\n\n  c: z\n');
  });

  it('keeps a comment over a run of keys when the first of them goes', () => {
    const text = 'de:\n  # Knöpfe\n  ok: OK\n  cancel: Abbrechen\n';
    expect(edited(text, ['ok'], undefined)).toBe('de:\n  # Knöpfe\n  cancel: Abbrechen\n');
  });

  it('removes a key whose value is a block, and a map whose texts all go', () => {
    const text = 'de:\n  a: |\n    eins\n\n  b:\n    c: x\n  d: y\n';
    const target = new Map([[keyOf(['d']), 'y']]);
    const result = editYamlInPlace(text, target);
    expect(result).toEqual({ text: 'de:\n\n  d: y\n' });
  });

  it('adds a key to a flow map only by the fallback, and says why', () => {
    const text = 'de:\n  m: {a: x}\n';
    const target = new Map(yamlModel.read(text)).set(keyOf(['m', 'b']), 'y');
    expect(editYamlInPlace(text, target)).toEqual({
      reason: 'keys are added to the flow map de.m',
    });
    expect(yamlModel.edit(text, target, '')).toBeUndefined();
  });
});

describe('the edges of a YAML file', () => {
  it('gives an empty value with a comment after it a block, the comment moved to its header', () => {
    const text = 'de:\n  a: |\n    m\n    n\n  b: # Notiz\n';
    expect(edited(text, ['b'], 'p\nq')).toBe(
      'de:\n  a: |\n    m\n    n\n  b: |- # Notiz\n    p\n    q\n',
    );
    expect(edited(text, ['b'], 'p')).toBe('de:\n  a: |\n    m\n    n\n  b: p # Notiz\n');
  });

  it('writes a list that grew anew, at the file’s list indentation', () => {
    const text = 'de:\n  list:\n  - eins\n  x: y\n';
    const target = new Map(yamlModel.read(text)).set(keyOf(['list', 1]), 'zwei');
    expect(yamlModel.edit(text, target, '')).toBe('de:\n  list:\n  - eins\n  - zwei\n  x: y\n');
  });

  it('keeps a file without a final newline so, whether its last line goes or one comes', () => {
    expect(edited('de:\n  a: x\n  b: z', ['b'], undefined)).toBe('de:\n  a: x');
    expect(edited('de:\n  a: x', ['c'], 'neu', ['a'])).toBe('de:\n  a: x\n  c: neu');
  });
});

describe('a YAML file’s bytes around the edit', () => {
  it('keeps a byte-order mark, a document start, CRLF line endings and comments', async () => {
    const repository = '\uFEFF' + crlf('---\n# Texte\nde:\n  a: x # Titel\n  b: |\n    eins\n');
    const decision = await decide(
      'de.yml',
      repository,
      'de:\n  a: Titel\n  b: "zwei\\ndrei"\n  c: neu\n',
    );
    expect(decision).toMatchObject({ style: 'kept' });
    expect(written(decision)).toBe(
      '\uFEFF' +
        crlf('---\n# Texte\nde:\n  a: Titel # Titel\n  b: |-\n    zwei\n    drei\n  c: neu\n'),
    );
  });
});

const HELPERS = readFileSync(
  new URL(
    '../fixtures/real/yaml/ministryofjustice-laa-apply-for-legal-aid-helpers.en.yml',
    import.meta.url,
  ),
  'utf8',
);
const SHARED = readFileSync(
  new URL(
    '../fixtures/real/yaml/ministryofjustice-laa-apply-for-legal-aid-shared.en.yml',
    import.meta.url,
  ),
  'utf8',
);
const EMPLOYED_NO = ['helpers', 'label', 'applicant', 'employed', 'false'];

describe('texts shared through anchors, aliases and merge keys (a real file)', () => {
  it('reads a merged key as Rails does, and edits the file’s other keys in place', async () => {
    expect(yamlModel.read(HELPERS)?.get(keyOf(EMPLOYED_NO))).toBe('No');
    const text = edited(
      HELPERS,
      ['helpers', 'hint', 'applicant', 'national_insurance_number'],
      'Zum Beispiel QQ 12 34 56 C',
    );
    expect(lineDiff(HELPERS, text)).toEqual({
      removed: ['        national_insurance_number: For example, QQ 12 34 56 C\n'],
      added: ['        national_insurance_number: Zum Beispiel QQ 12 34 56 C\n'],
    });
    expect(
      edited(HELPERS, [...EMPLOYED_NO.slice(0, -1), 'maybe'], 'Vielleicht', EMPLOYED_NO),
    ).toContain('          <<: *true_false\n          maybe: Vielleicht\n');
  });

  it('overrides a changed key a merge key brings in the map that merges it, the anchor left alone', () => {
    const text = edited(HELPERS, EMPLOYED_NO, 'Nein');
    expect(lineDiff(HELPERS, text).removed).toEqual([]);
    expect(lineDiff(HELPERS, text).added).toEqual([expect.stringMatching(/^ +'?false'?: Nein\n$/)]);
    expect(yamlModel.read(text)?.get(keyOf(EMPLOYED_NO))).toBe('Nein');
  });

  it.each([
    [
      'a key a merge key brings is removed',
      HELPERS,
      EMPLOYED_NO,
      undefined,
      'en.helpers.label.applicant.employed.false is removed, but it comes through a merge key (<<)',
    ],
    [
      'a key that takes its text through an alias changes',
      SHARED,
      ['shared', 'check_answers', 'substantive_limitations', 'form_of_service'],
      'Neu',
      'en.shared.check_answers.substantive_limitations.form_of_service takes its text through the alias *form',
    ],
    [
      'the anchored text changes, and the keys sharing it do not',
      SHARED,
      ['shared', 'check_answers', 'emergency_limitations', 'form_of_service'],
      'Neu',
      'an edited text is shared through an anchor with a key whose text stays',
    ],
  ])('is not edited in place when %s, and says why', (_, text, path, value, reason) => {
    expect(() => edited(text, path, value)).toThrow(reason);
  });
});
