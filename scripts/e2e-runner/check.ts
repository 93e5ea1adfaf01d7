/**
 * For .github/workflows/runners.yml: `node check.ts <step>` with the step's outputs as JSON in
 * OUTPUTS fails (exit 1) when they are not what the step must give.
 */
import { mismatches, STEPS } from './scenario.ts';

const step = STEPS.find((s) => s.id === process.argv[2]);
if (!step) {
  console.error(`usage: check.ts <${STEPS.map((s) => s.id).join('|')}>`);
  process.exit(2);
}
const wrong = mismatches(
  step,
  JSON.parse(process.env['OUTPUTS'] ?? '{}') as Record<string, string>,
);
for (const line of wrong) console.error(line);
console.log(wrong.length === 0 ? `${step.id}: outputs as expected` : '');
process.exit(wrong.length === 0 ? 0 : 1);
