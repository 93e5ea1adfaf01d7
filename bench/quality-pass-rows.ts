import { benchQualityPass, type QualityPass } from './quality-pass.ts';
import { mebibytes, millis, ratio, seconds, type Row } from './report.ts';

/**
 * The pull's quality pass: at 10,000 keys × 20 languages against the pull without it (its
 * targets), and at 10,000 keys × 100 languages, one run each way, where one `string/list` of
 * every language passes the read limit and the pass reads in language batches: that it
 * completes, in what time and memory.
 */
export async function qualityPassRows(): Promise<Row[]> {
  const quality = await benchQualityPass();
  const rows: Row[] = [];
  const project = `${quality.keys} keys × ${quality.languages} languages (median of ${quality.runs})`;
  const base = quality.without;
  for (const variant of [quality.progressOnly, quality.full]) {
    rows.push({
      benchmark: `pull's quality pass, ${variant.name}, ${project}: time`,
      measured: seconds(variant.ms),
      reference: `pull without it: ${seconds(base.ms)}`,
      ratio: ratio(variant.ms, base.ms),
      target: '≤ 1.2×',
      met: variant.ok && variant.ms <= 1.2 * base.ms,
    });
    rows.push({
      benchmark: `pull's quality pass, ${variant.name}: the action's CPU time`,
      measured: variant.cpuMs === undefined ? 'unknown' : millis(variant.cpuMs),
      reference: `pull without it: ${base.cpuMs === undefined ? '?' : millis(base.cpuMs)}`,
      ratio: variant.cpuMs && base.cpuMs ? ratio(variant.cpuMs, base.cpuMs) : '-',
      target: "- (the service's time left out)",
      met: undefined,
    });
    const added =
      variant.peakBytes === undefined || base.peakBytes === undefined
        ? undefined
        : variant.peakBytes - base.peakBytes;
    rows.push({
      benchmark: `pull's quality pass, ${variant.name}: peak memory added (RSS)`,
      measured: added === undefined ? 'unknown' : mebibytes(added),
      reference: `pull without it: ${base.peakBytes === undefined ? '?' : mebibytes(base.peakBytes)}`,
      ratio: '-',
      target: '≤ 100 MB',
      met: added !== undefined && added <= 100 * 10 ** 6,
    });
  }
  rows.push(...wideRows(await benchQualityPass(10_000, 100, 1)));
  return rows;
}

/** The pass where one answer of every language would pass the read limit. */
function wideRows(wide: QualityPass): Row[] {
  const project = `${wide.keys} keys × ${wide.languages} languages (one run)`;
  const base = wide.without;
  return [wide.progressOnly, wide.full].map((variant) => ({
    benchmark: `pull's quality pass in language batches, ${variant.name}, ${project}: time, peak memory`,
    measured: `${seconds(variant.ms)}, ${variant.peakBytes === undefined ? '?' : mebibytes(variant.peakBytes)}`,
    reference: `pull without it: ${seconds(base.ms)}, ${base.peakBytes === undefined ? '?' : mebibytes(base.peakBytes)}; CPU ${variant.cpuMs === undefined ? '?' : millis(variant.cpuMs)}`,
    ratio: ratio(variant.ms, base.ms),
    target: '- (it completes: every pull failed here before the batches)',
    met: variant.ok,
  }));
}
