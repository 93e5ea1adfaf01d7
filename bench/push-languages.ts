import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadavg, tmpdir } from 'node:os';
import type { CallRecord } from '../test/emulator/calls.ts';
import { SYSTEM_LANGUAGES } from '../test/emulator/languages.ts';
import { startEmulator } from '../test/emulator/server.ts';
import type { ItemShape } from '../test/emulator/string-items.ts';
import { DIST, NODE } from '../test/support/action-runner.ts';
import { createGitFixture, git } from '../test/support/git-fixture.ts';
import { measure } from './pull-throughput.ts';
import { translatedText } from './quality-pass.ts';
import { median, mebibytes, millis, ratio, seconds, table, type Row } from './report.ts';
import { useOwnTemporaryFolder } from './temp-folder.ts';

/**
 * The push by key at many languages (issue 43): a project of `keys` keys in `languages`
 * translation languages whose every text the service holds, a repository whose last sync is the
 * commit the service has, and one commit after it rewording 10 texts in each of 5 languages. The
 * real bundled action pushes every file (`push-scope: all`) on 1.0.9.2 against the emulator, as
 * the runner runs it, under GNU time (CPU time and peak resident memory of the action's process
 * and its children: git). The reference is one `JSON.parse` of the whole `string/list` answer of
 * those languages, as the emulator writes it, in a fresh process (median of 3), and `node -e 0`.
 */

export interface PushLanguages {
  readonly keys: number;
  readonly languages: number;
  readonly shape: ItemShape;
  readonly scale: number;
  /** Texts of the translation languages: keys × languages. */
  readonly texts: number;
  /** The texts the commit after the last sync reworded (the push must send exactly these). */
  readonly changed: number;
  /** Bytes of the whole string/list answer of the translation languages. */
  readonly answerBytes: number;
  /** CPU time of one JSON.parse of that answer in a fresh process (median of 3). */
  readonly parseMs: number;
  /** `node -e 0`, spawn to exit (median of 3). */
  readonly bareNodeMs: number;
  readonly exitCode: number | null;
  readonly wallMs: number;
  /** CPU time (user + system) of the action's process and the processes it waited for. */
  readonly cpuMs: number | undefined;
  readonly peakBytes: number | undefined;
  /** The languages of each string/list call, in order. */
  readonly lists: readonly (readonly string[])[];
  /** Each language of the project read exactly once, in the files' order. */
  readonly eachLanguageOnce: boolean;
  /** string/set calls, and whether they set exactly the reworded texts. */
  readonly sets: number;
  readonly sentExactly: boolean;
  /** The first string/list's arrival to the first string/set's (or the last list's answer). */
  readonly listToSetMs: number;
  /** The load average (1 min) before and after the run. */
  readonly load: readonly [number, number];
  /** The log's last lines, when the run failed. */
  readonly failure: string | undefined;
}

/** Keys are nested 50 to a section, as an app's screens group them. */
const PER_SECTION = 50;
const sectionOf = (i: number) => `section_${Math.floor(i / PER_SECTION)}`;
/** The languages reworded, and the texts reworded in each. */
const REWORDED_LANGUAGES = 5;
const REWORDED_PER_LANGUAGE = 10;

/** The translation languages: two-letter codes of the emulator's list, English aside. */
function languageCodes(count: number): string[] {
  const codes = SYSTEM_LANGUAGES.map((l) => l.iso).filter(
    (iso) => iso !== 'en' && !iso.includes('_'),
  );
  if (codes.length < count) throw new Error(`the emulator knows only ${codes.length} languages`);
  return codes.slice(0, count);
}

/** Key `i`'s text in `language`, reworded (a plain text) where `reworded`. */
function textOf(i: number, language: string, reworded: boolean): string {
  if (reworded) return `[${language}] reworded label ${i}`;
  return language === 'en' ? `Label ${i}` : translatedText(i, language);
}

/** A translation file of every key, nested by section; `reworded` says which keys changed. */
function fileOf(keys: number, language: string, reworded = new Set<number>()): string {
  const sections: Record<string, Record<string, string>> = {};
  for (let i = 0; i < keys; i++) {
    const section = (sections[sectionOf(i)] ??= {});
    section[`label_${i}`] = textOf(i, language, reworded.has(i));
  }
  return `${JSON.stringify(sections, null, 2)}\n`;
}

/** The keys reworded in the `n`th reworded language: spread over the project. */
function rewordedKeys(keys: number, n: number): Set<number> {
  const step = Math.floor(keys / REWORDED_PER_LANGUAGE);
  return new Set(Array.from({ length: REWORDED_PER_LANGUAGE }, (_, k) => k * step + n + 1));
}

