import { stringItems } from '../src/api/string-list-items.ts';
import { StringListScanner } from '../src/api/string-list-scanner.ts';
import { ProjectStrings } from '../src/pull/project-strings.ts';
import { englishText, translatedText } from './quality-pass.ts';
import { median, resultInChild } from './report.ts';
import { stringListItem } from './string-list-item.ts';

export interface StringListCpu {
  readonly keys: number;
  readonly languages: number;
  readonly runs: number;
  readonly answerBytes: number;
  /** Median CPU time of one `JSON.parse` of the whole answer text. */
  readonly parseMs: number;
  /** Median CPU time of the scanner, the client's decoding and the quality pass, chunk by chunk. */
  readonly readMs: number;
  /** Findings of the last streamed run (a check that the pass did its work). */
  readonly findings: number;
  /** Most resident memory the streamed read added above what held the answer before it. */
  readonly readAddedBytes: number;
}

/** The bytes a socket hands over at a time, about. */
const CHUNK = 64 * 1024;

/**
 * The `string/list` answer (1.0.9.3) the emulator sends for the quality-pass benchmark's project:
 * `keys` keys in English and `languages` other languages, every key translated, built here
 * directly in the same shape (the emulator's item fields, in its order) so the benchmark runs in
 * seconds.
 */
export function stringListAnswer(keys: number, languages: number): string {
  const codes = ['en', ...LANGUAGES.slice(0, languages)];
  const parts: string[] = [];
  for (const [index, language] of codes.entries()) {
    const items: string[] = [];
    for (let i = 0; i < keys; i++) {
      const text = language === 'en' ? englishText(i) : translatedText(i, language);
      items.push(stringListItem(`screen.${i}`, text, { tags: [] }));
    }
    parts.push(`${index === 0 ? '' : ','}${JSON.stringify(language)}:[${items.join(',')}]`);
  }
  return `{"response":{"status":"success","code":"200","message":"OK"},"strings":{${parts.join('')}}}`;
}

const LANGUAGES = [
  'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'fi', 'nb',
  'pl', 'cs', 'hu', 'ro', 'tr', 'ru', 'uk', 'ja', 'ko', 'zh',
  'ar', 'he', 'el', 'bg', 'hr', 'sk', 'sl', 'lt', 'lv', 'et',
]; // prettier-ignore

/** CPU time (user + system) of `work`, in milliseconds. */
async function cpuMsOf(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Reads `bytes` as the pull does: 64 KiB at a time through the scanner, into the pass's fold. */
async function readAsThePullDoes(bytes: Buffer, languages: readonly string[]): Promise<number> {
  const fold = new ProjectStrings({ base: 'en', languages, reviewed: () => true });
  const scanner = new StringListScanner(stringItems(fold));
  for (let at = 0; at < bytes.length; at += CHUNK) {
    scanner.push(bytes.subarray(at, at + CHUNK));
    // Reading the resident size costs a system call: only in the run that measures memory.
    if (sampling) sampleMemory();
    // Chunks come from the socket, each in a turn of the event loop: the reviewer, loaded in
    // the background once the base language is read, starts checking between them.
    await new Promise(setImmediate);
  }
  scanner.end();
  fold.counter.progress();
  return (await fold.findings()).length;
}

let sampling = false;
let peakRss = 0;
function sampleMemory(): void {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}

/** What an operation adds to resident memory at its most, from a collected heap. */
async function addedMemory(work: () => unknown): Promise<number> {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  peakRss = before;
  sampling = true;
  await work();
  sampling = false;
  sampleMemory();
  return peakRss - before;
}

/**
 * The CPU time of reading a `string/list` answer and the quality pass on it, against one
 * `JSON.parse` of the same text, in this process, alternated `runs` times (medians); each read
 * is the second of two in a row.
 */
export async function benchStringListCpu(
  keys = 10_000,
  languages = 20,
  runs = 7,
): Promise<StringListCpu> {
  const text = stringListAnswer(keys, languages);
  const bytes = Buffer.from(text);
  const codes = ['en', ...LANGUAGES.slice(0, languages)];
  const parses: number[] = [];
  const reads: number[] = [];
  let findings = 0;
  // Memory first, while the heap holds only the answer: later runs leave pages V8 keeps.
  const readAddedBytes = await addedMemory(() => readAsThePullDoes(bytes, codes));
  // One of each first, not counted: the ICU parser's loading and the JIT's warming.
  JSON.parse(text);
  await readAsThePullDoes(bytes, codes);
  for (let run = 0; run < runs; run++) {
    globalThis.gc?.();
    parses.push(await cpuMsOf(() => JSON.parse(text)));
    globalThis.gc?.();
    // Not counted, as in bench/by-key-cpu.ts (warmCpuMsOf): the run right after a full collection
    // compiles again the code V8 dropped with the hidden classes of objects none held.
    await readAsThePullDoes(bytes, codes);
    reads.push(
      await cpuMsOf(async () => {
        findings = await readAsThePullDoes(bytes, codes);
      }),
    );
  }
  return {
    keys,
    languages,
    runs,
    answerBytes: bytes.length,
    parseMs: median(parses),
    readMs: median(reads),
    findings,
    readAddedBytes,
  };
}

/** The benchmark in a fresh process with `--expose-gc` (as `npm run bench` runs it). */
export function stringListCpuInChild(): StringListCpu {
  return resultInChild<StringListCpu>(import.meta.url);
}

// `node --expose-gc bench/string-list-cpu.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchStringListCpu();
  console.log(JSON.stringify({ ...r, ratio: Number((r.readMs / r.parseMs).toFixed(2)) }, null, 2));
}
