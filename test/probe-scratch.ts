import { everyOperationSchema, validatorAt } from './github-standin/openapi.ts';
let t = performance.now();
const ps = everyOperationSchema();
console.log('load', Math.round(performance.now() - t), ps.length);
t = performance.now();
for (const p of ps) validatorAt(p);
console.log('each', Math.round(performance.now() - t));
