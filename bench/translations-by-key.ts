import { setTimeout as sleep } from 'node:timers/promises';
import type { LmsClient, StringFold, StringItem } from '../src/api/index.ts';
import { RATE_LIMITS } from '../src/api/index.ts';
import type { CallRecord } from '../test/emulator/calls.ts';
import { startEmulator, type Emulator } from '../test/emulator/server.ts';
import { clientFor } from '../test/support/emulator.ts';
import { createGitFixture, type GitFixture } from '../test/support/git-fixture.ts';
import { byKeyCpuInChild, type ByKeyCpu } from './by-key-cpu.ts';
import { timedModulePush } from './push-fixture.ts';
import { mebibytes, millis, ratio, seconds, table, type Row } from './report.ts';
import { useOwnTemporaryFolder } from './temp-folder.ts';

/**
 * Translations by key (issue 27), through the real bundled action on 1.0.9.2: a first push of a
 * repository of `modules` base files and their translations in `languages − 1` other languages
 * to a project that already has the base keys, then the push after a merged translation pull
 * request. Every translation is read back from the service after each push.
 */

/** Languages besides English: the first `languages − 1` of them (19, with English 20 languages). */
const OTHERS = [
  'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'fi', 'nb',
  'pl', 'cs', 'hu', 'ro', 'tr', 'ru', 'uk', 'ja', 'ko', 'zh',
  'el', 'bg', 'hr', 'sk', 'sl', 'lt', 'lv', 'et', 'vi', 'id',
]; // prettier-ignore

const SPACING = RATE_LIMITS['1.0.9.2'];
/** 1.0.9.2's spacing of imports and of string/set calls (§8): 30 s. */
const WRITE_MS = SPACING['project/import'] ?? 30_000;

/** One push through dist/index.js, as the service saw it. */
export interface ByKeyPush {
  /** Calls of the push by endpoint, in the order first made (`project/import: 5`). */
  readonly calls: ReadonlyArray<readonly [string, number]>;
  /** 4048 answers among them. */
  readonly refusals: number;
  /** First call's arrival to last call's arrival. */
  readonly spanMs: number;
  /** The least span the stated limits allow for these calls, scaled: 30 s per import and per set after the first, 5 s per list. */
  readonly floorMs: number;
  /**
   * The emulator's time answering the spaced calls but the last of each endpoint: the action
   * waits from each answer, so this is part of the least span too.
   */
  readonly answersMs: number;
  /** Each call's endpoint and arrival, ms after the first call's. */
  readonly arrivals: ReadonlyArray<readonly [string, number]>;
  /** Process start to exit. */
  readonly wallMs: number;
  readonly exitCode: number | null;
  /** The log line that says how many translation files were not imported, if any. */
  readonly notImported: string | undefined;
  /** Log lines saying why a translation file went by import. */
  readonly byImport: readonly string[];
  /** Translations of the repository read back from the service: as many as `texts` when none was lost. */
  readonly onService: number;
  /** Translations (non-base texts) the repository holds. */
  readonly texts: number;
}

export interface TranslationsByKey {
  readonly scale: number;
  readonly modules: number;
  readonly keys: number;
  readonly languages: number;
  /** Translation files (not of the base language). */
  readonly translationFiles: number;
  /** Every file of the repository imported one by one, as the push did before: (files − 1) × 30 s, scaled. */
  readonly importAllFloorMs: number;
  readonly files: number;
  /** The first sync: the base keys already on the service, no translation. */
  readonly first: ByKeyPush;
  /** After the service's texts of some keys changed and a pull request brought them into every file. */
  readonly merged: ByKeyPush;
  /** Keys changed on the service and in every translation file before the second push. */
  readonly changedKeys: number;
}

/** The file of module `m` in `language`: `keysPerModule` plain texts under the module's name. */
function moduleFile(m: number, language: string, keysPerModule: number, changed = false): string {
  const labels: Record<string, string> = {};
  for (let i = 0; i < keysPerModule; i++) labels[`label_${i}`] = textOf(m, i, language, changed);
  return `${JSON.stringify({ [`m${m}`]: labels }, null, 2)}\n`;
}

/** Label `i` of module `m`: the translator's wording where `changed` and it is one of the first two. */
function textOf(m: number, i: number, language: string, changed: boolean): string {
  const prefix = language === 'en' ? '' : `[${language}] `;
  const reviewed = changed && i < 2 ? ', reviewed' : '';
  return `${prefix}Module ${m}, label ${i}: a few words of plain text${reviewed}`;
}

