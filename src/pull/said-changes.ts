import type { TextChange } from '../translations/index.ts';
import { compareText, countsOf, MAX_LISTED_ROWS, type StringChangeKind } from './string-changes.ts';

/** What the rewrite said it changed in one file. */
export interface SaidFile {
  readonly counts: Readonly<Record<StringChangeKind, number>>;
  /** The changes; undefined once let go, when no row of the file's language can be listed. */
  readonly changes: readonly TextChange[] | undefined;
}

/**
 * The texts the pull's rewrite said it changed, file by file (the decision knew them: the
 * everyday pull reads each file once), kept for the pull request's list of strings instead of
 * reading each file and HEAD's again. That list shows its first MAX_LISTED_ROWS rows, languages
 * in code order (pulled-strings.ts): once the languages before one hold that many rows, none of
 * its rows can be listed, and its files' texts are let go, their counts kept. An everyday pull
 * of 2,000 files that changes 150,000 texts peaked at 335 MiB holding them all, 182 MiB holding
 * none (bench/everyday-pull.ts). `keepAll`: a first sync lists every text both sides changed,
 * which needs them all; so does a pull request per language, which lists its own language's
 * first rows (rowsPerLanguage), whatever the languages before it hold.
 */
export class SaidChanges {
  /**
   * The changes as JSON bytes, not objects: objects held while thousands of files pass through
   * survive the young generation's collections, and V8 then grows it for the rest of the run
   * (the everyday pull peaked at 280–300 MiB so, at 180–200 MiB with the bytes).
   */
  private readonly files = new Map<string, { counts: SaidFile['counts']; bytes?: Buffer }>();
  /** Per language: its rows, and its files while their texts are kept. */
  private readonly languages = new Map<string, { rows: number; paths: string[] }>();
  private readonly keepAll: boolean;
  private readonly budget: number;

  constructor(keepAll: boolean, budget = MAX_LISTED_ROWS) {
    this.keepAll = keepAll;
    this.budget = budget;
  }

  /** Records a file's changes (its language as the repository spells it). */
  add(path: string, language: string, changes: readonly TextChange[]): void {
    const counts = countsOf(changes);
    let kept = this.languages.get(language);
    if (kept === undefined) this.languages.set(language, (kept = { rows: 0, paths: [] }));
    kept.rows += changes.length;
    // A language the list can no longer reach keeps its counts alone, never written out.
    if (!this.keepAll && this.rowsBefore(language) >= this.budget) {
      this.files.set(path, { counts });
      return;
    }
    kept.paths.push(path);
    this.files.set(path, { counts, bytes: Buffer.from(JSON.stringify(changes)) });
    if (!this.keepAll) this.letGoUnlisted();
  }

  /** The rows of the languages before `language` in the list's order. */
  private rowsBefore(language: string): number {
    let rows = 0;
    for (const [other, kept] of this.languages) {
      if (compareText(other, language) < 0) rows += kept.rows;
    }
    return rows;
  }

  /** Whether anything was said of the file (without reading what). */
  has(path: string): boolean {
    return this.files.has(path);
  }

  /** What was said of the file; undefined when nothing was. */
  of(path: string): SaidFile | undefined {
    const file = this.files.get(path);
    if (file === undefined) return undefined;
    const changes = file.bytes && (JSON.parse(file.bytes.toString()) as TextChange[]);
    return { counts: file.counts, changes };
  }

  /** Lets go the texts of each language after which the rows before it fill the list. */
  private letGoUnlisted(): void {
    for (const [language, kept] of this.languages) {
      if (kept.paths.length === 0 || this.rowsBefore(language) < this.budget) continue;
      for (const path of kept.paths) {
        const said = this.files.get(path);
        if (said !== undefined) this.files.set(path, { counts: said.counts });
      }
      kept.paths = [];
    }
  }
}
