/**
 * Texts by row and column (a key and a language), a column to an array. The key-level
 * comparison keeps a text of each of 10,000 keys in each of 20 languages twice (the files' and
 * the service's): as an array per key, they were 20,000 small arrays that the collector copied
 * twice each as they survived, a tenth of the comparison's time (bench/by-key-cpu.ts). A column
 * is read and written in the order of its rows (a language's keys), and is made long enough
 * from the start to be put where the collector does not move it.
 */
export class TextTable {
  readonly #columns: (string | undefined)[][];
  #rows = 0;

  constructor(columns: number, rows = 0) {
    const length = Math.max(rows, UNMOVED);
    this.#columns = Array.from({ length: columns }, () => new Array<string | undefined>(length));
  }

  /** A new row, its texts none; gives back its number. */
  addRow(): number {
    const row = this.#rows++;
    if (row >= (this.#columns[0]?.length ?? Infinity)) {
      for (const column of this.#columns) column.length = column.length * 2;
    }
    return row;
  }

  get(row: number, column: number): string | undefined {
    return (this.#columns[column] as (string | undefined)[])[row];
  }

  set(row: number, column: number, text: string): void {
    (this.#columns[column] as (string | undefined)[])[row] = text;
  }
}

/** Cells in an array long enough for V8 to make it in its large-object space, never moved. */
const UNMOVED = 20_000;