/** Every translation of the project, by language and key name. */
class Texts implements StringFold {
  readonly byLanguage = new Map<string, Map<string, string>>();
  add(language: string, item: StringItem): void {
    const texts = this.byLanguage.get(language) ?? new Map<string, string>();
    texts.set(item.key, item.translation);
    this.byLanguage.set(language, texts);
  }
}

/** How many of the repository's translations the service has as the repository does. */
async function translationsOnService(
  service: LmsClient,
  id: string,
  modules: number,
  keysPerModule: number,
  languages: readonly string[],
  changed: boolean,
): Promise<number> {
  const read = await service.readStrings({ id, langs: [...languages] }, () => new Texts());
  let same = 0;
  for (const language of languages) {
    const texts = read.byLanguage.get(language);
    for (let m = 1; m <= modules; m++) {
      for (let i = 0; i < keysPerModule; i++) {
        if (texts?.get(`m${m}::label_${i}`) === textOf(m, i, language, changed)) same += 1;
      }
    }
  }
  return same;
}

/** Calls of one push by endpoint, their span and the floor the stated limits set for them. */
function summary(calls: readonly CallRecord[], scale: number) {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call.endpoint, (counts.get(call.endpoint) ?? 0) + 1);
  const accepted = (endpoint: string) =>
    calls.filter((c) => c.endpoint === endpoint && c.code === '200').length;
  let floorMs = 0;
  let answersMs = 0;
  for (const [endpoint, spacing] of Object.entries(SPACING)) {
    floorMs += Math.max(0, accepted(endpoint) - 1) * spacing * scale;
    // The action spaces a call from the answer before it (the safe reading of §8's "one
    // request per 30 seconds"): each answer's time but the last is part of the least span.
    const answered = calls.filter((c) => c.endpoint === endpoint && c.code === '200').slice(0, -1);
    for (const call of answered) answersMs += (call.answeredAt ?? call.at) - call.at;
  }
  const first = calls[0]?.at ?? 0;
  return {
    calls: [...counts],
    refusals: calls.filter((c) => c.code === '4048').length,
    spanMs: (calls.at(-1)?.at ?? first) - first,
    floorMs,
    answersMs,
    arrivals: calls.map((c) => [c.endpoint, c.at - first] as const),
  };
}

/**
 * One push of main's HEAD in a fresh depth-1 checkout (origin is the fixture's, where the action
 * keeps its sync ref), then its translations read back.
 */
async function push(
  emulator: Emulator,
  fixture: GitFixture,
  id: string,
  scale: number,
  readBack: () => Promise<number>,
  texts: number,
): Promise<ByKeyPush> {
  const workspace = await fixture.checkout();
  const { run, wallMs, calls } = await timedModulePush(emulator, workspace, id, scale);
  const lines = run.stdout.split('\n');
  // The seeding client shares the action's token: it waits out the action's last window first.
  await sleep(WRITE_MS * scale + 50);
  return {
    ...summary(calls, scale),
    wallMs,
    exitCode: run.code,
    notImported: lines.find((line) => line.startsWith('Not imported: ')),
    byImport: lines.filter((line) => line.includes(' goes by import: ')),
    onService: await readBack(),
    texts,
  };
}

/**
 * The first sync of `modules` base files of `keysPerModule` keys, each with a file in every
 * other language, against a project that has the base keys (imported by a seeding client before
 * the run, as the base files' first sync would have); then a translator changes the first two
 * keys of every module in every language on the service, a pull request brings those texts into
 * every translation file, and it is merged: the next push.
 */
