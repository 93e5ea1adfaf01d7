import { ratio, seconds, type Row } from './report.ts';
import { benchTranslationsByKey } from './translations-by-key.ts';

/** How far above the floor the first sync's calls may spread (issue 43). */
const SPAN_TARGET = 1.2;

/**
 * The first sync on 1.0.9.2 of 10,000 keys (5 base files of 2,000) in 5 and in 30 languages, the
 * service holding the base keys (bench/translations-by-key.ts): the span of its calls as the
 * service saw them, against the least span the stated spacing allows. The action spaces each
 * call from the answer before it, so that least span is the floor plus the service's time
 * answering (at scale 0.01 a `string/set` of 500 keys × 29 languages answers in ~80 ms against
 * 300 ms of spacing, a hundred times its weight at 30 s); what is above it is the action's own
 * time between calls.
 */
export async function firstSyncSpanRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const languages of [5, 30]) {
    const r = await benchTranslationsByKey(5, 2_000, languages);
    const least = r.first.floorMs + r.first.answersMs;
    rows.push({
      benchmark: `first push on 1.0.9.2, ${r.keys} keys × ${languages} languages, scale ${r.scale}: span of its calls`,
      measured: seconds(r.first.spanMs),
      reference: `floor ${seconds(r.first.floorMs)} + the service's answers ${seconds(r.first.answersMs)}`,
      ratio: ratio(r.first.spanMs, least),
      target: `≤ ${SPAN_TARGET}× (${ratio(r.first.spanMs, r.first.floorMs)}× the floor alone)`,
      met: r.first.exitCode === 0 && r.first.spanMs <= SPAN_TARGET * least,
    });
  }
  return rows;
}
