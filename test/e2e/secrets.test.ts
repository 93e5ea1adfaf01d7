import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScenario, type Scenario } from '../support/scenario.ts';

let s: Scenario;
beforeAll(async () => {
  s = await createScenario({ files: { 'locales/en.json': '{"a":"A"}' } });
});
afterAll(() => s.close());

const DEBUG = { RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' };

/** Every run of the scenario already checks its output for the token; these make it work for it. */
describe('the token appears in no output', () => {
  it.each(['reset', 'timeout', 'html', 'http502'] as const)(
    'when a GET that carries the token fails with %s, with debug logging on',
    async (kind) => {
      s.emulator.faults.clear();
      s.emulator.faults.add({ endpoint: 'language/list', kind });
      const run = await s.run({ 'max-retries': '1', 'http-timeout': '1' }, DEBUG);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/language\/list \(revision 1\.0\.9\.3\)/);
      expect(run.everything).not.toContain(s.emulator.tokens.readWrite);
    },
  );

  it('when the service rejects the token, and in dry-run output', async () => {
    s.emulator.faults.clear();
    const wrong = `${s.emulator.tokens.readWrite}x`;
    const rejected = await s.run({ 'api-token': wrong }, DEBUG);
    expect(rejected.code).toBe(1);
    expect(rejected.stdout).toContain('failed with 4011: invalid API token');
    expect(rejected.everything).not.toContain(wrong);

    const dry = await s.run({ 'dry-run': 'true' }, DEBUG);
    expect(dry.code).toBe(0);
    expect(dry.everything).not.toContain(s.emulator.tokens.readWrite);
  });
});