export async function benchTranslationsByKey(
  modules = 5,
  keysPerModule = 120,
  languages = 20,
  scale = 0.01,
): Promise<TranslationsByKey> {
  const others = OTHERS.slice(0, languages - 1);
  const emulator = await startEmulator({ timeScale: scale });
  let fixture: GitFixture | undefined;
  try {
    const seed = clientFor(emulator, '1.0.9.2', { timeScale: scale });
    const { id } = await seed.project.add({ name: 'By key', base_lang: 'en' });
    await seed.language.add({ id, iso: others });
    const files: Record<string, string> = {};
    for (let m = 1; m <= modules; m++) {
      for (const language of ['en', ...others]) {
        files[`modules/m${m}/${language}.json`] = moduleFile(m, language, keysPerModule);
      }
    }
    // The base keys, as an earlier import of the base files made them (1.0.9.2 takes no filename).
    for (let m = 1; m <= modules; m++) {
      await seed.project.import({
        id,
        file: { name: 'en.json', content: Buffer.from(files[`modules/m${m}/en.json`] ?? '') },
        lang_iso: 'en',
      });
    }
    await sleep(WRITE_MS * scale + 50);
    fixture = await createGitFixture(files);
    const texts = modules * keysPerModule * others.length;
    const readBack = (changed: boolean) => () =>
      translationsOnService(seed, id, modules, keysPerModule, others, changed);

    const first = await push(emulator, fixture, id, scale, readBack(false), texts);

    // A translator rewords the first two labels of every module in every language; the pull
    // request that brings them is merged (as one commit on main).
    const changedKeys = 2 * modules;
    const data = [];
    for (let m = 1; m <= modules; m++) {
      for (let i = 0; i < 2; i++) {
        const translations = Object.fromEntries(
          others.map((language) => [language, textOf(m, i, language, true)]),
        );
        data.push({ key: `m${m}::label_${i}`, translations });
      }
    }
    await seed.string.set({ id, data });
    const merged: Record<string, string> = {};
    for (let m = 1; m <= modules; m++) {
      for (const language of others) {
        merged[`modules/m${m}/${language}.json`] = moduleFile(m, language, keysPerModule, true);
      }
    }
    await fixture.commit(merged, 'Merge the translation pull request');
    await sleep(WRITE_MS * scale + 50);
    const second = await push(emulator, fixture, id, scale, readBack(true), texts);

    const count = modules * languages;
    return {
      scale,
      modules,
      keys: modules * keysPerModule,
      languages,
      files: count,
      translationFiles: modules * others.length,
      importAllFloorMs: (count - 1) * WRITE_MS * scale,
      first,
      merged: second,
      changedKeys,
    };
  } finally {
    await fixture?.remove();
    await emulator.close();
  }
}

/** Calls by endpoint, as a row shows them: `project/import 5, string/list 1`. */
const callList = (push: ByKeyPush) =>
  push.calls.map(([endpoint, n]) => `${endpoint} ${n}`).join(', ');
const numberOf = (push: ByKeyPush, endpoint: string) =>
  push.calls.find(([name]) => name === endpoint)?.[1] ?? 0;

/** Every call of a push. */
const total = (push: ByKeyPush) => push.calls.reduce((sum, [, n]) => sum + n, 0);

