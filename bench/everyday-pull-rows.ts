import { benchEverydayPull, type EverydayPull, type Timed } from './everyday-pull.ts';
import { mebibytes, millis, ratio, seconds, type Row } from './report.ts';

/** The everyday pull's targets (issue 43): ratios to unzip measured in the same run. */
const TIME_TARGET = 2;
const BRANCH_TARGET = 1.5;
const EMPTY_TARGET = 1.5;
const MEMORY_TARGET = 200 * 2 ** 20;

/**
 * The everyday pull (bench/everyday-pull.ts) of 2,000 files of ~75 KB and of 2,000 of ~5 KB, one
 * text in ten changed, into a checkout holding them; the first also into an empty checkout and
 * with `pull-target: branch`.
 */
export async function everydayPullRows(runs = 3): Promise<Row[]> {
  const large = await benchEverydayPull(
    { languages: 20, filesPerLanguage: 100, bytesPerFile: 75_000 },
    runs,
    { branch: true },
  );
  const small = await benchEverydayPull(
    { languages: 20, filesPerLanguage: 100, bytesPerFile: 5_000 },
    runs,
  );
  return [...largeRows(large), ...timeRows(small, 'KB')];
}

function largeRows(pull: EverydayPull): Row[] {
  const rows = [...timeRows(pull, 'KB')];
  rows.push({
    benchmark: 'everyday pull: peak memory (RSS)',
    measured: pull.pull.peakBytes === undefined ? 'unknown' : mebibytes(pull.pull.peakBytes),
    reference: `zip ${mebibytes(pull.zipBytes)}`,
    ratio: '-',
    target: `≤ ${mebibytes(MEMORY_TARGET)}`,
    met: pull.complete && (pull.pull.peakBytes ?? Infinity) <= MEMORY_TARGET,
  });
  rows.push({
    benchmark: `the same bundle into a checkout of the base language alone (median of ${pull.runs})`,
    measured: seconds(pull.emptyPull.ms),
    reference: `unzip -o: ${seconds(pull.emptyUnzip.ms)}`,
    ratio: ratio(pull.emptyPull.ms, pull.emptyUnzip.ms),
    target: `≤ ${EMPTY_TARGET}×`,
    met: pull.complete && pull.emptyPull.ms <= EMPTY_TARGET * pull.emptyUnzip.ms,
  });
  if (pull.branchPull !== undefined && pull.unzipCommit !== undefined) {
    rows.push({
      benchmark: `the everyday pull with pull-target: branch (commit and push, median of ${pull.runs})`,
      measured: seconds(pull.branchPull.ms),
      reference: `unzip -o, git add -A, git commit: ${seconds(pull.unzipCommit.ms)}`,
      ratio: ratio(pull.branchPull.ms, pull.unzipCommit.ms),
      target: `≤ ${BRANCH_TARGET}×`,
      met: pull.complete && pull.branchPull.ms <= BRANCH_TARGET * pull.unzipCommit.ms,
    });
  }
  return rows;
}

/** The time row (and its CPU beside) of the pull into a checkout holding every file. */
function timeRows(pull: EverydayPull, unit: string): Row[] {
  const { shape } = pull;
  const size = `${Math.round(shape.bytesPerFile / 1000)} ${unit}`;
  return [
    {
      benchmark: `everyday pull, ${pull.files} files of ~${size}, one text in ten changed (median of ${pull.runs}): time`,
      measured: seconds(pull.pull.ms),
      reference: `unzip -o over them: ${seconds(pull.unzip.ms)} (node -e 0: ${millis(pull.bareNodeMs)})`,
      ratio: ratio(pull.pull.ms, pull.unzip.ms),
      target: `≤ ${TIME_TARGET}×`,
      met: pull.complete && pull.pull.ms <= TIME_TARGET * pull.unzip.ms,
    },
    {
      benchmark: `everyday pull, ${pull.files} files of ~${size}: CPU time (all cores)`,
      measured: cpu(pull.pull),
      reference: `unzip -o: ${cpu(pull.unzip)}`,
      ratio: ratio(pull.pull.cpuMs ?? NaN, pull.unzip.cpuMs ?? NaN),
      target: '-',
      met: undefined,
    },
  ];
}

function cpu(timed: Timed): string {
  return timed.cpuMs === undefined ? 'unknown' : seconds(timed.cpuMs);
}
