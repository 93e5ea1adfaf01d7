import { clientFor } from '../test/support/emulator.ts';
import { moduleCheckout, timedModulePush } from './push-fixture.ts';
import { startEmulator } from '../test/emulator/server.ts';

export interface PushPacingResult {
  readonly files: number;
  readonly scale: number;
  /** Process start to exit of dist/index.js. */
  readonly wallMs: number;
  /** First import's arrival to last import's arrival, as the service saw them. */
  readonly importSpanMs: number;
  /** The floor the revision's limit allows: 30 s · (N − 1), scaled. */
  readonly floorMs: number;
  readonly refusals: number;
  readonly imports: number;
  readonly calls: number;
  readonly exitCode: number | null;
}

/**
 * One push of N changed files on 1.0.9.2 against the emulator, both on the scaled clock, run as
 * the real bundled action in a depth-1 checkout.
 */
export async function benchPushPacing(files: number, scale = 0.01): Promise<PushPacingResult> {
  const emulator = await startEmulator({ timeScale: scale });
  try {
    const seed = clientFor(emulator, '1.0.9.2');
    const { id } = await seed.project.add({ name: 'Bench', base_lang: 'en' });
    const workspace = await moduleCheckout(files);
    const { run, wallMs, calls } = await timedModulePush(emulator, workspace, id, scale);
    const imports = calls.filter((c) => c.endpoint === 'project/import');
    return {
      files,
      scale,
      wallMs,
      importSpanMs: imports.length > 1 ? (imports.at(-1)?.at ?? 0) - (imports[0]?.at ?? 0) : 0,
      floorMs: 30_000 * (files - 1) * scale,
      refusals: imports.filter((c) => c.code === '4048').length,
      imports: imports.filter((c) => c.code === '200').length,
      calls: calls.length,
      exitCode: run.code,
    };
  } finally {
    await emulator.close();
  }
}
