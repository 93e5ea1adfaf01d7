import { describe, expect, it } from 'vitest';
import { TextTable } from '../../src/push/text-table.ts';

describe('TextTable (texts by key and language in one array)', () => {
  it('keeps every text where it was set, across rows added past its first size', () => {
    // Made for 1,024 rows at least: 2,500 grow it twice.
    const table = new TextTable(3, 2);
    const rows = Array.from({ length: 2500 }, () => table.addRow());
    expect(rows).toEqual(rows.map((_, i) => i));
    expect(table.rows).toBe(2500);
    for (const row of rows) table.set(row, row % 3, `text ${row}`);
    for (const row of rows) {
      for (let column = 0; column < 3; column++) {
        expect(table.get(row, column)).toBe(column === row % 3 ? `text ${row}` : undefined);
      }
    }
  });
});
