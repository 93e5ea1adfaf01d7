import type { IcuChecker } from '../../src/qa/icu.ts';
import { looksLikeIcu } from '../../src/qa/icu.ts';
import { tags } from '../../src/qa/markup.ts';
import {
  bracePlaceholders,
  doubleBracePlaceholders,
  placeholderDifference,
} from '../../src/qa/placeholders.ts';
import { printfPlaceholders } from '../../src/qa/printf.ts';
import { whitespaceDifferences } from '../../src/qa/whitespace.ts';

/**
 * The worst texts we could build for each check (issue 19, item 4): long runs of the characters
 * a pattern's quantifiers take, unclosed tags and braces, deep nesting, many tokens. Shared by the
 * test that checks their findings (worst-inputs.test.ts) and the benchmark that times them at
 * 100 kB and 1 MB (bench/qa-worst-inputs.ts).
 */
export interface WorstInput {
  readonly name: string;
  /** The part of the checks this text aims at, as the benchmark names it. */
  readonly check: string;
  /** A base text and its translation, the hostile one about `length` characters long. */
  texts(length: number): { readonly base: string; readonly translation: string };
  /** compareTexts's findings (`check: detail`) for texts(length), when they are read in full. */
  findings(length: number): string[];
  /** That check alone, on the texts, uncapped: what the benchmark times. */
  run(texts: { readonly base: string; readonly translation: string }, icu: IcuChecker): unknown;
}

const PRICE = 'Price: %d';
const PLURAL = '{count, plural, one {# file} other {# files}}';

/** A translation made of `unit` repeated to about `length` characters, after `start`. */
function repeated(start: string, unit: string, length: number, end = ''): string {
  const times = Math.max(0, Math.floor((length - start.length - end.length) / unit.length));
  return `${start}${unit.repeat(times)}${end}`;
}

/** How many times repeated() repeats `unit`. */
function times(start: string, unit: string, length: number, end = ''): number {
  return Math.max(0, Math.floor((length - start.length - end.length) / unit.length));
}

/** A token of a finding as limits.ts shows it: its first and last 20 characters. */
function shortened(token: string): string {
  return token.length <= 40 ? token : `${token.slice(0, 20)}…${token.slice(-20)}`;
}

const printf = (t: { translation: string }) => printfPlaceholders(t.translation);
const braces = (t: { translation: string }) => bracePlaceholders(t.translation);
const doubleBraces = (t: { translation: string }) => doubleBracePlaceholders(t.translation);
const markup = (t: { translation: string }) => tags(t.translation);
const space = (t: { base: string; translation: string }) =>
  whitespaceDifferences(t.base, t.translation);
const icuCheck = (t: { base: string; translation: string }, icu: IcuChecker) =>
  icu.differences(t.base, t.translation);

/** A translation against a fixed base text. */
function against(
  base: string,
  name: string,
  check: string,
  translation: (length: number) => string,
  findings: (length: number) => string[],
  run: WorstInput['run'],
): WorstInput {
  return { name, check, texts: (n) => ({ base, translation: translation(n) }), findings, run };
}

const missingPrice = () => ['placeholders: printf: missing %d'];

