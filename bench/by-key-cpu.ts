import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_ANSWER_BYTES, type LmsClient, type StringTextFold } from '../src/api/index.ts';
import { StringListScanner } from '../src/api/string-list-scanner.ts';
import { itemTexts } from '../src/api/string-texts.ts';
import type { Git } from '../src/git/git.ts';
import { readSettings } from '../src/inputs/index.ts';
import type { UploadFile } from '../src/push/push-types.ts';
import type { PushDeps } from '../src/push/push-types.ts';
import type { FileToCompare } from '../src/push/translations-by-key.ts';
import { compareByKey, planByKey, readFilesToCompare } from '../src/push/translations-by-key.ts';
import { translatedText } from './quality-pass.ts';
import { median, resultInChild } from './report.ts';
import { recordedListItem, stringListItem, type BenchItemShape } from './string-list-item.ts';

export interface ByKeyCpu {
  /** How the string/list answer writes its items. */
  readonly shape: BenchItemShape;
  readonly keys: number;
  readonly languages: number;
  readonly runs: number;
  readonly answerBytes: number;
  /** Median CPU time of one `JSON.parse` of the whole string/list answer. */
  readonly parseMs: number;
  /** Median CPU time of planByKey: the answer read into its fold, the files read, every text decided. */
  readonly planMs: number;
  /** Median CPU time of reading the answer alone (scanner, the client's decoding, the fold), inside planByKey. */
  readonly readMs: number;
  /** Median CPU time of the scanner and the client's decoding alone, into a fold that keeps nothing. */
  readonly scanMs: number;
  /** Median CPU time of reading and parsing the repository's files as planByKey does, alone. */
  readonly filesMs: number;
  /**
   * Median CPU time of the key-level comparison alone (compareByKey): the answer read into its
   * fold and every text decided, against files read before and settled in memory; the second of
   * two in a row (see benchByKeyCpu).
   */
  readonly compareMs: number;
  /** The first and only comparison in a fresh process, as the action runs it: median of COLD_RUNS. */
  readonly coldCompareMs: number;
  /** One `JSON.parse` in those processes, after their comparison. */
  readonly coldParseMs: number;
  /**
   * planByKey less the files' reading (planMs − filesMs, each run): the comparison with the
   * collector's work of holding the files it had just read, which lands in whatever runs next.
   */
  readonly foldAndDecideMs: number;
  /** What the last plan decided: texts to set, files imported, files not imported. */
  readonly texts: number;
  readonly imports: number;
  readonly byKey: number;
}

/** The bytes a socket hands over at a time, about. */
const CHUNK = 64 * 1024;

const LANGUAGES = [
  'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'fi', 'nb',
  'pl', 'cs', 'hu', 'ro', 'tr', 'ru', 'uk', 'ja', 'ko', 'zh',
  'ar', 'he', 'el', 'bg', 'hr', 'sk', 'sl', 'lt', 'lv', 'et',
]; // prettier-ignore

/** Keys are nested 50 to a section, as an app's screens group them: `section_3.label_153`. */
const PER_SECTION = 50;
const sectionOf = (i: number) => `section_${Math.floor(i / PER_SECTION)}`;

/**
 * What the service has of key `i` in `language`: one key in twenty without a text (the
 * repository's fills it), one in twenty reworded by a translator (the service's stays), the rest
 * as the repository has them (nothing to send).
 */
function serviceText(i: number, language: string): string {
  if (i % 20 === 0) return '';
  if (i % 20 === 1) return `${translatedText(i, language)} (reviewed)`;
  return translatedText(i, language);
}

/** The envelope of a string/list answer, before its languages and after them. */
const HEAD = Buffer.from(
  '{"response":{"status":"success","code":"200","message":"OK"},"strings":{',
);
const TAIL = Buffer.from('}}');
const COMMA = Buffer.from(',');

