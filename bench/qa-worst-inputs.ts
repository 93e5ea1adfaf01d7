import { compareTexts } from '../src/qa/check.ts';
import { loadIcuChecker, type IcuChecker } from '../src/qa/icu.ts';
import { MAX_CHECKED_LENGTH } from '../src/qa/limits.ts';
import { WORST_INPUTS, type WorstInput } from '../test/qa/worst-inputs.ts';

/** One worst input, timed. */
export interface WorstInputTiming {
  readonly name: string;
  readonly check: string;
  /** Its check alone on a 100 kB text, and on a 1 MB one (past the checks' limit, uncapped). */
  readonly smallMs: number;
  readonly largeMs: number;
  /** All the checks, as a pull runs them, on the longest text they read in full. */
  readonly atLimitMs: number;
}

const SMALL = 100_000;
const LARGE = 1_000_000;

/**
 * The time of one call of `work`: the least of 5 batches, each repeated until it lasts 20 ms, so
 * that a sub-millisecond check is timed as surely as a slow one and a pause of the machine (the
 * collector, another process) in one batch does not count.
 */
function timeOf(work: () => unknown): number {
  let best = Infinity;
  for (let batch = 0; batch < 5; batch++) {
    let calls = 0;
    const started = performance.now();
    let elapsed = 0;
    while (elapsed < 20) {
      work();
      calls++;
      elapsed = performance.now() - started;
    }
    best = Math.min(best, elapsed / calls);
  }
  return best;
}

function timed(input: WorstInput, icu: IcuChecker): WorstInputTiming {
  const small = input.texts(SMALL);
  const large = input.texts(LARGE);
  const atLimit = input.texts(MAX_CHECKED_LENGTH);
  return {
    name: input.name,
    check: input.check,
    smallMs: timeOf(() => input.run(small, icu)),
    largeMs: timeOf(() => input.run(large, icu)),
    atLimitMs: timeOf(() => compareTexts(atLimit.base, atLimit.translation, icu)),
  };
}

/**
 * Each worst input of the quality checks (test/qa/worst-inputs.ts) through the check it aims at,
 * at 100 kB and at 1 MB, in process: a check whose time grows with the length takes about 10×
 * as long for the larger text, a quadratic one 100×. The checks themselves read no text past
 * 65,536 characters (src/qa/limits.ts); here the check is called directly, without that limit,
 * to show its own growth. The last column is the whole comparison at that limit, as a pull
 * meets it: the most one translation can cost.
 */
export async function benchQaWorstInputs(): Promise<WorstInputTiming[]> {
  const icu = await loadIcuChecker();
  return WORST_INPUTS.map((input) => timed(input, icu));
}

// `node bench/qa-worst-inputs.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const t of await benchQaWorstInputs()) {
    console.log(
      `${`${t.name} (${t.check})`.padEnd(70)} 100 kB ${t.smallMs.toFixed(3)} ms, 1 MB ${t.largeMs.toFixed(3)} ms (${(t.largeMs / t.smallMs).toFixed(1)}×), at the limit ${t.atLimitMs.toFixed(3)} ms`,
    );
  }
}
