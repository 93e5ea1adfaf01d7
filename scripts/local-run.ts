/**
 * `npm run local -- [file]`: runs the bundled action (dist/index.js) on this machine the way a
 * runner would, against your own service and a checkout of your repository. The file (default
 * `.env`, see .env.example) holds the inputs as the runner passes them, `INPUT_<NAME>=value`,
 * and GITHUB_WORKSPACE; inputs it leaves out take action.yml's defaults, except that
 * `github-token` stays empty unless the file or the environment gives one (a workflow's
 * `${{ github.token }}` means nothing here). Prints the outputs and the job summary at the end.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { parse } from 'yaml';
import { renderMarkdown } from './demo/terminal-markdown.ts';
import { renderLine } from './local-run/commands.ts';
import { inputVariable, unknownInputs } from './local-run/inputs.ts';

const ROOT = new URL('../', import.meta.url);
const file = resolve(process.argv[2] ?? '.env');

function fail(message: string): never {
  console.error(`local run: ${message}`);
  process.exit(2);
}

if (!existsSync(file)) fail(`no ${file}; copy .env.example to .env and fill it in`);
const given = parseEnv(await readFile(file, 'utf8'));
const workspace = given['GITHUB_WORKSPACE'] ?? process.env['GITHUB_WORKSPACE'];
if (!workspace || !existsSync(workspace)) {
  fail('set GITHUB_WORKSPACE in the file to a checkout of the repository to sync');
}

const action = parse(await readFile(new URL('action.yml', ROOT), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};
const inputNames = Object.keys(action.inputs);
for (const warning of [
  ...unknownInputs(Object.keys(given), inputNames, file),
  ...unknownInputs(
    Object.keys(process.env).filter((name) => name.startsWith('INPUT_')),
    inputNames,
    'the environment',
  ),
]) {
  console.error(`local run: warning: ${warning}`);
}
const home = await mkdtemp(join(tmpdir(), 'l10n-sync-local-'));
const outputFile = join(home, 'output.txt');
const summaryFile = join(home, 'summary.md');
await writeFile(outputFile, '');
await writeFile(summaryFile, '');

const env: Record<string, string | undefined> = { ...process.env };
for (const [name, input] of Object.entries(action.inputs)) {
  const key = inputVariable(name);
  const fallback =
    input.default === '${{ github.token }}'
      ? (process.env['GITHUB_TOKEN'] ?? '')
      : (input.default ?? '');
  env[key] = given[key] ?? process.env[key] ?? fallback;
}
Object.assign(env, given, {
  GITHUB_WORKSPACE: workspace,
  GITHUB_OUTPUT: outputFile,
  GITHUB_STEP_SUMMARY: summaryFile,
  RUNNER_TEMP: home,
});
env['GITHUB_EVENT_NAME'] ??= 'workflow_dispatch';
// Pull requests go to GITHUB_API_URL: say where, so that a run meant for the stand-in
// (`npm run github-standin`) cannot open one on github.com unnoticed.
if (env['GITHUB_REPOSITORY'] !== undefined && env['INPUT_GITHUB-TOKEN']) {
  console.error(
    `local run: GitHub API: ${env['GITHUB_API_URL'] ?? 'https://api.github.com (GITHUB_API_URL is not set)'}, repository ${env['GITHUB_REPOSITORY']}`,
  );
}

// The tests point L10N_SYNC_BUNDLE at their own fresh build; a person runs the committed dist/.
const bundle = process.env['L10N_SYNC_BUNDLE'] || fileURLToPath(new URL('dist/index.js', ROOT));
const child = spawn(process.execPath, [bundle], {
  cwd: workspace,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const debug = env['RUNNER_DEBUG'] === '1';
createInterface({ input: child.stdout }).on('line', (line) => {
  const shown = renderLine(line, debug);
  if (shown !== undefined) console.log(shown);
});
const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? 1)));

const outputs = (await readFile(outputFile, 'utf8')).match(/^[^<\n]+<<.*$\n.*$/gm) ?? [];
console.log('\nOutputs:');
for (const block of outputs) {
  const [head = '', value = ''] = block.split('\n');
  console.log(`  ${head.split('<<')[0]}: ${value}`);
}
const summary = await readFile(summaryFile, 'utf8');
if (summary.trim()) console.log(`\nJob summary:\n${renderMarkdown(summary, process.stdout.isTTY)}`);
await rm(home, { recursive: true, force: true });
process.exit(code);
