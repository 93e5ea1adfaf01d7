import { cpuTicks, machine, seconds, stealShare, table } from './report.ts';
import { pullRows } from './pull-rows.ts';
import { benchPullThroughput } from './pull-throughput.ts';
import { useOwnTemporaryFolder } from './temp-folder.ts';

/**
 * The pull benchmark alone (`npm run bench:pull`, about 30 s; `node bench/pull.ts [runs]`): the
 * same rows as in `npm run bench`, without the two minutes of the others. Build first.
 */
useOwnTemporaryFolder();
const runs = Number(process.argv[2] ?? 5);
const started = performance.now();
const ticks = cpuTicks();
const pull = await benchPullThroughput(100, 20, runs);
console.log(`machine: ${machine()}`);
console.log(
  `pull benchmark: ${seconds(performance.now() - started)}, CPU time stolen by the hypervisor: ${stealShare(ticks, cpuTicks())}\n`,
);
console.log(table(pullRows(pull)));
