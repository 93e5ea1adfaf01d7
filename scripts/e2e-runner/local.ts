/**
 * `npm run e2e:runner`: the steps of .github/workflows/runners.yml on this machine. The same
 * servers and sample repository, the bundled action run as the runner runs it, three times, each
 * checked with the same expectations. Exits 1 on the first step whose outputs differ.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../../test/support/action-runner.ts';
import { COMMON_INPUTS, mismatches, startServices, STEPS } from './scenario.ts';

const root = await mkdtemp(join(tmpdir(), 'l10n-runner-'));
const workspace = join(root, 'workspace');
const services = await startServices(workspace, join(root, 'origin.git'));
let failed = false;
try {
  for (const step of STEPS) {
    const run = await runAction({
      workspace,
      inputs: { ...services.inputs, ...COMMON_INPUTS, ...step.inputs },
      // The machine's system git config applies, as on a runner.
      env: { GITHUB_REPOSITORY: services.repository, GIT_CONFIG_NOSYSTEM: '' },
    });
    const wrong = [
      ...(run.code === 0 ? [] : [`${step.id}: exit code ${run.code}\n${run.stdout.slice(-2000)}`]),
      ...mismatches(step, run.outputs),
    ];
    console.log(wrong.length === 0 ? `${step.id}: outputs as expected` : wrong.join('\n'));
    if (wrong.length > 0) {
      failed = true;
      break;
    }
  }
} finally {
  await services.close();
}
process.exit(failed ? 1 : 0);
