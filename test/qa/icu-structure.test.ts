import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { hasIcuStructure, icuStructure } from '../../src/qa/icu-structure.ts';

/** The parser's verdict as the ICU check reads it: each argument and its type, or `error`. */
function verdict(message: string): string {
  const found: string[] = [];
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) {
        found.push(`${element.value}:${element.type}`);
      }
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  try {
    walk(parse(message, { ignoreTag: true }));
  } catch {
    return 'error';
  }
  return found.join(' ');
}

/** Pieces of messages: the ICU syntax, the characters around it that quote, and plain text. */
const PIECES = [
  '{', '}', '#', "'", "''", "'{", "'#", ',', ' ', '\n', '\t', '\u0085', '\u00a0', '<b>', '</b>',
  'x', 'é', 'Datei', '%d', 'plural', 'select', 'selectordinal', 'number', 'date', 'one', 'other',
  '=0', 'offset:1', '::currency/EUR', '::percent', '::nonsense', '{name}', '{ n ,plural,',
  '{n, plural, one {', '} other {', '}}', '{g, select, male {', '{d, date, short}',
  '{n, number, {x}}', "{n, number, 'a'}", '{when, time}', '{n,selectordinal,one{',
]; // prettier-ignore

const BASES = [
  '{count, plural, one {# file} other {# files}}',
  '{gender, select, female {She} other {They}} paid {amount, number}',
  '{n, plural, offset:1 =0 {nobody} one {{name}} other {{name} and # others}}',
  'Hello {name}, today is {day, date, ::yyyyMMdd}',
  "{count, plural, one {l'élément} other {les # éléments}}",
];

/** Deterministic pseudo-random numbers below `n`, so that a failure can be run again. */
function randomBelow(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
}

/** Base texts with a few pieces written over a part of them, and pieces alone. */
function messages(count: number): string[] {
  const below = randomBelow(20);
  const pieces = () =>
    Array.from({ length: 1 + below(8) }, () => PIECES[below(PIECES.length)]).join('');
  return Array.from({ length: count }, () => {
    if (below(4) === 0) return pieces();
    const base = BASES[below(BASES.length)] ?? '';
    const at = below(base.length);
    return `${base.slice(0, at)}${pieces()}${base.slice(at + below(6))}`;
  });
}

describe('icuStructure', () => {
  it('keeps the arguments as written and of the text only its braces and #', () => {
    expect(icuStructure('{count, plural, one {# file} other {# files}}')).toBe(
      '{count, plural, one {#} other {#}}',
    );
    expect(icuStructure('[de] {count, plural, one {# Datei} other {# Dateien}} ok')).toBe(
      '{count, plural, one {#} other {#}}',
    );
    expect(
      icuStructure('{gender, select, female {Elle} other {Iel}} a payé {amount, number}'),
    ).toBe('{gender, select, female {} other {}}{amount, number}');
  });

  it('reads an apostrophe in the text as text, unless it quotes', () => {
    expect(icuStructure("{n, plural, one {l'élément} other {# éléments}}")).toBe(
      '{n, plural, one {} other {#}}',
    );
    expect(icuStructure("{n, plural, one {'{'} other {#}}")).toBeUndefined();
    expect(icuStructure("{n, plural, one {a''b} other {#}}")).toBeUndefined();
    expect(icuStructure("{n, plural, one {'#'} other {#}}")).toBeUndefined();
  });

  it('leaves to the parser what a style or an unusual head could hide', () => {
    expect(icuStructure('{n, number, {x}}')).toBeUndefined();
    expect(icuStructure("{n, number, 'a'}")).toBeUndefined();
    expect(icuStructure('{n,\u0085plural, one {a} other {b}}')).toBeUndefined();
    expect(icuStructure('{nombre_élevé, plural, one {a} other {b}}')).toBeUndefined();
  });

  it('tells a message of a given structure as reading it whole would', () => {
    const known = [...new Set(messages(2_000).map(icuStructure))].filter(
      (structure) => structure !== undefined,
    );
    for (const message of messages(2_000)) {
      const structure = icuStructure(message);
      for (const other of known) {
        expect({ message, other, has: hasIcuStructure(message, other) }).toEqual({
          message,
          other,
          has: structure === other,
        });
      }
    }
  });

  it('gives two messages the same structure only when the parser reads the same arguments in both', () => {
    // The shortcut of the ICU check (icu.ts) rests on this: it skips the parser for a translation
    // of its base's structure. 20,000 messages, about half of them sharing a structure
    // with an earlier one.
    const first = new Map<string, { message: string; verdict: string }>();
    let shared = 0;
    let sharedParsing = 0;
    for (const message of messages(20_000)) {
      const structure = icuStructure(message);
      if (structure === undefined) continue;
      const seen = first.get(structure);
      if (seen === undefined) {
        first.set(structure, { message, verdict: verdict(message) });
        continue;
      }
      shared += 1;
      if (seen.verdict !== 'error') sharedParsing += 1;
      expect({ message, verdict: verdict(message) }).toEqual({ message, verdict: seen.verdict });
    }
    // Enough of each kind to mean something: shared structures, of messages that parse, many.
    expect(shared).toBeGreaterThan(10_000);
    expect(sharedParsing).toBeGreaterThan(5_000);
    expect(first.size).toBeGreaterThan(20);
  });
});
