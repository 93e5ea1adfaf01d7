import { cpus, totalmem } from 'node:os';
import { benchPushPacing } from './push-pacing.ts';

/** A row of the report: what was measured, against what, and the target. */
interface Row {
  readonly benchmark: string;
  readonly measured: string;
  readonly reference: string;
  readonly ratio: string;
  readonly target: string;
  readonly met: boolean;
}

const rows: Row[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

for (const n of [1, 5, 20]) {
  const r = await benchPushPacing(n);
  // The push makes one read before importing: language/list.
  const expectedCalls = n + 1;
  const budgetMs = r.floorMs + 2_000;
  rows.push({
    benchmark: `push 1.0.9.2, N=${n}, scale ${r.scale}: wall time`,
    measured: seconds(r.wallMs),
    reference: `floor ${seconds(r.floorMs)}`,
    ratio: r.floorMs > 0 ? (r.wallMs / r.floorMs).toFixed(3) : '-',
    target: `≤ floor + 2 s = ${seconds(budgetMs)}`,
    met: r.wallMs <= budgetMs && r.exitCode === 0,
  });
  rows.push({
    benchmark: `push 1.0.9.2, N=${n}: import span (service side)`,
    measured: seconds(r.importSpanMs),
    reference: `floor ${seconds(r.floorMs)}`,
    ratio: r.floorMs > 0 ? (r.importSpanMs / r.floorMs).toFixed(3) : '-',
    target: '≥ floor, close to it',
    met: r.importSpanMs >= r.floorMs,
  });
  rows.push({
    benchmark: `push 1.0.9.2, N=${n}: 4048 answers / calls`,
    measured: `${r.refusals} / ${r.calls}`,
    reference: `${expectedCalls} calls (N imports + 1 read)`,
    ratio: (r.calls / expectedCalls).toFixed(2),
    target: '0 refusals; exactly N + 1 calls',
    met: r.refusals === 0 && r.calls === expectedCalls,
  });
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}\n`,
);
console.log('| benchmark | measured | reference | ratio | target | met |');
console.log('| --- | ---: | --- | ---: | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.benchmark} | ${r.measured} | ${r.reference} | ${r.ratio} | ${r.target} | ${r.met ? 'yes' : 'NO'} |`,
  );
}
process.exitCode = rows.every((r) => r.met) ? 0 : 1;
