import { describe, expect, it } from 'vitest';
import { ServiceTexts } from '../../src/push/service-texts.ts';
import { TextTable } from '../../src/push/text-table.ts';

/** [language, key, text, plural key] as string/list hands them over, language after language. */
type Item = [string, string, string, string | null];

/**
 * What ServiceTexts keeps of `items` for `names`: each name's texts by language, plural flag and
 * ambiguity. `likely`: the texts each name's key has in the files, by language.
 */
function kept(
  languages: string[],
  names: string[],
  items: Item[],
  likely: Record<string, (string | undefined)[]> = {},
) {
  const files = new TextTable(languages.length);
  const rows = new Map<string, number>();
  for (const name of names) {
    const row = files.addRow();
    rows.set(name, row);
    for (const [index, text] of (likely[name] ?? []).entries()) {
      if (text !== undefined) files.set(row, index, text);
    }
  }
  const service = new ServiceTexts(languages, rows, files);
  for (const item of items) service.addText(...item);
  return names.map((name) => {
    const found = service.only([name]);
    const texts = found && languages.map((_, index) => service.textOf(found, index));
    return [name, found && { texts, plural: found.plural }];
  });
}

describe('ServiceTexts (the service side of the key-level comparison)', () => {
  it('keeps the same texts whatever order each language lists its keys in', () => {
    const languages = ['de', 'fr', 'es'];
    const names = ['a', 'b', 'c', 'd'];
    // fr lists the keys in another order, drops one and adds one no file has; es is ordered
    // as de again: each item is found by its name, not by its place.
    const items: Item[] = [
      ['de', 'a', 'A-de', null],
      ['de', 'x', 'X-de', null],
      ['de', 'b', 'B-de', null],
      ['de', 'c', '{"one":"1","other":"n"}', 'c'],
      ['fr', 'c', '{"one":"un","other":"n"}', 'c'],
      ['fr', 'b', 'B-fr', null],
      ['fr', 'y', 'Y-fr', null],
      ['fr', 'a', 'A-fr', null],
      ['es', 'a', 'A-es', null],
      ['es', 'x', 'X-es', null],
      ['es', 'b', '', null],
      ['es', 'c', '{"other":"n"}', 'c'],
      ['es', 'd', 'D-es', null],
    ];
    expect(kept(languages, names, items)).toEqual([
      ['a', { texts: ['A-de', 'A-fr', 'A-es'], plural: false }],
      ['b', { texts: ['B-de', 'B-fr', ''], plural: false }],
      [
        'c',
        {
          texts: ['{"one":"1","other":"n"}', '{"one":"un","other":"n"}', '{"other":"n"}'],
          plural: true,
        },
      ],
      ['d', { texts: [undefined, undefined, 'D-es'], plural: false }],
    ]);
  });

  it('finds a name listed twice in one language ambiguous, wherever the second one is', () => {
    const items: Item[] = [
      ['de', 'a', 'A', null],
      ['de', 'b', 'B', null],
      ['fr', 'a', 'A-fr', null],
      ['fr', 'a', 'A-fr again', null],
    ];
    expect(kept(['de', 'fr'], ['a', 'b'], items)).toEqual([
      ['a', undefined],
      ['b', { texts: ['B', undefined], plural: false }],
    ]);
  });

  it("keeps the service's texts whether or not the files have them as they are", () => {
    const items: Item[] = [
      ['de', 'a', 'A', null],
      ['de', 'b', 'B, reviewed', null],
      ['de', 'c', '', null],
      ['fr', 'a', 'A-fr', null],
      ['fr', 'b', 'B-fr', null],
      ['fr', 'c', 'C-fr', null],
    ];
    const likely = { a: ['A', 'A-fr'], b: ['B', 'B-fr'], c: ['C'] };
    expect(kept(['de', 'fr'], ['a', 'b', 'c'], items, likely)).toEqual([
      ['a', { texts: ['A', 'A-fr'], plural: false }],
      ['b', { texts: ['B, reviewed', 'B-fr'], plural: false }],
      ['c', { texts: ['', 'C-fr'], plural: false }],
    ]);
  });
});
