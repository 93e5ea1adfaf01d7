import { beforeAll, describe, expect, it } from 'vitest';
import { compareTexts } from '../../src/qa/check.ts';
import { loadIcuChecker, type IcuChecker } from '../../src/qa/icu.ts';
import { MAX_CHECKED_LENGTH } from '../../src/qa/limits.ts';
import { annotationsByLanguage } from '../../src/qa/report.ts';
import { printfPlaceholders } from '../../src/qa/printf.ts';
import { reviewTranslations } from '../../src/qa/review.ts';
import { whitespaceDifferences } from '../../src/qa/whitespace.ts';
import { item } from '../support/fakes.ts';
import { WORST_INPUTS } from './worst-inputs.ts';

/**
 * The texts a translator could write to stall the checks (issue 19, item 4): for each pattern, a
 * long run of what its quantifiers take, unclosed tags and braces, deep nesting. Each is checked
 * at the longest length the checks read, where every check reads it whole, and at a megabyte,
 * past the limit; the findings must be the right ones. How the time grows with the length is
 * measured by `npm run bench` (bench/qa-worst-inputs.ts), not here.
 */

let icu: IcuChecker;
beforeAll(async () => {
  icu = await loadIcuChecker();
});

/** What differs, as `check: detail` lines. */
function differences(base: string, translation: string): string[] {
  return compareTexts(base, translation, icu).map((d) => `${d.check}: ${d.detail}`);
}

/** Just under the limit: read in full by every check. */
const LONG = MAX_CHECKED_LENGTH - 100;
const MEGABYTE = 1_000_000;

describe('the worst inputs, read in full', () => {
  it.each(WORST_INPUTS)('$name ($check)', ({ texts, findings }) => {
    const { base, translation } = texts(LONG);
    expect(Math.max(base.length, translation.length)).toBeGreaterThan(LONG - 50);
    expect(Math.max(base.length, translation.length)).toBeLessThanOrEqual(MAX_CHECKED_LENGTH);
    expect(differences(base, translation)).toEqual(findings(LONG));
  });
});

describe('the worst inputs, a megabyte long', () => {
  it.each(WORST_INPUTS)('$name ($check): too long to check', ({ texts }) => {
    const { base, translation } = texts(MEGABYTE);
    const over = (
      [
        [base.length, 'the base text'],
        [translation.length, 'the translation'],
      ] as const
    ).filter(([length]) => length > MAX_CHECKED_LENGTH);
    expect(Math.max(base.length, translation.length)).toBeGreaterThan(MEGABYTE - 50);
    const lengths = over
      .map(
        ([length, where], i) =>
          `${length.toLocaleString('en-US')}${i === 0 ? ' characters' : ''} in ${where}`,
      )
      .join(' and ');
    expect(differences(base, translation)).toEqual([
      `length: too long to check: ${lengths}, the checks read at most 65,536`,
    ]);
  });

  it('says so of a base text too long to check, and of both', () => {
    const long = ' '.repeat(MEGABYTE);
    expect(differences(`${long}x`, 'x')).toEqual([
      'length: too long to check: 1,000,001 characters in the base text, the checks read at most 65,536',
    ]);
    expect(differences(`${long}x`, `${long}y`)).toEqual([
      'length: too long to check: 1,000,001 characters in the base text and 1,000,001 in the translation, the checks read at most 65,536',
    ]);
  });

  it('checks a text of exactly the limit, and not one character more', () => {
    const at = `${' '.repeat(MAX_CHECKED_LENGTH - 1)}x`;
    expect(differences('x', at)).toEqual([
      'whitespace: leading space: none in the base, 65535 spaces in the translation',
    ]);
    expect(differences('x', ` ${at}`)[0]).toMatch(/^length: too long to check: 65,537 characters/);
  });

  it('says so of one form of a plural key, in a pull', async () => {
    const base = JSON.stringify({ one: '# file', other: '# files' });
    const translation = JSON.stringify({ one: '# Datei', other: `${' '.repeat(MEGABYTE)}x` });
    const findings = await reviewTranslations(
      { en: [item('files', base)], de: [item('files', translation)] },
      'en',
      () => true,
    );
    expect(findings.map((f) => f.differences.map((d) => `${d.check}: ${d.detail}`))).toEqual([
      [
        'length: [other] too long to check: 1,000,001 characters in the translation, the checks read at most 65,536',
      ],
    ]);
  });
});

describe('many tokens', () => {
  it('counts 200,000 findings of one language in its annotation', () => {
    const findings = Array.from({ length: 200_000 }, (_, i) => ({
      language: 'de',
      key: `key.${i}`,
      context: null,
      base: 'Name: ',
      translation: 'Name:',
      differences: [{ check: 'whitespace' as const, detail: 'trailing space' }],
    }));
    expect(annotationsByLanguage(findings, (code) => code)).toEqual([
      'de: 200000 translations need review (space 200000); see "Needs review" in the job summary',
    ]);
  });

  it('pairs five thousand placeholders moved around', () => {
    const names = Array.from({ length: 5_000 }, (_, i) => `{p${i}}`);
    expect(differences(names.join(' '), names.reverse().join(' '))).toEqual([]);
  });
});

/**
 * The expression the printf scanner replaced: right, but quadratic on a long run of zeros. On
 * short texts it is the reference the scanner must agree with.
 */
const FORMER_PRINTF =
  /%%|%(?:(\d+)\$)?([-+0#']*)(\d+|\*)?(?:\.(\d+|\*))?(hh|h|ll|l|L|q|j|z|t)?([diouxXeEfFgGaAcsp@])(?![A-Za-z])/g;

function formerPrintf(text: string): Array<{ text: string; key: string }> {
  const found: Array<{ text: string; key: string }> = [];
  let next = 1;
  for (const match of text.matchAll(FORMER_PRINTF)) {
    if (match[0] === '%%') continue;
    const [whole, position, flags = '', width = '', precision, length = '', conversion = ''] =
      match;
    const index = position === undefined ? next++ : Number(position);
    const shape = `${flags}${width}${precision === undefined ? '' : `.${precision}`}${length}`;
    found.push({ text: whole, key: `${index}$${shape}${conversion}` });
  }
  return found;
}

describe('the printf scanner', () => {
  it('finds what the former expression found, in 5,000 random short texts', () => {
    // A fixed seed: the same texts every run, so a failure can be read again.
    let seed = 19;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = "%%%0123$$-+#'.*hhlLqjztdsf@xXa B";
    for (let i = 0; i < 5_000; i++) {
      const length = 1 + Math.floor(random() * 12);
      const text = Array.from(
        { length },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      expect(printfPlaceholders(text), text).toEqual(formerPrintf(text));
    }
  });
});

describe('space at the ends', () => {
  it('is what \\s matches, for every UTF-16 code unit', () => {
    const differ: number[] = [];
    const space: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (/\s/.test(char)) space.push(code);
      if (whitespaceDifferences('x', `${char}x`).some((d) => d.startsWith('leading'))) {
        differ.push(code);
      }
    }
    expect(differ).toEqual(space);
  });
});
