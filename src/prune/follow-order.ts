import type { RemovedKey } from './prune-state.ts';
import { spelledAmong } from './spellings.ts';

/**
 * The order in which one run looks at the keys it follows, when it cannot look at them all (the
 * records and commits it reads are bounded, find-removed.ts and proof.ts): first the keys there
 * is something to do for, then those that only wait. A key found gone in this run or not yet
 * retired is to be retired; a retired key HEAD has again is to be un-retired; then the retired
 * ones, the longest gone first, since they are the first due for removal. So keys that only wait
 * (with `prune: retire` they wait for good) never keep a newly removed key from being retired,
 * and removals go oldest first, each freeing its place for the next run.
 */
export function followOrder(
  records: readonly RemovedKey[],
  headNames: ReadonlySet<string>,
): RemovedKey[] {
  const rank = (record: RemovedKey): number => {
    if (record.retired === undefined) return 0;
    return spelledAmong(record.path, headNames) ? 1 : 2;
  };
  return records
    .map((record, at) => ({ record, at, rank: rank(record), gone: Date.parse(record.removedAt) }))
    .sort(
      (a, b) =>
        a.rank - b.rank || (a.rank === 2 ? (a.gone || 0) - (b.gone || 0) : 0) || a.at - b.at,
    )
    .map(({ record }) => record);
}
