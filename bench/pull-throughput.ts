import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '../src/api/index.ts';
import { startEmulator } from '../test/emulator/server.ts';
import { DIST, NODE } from '../test/support/action-runner.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';
import { makeBundle } from './bundle-fixture.ts';

export interface PullThroughput {
  readonly compressedBytes: number;
  readonly uncompressedBytes: number;
  readonly files: number;
  /** The whole action (export, download, safe extraction), pull-target workspace. */
  readonly pullMs: number;
  readonly pullPeakBytes: number | undefined;
  readonly unzipMs: number;
  readonly unzipPeakBytes: number | undefined;
  readonly exitCode: number | null;
}

const TIME = '/usr/bin/time';

/**
 * Runs a command, timing it and (with GNU time) reading its peak resident memory. Asynchronous:
 * the emulator the command talks to runs in this process.
 */
export async function measure(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<{ ms: number; peakBytes: number | undefined; code: number | null; stderr: string }> {
  const timed = existsSync(TIME);
  const started = performance.now();
  const child = spawn(
    timed ? TIME : command,
    timed ? ['-f', 'maxrss_kb=%M', command, ...args] : args,
    {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ms = performance.now() - started;
  const kb = /maxrss_kb=(\d+)/.exec(stderr)?.[1];
  return { ms, peakBytes: kb ? Number(kb) * 1024 : undefined, code, stderr };
}

/**
 * Pulls a ~100 MB bundle (100 languages × 20 files) through the real action, against `unzip -o`
 * of the same zip on the same machine.
 */
export async function benchPullThroughput(languages = 100, files = 20): Promise<PullThroughput> {
  const zip = makeBundle(languages, files);
  const work = await mkdtemp(join(tmpdir(), 'l10n-bench-pull-'));
  const emulator = await startEmulator();
  try {
    const zipPath = join(work, 'bundle.zip');
    await writeFile(zipPath, zip);
    const unzipDir = join(work, 'unzip');
    const unzip = await measure('unzip', ['-o', '-q', zipPath, '-d', unzipDir], { cwd: work });
    const uncompressed = spawnSync('du', ['-sb', unzipDir], { encoding: 'utf8' }).stdout.split(
      '\t',
    )[0];

    const client = createClient({
      baseUrl: emulator.urls['1.0.9.3'],
      revision: '1.0.9.3',
      token: emulator.tokens.readWrite,
    });
    const { id } = await client.project.add({ name: 'Bench', base_lang: 'en' });
    const fixture = await createGitFixture({ 'README.md': '# bench\n' });
    const workspace = await fixture.checkout();
    emulator.store.nextBundle = zip;
    const env: NodeJS.ProcessEnv = {
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
    };
    const pull = await measure(NODE, [DIST], { cwd: workspace, env });
    return {
      compressedBytes: (await stat(zipPath)).size,
      uncompressedBytes: Number(uncompressed),
      files: languages * files,
      pullMs: pull.ms,
      pullPeakBytes: pull.peakBytes,
      unzipMs: unzip.ms,
      unzipPeakBytes: unzip.peakBytes,
      exitCode: pull.code,
    };
  } finally {
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
}
