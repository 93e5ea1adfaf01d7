import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmulator, type Emulator } from '../test/emulator/server.ts';
import { startGitHubStandIn } from '../test/github-standin/server.ts';
import { DIST, NODE } from '../test/support/action-runner.ts';
import { clientFor } from '../test/support/emulator.ts';
import { measure } from './pull-throughput.ts';
import { median } from './report.ts';
import { readFile, writeFile } from 'node:fs/promises';

/** One shape of the everyday pull: how many files, of what size. */
export interface EverydayShape {
  readonly languages: number;
  readonly filesPerLanguage: number;
  readonly bytesPerFile: number;
}

/** Medians of one command's runs. */
export interface Timed {
  readonly ms: number;
  readonly cpuMs: number | undefined;
  readonly peakBytes: number | undefined;
}

export interface EverydayPull {
  readonly shape: EverydayShape;
  readonly runs: number;
  readonly files: number;
  readonly zipBytes: number;
  /** The action, `pull-target: workspace`, into a checkout holding every file (one value in ten changed). */
  readonly pull: Timed;
  /** `unzip -o` of the same bundle over a checkout holding the same files. */
  readonly unzip: Timed;
  /** The action into a checkout of the base language's files only. */
  readonly emptyPull: Timed;
  /** `unzip -o` into that checkout. */
  readonly emptyUnzip: Timed;
  /** The action, `pull-target: branch` (its commit and push, and the pull request's calls). */
  readonly branchPull: Timed | undefined;
  /** `unzip -o`, then `git add -A && git commit` of the same files. */
  readonly unzipCommit: Timed | undefined;
  readonly bareNodeMs: number;
  /** Every run exited 0 and wrote every file it should have. */
  readonly complete: boolean;
}

const run = promisify(execFile);
const IDENTITY = ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com'];
const git = (cwd: string, ...args: string[]) =>
  run('git', [...IDENTITY, ...args], { cwd, maxBuffer: 64 * 2 ** 20 });

/** Files whose bytes differ between two checkouts' translation folders: what was written. */
async function translationFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => relative(folder, join(e.parentPath, e.name)))
    .filter((path) => !path.startsWith('.git') && !path.startsWith('en/'));
}

function medians(
  values: readonly { ms: number; cpuMs: number | undefined; peakBytes: number | undefined }[],
): Timed {
  const known = (pick: (v: (typeof values)[number]) => number | undefined) => {
    const found = values.map(pick).filter((v): v is number => v !== undefined);
    return found.length > 0 ? median(found) : undefined;
  };
  return {
    ms: median(values.map((v) => v.ms)),
    cpuMs: known((v) => v.cpuMs),
    peakBytes: known((v) => v.peakBytes),
  };
}

/**
 * The pull users make every day: the checkout holds every translation file (as the last pull
 * wrote it), and the service's bundle has one value in ten reworded in each. The action is timed
 * as the runner runs it, against `unzip -o` of the same bundle over a checkout of the same files
 * (and, for `pull-target: branch`, `unzip -o` then `git add -A && git commit`), interleaved,
 * medians of `runs`. An empty checkout (the base language's files only) is timed beside.
 * To look inside: BENCH_PROFILE=<folder> writes each run's CPU profile there, BENCH_NODE_FLAGS
 * adds flags to the action's node (`--trace-gc`), BENCH_GIT_TRACE=<file> has git write its
 * commands' times there (GIT_TRACE2_PERF), BENCH_PRINT=<row> prints that row's log (`pull`,
 * `emptyPull`, `branchPull`).
 */