/** One language's member of the string/list answer of 1.0.9.2, its items in `shape`. */
function languagePart(keys: number, language: string, shape: BenchItemShape): Buffer {
  const items: string[] = [];
  for (let i = 0; i < keys; i++) {
    const key = `${sectionOf(i)}::label_${i}`;
    const text = serviceText(i, language);
    items.push(
      shape === 'recorded'
        ? recordedListItem(key, text, i + 1)
        : stringListItem(key, text, { references: null }),
    );
  }
  return Buffer.from(`${JSON.stringify(language)}:[${items.join(',')}]`);
}

/**
 * The pieces of the string/list answer for `languages`, in order (the envelope, each language's
 * member): the answer is their bytes one after another.
 */
function answerPieces(parts: ReadonlyMap<string, Buffer>, languages: readonly string[]): Buffer[] {
  const pieces: Buffer[] = [HEAD];
  for (const [index, language] of languages.entries()) {
    if (index > 0) pieces.push(COMMA);
    pieces.push(parts.get(language) ?? Buffer.alloc(0));
  }
  pieces.push(TAIL);
  return pieces;
}

/** A translation file of every key, nested by section, as the repository has it. */
function fileOf(keys: number, language: string): string {
  const sections: Record<string, Record<string, string>> = {};
  for (let i = 0; i < keys; i++) {
    const section = (sections[sectionOf(i)] ??= {});
    section[`label_${i}`] = translatedText(i, language);
  }
  return `${JSON.stringify(sections, null, 2)}\n`;
}

