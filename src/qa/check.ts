import type { IcuChecker } from './icu.ts';
import { looksLikeIcu } from './icu.ts';
import { tags } from './markup.ts';
import { listed, MAX_CHECKED_LENGTH, tooLongToCheck } from './limits.ts';
import {
  bracePlaceholders,
  doubleBracePlaceholders,
  placeholderDifference,
  sameInOrder,
  type Placeholder,
} from './placeholders.ts';
import { printfPlaceholders } from './printf.ts';
import { hasLayoutSpace, whitespaceDifferences } from './whitespace.ts';

/** The checks, as the `qa` findings name them; `length` is a text too long to check (limits.ts). */
export type CheckName = 'length' | 'placeholders' | 'icu' | 'tags' | 'whitespace';

export interface Difference {
  readonly check: CheckName;
  /** One line: what differs, with the tokens as written. */
  readonly detail: string;
}

/** A placeholder kind: its name in findings, the check it belongs to, and how it is found. */
type TokenKind = readonly [
  label: string | undefined,
  check: CheckName,
  extract: (text: string) => readonly Placeholder[],
];

const PRINTF: TokenKind = ['printf', 'placeholders', printfPlaceholders];
const BRACES: TokenKind = ['{name}', 'placeholders', bracePlaceholders];
const DOUBLE_BRACES: TokenKind = ['{{name}}', 'placeholders', doubleBracePlaceholders];
const TAGS: TokenKind = [undefined, 'tags', tags];

export interface TextComparer {
  /** A base text read for comparing, once for all languages. */
  prepare(base: string): BaseText;
  /** What differs; with `onlyAdded`, only the tokens `translation` adds (see addedTokens). */
  compare(
    base: string | BaseText,
    translation: string,
    options?: { onlyAdded?: boolean },
  ): readonly Difference[];
}

/** A base text read once, however many languages are compared with it. */
export interface BaseText {
  readonly text: string;
  /** Holds something a check reads (see mayDiffer); most texts do not. Unread when too long. */
  readonly special: boolean;
  readonly isIcu: boolean;
  /** Space at either end or a line break (whitespace.ts): the space check reads the pair then. */
  readonly layoutSpace: boolean;
  /** The kinds compared, with the base's tokens of each. */
  readonly tokens: ReadonlyArray<readonly [TokenKind, readonly Placeholder[]]>;
}

/** The kinds of a text that is no ICU message, and none of their tokens. */
const NO_TOKENS = [PRINTF, BRACES, DOUBLE_BRACES, TAGS].map((kind) => [kind, []] as const);

/**
 * How translations differ from their base texts in what a program or a page relies on:
 * placeholders, ICU structure, tags, and the space around the text. `icu` is given when some base
 * text looks like ICU (the parser is loaded only then). Each base text is read once.
 */
export function textComparer(icu: IcuChecker | undefined): TextComparer {
  const readBase = (text: string): BaseText => {
    // A text too long to check is compared with nothing (see compare), so it is not read.
    const checked = text.length <= MAX_CHECKED_LENGTH;
    const special = checked && mayDiffer(text);
    // Without any of SPECIAL a text holds no token of any kind and is no ICU message: most texts.
    if (!special) {
      return { text, special, isIcu: false, layoutSpace: false, tokens: checked ? NO_TOKENS : [] };
    }
    const isIcu = icu !== undefined && looksLikeIcu(text);
    // In an ICU message braces are its syntax: the ICU check compares the arguments instead.
    const kinds = isIcu ? [PRINTF, DOUBLE_BRACES, TAGS] : [PRINTF, BRACES, DOUBLE_BRACES, TAGS];
    return {
      text,
      special,
      isIcu,
      layoutSpace: hasLayoutSpace(text),
      tokens: kinds.map((kind) => [kind, kind[2](text)] as const),
    };
  };
  // Texts compared by value (a plural key's forms) are read once each too.
  const bases = new Map<string, BaseText>();
  const baseText = (text: string): BaseText => {
    let known = bases.get(text);
    if (known === undefined) {
      known = readBase(text);
      bases.set(text, known);
    }
    return known;
  };
  return {
    prepare: readBase,
    compare(baseOrRead, translation, options) {
      const read = typeof baseOrRead === 'string' ? baseText(baseOrRead) : baseOrRead;
      const base = read.text;
      const tooLong = tooLongToCheck(base, translation);
      if (tooLong !== undefined) return [{ check: 'length', detail: tooLong }];
      if (options?.onlyAdded) return addedTokens(base, translation);
      // Plain text on both sides (most keys of most projects) has nothing to compare.
      if (!read.special && !mayDiffer(translation)) return NO_DIFFERENCES;
      // Made at the first difference: most pairs that come here have none.
      let found: Difference[] | undefined;
      // Indexed, not destructured: this runs for every text that holds a placeholder or a tag.
      for (let index = 0; index < read.tokens.length; index++) {
        const entry = read.tokens[index] as (typeof read.tokens)[number];
        const kind = entry[0];
        const expected = entry[1];
        const label = kind[0];
        const check = kind[1];
        const actual = kind[2](translation);
        if (sameInOrder(expected, actual)) continue;
        const detail = described(label, placeholderDifference(expected, actual));
        if (detail) (found ??= []).push({ check, detail });
      }
      if (read.isIcu && icu) {
        for (const detail of icu.differences(base, translation))
          (found ??= []).push({ check: 'icu', detail });
      }
      if (read.layoutSpace || hasLayoutSpace(translation)) {
        for (const detail of whitespaceDifferences(base, translation)) {
          (found ??= []).push({ check: 'whitespace', detail });
        }
      }
      // Findings in a fixed order: placeholders, ICU, tags, space.
      if (found === undefined) return NO_DIFFERENCES;
      return found.length < 2
        ? found
        : found.sort((x, y) => ORDER.indexOf(x.check) - ORDER.indexOf(y.check));
    },
  };
}

