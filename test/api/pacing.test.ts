import type { Emulator, EmulatorOptions } from '../emulator/server.ts';
import { clientFor, jsonFile } from '../support/emulator.ts';
import { createFakeClock, type FakeClock } from '../support/fake-clock.ts';
import { describe, expect, it, type Starter } from '../support/fixtures.ts';

/**
 * The client and the emulator share one fake clock: the service enforces its real 30 s limits,
 * the client waits them out, and no test sleeps.
 */
async function setUp(
  start: Starter<EmulatorOptions | undefined, Emulator>,
  options: { rateLimit1093?: { endpoint: string; spacingMs: number }[]; timeScale?: number } = {},
) {
  const clock = createFakeClock();
  const emulator = await start({ timeScale: options.timeScale ?? 1, now: clock.now, ...options });
  return { clock, emulator };
}

function codes(e: Emulator, endpoint: string): string[] {
  return e.calls.filter((c) => c.endpoint === endpoint).map((c) => c.code);
}

async function projectWith(
  e: Emulator,
  clock: FakeClock,
  revision: '1.0.9.3' | '1.0.9.2',
  maxRetries = 5,
) {
  const c = clientFor(e, revision, { clock, timeScale: 1, maxRetries, random: () => 0.5 });
  const { id } = await c.project.add({ name: 'Paced', base_lang: 'en' });
  const upload = (value: string) =>
    c.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { k: value }) });
  return { c, id, upload };
}

describe('pacing against the service limits', () => {
  it('waits 30 s between imports on 1.0.9.2 and provokes no 4048', async ({ startEmulator }) => {
    const { clock, emulator: e } = await setUp(startEmulator);
    const { upload } = await projectWith(e, clock, '1.0.9.2', 0);
    const start = clock.now();
    for (const v of ['a', 'b', 'c']) await upload(v);
    expect(clock.sleeps).toEqual([30_000, 30_000]);
    expect(clock.now() - start).toBe(60_000);
    expect(codes(e, 'project/import')).toEqual(['200', '200', '200']);
  });

  it('waits 5 s between string lists and 30 s between string sets on 1.0.9.2', async ({
    startEmulator,
  }) => {
    const { clock, emulator: e } = await setUp(startEmulator);
    const { c, id } = await projectWith(e, clock, '1.0.9.2', 0);
    await c.string.list({ id });
    await c.string.list({ id });
    await c.string.set({ id, data: [{ key: 'a', platform_mask: 4, translations: { en: 'A' } }] });
    await c.string.set({ id, data: [{ key: 'b', platform_mask: 4, translations: { en: 'B' } }] });
    expect(clock.sleeps).toEqual([5_000, 30_000]);
    expect([...codes(e, 'string/list'), ...codes(e, 'string/set')]).toEqual([
      '200',
      '200',
      '200',
      '200',
    ]);
  });

  it('takes calls of a paced endpoint sent at once in turn: the second waits for the first’s answer and the spacing, and provokes no 4048', async ({
    startEmulator,
  }) => {
    const { clock, emulator: e } = await setUp(startEmulator);
    const { c, id } = await projectWith(e, clock, '1.0.9.2', 0);
    await Promise.all([c.string.list({ id }), c.string.list({ id })]);
    expect(codes(e, 'string/list')).toEqual(['200', '200']);
    expect(clock.sleeps).toEqual([5_000]);
  });

  it('lets a caller wait for string/set’s 30 s on 1.0.9.2 before it chooses what the call carries', async ({
    startEmulator,
  }) => {
    const { clock, emulator: e } = await setUp(startEmulator);
    const { c, id } = await projectWith(e, clock, '1.0.9.2', 0);
    await c.untilPaced('string/set');
    await c.string.set({ id, data: [{ key: 'a', platform_mask: 4, translations: { en: 'A' } }] });
    const waited = clock.now();
    await c.untilPaced('string/set');
    expect(clock.now() - waited).toBe(30_000);
    // The call itself waits no more, and the service takes it.
    await c.string.set({ id, data: [{ key: 'b', platform_mask: 4, translations: { en: 'B' } }] });
    expect(clock.sleeps).toEqual([30_000]);
    expect(codes(e, 'string/set')).toEqual(['200', '200']);
  });

  it('scales the waits by the time scale', async ({ startEmulator }) => {
    const { clock, emulator: e } = await setUp(startEmulator, { timeScale: 0.01 });
    const c = clientFor(e, '1.0.9.2', { clock, timeScale: 0.01, maxRetries: 0 });
    const { id } = await c.project.add({ name: 'Scaled', base_lang: 'en' });
    for (const v of ['a', 'b']) {
      await c.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { k: v }) });
    }
    expect(clock.sleeps).toEqual([300]);
  });

  it('waits out 4048 with growing waits and succeeds', async ({ startEmulator }) => {
    const { clock, emulator: e } = await setUp(startEmulator);
    const { upload } = await projectWith(e, clock, '1.0.9.3');
    e.faults.add({ endpoint: 'project/import', kind: '4048', count: 3 });
    await expect(upload('a')).resolves.toMatchObject({ inserted: 1 });
    // 2 s, 4 s, 8 s steps, each jittered to ¾ by random() = 0.5.
    expect(clock.sleeps).toEqual([1_500, 3_000, 6_000]);
    expect(codes(e, 'project/import')).toEqual(['4048', '4048', '4048', '200']);
  });

  it('learns the spacing 1.0.9.3 enforces, probes down towards it, and keeps it', async ({
    startEmulator,
  }) => {
    const { clock, emulator: e } = await setUp(startEmulator, {
      rateLimit1093: [{ endpoint: 'project/import', spacingMs: 10_000 }],
    });
    const { upload } = await projectWith(e, clock, '1.0.9.3');
    await upload('a');
    await upload('b');
    expect(codes(e, 'project/import')).toEqual(['200', '4048', '4048', '4048', '200']);
    expect(clock.sleeps).toEqual([1_500, 3_000, 6_000]);
    for (const v of ['c', 'd', 'e', 'f', 'g']) await upload(v);
    // 4.5 s was refused and 10.5 s passed: later calls probe halfway; a refused probe is retried
    // at 10.5 s, until the bounds are within 5 % (10.125 s passed, 9.75 s did not).
    expect(clock.sleeps.slice(3)).toEqual([7_500, 3_000, 9_000, 1_500, 9_750, 750, 10_125, 10_125]);
    expect(codes(e, 'project/import').slice(5)).toEqual([
      '4048',
      '200',
      '4048',
      '200',
      '4048',
      '200',
      '200',
      '200',
    ]);
  });

  it('backs off after transient faults', async ({ startEmulator }) => {
    const { clock, emulator: e } = await setUp(startEmulator);
    const { c } = await projectWith(e, clock, '1.0.9.3');
    e.faults.add({ endpoint: 'project/list', kind: 'http503', count: 3 });
    await c.project.list();
    expect(clock.sleeps).toEqual([750, 1_500, 3_000]);
  });
});
