import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { bundle, NODE, REPO_ROOT } from './support/action-runner.ts';
import { describe, expect, it } from './support/fixtures.ts';
import { withGerman } from './support/german-pull.ts';
import { createScenario, type Scenario } from './support/scenario.ts';
import { startStandInProcess } from './support/standin-process.ts';

/** docs/running-locally.md: `npm run local -- .env` against a service, from this repository. */
let s: Scenario;
beforeAll(async () => {
  s = await createScenario({ files: { 'locales/en.json': '{"hello":"Hello"}' } });
});
afterAll(() => s.close());

async function runLocal(
  lines: string[],
  scenario = s,
): Promise<{ code: number | null; output: string }> {
  const workspace = await scenario.fixture.checkout();
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

const SERVICE = (scenario = s) => [
  `INPUT_API-TOKEN=${scenario.emulator.tokens.readWrite}`,
  `INPUT_PROJECT-ID=${scenario.projectId}`,
  `INPUT_API-URL=${scenario.emulator.urls['1.0.9.3']}`,
  `INPUT_DOWNLOAD-URL=${scenario.emulator.downloadUrl}`,
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

  it('prints errors as the runner shows them, not percent-encoded, and warns about a misspelt input', async () => {
    const lines = SERVICE().filter((line) => !line.startsWith('INPUT_FILES='));
    const run = await runLocal([
      ...lines,
      'INPUT_FILES=locales/en.json',
      'INPUT_PR-LABELZ=translations',
      'INPUT_MODE=push',
    ]);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^Error: .*has no language placeholder such as %LANG_ISO%/m);
    expect(run.output).not.toContain('%25');
    expect(run.output).not.toMatch(/^::error/m);
    expect(run.output).toMatch(
      /^local run: warning: INPUT_PR-LABELZ \(.*\.env\) is not an input of action\.yml and is ignored; did you mean INPUT_PR-LABELS\?$/m,
    );
  });

  it('opens the pull request on the stand-in of `npm run github-standin` that GITHUB_API_URL names', async ({
    startScenario,
  }) => {
    const german = await withGerman(startScenario);
    const standIn = startStandInProcess(['--repository', 'octo/app']);
    const github = await standIn.ready;
    const run = await runLocal(
      [
        ...SERVICE(german),
        'INPUT_MODE=pull',
        `INPUT_GITHUB-TOKEN=${github.token}`,
        `GITHUB_API_URL=${github.url}`,
        `GITHUB_REPOSITORY=${github.repository}`,
        'L10N_SYNC_TIME_SCALE=0.01',
      ],
      german,
    );
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`local run: GitHub API: ${github.url}, repository octo/app`);
    expect(run.output).toContain('pull-request-number: 1');
    expect(await standIn.stop()).toBe(0);
    expect(standIn.stderr()).toMatch(/^github-standin: POST \/repos\/octo\/app\/pulls → 201 {2}"/m);
  });
});
