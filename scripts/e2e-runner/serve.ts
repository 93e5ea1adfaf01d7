/**
 * For .github/workflows/runners.yml: `node serve.ts <workspace> <origin> <ready-file>` starts the
 * servers and the sample repository, writes the inputs and environment the action needs as
 * `name=value` lines to the ready file (the workflow copies them to GITHUB_OUTPUT), and serves
 * until it is stopped (the job's end stops it).
 */
import { writeFileSync } from 'node:fs';
import { startServices } from './scenario.ts';

const [workspace, origin, ready] = process.argv.slice(2);
if (!workspace || !origin || !ready) {
  console.error('usage: serve.ts <workspace> <origin> <ready-file>');
  process.exit(2);
}
// On a runner the stand-in serves the repository GITHUB_REPOSITORY names, which a step cannot change.
const services = await startServices(workspace, origin, process.env['GITHUB_REPOSITORY']);
const lines = Object.entries(services.inputs).map(([k, v]) => `${k}=${v}`);
writeFileSync(ready, `${lines.join('\n')}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void services.close().then(() => process.exit(0)));
}
