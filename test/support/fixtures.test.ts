import { describe, expect, it } from 'vitest';
import { owning } from './fixtures.ts';

/** Resources that record when they stop; `failing` ones refuse to. */
function resources(failing: readonly string[] = []) {
  const stopped: string[] = [];
  const start = (name: string) => Promise.resolve(name);
  const stop = (name: string) => {
    stopped.push(name);
    return failing.includes(name)
      ? Promise.reject(new Error(`${name} would not stop`))
      : Promise.resolve();
  };
  return { stopped, start, stop };
}

describe('owning (what every start* fixture is built on)', () => {
  it('stops everything a test started, last first, once the test is over', async () => {
    const r = resources();
    await owning(r.start, r.stop, async (start) => {
      await start('emulator');
      await start('stand-in');
      expect(r.stopped).toEqual([]);
    });
    expect(r.stopped).toEqual(['stand-in', 'emulator']);
  });

  it("stops everything when the test fails, and reports the test's failure, not a stop's", async () => {
    const r = resources(['emulator']);
    const outcome = owning(r.start, r.stop, async (start) => {
      await start('emulator');
      await start('stand-in');
      throw new Error('assertion failed');
    });
    await expect(outcome).rejects.toThrow('assertion failed');
    expect(r.stopped).toEqual(['stand-in', 'emulator']);
  });

  it('reports a resource that would not stop after a test that passed, having stopped the rest', async () => {
    const r = resources(['stand-in']);
    const outcome = owning(r.start, r.stop, async (start) => {
      await start('emulator');
      await start('stand-in');
    });
    await expect(outcome).rejects.toThrow('stand-in would not stop');
    expect(r.stopped).toEqual(['stand-in', 'emulator']);
  });
});
