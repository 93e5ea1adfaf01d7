import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, NODE, REPO_ROOT } from './support/action-runner.ts';
import { createScenario, type Scenario } from './support/scenario.ts';

/** README "Running locally": `npm run local -- .env` against a service, from this repository. */
let s: Scenario;
beforeAll(async () => {
  s = await createScenario({ files: { 'locales/en.json': '{"hello":"Hello"}' } });
});
afterAll(() => s.close());

async function runLocal(lines: string[]): Promise<{ code: number | null; output: string }> {
  const workspace = await s.fixture.checkout();
  const file = join(workspace, '..', `local-${Date.now()}.env`);
  await writeFile(file, [...lines, `GITHUB_WORKSPACE=${workspace}`, ''].join('\n'));
  // As a person runs it: no runner variables, no GITHUB_TOKEN.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    L10N_SYNC_BUNDLE: bundle(),
  };
  const child = spawn(NODE, ['scripts/local-run.ts', file], { cwd: REPO_ROOT, env });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return { code, output };
}

const SERVICE = () => [
  `INPUT_API-TOKEN=${s.emulator.tokens.readWrite}`,
  `INPUT_PROJECT-ID=${s.projectId}`,
  `INPUT_API-URL=${s.emulator.urls['1.0.9.3']}`,
  `INPUT_DOWNLOAD-URL=${s.emulator.downloadUrl}`,
  'INPUT_FILES=locales/%LANG_ISO%.json',
];

describe('running locally', () => {
  it('runs the bundled action with the .env inputs and prints the outputs and the summary', async () => {
    const mark = s.emulator.calls.length;
    const run = await runLocal([...SERVICE(), 'INPUT_MODE=push']);
    expect(run.code).toBe(0);
    expect(run.output).toContain('pushed-files: 1');
    expect(run.output).toContain('Job summary:');
    expect(run.output).not.toContain(s.emulator.tokens.readWrite);
    expect(s.calls('project/import', mark)).toHaveLength(1);
  });

  it('leaves github-token empty unless it is given', async () => {
    const run = await runLocal([...SERVICE(), 'INPUT_MODE=pull', 'GITHUB_REPOSITORY=octo/app']);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Input required for pull requests and not supplied: github-token');
  });

  it('says what to do without a .env file', async () => {
    const child = spawn(NODE, ['scripts/local-run.ts', join(REPO_ROOT, 'no-such.env')], {
      cwd: REPO_ROOT,
    });
    let output = '';
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    expect(await new Promise((done) => child.on('close', done))).toBe(2);
    expect(output).toMatch(/copy \.env\.example to \.env/);
  });
});