/** CPU time of one JSON.parse of the file at `path`, in a fresh process. */
async function parseCpuMs(path: string): Promise<number> {
  const script = `const t=require('fs').readFileSync(${JSON.stringify(path)},'utf8');const b=process.cpuUsage();JSON.parse(t);const u=process.cpuUsage(b);console.log((u.user+u.system)/1000)`;
  const { stdout } = await promisify(execFile)(NODE, ['-e', script], { maxBuffer: 1 << 20 });
  return Number(stdout.trim());
}

/** The whole string/list answer of `languages`, as the emulator writes it, into a file. */
async function wholeAnswer(url: string, token: string, id: string, languages: string[]) {
  const body = new URLSearchParams({ api_token: token, id, langs: JSON.stringify(languages) });
  const response = await fetch(`${url}/api/string/list`, { method: 'POST', body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const path = join(tmpdir(), 'whole-answer.json');
  await writeFile(path, bytes);
  return { path, bytes: bytes.length };
}

/** The environment the runner gives the action: inputs as INPUT_<NAME>. */
function actionEnv(workspace: string, inputs: Record<string, string>, scale: number) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: join(workspace, '..'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: join(workspace, '..', 'gitconfig'),
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_REF_NAME: 'main',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    RUNNER_TEMP: tmpdir(),
    L10N_SYNC_TIME_SCALE: String(scale),
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

/** The texts string/set calls carried, as `<language> <key>=<text>`, sorted. */
function setTexts(calls: readonly CallRecord[]): string[] {
  return calls.flatMap((c) => {
    const data = JSON.parse(c.params['data'] ?? '[]') as Array<{
      key: string;
      translations: Record<string, string>;
    }>;
    return data.flatMap((r) =>
      Object.entries(r.translations).map(([language, text]) => `${language} ${r.key}=${text}`),
    );
  });
}

export async function benchPushLanguages(
  keys = 10_000,
  languages = 100,
  { shape = 'recorded' as ItemShape, scale = 0.01 } = {},
): Promise<PushLanguages> {
  const codes = languageCodes(languages);
  const emulator = await startEmulator({ timeScale: scale, itemShape: shape });
  const files: Record<string, string> = { 'locales/en.json': fileOf(keys, 'en') };
  for (const code of codes) files[`locales/${code}.json`] = fileOf(keys, code);
  const fixture = await createGitFixture(files);
  try {
    const project = emulator.store.seed({
      languages: codes,
      keys: Array.from({ length: keys }, (_, i) => ({
        key: `${sectionOf(i)}::label_${i}`,
        // As the base file's import made it on 1.0.9.2 (the file's own name, as a template).
        fileName: '%LANG_ISO%.json',
        translations: Object.fromEntries(
          ['en', ...codes].map((language) => [language, textOf(i, language, false)]),
        ),
      })),
    });
    // The last sync: the commit whose texts the service has (a ref without a state counts as
    // synced under today's patterns).
    const synced = git(fixture.author, 'rev-parse', 'HEAD');
    git(fixture.origin, 'update-ref', `refs/l10n-sync/${project.id}/main`, synced);
    const expected: string[] = [];
    const reworded: Record<string, string> = {};
    for (const [n, code] of codes.slice(0, REWORDED_LANGUAGES).entries()) {
      const changed = rewordedKeys(keys, n);
      reworded[`locales/${code}.json`] = fileOf(keys, code, changed);
      for (const i of changed) {
        expected.push(`${code} ${sectionOf(i)}::label_${i}=${textOf(i, code, true)}`);
      }
    }
    await fixture.commit(reworded, 'Reword 50 texts');
    const whole = await wholeAnswer(
      emulator.urls['1.0.9.2'],
      emulator.tokens.readWrite,
      project.id,
      codes,
    );
    const parses: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < 3; run++) {
      parses.push(await parseCpuMs(whole.path));
      bare.push((await measure(NODE, ['-e', '0'], { cwd: tmpdir() })).ms);
    }
    const workspace = await fixture.checkout();
    const inputs = {
      'api-token': emulator.tokens.readWrite,
      'project-id': project.id,
      'api-url': emulator.urls['1.0.9.2'],
      revision: '1.0.9.2',
      mode: 'push',
      files: 'locales/%LANG_ISO%.json',
      'push-scope': 'all',
      'max-retries': '5',
      'http-timeout': '600',
    };
    const before = emulator.calls.length;
    const load0 = loadavg()[0] ?? 0;
    // BENCH_NODE_ARGS: extra arguments of the action's Node (`--cpu-prof`), to see where it goes.
    const nodeArgs = process.env['BENCH_NODE_ARGS']?.split(' ').filter(Boolean) ?? [];
    const run = await measure(NODE, [...nodeArgs, DIST], {
      cwd: workspace,
      env: actionEnv(workspace, inputs, scale),
      stdout: true,
    });
    const load1 = loadavg()[0] ?? 0;
    const logTo = process.env['BENCH_PUSH_LOG'];
    if (logTo) await writeFile(logTo, run.stdout);
    const calls = emulator.calls.slice(before);
    const lists = calls.filter((c) => c.endpoint === 'string/list' && c.code === '200');
    const listed = lists.map((c) => JSON.parse(c.params['langs'] ?? '[]') as string[]);
    const sets = calls.filter((c) => c.endpoint === 'string/set' && c.code === '200');
    const sent = setTexts(sets).sort();
    const firstList = calls.find((c) => c.endpoint === 'string/list')?.at ?? 0;
    const end = sets[0]?.at ?? calls.at(-1)?.at ?? firstList;
    return {
      keys,
      languages,
      shape,
      scale,
      texts: keys * languages,
      changed: expected.length,
      answerBytes: whole.bytes,
      parseMs: median(parses),
      bareNodeMs: median(bare),
      exitCode: run.code,
      wallMs: run.ms,
      cpuMs: run.cpuMs,
      peakBytes: run.peakBytes,
      lists: listed,
      eachLanguageOnce: JSON.stringify(listed.flat()) === JSON.stringify(codes),
      sets: sets.length,
      sentExactly: JSON.stringify(sent) === JSON.stringify(expected.sort()),
      listToSetMs: end - firstList,
      load: [load0, load1],
      failure: run.code === 0 ? undefined : run.stdout.split('\n').slice(-15).join('\n'),
    };
  } finally {
    await fixture.remove();
    await emulator.close();
  }
}

/** The size the targets are set at (issue 43); the others are points of the curve. */
const TARGET_SIZE = [10_000, 100] as const;

/** The rows of this benchmark: the target's size, then the curve's other points. */
export async function pushLanguagesRows(
  sizes: ReadonlyArray<readonly [number, number]> = [TARGET_SIZE, [10_000, 30], [1_000, 100]],
  shape: ItemShape = 'recorded',
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [keys, languages] of sizes) {
    const r = await benchPushLanguages(keys, languages, { shape });
    if (r.failure !== undefined) console.error(r.failure);
    rows.push(...rowsOf(r, keys === TARGET_SIZE[0] && languages === TARGET_SIZE[1]));
  }
  return rows;
}

/** A size's two rows: CPU against one JSON.parse of the whole answer, and peak memory. */
function rowsOf(r: PushLanguages, targeted: boolean): Row[] {
  const what = `push by key, ${r.keys} keys × ${r.languages} languages (${(r.texts / 1e6).toFixed(2)} M texts, ${mebibytes(r.answerBytes)} string/list in the ${r.shape} item shape), ${r.changed} reworded`;
  const ok = r.exitCode === 0 && r.sentExactly && r.eachLanguageOnce;
  const checks = `exactly the ${r.changed} texts sent, each language read once`;
  // A point of the curve has no target of its own: it says NO only where the push went wrong.
  const curve = { target: `- (the curve; ${checks})`, met: ok ? undefined : false };
  return [
    {
      benchmark: `${what}: CPU time of the action (node -e 0: ${millis(r.bareNodeMs)}; load ${r.load[0].toFixed(1)}–${r.load[1].toFixed(1)})`,
      measured: r.cpuMs === undefined ? '?' : millis(r.cpuMs),
      reference: `JSON.parse of the whole answer: ${millis(r.parseMs)}`,
      ratio: r.cpuMs === undefined ? '-' : ratio(r.cpuMs, r.parseMs),
      ...(targeted
        ? { target: '≤ 4×', met: ok && r.cpuMs !== undefined && r.cpuMs <= 4 * r.parseMs }
        : curve),
    },
    {
      benchmark: `${what}: peak memory of the action`,
      measured: r.peakBytes === undefined ? '?' : mebibytes(r.peakBytes),
      reference: `${r.lists.length} string/list (${r.lists.map((l) => l.length).join('+')} languages), ${r.sets} string/set; wall ${seconds(r.wallMs)}, first list to first set ${seconds(r.listToSetMs)}`,
      ratio: '-',
      ...(targeted
        ? {
            target: `≤ 1 GiB; ${checks}`,
            met: ok && r.peakBytes !== undefined && r.peakBytes <= 2 ** 30,
          }
        : curve),
    },
  ];
}

// `node --expose-gc bench/push-languages.ts [keys languages [recorded|interface]]` runs this
// benchmark alone: the three sizes, or the one given.
if (import.meta.url === `file://${process.argv[1]}`) {
  useOwnTemporaryFolder();
  const [keys, languages, shape] = process.argv.slice(2);
  const sizes = keys && languages ? [[Number(keys), Number(languages)] as const] : undefined;
  const itemShape = shape === 'interface' ? 'interface' : 'recorded';
  console.log(table(await pushLanguagesRows(sizes, itemShape)));
}