/** CPU time (user + system) of `work`, in milliseconds. */
async function cpuMsOf(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** CPU time of synchronous `work`: nothing else runs meanwhile. */
function cpuMsOfNow(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * A client whose string/list answers hold the languages asked (`langs`), read as the real client
 * reads a response: 64 KiB at a time (one per turn of the event loop, as from the socket) through
 * the scanner and the client's decoding into the caller's fold, which is told the answer's bytes.
 * `readMs` adds up the CPU time of that reading.
 */
function clientAnswering(parts: ReadonlyMap<string, Buffer>, spent: { readMs: number }): LmsClient {
  const client = {
    maxAnswerBytes: MAX_ANSWER_BYTES,
    async readStringTexts<F extends StringTextFold>(
      params: { langs?: readonly string[] },
      makeFold: () => F,
    ): Promise<F> {
      const fold = makeFold();
      const scanner = new StringListScanner(itemTexts(fold));
      let bytes = 0;
      for (const piece of answerPieces(parts, params.langs ?? [])) {
        bytes += piece.length;
        for (let at = 0; at < piece.length; at += CHUNK) {
          await new Promise(setImmediate);
          spent.readMs += cpuMsOfNow(() => scanner.push(piece.subarray(at, at + CHUNK)));
        }
      }
      spent.readMs += cpuMsOfNow(() => scanner.end());
      fold.answered?.(bytes);
      return fold;
    },
  };
  return client as unknown as LmsClient;
}

/** The answer through the scanner and the client's decoding only: what any fold of it costs at least. */
function scanOnly(bytes: Buffer): number {
  let items = 0;
  const scanner = new StringListScanner(
    itemTexts({
      addText: (_language, key) => {
        if (key !== '') items += 1;
      },
    }),
  );
  for (let at = 0; at < bytes.length; at += CHUNK) scanner.push(bytes.subarray(at, at + CHUNK));
  scanner.end();
  return items;
}

/** A git that no first sync calls (planByKey reads the last sync's files only when there is one). */
const NO_GIT: Git = {
  workspace: '',
  sealed: false,
  run: () => Promise.reject(new Error('no git in this benchmark')),
  bytes: () => Promise.reject(new Error('no git in this benchmark')),
  sealAround: (_parent, untrusted) => untrusted([]),
};

/** What each measurement needs: the answer, a push's deps answering it, the files in a checkout. */
interface Project {
  readonly text: string;
  readonly deps: PushDeps;
  readonly files: readonly UploadFile[];
  readonly spent: { readMs: number };
  readonly readFiles: () => Promise<FileToCompare[]>;
  readonly bytes: Buffer;
}

/** The benchmark's project in a temporary checkout, for `work`; the checkout is removed after. */
async function withProject<T>(
  keys: number,
  languages: number,
  shape: BenchItemShape,
  work: (project: Project) => Promise<T>,
): Promise<T> {
  // Past the thirty codes, made-up ones: the push's batches of languages at 100 (issue 43).
  const codes = Array.from({ length: languages }, (_, i) => LANGUAGES[i] ?? `x${i}`);
  const parts = new Map(codes.map((code) => [code, languagePart(keys, code, shape)]));
  const bytes = Buffer.concat(answerPieces(parts, codes));
  const text = bytes.toString();
  const workspace = mkdtempSync(join(tmpdir(), 'l10n-bench-by-key-'));
  try {
    mkdirSync(join(workspace, 'locales'));
    const files: UploadFile[] = codes.map((language) => {
      const path = `locales/${language}.json`;
      writeFileSync(join(workspace, path), fileOf(keys, language));
      return {
        path,
        localLanguage: language,
        language,
        source: 'locales/en.json',
        keepServiceTexts: true,
        msgidIsText: false,
      };
    });
    const inputs: Record<string, string> = {
      'api-token': 't',
      'project-id': 'p1',
      'api-url': 'https://lms.example.com',
      revision: '1.0.9.2',
      mode: 'push',
      files: 'locales/%LANG_ISO%.json',
    };
    const settings = readSettings((name) => inputs[name] ?? '', {
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: 'octo/app',
    });
    const spent = { readMs: 0 };
    const deps: PushDeps = {
      settings,
      client: clientAnswering(parts, spent),
      git: NO_GIT,
      log: { info: () => {}, warning: () => {}, error: () => {}, group: (_title, fn) => fn() },
      branch: 'main',
      ref: 'refs/l10n-sync/p1/main',
      stateRef: 'refs/l10n-sync-state/p1/main',
      waitedMs: () => 0,
    };
    const readFiles = () => readFilesToCompare(deps, files, undefined);
    return await work({ text, deps, files, spent, readFiles, bytes });
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

/**
 * CPU time of the second of two runs of `work` in a row, after a full collection (not counted).
 * The first is not counted because a full collection with none of the comparison's objects alive
 * lets V8 drop their hidden classes, and with them the machine code compiled for those objects:
 * the run after it compiles its code again on V8's background threads (about 100 ms of CPU here,
 * which process.cpuUsage counts), a cost of V8's tiers and not of the work. The cost of a first
 * run in a fresh process, compiling included, is measured apart (coldRun).
 */
async function warmCpuMsOf(work: () => Promise<unknown>): Promise<number> {
  globalThis.gc?.();
  await work();
  return cpuMsOf(work);
}

/**
 * The CPU time of the push's key-level comparison (translations-by-key.ts) for `keys` keys in
 * `languages` translation languages, against one `JSON.parse` of the string/list answer it reads,
 * in this process, alternated `runs` times (medians); each comparison is the second of two in a
 * row (warmCpuMsOf). A first sync of a repository (no last sync: each text is decided against the
 * service alone); the repository's files are read from a temporary checkout as the push reads
 * them. The comparison alone (compareByKey) is timed on files read before it and settled in
 * memory: reading and holding the repository's files is the files' cost, timed apart, and what the
 * collector owes for them after they are read lands in whatever runs next (planByKey less the
 * files shows it). The first comparison of a fresh process is timed too, in COLD_RUNS processes.
 */
export async function benchByKeyCpu(
  shape: BenchItemShape = 'interface',
  keys = 10_000,
  languages = 20,
  runs = 7,
): Promise<ByKeyCpu> {
  const colds = Array.from({ length: COLD_RUNS }, () =>
    resultInChild<ColdRun>(import.meta.url, ['--cold', shape, String(keys), String(languages)]),
  );
  return withProject(
    keys,
    languages,
    shape,
    async ({ text, deps, files, spent, readFiles, bytes }) => {
      let plan = await planByKey(deps, files, undefined);
      const parses: number[] = [];
      const scans: number[] = [];
      const plans: number[] = [];
      const reads: number[] = [];
      const fileReads: number[] = [];
      const compares: number[] = [];
      const foldAndDecide: number[] = [];
      for (let run = 0; run < runs; run++) {
        globalThis.gc?.();
        parses.push(await cpuMsOf(() => JSON.parse(text)));
        const planMs = await warmCpuMsOf(async () => {
          plan = await planByKey(deps, files, undefined);
        });
        plans.push(planMs);
        let read: FileToCompare[] = [];
        const filesMs = await warmCpuMsOf(async () => {
          read = await readFiles();
        });
        fileReads.push(filesMs);
        foldAndDecide.push(planMs - filesMs);
        compares.push(
          await warmCpuMsOf(async () => {
            spent.readMs = 0;
            plan = await compareByKey(deps, read);
          }),
        );
        reads.push(spent.readMs);
        read = [];
        scans.push(await warmCpuMsOf(async () => scanOnly(bytes)));
      }
      return {
        shape,
        keys,
        languages,
        runs,
        answerBytes: bytes.length,
        parseMs: median(parses),
        planMs: median(plans),
        readMs: median(reads),
        scanMs: median(scans),
        filesMs: median(fileReads),
        compareMs: median(compares),
        coldCompareMs: median(colds.map((c) => c.compareMs)),
        coldParseMs: median(colds.map((c) => c.parseMs)),
        foldAndDecideMs: median(foldAndDecide),
        texts: plan.texts.length,
        imports: plan.imports.length,
        byKey: plan.byKey.length,
      };
    },
  );
}

/** Fresh processes timing a first comparison each. */
const COLD_RUNS = 3;

interface ColdRun {
  readonly compareMs: number;
  readonly parseMs: number;
}

/**
 * In a fresh process, the first comparison, as the action makes it (once): the files read before
 * it, a full collection and a pause for V8's background threads, then compareByKey, its code
 * compiled as it runs; then one JSON.parse of the answer the same way.
 */
async function coldRun(shape: BenchItemShape, keys: number, languages: number): Promise<ColdRun> {
  const settle = async () => {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  return withProject(keys, languages, shape, async ({ text, deps, readFiles }) => {
    const read = await readFiles();
    await settle();
    const compareMs = await cpuMsOf(() => compareByKey(deps, read));
    await settle();
    const parseMs = await cpuMsOf(() => JSON.parse(text));
    return { compareMs, parseMs };
  });
}

/** The benchmark in a fresh process with `--expose-gc` (as `npm run bench` runs it). */
export function byKeyCpuInChild(shape: BenchItemShape): ByKeyCpu {
  return resultInChild<ByKeyCpu>(import.meta.url, ['--shape', shape]);
}

const isShape = (text: string | undefined): text is BenchItemShape =>
  text === 'interface' || text === 'recorded';

// `node --expose-gc bench/by-key-cpu.ts [--shape recorded|interface [KEYS LANGUAGES]]` runs this
// benchmark alone (`--cold SHAPE K L`: one cold run).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [mode, shape, keys, languages] = process.argv.slice(2);
  if (!isShape(shape ?? 'interface')) throw new Error(`no item shape ${shape}`);
  const size = keys && languages ? [Number(keys), Number(languages)] : [];
  const r =
    mode === '--cold'
      ? await coldRun(shape as BenchItemShape, Number(keys), Number(languages))
      : await benchByKeyCpu((shape ?? 'interface') as BenchItemShape, ...size);
  console.log(JSON.stringify(r, null, 2));
}
