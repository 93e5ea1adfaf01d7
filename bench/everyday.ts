import { everydayPullRows } from './everyday-pull-rows.ts';
import { cpuTicks, machine, seconds, stealShare, table } from './report.ts';
import { useOwnTemporaryFolder } from './temp-folder.ts';

/**
 * The everyday pull's benchmark alone (`npm run bench:everyday`, about three minutes;
 * `node bench/everyday.ts [runs]`): the same rows as in `npm run bench`. Build first.
 */
useOwnTemporaryFolder();
const runs = Number(process.argv[2] ?? 3);
const started = performance.now();
const ticks = cpuTicks();
const rows = await everydayPullRows(runs);
console.log(`machine: ${machine()}`);
console.log(
  `everyday pull benchmark: ${seconds(performance.now() - started)}, CPU time stolen by the hypervisor: ${stealShare(ticks, cpuTicks())}\n`,
);
console.log(table(rows));
