import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, createClient } from '../src/api/index.ts';
import { startEmulator } from '../test/emulator/server.ts';
import { clientFor } from '../test/support/emulator.ts';
import { moduleCheckout, timedModulePush } from './push-fixture.ts';

export interface LearnedPacing {
  readonly files: number;
  /** The spacing the emulator enforces on project/import; the client is not told it. */
  readonly hiddenSpacingMs: number;
  /** The smallest fixed spacing that provoked no 4048, found by search. */
  readonly bestFixedMs: number;
  /** (N − 1) × bestFixedMs: what a client that knew the spacing would take. */
  readonly referenceMs: number;
  /** First to last import arrival, as the service saw them. */
  readonly importSpanMs: number;
  /** Process start to exit of dist/index.js. */
  readonly wallMs: number;
  /** 4048 answers the push provoked: each a retry spent. */
  readonly refusals: number;
  readonly imports: number;
  readonly exitCode: number | null;
}

const IMPORT = 'project/import';

/**
 * A push of N files on 1.0.9.3, whose import spacing is not stated anywhere: the emulator answers
 * 4048 below `hiddenSpacingMs` (real milliseconds) and the action must learn it. The backoff
 * waits run at `scale` (2 s → 20 ms at 0.01) so that learning takes as many steps as it would at
 * real scale against a spacing of hiddenSpacingMs / scale.
 */
export async function benchLearnedPacing(
  files = 20,
  hiddenSpacingMs = 170,
  scale = 0.01,
): Promise<LearnedPacing> {
  const bestFixedMs = await bestFixedSpacing(hiddenSpacingMs);
  const emulator = await startEmulator({
    rateLimit1093: [{ endpoint: IMPORT, spacingMs: hiddenSpacingMs }],
  });
  try {
    const seed = clientFor(emulator, '1.0.9.3');
    const { id } = await seed.project.add({ name: 'Bench', base_lang: 'en' });
    const workspace = await moduleCheckout(files);
    const { run, wallMs, calls } = await timedModulePush(emulator, workspace, id, scale, {
      revision: '1.0.9.3',
      timeoutMs: 120_000,
    });
    const imports = calls.filter((c) => c.endpoint === IMPORT);
    const accepted = imports.filter((c) => c.code === '200');
    return {
      files,
      hiddenSpacingMs,
      bestFixedMs,
      referenceMs: (files - 1) * bestFixedMs,
      importSpanMs: (accepted.at(-1)?.at ?? 0) - (accepted[0]?.at ?? 0),
      wallMs,
      refusals: imports.filter((c) => c.code === '4048').length,
      imports: accepted.length,
      exitCode: run.code,
    };
  } finally {
    await emulator.close();
  }
}

/**
 * The smallest spacing between sends that gets every import of a short series accepted: doubled
 * from 1 ms until a series passes, then bisected to 1 ms. Each trial runs on a fresh emulator.
 */
export async function bestFixedSpacing(hiddenSpacingMs: number, series = 4): Promise<number> {
  let low = 0;
  let high = 1;
  while (!(await passes(high, hiddenSpacingMs, series))) [low, high] = [high, high * 2];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await passes(middle, hiddenSpacingMs, series)) high = middle;
    else low = middle;
  }
  return high;
}

/** Whether `series` imports sent `spacingMs` apart (send to send) all get accepted. */
async function passes(
  spacingMs: number,
  hiddenSpacingMs: number,
  series: number,
): Promise<boolean> {
  const emulator = await startEmulator({
    rateLimit1093: [{ endpoint: IMPORT, spacingMs: hiddenSpacingMs }],
  });
  try {
    const client = createClient({
      baseUrl: emulator.urls['1.0.9.3'],
      revision: '1.0.9.3',
      token: emulator.tokens.readWrite,
      maxRetries: 0,
    });
    const { id } = await client.project.add({ name: 'Search', base_lang: 'en' });
    const start = performance.now();
    for (let i = 0; i < series; i++) {
      await sleep(Math.max(0, start + i * spacingMs - performance.now()));
      try {
        const file = { name: 'en.json', content: Buffer.from(`{"k${i}":"v"}`) };
        await client.project.import({ id, lang_iso: 'en', file });
      } catch (error) {
        if (error instanceof ApiError && error.code === '4048') return false;
        throw error;
      }
    }
    return true;
  } finally {
    await emulator.close();
  }
}
