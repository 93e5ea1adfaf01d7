import { ratio, seconds, type Row } from './report.ts';
import { benchTranslationsByKey } from './translations-by-key.ts';

/** How far above the floor the first sync's calls may spread (issue 43). */
const SPAN_TARGET = 1.2;

/**
 * The first sync on 1.0.9.2 of 10,000 keys (5 base files of 2,000) in 5 and in 30 languages, the
 * service holding the base keys (bench/translations-by-key.ts): the span of its calls as the
 * service saw them, against the floor the stated spacing sets for those calls. With the
 * emulator finding each `string/set` key by name (not by a scan of every key), what is above the
 * floor is the action's own time between calls.
 */
export async function firstSyncSpanRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const languages of [5, 30]) {
    const r = await benchTranslationsByKey(5, 2_000, languages);
    rows.push({
      benchmark: `first push on 1.0.9.2, ${r.keys} keys × ${languages} languages, scale ${r.scale}: span of its calls`,
      measured: seconds(r.first.spanMs),
      reference: `floor ${seconds(r.first.floorMs)}`,
      ratio: ratio(r.first.spanMs, r.first.floorMs),
      target: `≤ ${SPAN_TARGET}×`,
      met: r.first.exitCode === 0 && r.first.spanMs <= SPAN_TARGET * r.first.floorMs,
    });
  }
  return rows;
}
