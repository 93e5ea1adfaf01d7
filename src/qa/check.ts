import type { IcuChecker } from './icu.ts';
import { looksLikeIcu } from './icu.ts';
import { tags } from './markup.ts';
import {
  bracePlaceholders,
  doubleBracePlaceholders,
  placeholderDifference,
  printfPlaceholders,
  type Placeholder,
} from './placeholders.ts';
import { whitespaceDifferences } from './whitespace.ts';

/** The checks, as the `qa` findings name them. */
export type CheckName = 'placeholders' | 'icu' | 'tags' | 'whitespace';

export interface Difference {
  readonly check: CheckName;
  /** One line: what differs, with the tokens as written. */
  readonly detail: string;
}

/**
 * How `translation` differs from `base` in what a program or a page relies on: placeholders,
 * ICU structure, tags, and the space around the text. `icu` is given when some base text looks
 * like ICU (the parser is loaded only then).
 */
export function compareTexts(
  base: string,
  translation: string,
  icu: IcuChecker | undefined,
  options: { readonly onlyAdded?: boolean } = {},
): Difference[] {
  if (options.onlyAdded) return addedTokens(base, translation);
  const found: Difference[] = [];
  const isIcu = icu !== undefined && looksLikeIcu(base);
  const placeholderKinds: Array<readonly [string, (text: string) => Placeholder[]]> = [
    ['printf', printfPlaceholders],
    // In an ICU message braces are its syntax: the ICU check compares the arguments instead.
    ...(isIcu ? [] : [['{name}', bracePlaceholders] as const]),
    ['{{name}}', doubleBracePlaceholders],
  ];
  for (const [kind, extract] of placeholderKinds) {
    const detail = described(kind, placeholderDifference(extract(base), extract(translation)));
    if (detail) found.push({ check: 'placeholders', detail });
  }
  if (isIcu) {
    for (const detail of icu.differences(base, translation)) found.push({ check: 'icu', detail });
  }
  const tagDetail = described(undefined, placeholderDifference(tags(base), tags(translation)));
  if (tagDetail) found.push({ check: 'tags', detail: tagDetail });
  for (const detail of whitespaceDifferences(base, translation)) {
    found.push({ check: 'whitespace', detail });
  }
  return found;
}

/**
 * Only what `translation` adds to `base`: for a plural form other than `other`, which may leave a
 * number out ("One file") but must not bring a placeholder or tag the program does not fill.
 */
function addedTokens(base: string, translation: string): Difference[] {
  const kinds: Array<readonly [string | undefined, CheckName, (text: string) => Placeholder[]]> = [
    ['printf', 'placeholders', printfPlaceholders],
    ['{name}', 'placeholders', bracePlaceholders],
    ['{{name}}', 'placeholders', doubleBracePlaceholders],
    [undefined, 'tags', tags],
  ];
  const found: Difference[] = [];
  for (const [kind, check, extract] of kinds) {
    const known = new Set(extract(base).map((p) => p.key));
    const added = extract(translation)
      .filter((p) => !known.has(p.key))
      .map((p) => p.text);
    const detail = described(kind, { missing: [], extra: added });
    if (detail) found.push({ check, detail });
  }
  return found;
}

/** `printf: missing %1$s; not in the base %s`, or undefined when nothing differs. */
function described(
  kind: string | undefined,
  difference: { readonly missing: readonly string[]; readonly extra: readonly string[] },
): string | undefined {
  const parts = [
    ...(difference.missing.length ? [`missing ${difference.missing.join(' ')}`] : []),
    ...(difference.extra.length ? [`not in the base ${difference.extra.join(' ')}`] : []),
  ];
  if (parts.length === 0) return undefined;
  return kind === undefined ? parts.join('; ') : `${kind}: ${parts.join('; ')}`;
}
