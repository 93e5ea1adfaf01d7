import type { PullThroughput } from './pull-throughput.ts';
import { mebibytes, millis, ratio, seconds, type Row } from './report.ts';

/**
 * The pull benchmark's rows. The time row's reference names `node -e 0` beside `unzip -o`: a
 * ratio taken on one machine says little on another unless both references are known (unzip
 * is mostly the file system's time, the action's start-up mostly the CPU's).
 */
export function pullRows(pull: PullThroughput): Row[] {
  const memoryBudget = 2 * pull.compressedBytes + 100 * 2 ** 20;
  return [
    {
      benchmark: `pull ${mebibytes(pull.uncompressedBytes)} bundle, ${pull.files} files (median of ${pull.runs}): time`,
      measured: seconds(pull.pullMs),
      reference: `unzip -o: ${seconds(pull.unzipMs)} (node -e 0: ${millis(pull.bareNodeMs)})`,
      ratio: ratio(pull.pullMs, pull.unzipMs),
      target: `≤ 1.5× = ${seconds(1.5 * pull.unzipMs)}`,
      met: pull.complete && pull.pullMs <= 1.5 * pull.unzipMs,
    },
    {
      benchmark: 'pull: peak memory (RSS)',
      measured: pull.pullPeakBytes === undefined ? 'unknown' : mebibytes(pull.pullPeakBytes),
      reference: `zip ${mebibytes(pull.compressedBytes)} (unzip: ${pull.unzipPeakBytes === undefined ? '?' : mebibytes(pull.unzipPeakBytes)})`,
      ratio:
        pull.pullPeakBytes === undefined ? '-' : ratio(pull.pullPeakBytes, pull.compressedBytes),
      target: `≤ 2 × zip + 100 MiB = ${mebibytes(memoryBudget)}`,
      met: pull.pullPeakBytes !== undefined && pull.pullPeakBytes <= memoryBudget,
    },
  ];
}
