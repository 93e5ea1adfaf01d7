import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The bundled action: the end-to-end project's fresh build (L10N_SYNC_BUNDLE, see build-dist.ts),
 * or the committed dist/index.js when there is none (the benchmarks, L10N_SYNC_NO_BUILD=1).
 */
export const DIST = process.env['L10N_SYNC_BUNDLE'] || join(REPO_ROOT, 'dist', 'index.js');
/** Node 24, the action's runtime, from the dev dependency. */
export const NODE = join(REPO_ROOT, 'node_modules', '.bin', 'node');

/**
 * DIST, for a test about to run it. The unit and corpus projects (vitest.config.ts) build nothing,
 * so there a test would silently run whatever dist/ holds: it fails instead, naming where the test
 * belongs.
 */
export function bundle(): string {
  const project = process.env['L10N_SYNC_TEST_PROJECT'];
  if (project === 'unit' || project === 'corpus') {
    throw new Error(
      'This test runs the bundled action, which the unit project does not build: add its file to END_TO_END in vitest.config.ts',
    );
  }
  return DIST;
}

interface ActionYaml {
  inputs: Record<string, { default?: string }>;
}

export interface ActionRun {
  /** The checkout the action ran in. */
  readonly workspace: string;
  /** The files in HOME and RUNNER_TEMP when the run ended (the folder is removed after). */
  readonly leftInHome: ReadonlyArray<{ readonly path: string; readonly text: string }>;
  readonly code: number | null;
  readonly stdout: string;
  /** Each line of stdout with when it arrived, in milliseconds since the process started. */
  readonly timeline: ReadonlyArray<{ readonly ms: number; readonly line: string }>;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  /**
   * Everything the run wrote that a person or a later step could see. `::add-mask::` commands are
   * left out: the runner consumes them (that is how a secret gets masked) and never shows them.
   */
  readonly everything: string;
}

/**
 * Runs the bundled action as the runner does: a separate Node 24 process, inputs as INPUT_<NAME>
 * with the defaults of action.yml filled in, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY as files, and
 * no git identity from the machine (HOME and the global git config point elsewhere).
 */
export async function runAction(options: {
  inputs: Record<string, string>;
  workspace: string;
  env?: Record<string, string>;
  githubToken?: string;
  timeoutMs?: number;
  /** Ends the run early (the process is killed), e.g. when the caller is interrupted. */
  signal?: AbortSignal;
  /** The action's entry script, when not the bundle's own (a copy laid out as a runner has it). */
  entry?: string;
}): Promise<ActionRun> {
  const spec = parse(await readFile(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYaml;
  const home = await mkdtemp(join(tmpdir(), 'l10n-home-'));
  try {
    return await runIn(home, spec, options);
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

/**
 * The files the runner reads a step's commands from after it ends, named as the runner names them
 * (a new id each step) in the folder where it keeps them, `$RUNNER_TEMP/_runner_file_commands`.
 */
const FILE_COMMANDS = {
  GITHUB_ENV: 'set_env',
  GITHUB_PATH: 'add_path',
  GITHUB_OUTPUT: 'set_output',
  GITHUB_STATE: 'save_state',
  GITHUB_STEP_SUMMARY: 'step_summary',
} as const;

/** runAction with HOME and RUNNER_TEMP in `home`, which the caller removes. */
async function runIn(
  home: string,
  spec: ActionYaml,
  options: Parameters<typeof runAction>[0],
): Promise<ActionRun> {
  const runnerTemp = join(home, '_temp');
  const commands = join(runnerTemp, '_runner_file_commands');
  await mkdir(commands, { recursive: true });
  const step = randomUUID();
  const fileCommands: Record<string, string> = {};
  for (const [variable, name] of Object.entries(FILE_COMMANDS)) {
    fileCommands[variable] = join(commands, `${name}_${step}`);
    await writeFile(join(commands, `${name}_${step}`), '');
  }
  const outputFile = fileCommands['GITHUB_OUTPUT'] ?? '';
  const summaryFile = fileCommands['GITHUB_STEP_SUMMARY'] ?? '';
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: home,
    GIT_CONFIG_GLOBAL: join(home, 'gitconfig'),
    GIT_CONFIG_NOSYSTEM: '1',
    GITHUB_WORKSPACE: options.workspace,
    ...fileCommands,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_REF_NAME: 'main',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    RUNNER_TEMP: runnerTemp,
    // The test run's temporary folder (temp-guard.ts), so that what the action leaves there counts.
    ...Object.fromEntries(
      ['TMPDIR', 'TEMP', 'TMP'].flatMap((name) => {
        const value = process.env[name];
        return value === undefined ? [] : [[name, value]];
      }),
    ),
  };
  for (const [name, input] of Object.entries(spec.inputs)) {
    let value = options.inputs[name] ?? input.default ?? '';
    if (value === '${{ github.token }}') value = options.githubToken ?? '';
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  Object.assign(env, options.env);

  const child = spawn(NODE, [options.entry ?? bundle()], {
    cwd: options.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = performance.now();
  let stdout = '';
  let stderr = '';
  const timeline: Array<{ ms: number; line: string }> = [];
  let partial = '';
  child.stdout.on('data', (d: Buffer) => {
    const text = d.toString();
    stdout += text;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    const ms = performance.now() - started;
    for (const line of lines) timeline.push({ ms, line });
  });
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  options.signal?.addEventListener('abort', () => child.kill('SIGKILL'), { once: true });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  const outputText = await readFile(outputFile, 'utf8');
  const summary = await readFile(summaryFile, 'utf8');
  const leftInHome = await filesIn(home);
  return {
    workspace: options.workspace,
    leftInHome,
    code,
    stdout,
    timeline,
    stderr,
    outputs: parseOutputs(outputText),
    summary,
    everything: [stdout, stderr, outputText, summary]
      .join('\n')
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
  };
}

/** Every file below `folder`, with its content. */
async function filesIn(folder: string): Promise<Array<{ path: string; text: string }>> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const path = join(e.parentPath, e.name);
        return { path, text: await readFile(path, 'latin1') };
      }),
  );
}

/**
 * The messages of one kind of workflow command (`error`, `warning`), unescaped as the runner
 * does, with or without properties (`::error file=a.json::message`).
 */
export function annotations(stdout: string, kind: 'error' | 'warning' | 'notice'): string[] {
  const command = new RegExp(`^::${kind}(?: [^:]*)?::(.*)$`);
  return stdout
    .split('\n')
    .map((line) => command.exec(line)?.[1])
    .filter((message) => message !== undefined)
    .map((message) => message.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'));
}

/** Reads the `name<<delimiter` blocks @actions/core writes to GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
    outputs[name ?? ''] = value.join('\n');
  }
  return outputs;
}
