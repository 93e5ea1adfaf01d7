/**
 * The checks on a corpus file, each with what makes it fail (undefined: it passes), shared by
 * the tests (real-files.test.ts) and the failure list of scripts/real-files-table.ts.
 */
import type { CaseResult } from './real-file-edits.ts';
import { mismatches, type Reading } from './real-files.ts';

/** The checks on the file as it is. */
export const READ_CHECKS: readonly {
  readonly name: string;
  readonly independent?: true;
  readonly failure: (reading: Reading) => string | undefined;
}[] = [
  {
    name: 'is read by the product',
    failure: (reading) =>
      reading.entries === undefined
        ? `not read (${reading.unread ?? '?'})`
        : reading.entries.size === 0
          ? 'no entries'
          : undefined,
  },
  {
    name: 'reads as the independent reader reads it',
    independent: true,
    failure: (reading) => {
      if (reading.independent === 'none') return undefined;
      if (reading.entries === undefined) return 'the product does not read it';
      const found = mismatches(reading.entries, reading.independent, reading.format);
      return found.length === 0 ? undefined : `${found.length} mismatch(es), first ${found[0]}`;
    },
  },
];

/** The checks on what one edit case wrote. */
export const EDIT_CHECKS: readonly {
  readonly name: string;
  readonly independent?: true;
  readonly failure: (result: CaseResult) => string | undefined;
}[] = [
  {
    name: 'is edited in place, not the fallback',
    failure: (result) =>
      result.kept
        ? undefined
        : `${result.keptWhyNot ?? ''} (first change: ${result.firstChange ?? 'none'})`,
  },
  { name: 'reads back as the target', failure: (result) => result.readsBack },
  {
    name: 'reads back as the target with the independent reader',
    independent: true,
    failure: ({ independentReadsBack: found }) =>
      found === 'none' || found.length === 0
        ? undefined
        : `${found.length} mismatch(es), first ${found[0] ?? ''}`,
  },
  {
    name: "changes only the touched keys' lines",
    failure: ({ extraLines }) =>
      extraLines.length === 0
        ? undefined
        : `${extraLines.length} extra line(s) changed, first ${extraLines[0] ?? ''}`,
  },
  { name: 'keeps inline markup', failure: (result) => result.markup },
  { name: 'keeps line endings and the byte-order mark', failure: (result) => result.lineEndings },
];