export const WORST_INPUTS: readonly WorstInput[] = [
  against(PRICE, '`%` and zeros', 'printf', (n) => repeated('%', '0', n), missingPrice, printf),
  against(
    PRICE,
    '`%`, zeros and a conversion',
    'printf',
    (n) => repeated('%', '0', n, 'd'),
    (n) => [
      `placeholders: printf: missing %d; not in the base ${shortened(repeated('%', '0', n, 'd'))}`,
    ],
    printf,
  ),
  against(PRICE, '`%%%%…`', 'printf', (n) => repeated('', '%%', n), missingPrice, printf),
  against(PRICE, '`%` and digits', 'printf', (n) => repeated('%', '1', n), missingPrice, printf),
  against(PRICE, '`%` and flags', 'printf', (n) => repeated('%', "-+#'", n), missingPrice, printf),
  against(PRICE, '`%.` and digits', 'printf', (n) => repeated('%.', '1', n), missingPrice, printf),
  against(PRICE, '`%0` many times', 'printf', (n) => repeated('', '%0', n), missingPrice, printf),
  {
    name: 'many printf placeholders, all changed',
    check: 'placeholder pairing',
    texts: (n) => ({ base: repeated('', '%s ', n), translation: repeated('', '%d ', n) }),
    findings: (n) => {
      const more = (times('', '%s ', n) - 10).toLocaleString('en-US');
      return [
        `placeholders: printf: missing ${'%s '.repeat(10)}… and ${more} more; not in the base ${'%d '.repeat(10)}… and ${more} more`,
      ];
    },
    run: (t) =>
      placeholderDifference(printfPlaceholders(t.base), printfPlaceholders(t.translation)),
  },
  against(
    'Name',
    'spaces and a letter',
    'space',
    (n) => repeated('', ' ', n, 'x'),
    (n) => [
      `whitespace: leading space: none in the base, ${times('', ' ', n, 'x')} spaces in the translation`,
    ],
    space,
  ),
  against(
    'Name',
    'a letter and spaces',
    'space',
    (n) => repeated('x', ' ', n),
    (n) => [
      `whitespace: trailing space: none in the base, ${times('x', ' ', n)} spaces in the translation`,
    ],
    space,
  ),
  against(
    'Name',
    'spaces and line breaks, alternating, and a letter',
    'space',
    (n) => repeated('', ' \n', n, 'x'),
    (n) => {
      const k = times('', ' \n', n, 'x');
      return [
        `whitespace: leading space: none in the base, ${k} spaces and ${k} line breaks in the translation`,
        `whitespace: line breaks: 0 in the base, ${k} in the translation`,
      ];
    },
    space,
  ),
  against(
    'Name',
    '`\\n` written out',
    'space',
    (n) => repeated('', '\\n', n, 'x'),
    (n) => [
      `whitespace: line breaks: 0 in the base, ${times('', '\\n', n, 'x')} in the translation`,
    ],
    space,
  ),
  ...(
    [
      ['`{{{{…`', (n: number) => repeated('', '{', n)],
      ['`{`, spaces and a letter', (n: number) => repeated('{', ' ', n, 'x')],
      ['`{` and a long name', (n: number) => repeated('{', 'a', n)],
      ['`{` and digits', (n: number) => repeated('{', '1', n)],
      ['`{a` many times', (n: number) => repeated('', '{a', n)],
    ] as const
  ).map(([name, translation]) =>
    against(
      'Hello {name}',
      name,
      '{name}',
      translation,
      () => ['placeholders: {name}: missing {name}'],
      braces,
    ),
  ),
  ...(
    [
      ['`{{` and a long name', (n: number) => repeated('{{', 'a', n)],
      ['`{{`, spaces and a letter', (n: number) => repeated('{{', ' ', n, 'a')],
      ['`{{a` many times', (n: number) => repeated('', '{{a', n)],
    ] as const
  ).map(([name, translation]) =>
    against(
      'Hi {{name}}',
      name,
      '{{name}}',
      translation,
      () => ['placeholders: {{name}}: missing {{name}}'],
      doubleBraces,
    ),
  ),
  ...(
    [
      ['`<<<<…`', (n: number) => repeated('', '<', n)],
      ['an unclosed tag name', (n: number) => repeated('<', 'a', n)],
      ['an unclosed tag of many attributes', (n: number) => repeated('<a', ' x', n)],
      ['an unclosed tag of many slashes', (n: number) => repeated('<a', ' /', n)],
      ['`<a ` many times', (n: number) => repeated('', '<a ', n, 'x')],
    ] as const
  ).map(([name, translation]) =>
    against('<b>Bold</b>', name, 'tags', translation, () => ['tags: missing <b> </b>'], markup),
  ),
  against(
    PLURAL,
    'nested ICU selects',
    'ICU',
    (n) => repeated('', '{count, select, other {', n),
    (n) => [
      `icu: ICU message nests braces ${2 * times('', '{count, select, other {', n)} deep, the check reads at most 32`,
    ],
    icuCheck,
  ),
  against(
    PLURAL,
    '`{{{{…` as an ICU message',
    'ICU',
    (n) => repeated('', '{', n),
    (n) => [`icu: ICU message nests braces ${n} deep, the check reads at most 32`],
    icuCheck,
  ),
  against(
    PLURAL,
    'an ICU plural of `#`s',
    'ICU',
    (n) => repeated('{count, plural, one {# Datei} other {', '#', n, '}}'),
    () => [],
    icuCheck,
  ),
  against(
    PLURAL,
    'an ICU plural of `<`s',
    'ICU',
    (n) => repeated('{count, plural, one {# Datei} other {#', '<', n, '}}'),
    () => [],
    icuCheck,
  ),
  against(
    PLURAL,
    'an ICU quote never closed',
    'ICU',
    (n) => repeated("{count, plural, one {# Datei} other {# '{", 'x', n, '}}'),
    // The quote takes the rest of the text, so the `other` case's brace never closes.
    () => ['icu: ICU message does not parse: expect argument closing brace (character 37)'],
    icuCheck,
  ),
  {
    name: 'many ICU arguments',
    check: 'ICU',
    texts: (n) => ({
      base: PLURAL,
      translation: `{count, plural, other {# ${argumentList(n).join('')}}}`,
    }),
    findings: (n) => {
      const more = (argumentList(n).length - 10).toLocaleString('en-US');
      return [
        `icu: ICU arguments not in the base: a0, a1, a2, a3, a4, a5, a6, a7, a8, a9 … and ${more} more`,
      ];
    },
    run: icuCheck,
  },
  {
    // The ICU check's scan (icu-structure.ts) reads both whole: no parser, no finding.
    name: "an ICU message of its base text's structure: many arguments",
    check: 'ICU structure',
    texts: (n) => {
      const list = argumentList(n, 1);
      return {
        base: `{count, plural, other {# ${list.join('')}}}`,
        translation: `{count, plural, other {# ${list.join('x')}}}`,
      };
    },
    findings: () => [],
    run: icuCheck,
  },
  {
    name: "an ICU message of its base text's structure: many `#`s",
    check: 'ICU structure',
    texts: (n) => {
      const hashes = times('{count, plural, other {', '#x', n, '}}');
      return {
        base: `{count, plural, other {${'#'.repeat(hashes)}}}`,
        translation: repeated('{count, plural, other {', '#x', n, '}}'),
      };
    },
    findings: () => [],
    run: icuCheck,
  },
  {
    name: 'a base text almost an ICU argument: `{` and a long name',
    check: 'ICU detection',
    texts: (n) => ({ base: repeated('{', 'a', n), translation: 'x' }),
    findings: () => [],
    run: (t) => looksLikeIcu(t.base),
  },
  {
    name: 'a base text almost an ICU argument: `{count,` and spaces',
    check: 'ICU detection',
    texts: (n) => ({ base: repeated('{count,', ' ', n, 'x'), translation: 'x' }),
    findings: () => [],
    run: (t) => looksLikeIcu(t.base),
  },
];

/**
 * `{a0}{a1}…`, as many as fit in about `length` characters, with `between` characters more
 * after each.
 */
function argumentList(length: number, between = 0): string[] {
  const list: string[] = [];
  let total = 30;
  for (let i = 0; total < length; i++) {
    const argument = `{a${i}}`;
    list.push(argument);
    total += argument.length + between;
  }
  return list;
}