/** Every row of BENCHMARKS.md's "Translations by key": the two pushes, then the comparison's CPU. */
export async function translationsByKeyRows(): Promise<Row[]> {
  const r = await benchTranslationsByKey();
  const { first, merged } = r;
  const sets = Math.ceil(r.keys / 500);
  const kept = (push: ByKeyPush) => push.onService === push.texts && push.exitCode === 0;
  const before = `before: ${r.files} imports, floor ${seconds(r.importAllFloorMs)}`;
  const mergedBeforeMs = (r.translationFiles - 1) * WRITE_MS * r.scale;
  const what = `${r.modules} files × ${r.languages} languages, ${r.keys} keys`;
  const rows: Row[] = [
    {
      benchmark: `first push 1.0.9.2, ${what}, base keys on the service, scale ${r.scale}: calls`,
      measured: `${callList(first)}; ${first.refusals} × 4048`,
      reference: `before: language/list 1, project/import ${r.files}`,
      ratio: '-',
      target: `${r.modules} imports + 1 list + ${sets} sets (⌈keys/500⌉), and language/list; no 4048`,
      met:
        numberOf(first, 'project/import') === r.modules &&
        numberOf(first, 'string/list') === 1 &&
        numberOf(first, 'string/set') === sets &&
        total(first) === r.modules + sets + 2 &&
        first.refusals === 0,
    },
    {
      benchmark: 'first push: span of its calls (service side)',
      measured: seconds(first.spanMs),
      reference: `floor ${seconds(first.floorMs)}`,
      ratio: ratio(first.spanMs, first.floorMs),
      target: '≥ floor, close to it',
      met: first.spanMs >= first.floorMs,
    },
    {
      benchmark: 'first push: wall time',
      measured: seconds(first.wallMs),
      reference: before,
      ratio: ratio(first.wallMs, r.importAllFloorMs),
      target: `≤ floor + 2 s = ${seconds(first.floorMs + 2_000)}`,
      met: first.exitCode === 0 && first.wallMs <= first.floorMs + 2_000,
    },
    {
      benchmark: 'first push: translations on the service after it (read back by string/list)',
      measured: `${first.onService} of ${first.texts}`,
      reference: `${r.translationFiles} translation files, ${first.byImport.length} imported`,
      ratio: '-',
      target: 'every one; no translation file imported',
      met: kept(first) && first.byImport.length === 0,
    },
    {
      benchmark: `push after a merged translation pull request (${r.changedKeys} keys reworded in every language): calls`,
      measured: `${callList(merged)}; ${merged.refusals} × 4048`,
      reference: `before: language/list 1, project/import ${r.translationFiles}`,
      ratio: '-',
      target: '0 imports, 0 sets, 1 list, and language/list',
      met:
        numberOf(merged, 'project/import') === 0 &&
        numberOf(merged, 'string/set') === 0 &&
        numberOf(merged, 'string/list') === 1 &&
        total(merged) === 2,
    },
    {
      benchmark: 'push after a merged translation pull request: wall time',
      measured: seconds(merged.wallMs),
      reference: `before: ${r.translationFiles} imports, floor ${seconds(mergedBeforeMs)}`,
      ratio: ratio(merged.wallMs, mergedBeforeMs),
      target: '-',
      met: undefined,
    },
    {
      benchmark:
        'push after a merged translation pull request: translations on the service after it',
      measured: `${merged.onService} of ${merged.texts}`,
      reference: `${r.translationFiles} translation files, ${merged.byImport.length} imported`,
      ratio: '-',
      target: 'every one, the reworded ones as merged',
      met: kept(merged) && merged.byImport.length === 0,
    },
  ];
  const cpu = byKeyCpuInChild('interface');
  const real = byKeyCpuInChild('recorded');
  const parse = `JSON.parse of it: ${millis(cpu.parseMs)}`;
  const decided = (c: ByKeyCpu) => c.texts === (c.keys / 20) * c.languages && c.imports === 0;
  rows.push(
    {
      benchmark: `the push's key-level comparison, ${cpu.keys} keys × ${cpu.languages} languages, ${mebibytes(cpu.answerBytes)} string/list in the interface's item shape (median of ${cpu.runs}): CPU time of compareByKey (the answer read, every text decided), the files read before, its code compiled (the second of two runs)`,
      measured: millis(cpu.compareMs),
      reference: parse,
      ratio: ratio(cpu.compareMs, cpu.parseMs),
      target: '≤ 2×',
      met: decided(cpu) && cpu.compareMs <= 2 * cpu.parseMs,
    },
    {
      benchmark: `the same comparison on the real service's item shape (19 fields in its order, string scalars, PHP's escapes): ${mebibytes(real.answerBytes)} string/list`,
      measured: millis(real.compareMs),
      reference: `JSON.parse of it: ${millis(real.parseMs)}`,
      ratio: ratio(real.compareMs, real.parseMs),
      target: '≤ 2×',
      met: decided(real) && real.compareMs <= 2 * real.parseMs,
    },
    {
      benchmark: `the same comparison, the first in a fresh process (as the action makes it: V8 compiling its code meanwhile; median of 3 processes)`,
      measured: millis(cpu.coldCompareMs),
      reference: `JSON.parse there: ${millis(cpu.coldParseMs)}`,
      ratio: ratio(cpu.coldCompareMs, cpu.coldParseMs),
      target: '- (V8 compiling as it runs: see BENCHMARKS.md)',
      met: undefined,
    },
    {
      benchmark:
        'the same comparison right after reading the files (planByKey less the files alone)',
      measured: millis(cpu.foldAndDecideMs),
      reference: parse,
      ratio: ratio(cpu.foldAndDecideMs, cpu.parseMs),
      target: "- (with the collector's work of holding the files just read)",
      met: undefined,
    },
    {
      benchmark: 'the key-level comparison, of which reading the answer into its fold',
      measured: millis(cpu.readMs),
      reference: parse,
      ratio: ratio(cpu.readMs, cpu.parseMs),
      target: `- (scanner and decoding alone: ${millis(cpu.scanMs)})`,
      met: undefined,
    },
    {
      benchmark: `the key-level comparison with the repository's ${cpu.languages} files read (all of planByKey)`,
      measured: millis(cpu.planMs),
      reference: parse,
      ratio: ratio(cpu.planMs, cpu.parseMs),
      target: `- (the files alone: ${millis(cpu.filesMs)})`,
      met: undefined,
    },
  );
  return rows;
}

// `node bench/translations-by-key.ts` runs these benchmarks alone and prints their rows.
if (import.meta.url === `file://${process.argv[1]}`) {
  useOwnTemporaryFolder();
  console.log(table(await translationsByKeyRows()));
}
