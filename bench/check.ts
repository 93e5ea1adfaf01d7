import { createClient, type LmsClient } from '../src/api/index.ts';
import { runCheck } from '../src/check/check.ts';
import { createGit } from '../src/git/git.ts';
import { readSettings } from '../src/inputs/index.ts';
import { startEmulator } from '../test/emulator/server.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';
import { median, millis, mebibytes, ratio, table, type Row } from './report.ts';
import { useOwnTemporaryFolder } from './temp-folder.ts';

/**
 * mode: check's cost (README.md, "Checks and gates"): a pull request adding 20 keys to a project of
 * 10,000 keys × 20 languages. The check reads `string/list` once, for just those keys (its `keys`
 * parameter), every language; the reference is one read of the whole project, which a check reading
 * everything would make. Both in this process against the emulator (scale 0), interleaved, medians
 * of `runs`: wall time and CPU time (process.cpuUsage: the emulator answering counts too, alike for
 * both).
 */
export interface CheckCost {
  readonly keys: number;
  readonly languages: number;
  readonly added: number;
  readonly runs: number;
  readonly checkWallMs: number;
  readonly checkCpuMs: number;
  readonly fullWallMs: number;
  readonly fullCpuMs: number;
  /** string/list calls of one check, and the bytes of its answers. */
  readonly checkLists: number;
  readonly checkBytes: number;
  readonly fullBytes: number;
  /** Keys the last check found lacking (all 20: a check that did its work). */
  readonly lacking: number;
}

const LANGUAGES = 'de fr es it pt nl sv da fi nb pl cs hu ro tr ru uk ja ko zh'.split(' ');

export async function benchCheck(keys = 10_000, added = 20, runs = 5): Promise<CheckCost> {
  const emulator = await startEmulator({ timeScale: 0 });
  const texts = Object.fromEntries(
    Array.from({ length: keys }, (_, i) => [`screen.key_${i}`, `Text ${i}`]),
  );
  const project = emulator.store.seed({
    languages: LANGUAGES,
    keys: Object.entries(texts).map(([key, text]) => ({
      key,
      translations: Object.fromEntries([
        ['en', text],
        ...LANGUAGES.map((l) => [l, `${text} ${l}`]),
      ]),
    })),
  });
  const nested = (extra: number) => {
    const screen: Record<string, string> = {};
    for (let i = 0; i < keys + extra; i++) screen[`key_${i}`] = `Text ${i}`;
    return `${JSON.stringify({ screen }, null, 2)}\n`;
  };
  const fixture = await createGitFixture({ 'locales/en.json': nested(0) });
  try {
    await fixture.pullRequest(1, { 'locales/en.json': nested(added) });
    const workspace = await fixture.checkoutRef('refs/pull/1/merge');
    const inputs: Record<string, string> = {
      'api-token': emulator.tokens.readOnly,
      'project-id': project.id,
      'api-url': emulator.urls['1.0.9.3'],
      mode: 'check',
      files: 'locales/%LANG_ISO%.json',
    };
    const settings = readSettings((name) => inputs[name] ?? '', { GITHUB_WORKSPACE: workspace });
    const client: LmsClient = createClient({
      baseUrl: emulator.urls['1.0.9.3'],
      revision: '1.0.9.3',
      token: emulator.tokens.readOnly,
      timeScale: 0.001,
    });
    const log = {
      info: () => {},
      warning: () => {},
      error: () => {},
      group: <T>(_: string, fn: () => Promise<T>) => fn(),
    };
    const git = createGit(workspace);
    const timed = async (work: () => Promise<unknown>) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await work();
      const used = process.cpuUsage(cpu);
      return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
    };
    const check = { wall: [] as number[], cpu: [] as number[] };
    const full = { wall: [] as number[], cpu: [] as number[] };
    let lacking = 0;
    let checkLists = 0;
    let checkBytes = 0;
    let fullBytes = 0;
    for (let run = 0; run < runs; run++) {
      const mark = emulator.calls.length;
      const one = await timed(async () => {
        const report = await runCheck({ settings, client, git, log, branch: 'main' });
        lacking = report.keys.filter((k) => !k.onService).length;
      });
      check.wall.push(one.wall);
      check.cpu.push(one.cpu);
      checkLists = emulator.calls.slice(mark).filter((c) => c.endpoint === 'string/list').length;
      const all = await timed(async () => {
        const strings = await client.string.list({ id: project.id });
        fullBytes = Buffer.byteLength(JSON.stringify(strings));
      });
      full.wall.push(all.wall);
      full.cpu.push(all.cpu);
    }
    const asked = await client.string.list({
      id: project.id,
      keys: Array.from({ length: added }, (_, i) => `screen::key_${keys + i}`),
    });
    checkBytes = Buffer.byteLength(JSON.stringify(asked));
    return {
      keys,
      languages: LANGUAGES.length,
      added,
      runs,
      checkWallMs: median(check.wall),
      checkCpuMs: median(check.cpu),
      fullWallMs: median(full.wall),
      fullCpuMs: median(full.cpu),
      checkLists,
      checkBytes,
      fullBytes,
      lacking,
    };
  } finally {
    await fixture.remove();
    await emulator.close();
  }
}

/** The rows of this benchmark. */
export async function checkRows(): Promise<Row[]> {
  const r = await benchCheck();
  const what = `a pull request adding ${r.added} keys to ${r.keys} keys × ${r.languages} languages (median of ${r.runs})`;
  return [
    {
      benchmark: `mode: check, ${what}: wall time`,
      measured: millis(r.checkWallMs),
      reference: `one string/list of the whole project: ${millis(r.fullWallMs)}`,
      ratio: ratio(r.checkWallMs, r.fullWallMs),
      target: `one string/list, of the change's keys only (${r.checkLists} made; ${r.lacking} of ${r.added} found lacking)`,
      met: r.checkLists === 1 && r.lacking === r.added,
    },
    {
      benchmark: 'mode: check, the same: CPU time (the emulator answering counts too)',
      measured: millis(r.checkCpuMs),
      reference: `the whole project's read: ${millis(r.fullCpuMs)}; answers ${(r.checkBytes / 1024).toFixed(0)} KiB against ${mebibytes(r.fullBytes)}`,
      ratio: ratio(r.checkCpuMs, r.fullCpuMs),
      target: '-',
      met: undefined,
    },
  ];
}

// `node bench/check.ts` runs this benchmark alone and prints its rows.
if (import.meta.url === `file://${process.argv[1]}`) {
  useOwnTemporaryFolder();
  console.log(table(await checkRows()));
}
