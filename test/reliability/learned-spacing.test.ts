import type { Emulator, EmulatorOptions } from '../emulator/server.ts';
import { clientFor, jsonFile } from '../support/emulator.ts';
import { createFakeClock } from '../support/fake-clock.ts';
import { describe, expect, it, type Starter } from '../support/fixtures.ts';

/** Client and emulator share a fake clock: every wait is recorded, none is slept. */
async function importer(start: Starter<EmulatorOptions | undefined, Emulator>) {
  const clock = createFakeClock();
  const e = await start({ timeScale: 1, now: clock.now });
  const client = clientFor(e, '1.0.9.3', { clock, timeScale: 1, maxRetries: 5, random: () => 0.5 });
  const { id } = await client.project.add({ name: 'Flaky', base_lang: 'en' });
  const upload = (value: string) =>
    client.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { k: value }) });
  return { clock, e, upload };
}

describe('the spacing learned from 4048 answers on 1.0.9.3', () => {
  it('does not count time lost to transient faults after the 4048 as spacing', async ({
    startEmulator,
  }) => {
    const { clock, e, upload } = await importer(startEmulator);
    await upload('a');
    // One 4048, then three 503s: 1.5 s for the refusal, 1.5 s, 3 s and 6 s of transient backoff.
    e.faults.add({ endpoint: 'project/import', kind: '4048', nth: 1 });
    e.faults.add({ endpoint: 'project/import', kind: 'http503', nth: 2, count: 3 });
    await upload('b');
    expect(clock.sleeps).toEqual([1_500, 1_500, 3_000, 6_000]);
    await upload('c');
    await upload('d');
    // The service refused once and never again: later imports need no wait up front (before
    // the fix, the 12 s of the whole retry loop became a spacing kept for every later import).
    expect(clock.sleeps.slice(4)).toEqual([]);
    expect(e.calls.filter((c) => c.endpoint === 'project/import').map((c) => c.code)).toEqual([
      '200',
      '4048',
      'http503',
      'http503',
      'http503',
      '200',
      '200',
      '200',
    ]);
  });
});
