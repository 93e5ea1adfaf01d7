/**
 * Texts by row and column (a key and a language), a column to an array. The key-level
 * comparison keeps a text of each of 10,000 keys in each of 20 languages twice (the files' and
 * the service's): as an array per key, they were 20,000 small arrays for the collector to copy
 * as they survived; a column is one long array, read and written in the order of its rows (a
 * language's keys). The change took 4 % off the comparison's time (bench/by-key-cpu.ts).
 */
export class TextTable {
  readonly #columns: (string | undefined)[][];
  #rows = 0;

  /** `rows`: about how many rows it will have. */
  constructor(columns: number, rows = 0) {
    const length = Math.max(rows, 1024);
    this.#columns = Array.from({ length: columns }, () => new Array<string | undefined>(length));
  }

  get rows(): number {
    return this.#rows;
  }

  /** A new row, its texts none; gives back its number. */
  addRow(): number {
    const row = this.#rows++;
    if (row >= (this.#columns[0]?.length ?? Infinity)) {
      for (const column of this.#columns) column.length = column.length * 2;
    }
    return row;
  }

  /**
   * Rows 0 to `rows` − 1, their texts none: a table of one batch of languages whose rows go on
   * numbering the keys as the tables of the batches before did (key-lookups.ts).
   */
  extendTo(rows: number): void {
    while (this.#rows < rows) this.addRow();
  }

  get(row: number, column: number): string | undefined {
    return (this.#columns[column] as (string | undefined)[])[row];
  }

  set(row: number, column: number, text: string): void {
    (this.#columns[column] as (string | undefined)[])[row] = text;
  }
}
