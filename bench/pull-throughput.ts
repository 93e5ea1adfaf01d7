import AdmZip from 'adm-zip';
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmulator } from '../test/emulator/server.ts';
import { DIST, NODE } from '../test/support/action-runner.ts';
import { clientFor } from '../test/support/emulator.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';
import { median } from './report.ts';

export interface PullThroughput {
  readonly compressedBytes: number;
  readonly uncompressedBytes: number;
  readonly files: number;
  readonly runs: number;
  /** Median, the whole action (start, export, download, safe extraction), pull-target workspace. */
  readonly pullMs: number;
  /** Median of the action's peak resident memory. */
  readonly pullPeakBytes: number | undefined;
  /** Median, `unzip -o` of the same zip into an empty folder. */
  readonly unzipMs: number;
  readonly unzipPeakBytes: number | undefined;
  /**
   * Median, `node -e 0` from spawn to exit, run beside each pair: what any Node process costs on
   * this machine, so that runs on machines of other speeds can be compared (unzip's time is
   * mostly the file system's, the action's start-up mostly the CPU's).
   */
  readonly bareNodeMs: number;
  /** Every pull wrote all the bundle's files and exited 0. */
  readonly complete: boolean;
}

const TIME = '/usr/bin/time';
const run = promisify(execFile);

interface Measured {
  readonly ms: number;
  readonly peakBytes: number | undefined;
  /** CPU time of the command (user and system), with GNU time. */
  readonly cpuMs: number | undefined;
  readonly code: number | null;
  readonly stderr: string;
  /** The command's output, when asked for (`stdout: true`); else empty. */
  readonly stdout: string;
}

function medianOf(values: readonly (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length > 0 ? median(known) : undefined;
}

/** Translation files (`.json`) under `folder`, outside `.git`. */
async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter(
    (e) =>
      e.isFile() && e.name.endsWith('.json') && !relative(folder, e.parentPath).startsWith('.git'),
  ).length;
}

/**
 * Runs a command, timing it and (with GNU time) reading its peak resident memory. Asynchronous:
 * the emulator the command talks to runs in this process.
 */
export async function measure(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; stdout?: boolean },
): Promise<Measured> {
  const timed = existsSync(TIME);
  const started = performance.now();
  const child = spawn(
    timed ? TIME : command,
    timed ? ['-f', 'maxrss_kb=%M cpu_s=%U+%S', command, ...args] : args,
    {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ms = performance.now() - started;
  const kb = /maxrss_kb=(\d+)/.exec(stderr)?.[1];
  const cpu = /cpu_s=([\d.]+)\+([\d.]+)/.exec(stderr);
  return {
    ms,
    peakBytes: kb ? Number(kb) * 1024 : undefined,
    cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined,
    code,
    stderr,
    stdout,
  };
}

/**
 * Pulls a ~100 MB bundle (100 languages × 20 files) through the real action, against `unzip -o`
 * of the same zip on the same machine, `runs` times each, interleaved (with `node -e 0`); medians
 * are reported.
 */
export async function benchPullThroughput(
  languages = 100,
  files = 20,
  runs = 5,
): Promise<PullThroughput> {
  const work = await mkdtemp(join(tmpdir(), 'l10n-bench-pull-'));
  const emulator = await startEmulator();
  try {
    const zipPath = join(work, 'bundle.zip');
    const client = clientFor(emulator, '1.0.9.3');
    const { id } = await client.project.add({ name: 'Bench', base_lang: 'en' });
    // The project's languages: a pull writes only those.
    const codes = (await client.language.listAll())
      .map((l) => l.iso)
      .filter((iso) => iso !== 'en')
      .slice(0, languages);
    await client.language.add({ id, iso: codes });
    const maker = fileURLToPath(new URL('make-bundle.ts', import.meta.url));
    await run(NODE, [maker, zipPath, codes.join(','), String(files)]);
    const zip = await readFile(zipPath);

    const fixture = await createGitFixture({ 'README.md': '# bench\n' });
    const env = (workspace: string): NodeJS.ProcessEnv => ({
      PATH: process.env['PATH'],
      HOME: work,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REF_NAME: 'main',
      'INPUT_API-TOKEN': emulator.tokens.readWrite,
      'INPUT_PROJECT-ID': id,
      'INPUT_API-URL': emulator.urls['1.0.9.3'],
      'INPUT_DOWNLOAD-URL': emulator.downloadUrl,
      INPUT_MODE: 'pull',
      INPUT_FILES: '%LANG_ISO%/*.json',
      'INPUT_USE-ORIGINAL': 'true',
      'INPUT_PULL-LANGUAGES': 'all',
      'INPUT_PULL-TARGET': 'workspace',
    });
    const pulls: Measured[] = [];
    const unzips: Measured[] = [];
    const bare: number[] = [];
    let complete = true;
    for (let i = 0; i < runs; i++) {
      bare.push((await measure(NODE, ['-e', '0'], { cwd: work })).ms);
      const unzipDir = join(work, `unzip-${i}`);
      unzips.push(await measure('unzip', ['-o', '-q', zipPath, '-d', unzipDir], { cwd: work }));
      const workspace = await fixture.checkout();
      emulator.store.nextBundle = zip;
      const pull = await measure(NODE, [DIST], { cwd: workspace, env: env(workspace) });
      pulls.push(pull);
      const written = await countFiles(workspace);
      complete &&= pull.code === 0 && written === languages * files;
      await rm(workspace, { recursive: true, force: true });
    }
    await rm(dirname(fixture.origin), { recursive: true, force: true });
    return {
      compressedBytes: (await stat(zipPath)).size,
      uncompressedBytes: new AdmZip(zip).getEntries().reduce((sum, e) => sum + e.header.size, 0),
      files: languages * files,
      runs,
      pullMs: median(pulls.map((p) => p.ms)),
      pullPeakBytes: medianOf(pulls.map((p) => p.peakBytes)),
      unzipMs: median(unzips.map((u) => u.ms)),
      unzipPeakBytes: medianOf(unzips.map((u) => u.peakBytes)),
      bareNodeMs: median(bare),
      complete,
    };
  } finally {
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
}