export async function benchEverydayPull(
  shape: EverydayShape,
  runs = 3,
  options: { branch?: boolean } = {},
): Promise<EverydayPull> {
  const work = await mkdtemp(join(tmpdir(), 'l10n-bench-everyday-'));
  const emulator = await startEmulator();
  try {
    const { origin, emptyOrigin, zipPath, codes, projectId } = await material(
      work,
      emulator,
      shape,
    );
    const zip = await readFile(zipPath);
    const github = options.branch
      ? await startGitHubStandIn({ owner: 'octo', repo: 'app', repositoryPath: origin })
      : undefined;
    const env = (workspace: string, target: 'workspace' | 'branch') => ({
      PATH: process.env['PATH'],
      HOME: work,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REF_NAME: 'main',
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_STEP_SUMMARY: `${workspace}.summary.md`,
      ...(process.env['BENCH_GIT_TRACE']
        ? { GIT_TRACE2_PERF: process.env['BENCH_GIT_TRACE'] }
        : {}),
      ...(github ? { GITHUB_API_URL: github.url, 'INPUT_GITHUB-TOKEN': github.token } : {}),
      'INPUT_API-TOKEN': emulator.tokens.readWrite,
      'INPUT_PROJECT-ID': projectId,
      'INPUT_API-URL': emulator.urls['1.0.9.3'],
      'INPUT_DOWNLOAD-URL': emulator.downloadUrl,
      INPUT_MODE: 'pull',
      INPUT_FILES: '%LANG_ISO%/*.json',
      // One export whose paths are the files' own: the bundle the emulator is given.
      'INPUT_USE-ORIGINAL': 'true',
      'INPUT_PULL-LANGUAGES': 'all',
      'INPUT_PULL-TARGET': target,
    });
    const clone = async (name: string, from = origin) => {
      const folder = join(work, name);
      await git(work, 'clone', '-q', '--depth', '1', '--branch', 'main', `file://${from}`, folder);
      return folder;
    };
    const all = {
      pull: [],
      unzip: [],
      emptyPull: [],
      emptyUnzip: [],
      branchPull: [],
      unzipCommit: [],
    } as Record<string, Timed[]>;
    const bare: number[] = [];
    let complete = true;
    const files = codes.length * shape.filesPerLanguage;
    const action = async (row: string, workspace: string, target: 'workspace' | 'branch') => {
      emulator.store.nextBundle = zip;
      // The runner makes the job summary's file before the step runs; the action appends to it.
      await writeFile(`${workspace}.summary.md`, '');
      const profile = process.env['BENCH_PROFILE'];
      const flags = [
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}/${row}`] : []),
        ...(process.env['BENCH_NODE_FLAGS']?.split(' ') ?? []),
      ];
      const measured = await measure(NODE, [...flags, DIST], {
        cwd: workspace,
        env: env(workspace, target),
        stdout: true,
      });
      all[row]?.push(measured);
      if (process.env['BENCH_PRINT'] === row) console.log(measured.stdout);
      if (measured.code !== 0) {
        complete = false;
        console.error(
          measured.stdout
            .split('\n')
            .filter((l) => l.startsWith('::error'))
            .join('\n'),
        );
      }
      return measured;
    };
    for (let i = 0; i < runs; i++) {
      bare.push((await measure(NODE, ['-e', '0'], { cwd: work })).ms);
      const unzipped = await clone(`unzip-${i}`);
      all['unzip']?.push(
        await measure('unzip', ['-o', '-q', zipPath, '-d', unzipped], { cwd: work }),
      );
      const workspace = await clone(`pull-${i}`);
      await action('pull', workspace, 'workspace');
      const changed = (await git(workspace, 'status', '--porcelain')).stdout
        .split('\n')
        .filter(Boolean);
      complete &&= changed.length === files;
      const emptyUnzipped = await clone(`empty-unzip-${i}`, emptyOrigin);
      all['emptyUnzip']?.push(
        await measure('unzip', ['-o', '-q', zipPath, '-d', emptyUnzipped], { cwd: work }),
      );
      const empty = await clone(`empty-${i}`, emptyOrigin);
      await action('emptyPull', empty, 'workspace');
      complete &&= (await translationFiles(empty)).length === files;
      if (github) {
        const committed = await clone(`commit-${i}`);
        all['unzipCommit']?.push(
          await measure(
            'sh',
            [
              '-c',
              `unzip -o -q "$0" && git ${IDENTITY.join(' ')} add -A && git ${IDENTITY.join(' ')} commit -q -m pull`,
              zipPath,
            ],
            { cwd: committed },
          ),
        );
        const branched = await clone(`branch-${i}`);
        await action('branchPull', branched, 'branch');
        const pushed = await git(origin, 'diff', '--name-only', 'main', 'l10n-sync/main');
        complete &&= pushed.stdout.split('\n').filter(Boolean).length === files;
        // The checkout is put back as the run found it.
        complete &&= (await git(branched, 'status', '--porcelain')).stdout === '';
        // The next run opens its pull request anew.
        for (const pull of github.pulls) pull.state = 'closed';
        await git(origin, 'branch', '-D', 'l10n-sync/main').catch(() => undefined);
      }
      for (const name of await readdir(work)) {
        if (/^(unzip|pull|empty|empty-unzip|commit|branch)-\d+$/.test(name))
          await rm(join(work, name), { recursive: true, force: true });
      }
    }
    await github?.close();
    const timed = (row: string) =>
      (all[row]?.length ?? 0) > 0 ? medians(all[row] ?? []) : undefined;
    return {
      shape,
      runs,
      files,
      zipBytes: zip.length,
      pull: timed('pull') as Timed,
      unzip: timed('unzip') as Timed,
      emptyPull: timed('emptyPull') as Timed,
      emptyUnzip: timed('emptyUnzip') as Timed,
      branchPull: timed('branchPull'),
      unzipCommit: timed('unzipCommit'),
      bareNodeMs: median(bare),
      complete,
    };
  } finally {
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** The project, origin (`main` with every file, `empty` with the base language's) and the bundle. */
async function material(work: string, emulator: Emulator, shape: EverydayShape) {
  const client = clientFor(emulator, '1.0.9.3');
  const { id } = await client.project.add({ name: 'Bench', base_lang: 'en' });
  const codes = (await client.language.listAll())
    .map((l) => l.iso)
    .filter((iso) => iso !== 'en' && /^[a-z]{2}$/.test(iso))
    .slice(0, shape.languages);
  await client.language.add({ id, iso: codes });
  const maker = fileURLToPath(new URL('everyday-fixture.ts', import.meta.url));
  await run(NODE, [
    maker,
    work,
    codes.join(','),
    String(shape.filesPerLanguage),
    String(shape.bytesPerFile),
  ]);
  const repo = join(work, 'repo');
  await git(repo, 'init', '-q', '-b', 'empty');
  await git(repo, 'add', 'en');
  await git(repo, 'commit', '-q', '-m', 'Sources');
  await git(repo, 'checkout', '-q', '-b', 'main');
  await git(repo, 'add', '-A');
  await git(repo, 'commit', '-q', '-m', 'Translations');
  const origin = join(work, 'origin.git');
  await git(work, 'clone', '-q', '--bare', repo, origin);
  // A second origin whose main has the sources alone: the checkout of a first pull.
  const emptyOrigin = join(work, 'empty.git');
  await git(work, 'clone', '-q', '--bare', '--branch', 'empty', repo, emptyOrigin);
  await git(emptyOrigin, 'update-ref', 'refs/heads/main', 'refs/heads/empty');
  await git(emptyOrigin, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  await git(emptyOrigin, 'update-ref', '-d', 'refs/heads/empty');
  // Main's last sync is its tip, as a push of every file left it (sync-ref.ts, syncRefName).
  await git(origin, 'update-ref', `refs/l10n-sync/${id}/main`, 'refs/heads/main');
  await rm(repo, { recursive: true, force: true });
  return { origin, emptyOrigin, zipPath: join(work, 'bundle.zip'), codes, projectId: id };
}
