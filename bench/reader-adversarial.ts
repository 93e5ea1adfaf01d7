import { compareTexts } from '../src/qa/check.ts';
import { loadIcuChecker } from '../src/qa/icu.ts';
import { MAX_CHECKED_LENGTH } from '../src/qa/limits.ts';
import { reconcilePulledFile, type TranslationFormat } from '../src/translations/index.ts';
import { formatRow } from '../src/translations/file-formats.ts';
import { WORST_INPUTS } from '../test/qa/worst-inputs.ts';
import { ADVERSARIAL_FILES, type AdversarialFile } from '../test/translations/adversarial-files.ts';
import { median, ratio, resultInChild, table, type Row } from './report.ts';

/**
 * Every reader of repository and service text is linear in its input (issue 37, hole 5): each
 * format's hostile files (test/translations/adversarial-files.ts: runs of white space, nesting
 * to the readers' limit, one very long line, XML openings nothing closes) through the pull's
 * decision for a file (reconcilePulledFile: both texts read, the service's aligned, the file
 * edited and read back), at 1 MiB, against the format's ordinary file of 1 MiB, and at 256 KiB:
 * a linear reader takes 4× as long for 4× the text, a quadratic one 16×. The quality checks are
 * timed over 1 MiB of their worst texts against 1 MiB of ordinary ones.
 */

const MIB = 1 << 20;
const RUNS = 5;

/** One file of a format, timed: an ordinary one, or a hostile one. */
export interface ReaderTiming {
  readonly format: TranslationFormat;
  readonly kind: string;
  /** The pull's decision for the file at 1 MiB, and at 256 KiB. */
  readonly ms: number;
  readonly quarterMs: number;
  /** The same for the format's ordinary file at 1 MiB (for an ordinary file, `ms`). */
  readonly ordinaryMs: number;
}

export interface ReaderAdversarial {
  readonly runs: number;
  readonly readers: readonly ReaderTiming[];
  /** compareTexts over 1 MiB of the worst texts of test/qa/worst-inputs.ts, and of ordinary ones. */
  readonly checksMs: number;
  readonly ordinaryChecksMs: number;
}

/**
 * The time of one call of `work`: the median of RUNS calls, after one not counted, each after a
 * full collection when the process has one at hand (`--expose-gc`, as `npm run bench` runs it).
 * A call is timed alone: in a batch of calls, each left the next a heap of a few hundred
 * megabytes to collect, and the times of small files grew with the batch's length.
 */
async function timeOf(work: () => Promise<unknown> | unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    globalThis.gc?.();
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The pull's decision for the file at `length` characters, timed. */
function pullOf(file: AdversarialFile, length: number): Promise<number> {
  const { repository, service } = file.file(length);
  const [current, bundle] = [Buffer.from(repository), Buffer.from(service)];
  return timeOf(() => reconcilePulledFile(file.path, current, bundle));
}

/** Texts of the worst inputs at the longest the checks read, as many as make `length`. */
function worstTexts(length: number): { base: string; translation: string }[] {
  const texts: { base: string; translation: string }[] = [];
  for (let size = 0; size < length;) {
    const input = WORST_INPUTS[texts.length % WORST_INPUTS.length];
    const pair = input?.texts(MAX_CHECKED_LENGTH) ?? { base: '', translation: '' };
    texts.push(pair);
    size += pair.translation.length;
  }
  return texts;
}

/** Ordinary texts with placeholders, markup and plurals, as many as make `length`. */
function ordinaryTexts(length: number): { base: string; translation: string }[] {
  const pairs = [
    { base: 'Hello, {name}! You have %d new messages.', translation: 'Hallo, {name}! Sie haben %d neue Nachrichten.' },
    { base: 'Tap <b>Next</b> to continue', translation: 'Tippen Sie auf <b>Weiter</b>, um fortzufahren' },
    { base: '{count, plural, one {# file} other {# files}}', translation: '{count, plural, one {# Datei} other {# Dateien}}' },
    { base: 'Save changes', translation: 'Änderungen speichern' },
  ]; // prettier-ignore
  const texts: { base: string; translation: string }[] = [];
  for (let size = 0; size < length;) {
    const pair = pairs[texts.length % pairs.length] as { base: string; translation: string };
    texts.push(pair);
    size += pair.translation.length;
  }
  return texts;
}

export async function benchReaderAdversarial(): Promise<ReaderAdversarial> {
  const readers: ReaderTiming[] = [];
  // Each format's ordinary file comes first (adversarial-files.ts).
  const ordinary = new Map<TranslationFormat, number>();
  for (const file of ADVERSARIAL_FILES) {
    const ms = await pullOf(file, MIB);
    const quarterMs = await pullOf(file, MIB / 4);
    if (file.kind === 'ordinary') ordinary.set(file.format, ms);
    const ordinaryMs = ordinary.get(file.format) ?? Number.NaN;
    readers.push({ format: file.format, kind: file.kind, ms, quarterMs, ordinaryMs });
  }
  const icu = await loadIcuChecker();
  const checks = (texts: { base: string; translation: string }[]) => () => {
    for (const { base, translation } of texts) compareTexts(base, translation, icu);
  };
  const checksMs = await timeOf(checks(worstTexts(MIB)));
  const ordinaryChecksMs = await timeOf(checks(ordinaryTexts(MIB)));
  return { runs: RUNS, readers, checksMs, ordinaryChecksMs };
}

/** A time as the rows show it: to a hundredth of a millisecond below 10 ms. */
const millis = (ms: number): string => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;

/** The benchmark's rows of the report, from a fresh process with `--expose-gc`. */
export function readerAdversarialRows(): Row[] {
  return rowsOf(resultInChild<ReaderAdversarial>(import.meta.url, ['--json']));
}

function rowsOf(r: ReaderAdversarial): Row[] {
  const rows: Row[] = r.readers.map((t) => {
    const growth = t.ms / t.quarterMs;
    const ordinary = t.kind === 'ordinary';
    return {
      benchmark: `the pull's reading and edit of a 1 MiB ${formatRow(t.format).title} file, ${t.kind}${ordinary ? ' (the reference of the rows below)' : ''} (median of ${r.runs})`,
      measured: millis(t.ms),
      reference: ordinary ? '-' : `ordinary: ${millis(t.ordinaryMs)}`,
      ratio: ordinary ? '-' : ratio(t.ms, t.ordinaryMs),
      // 4× is linear and 16× quadratic; the bound is their geometric mean.
      target: `< 8× its 256 KiB time (${millis(t.quarterMs)}: ${growth.toFixed(1)}×)`,
      met: growth < 8,
    };
  });
  rows.push({
    benchmark: `quality checks of 1 MiB of their worst texts, each 65,536 characters (median of ${r.runs})`,
    measured: millis(r.checksMs),
    reference: `1 MiB of ordinary texts: ${millis(r.ordinaryChecksMs)}`,
    ratio: ratio(r.checksMs, r.ordinaryChecksMs),
    target: "- (each check's growth: the rows of its worst inputs)",
    met: undefined,
  });
  return rows;
}

// `node --expose-gc bench/reader-adversarial.ts` runs this benchmark alone and prints its rows;
// with `--json`, its figures (as `npm run bench` reads them).
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchReaderAdversarial();
  console.log(process.argv.includes('--json') ? JSON.stringify(r) : table(rowsOf(r)));
}
