import {
  FORMAT_KEY,
  pairsOf,
  PLURAL_RULE,
  SPEC_TYPE_KEY,
  textIn,
  VALUE_TYPE_KEY,
  type Table,
} from './stringsdict-plist.ts';
import { plistContent } from './stringsdict-text.ts';

/**
 * The pairs a `.stringsdict` does not have yet (an entry, a variable's rule, a format string, a
 * plural form), written as Xcode and plutil lay a property list out: a `<key>` line, then its
 * value, a `<dict>`'s pairs a level deeper. The first line carries no indentation (the edit puts
 * it where the pair goes); every later line carries its whole indentation.
 */

/** CLDR's order of the plural categories, in which Apple's files and the service list them. */
export const CATEGORY_ORDER: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** What a new pair's lines need: its own indentation, one level's, the file's line ending. */
export interface NewLines {
  readonly indentation: string;
  readonly unit: string;
  readonly eol: string;
}

/** What the target wants of an entry: its format string, and each variable's forms. */
export interface WantedEntry {
  format: string | undefined;
  readonly rules: Map<string, Map<string, string>>;
}

/** A `<key>` and its `<string>`; undefined when a text cannot be written in XML. */
export function stringPair(name: string, value: string, lines: NewLines): string | undefined {
  const key = plistContent(name);
  const content = plistContent(value);
  if (key === undefined || content === undefined) return undefined;
  return `<key>${key}</key>${lines.eol}${lines.indentation}<string>${content}</string>`;
}

/**
 * A new entry: its format string, then its variables' rules, each rule's value type as
 * `valueType` finds it (the service's file has it where it has the rule).
 */
export function newEntry(
  name: string,
  want: WantedEntry,
  lines: NewLines,
  valueType: (variable: string, forms: ReadonlyMap<string, string>) => string,
): string | undefined {
  const inner = { ...lines, indentation: lines.indentation + lines.unit };
  const pairs: (string | undefined)[] = [];
  if (want.format !== undefined) pairs.push(stringPair(FORMAT_KEY, want.format, inner));
  for (const [variable, forms] of want.rules) {
    pairs.push(newRule(variable, forms, inner, valueType(variable, forms)));
  }
  return dictPair(name, pairs, lines);
}

/** A variable's plural rule: its spec and value types, then its forms in CLDR's order. */
export function newRule(
  variable: string,
  forms: ReadonlyMap<string, string>,
  lines: NewLines,
  valueType: string,
): string | undefined {
  const inner = { ...lines, indentation: lines.indentation + lines.unit };
  const ordered = [...forms].sort(
    ([a], [b]) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b),
  );
  return dictPair(
    variable,
    [
      stringPair(SPEC_TYPE_KEY, PLURAL_RULE, inner),
      stringPair(VALUE_TYPE_KEY, valueType, inner),
      ...ordered.map(([form, text]) => stringPair(form, text, inner)),
    ],
    lines,
  );
}

/** A `<key>` and a `<dict>` of the pairs; undefined when one of them could not be written. */
function dictPair(name: string, pairs: readonly (string | undefined)[], lines: NewLines) {
  const key = plistContent(name);
  if (key === undefined || pairs.some((pair) => pair === undefined)) return undefined;
  const { indentation, unit, eol } = lines;
  const body = pairs.map((pair) => `${eol}${indentation}${unit}${pair ?? ''}`).join('');
  return `<key>${key}</key>${eol}${indentation}<dict>${body}${eol}${indentation}</dict>`;
}

/**
 * A printf conversion with its length (`%ld` gives `ld`, `%2$@` gives `@`), not a variable's
 * `%#@name@` nor a literal `%%`. Its runs are bounded: `%` and a long run of zeros, which both
 * the flags and the width could take, would otherwise be split every way (quadratic).
 */
const CONVERSION =
  /(?<!%)%(?!%|#@)(?:\d{1,3}\$)?[-+ 0']{0,5}\d{0,4}(?:\.\d{1,4})?((?:hh|h|ll|l|q|L|z|t|j)?[dDiuUxXoOfFeEgGaAcCsSp@])/;

/**
 * The value type of a new rule: the service's file's, where it has the entry's variable (the
 * type is no text, so it comes from there and nowhere else); else the conversion its forms
 * use; else `d`, the integer Apple's own examples count with.
 */
export function valueTypeOf(
  service: { readonly text: string; readonly table: Table } | undefined,
  name: string,
  variable: string,
  forms: ReadonlyMap<string, string>,
): string {
  const rule = service?.table.entries.get(name)?.rules.get(variable);
  if (service !== undefined && rule !== undefined) {
    const pair = pairsOf(service.text, rule.pair.value)?.get(VALUE_TYPE_KEY);
    const given = pair?.value.name === 'string' ? textIn(service.text, pair.value) : undefined;
    if (given !== undefined && given !== '') return given;
  }
  for (const text of forms.values()) {
    const conversion = CONVERSION.exec(text)?.[1];
    if (conversion !== undefined) return conversion;
  }
  return 'd';
}