/** Whether a text has anything the checks read: one of SPECIAL, or space at either end. */
function mayDiffer(text: string): boolean {
  if (text.length === 0) return false;
  return hasSpecial(text) || isSpaceAt(text, 0) || isSpaceAt(text, text.length - 1);
}

/**
 * Whether a text holds one of SPECIAL. Nearly every text of a pull comes here, most of them
 * without any: the expression scans in compiled code, which costs a quarter of a loop over the
 * characters in JavaScript.
 */
function hasSpecial(text: string): boolean {
  return SPECIAL.test(text);
}

/**
 * Characters every check starts from: placeholders (`%`, `{`), ICU braces, tags (`<`), line
 * breaks of both kinds, and the backslash.
 */
const SPECIAL = /[%{<\n\r\\]/;

/**
 * Whether the character at `index` is white space as `\s` means it; a letter or digit (nearly
 * every text's ends) is told at once, without a regular expression.
 */
function isSpaceAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code > 0x20 && code < 0x7f) return false;
  return /\s/.test(text[index] ?? '');
}

/** What a pair that differs in nothing gives: one list for all, never changed. */
const NO_DIFFERENCES: readonly Difference[] = [];

const ORDER: readonly CheckName[] = ['length', 'placeholders', 'icu', 'tags', 'whitespace'];

/** One comparison, for a caller with a single pair of texts. */
export function compareTexts(
  base: string,
  translation: string,
  icu: IcuChecker | undefined,
  options: { readonly onlyAdded?: boolean } = {},
): readonly Difference[] {
  return textComparer(icu).compare(base, translation, options);
}

/**
 * Only what `translation` adds to `base`: for a plural form other than `other`, which may leave a
 * number out ("One file") but must not bring a placeholder or tag the program does not fill.
 */
function addedTokens(base: string, translation: string): Difference[] {
  const found: Difference[] = [];
  for (const [label, check, extract] of [PRINTF, BRACES, DOUBLE_BRACES, TAGS]) {
    const known = new Set(extract(base).map((p) => p.key));
    const added = extract(translation)
      .filter((p) => !known.has(p.key))
      .map((p) => p.text);
    const detail = described(label, { missing: [], extra: added });
    if (detail) found.push({ check, detail });
  }
  return found;
}

/**
 * `printf: missing %1$s; not in the base %s`, or undefined when nothing differs; at most a few
 * tokens of each list, each shortened (limits.ts), however many a text holds.
 */
function described(
  kind: string | undefined,
  difference: { readonly missing: readonly string[]; readonly extra: readonly string[] },
): string | undefined {
  const parts = [
    ...(difference.missing.length ? [`missing ${listed(difference.missing)}`] : []),
    ...(difference.extra.length ? [`not in the base ${listed(difference.extra)}`] : []),
  ];
  if (parts.length === 0) return undefined;
  return kind === undefined ? parts.join('; ') : `${kind}: ${parts.join('; ')}`;
}
