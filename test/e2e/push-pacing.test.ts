import { uploaded } from '../support/scenario.ts';
import { describe, expect, it } from '../support/fixtures.ts';

const FILES = {
  'a/en.json': '{"a":"A"}',
  'b/en.json': '{"b":"B"}',
  'c/en.json': '{"c":"C"}',
};
const PATTERNS = { files: 'a/%LANG_ISO%.json\nb/%LANG_ISO%.json\nc/%LANG_ISO%.json' };

describe('push on 1.0.9.2 with L10N_SYNC_TIME_SCALE=0.01', () => {
  it('keeps imports at least 0.3 s apart and provokes no 4048', async ({ startScenario }) => {
    const s = await startScenario({
      files: FILES,
      revision: '1.0.9.2',
      inputs: PATTERNS,
    });
    const run = await s.run();
    expect(run.code).toBe(0);
    const imports = s.calls('project/import');
    expect(imports.map((c) => c.code)).toEqual(['200', '200', '200']);
    const gaps = imports.slice(1).map((c, i) => c.at - (imports[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(300);
    expect(run.stdout).toMatch(/waiting 0\.\d s for the import rate limit/);
    // 1.0.9.2 has no filename parameter: the file part carries the name.
    expect(imports[0]?.params).not.toHaveProperty('filename');
    expect(uploaded(imports)).toEqual(['en.json', 'en.json', 'en.json']);
  });

  it('waits out an injected 4048 and still succeeds', async ({ startScenario }) => {
    const s = await startScenario({
      files: FILES,
      revision: '1.0.9.2',
      inputs: PATTERNS,
    });
    s.emulator.faults.add({ endpoint: 'project/import', kind: '4048', nth: 2, count: 1 });
    const run = await s.run();
    expect(run.code).toBe(0);
    expect(s.calls('project/import').map((c) => c.code)).toEqual(['200', '4048', '200', '200']);
    expect(run.stdout).toMatch(
      /the service refused import with 4048 \(too many requests\): waiting [\d.]+ s before retry 1/,
    );
    expect(run.outputs['pushed-files']).toBe('3');
    expect(run.summary).toMatch(/\| `b\/en\.json` \| en \| 1 \| 0 \| 0 \| [\d.]+ \| uploaded \|/);
  });
});
