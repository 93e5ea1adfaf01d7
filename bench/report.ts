import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

/** A row of the report: what was measured, against what, and its target (BENCHMARKS.md, "Targets"). */
export interface Row {
  readonly benchmark: string;
  readonly measured: string;
  readonly reference: string;
  readonly ratio: string;
  readonly target: string;
  /** `undefined` when the row has no target (shown as `-`). */
  readonly met: boolean | undefined;
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms: number): string => `${Math.round(ms)} ms`;
export const mebibytes = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
export const ratio = (measured: number, reference: number): string =>
  reference > 0 ? (measured / reference).toFixed(2) : '-';

/** The middle value (the lower middle of an even count); robust to one slow run of a busy VM. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** Cores, CPU model, memory and Node version, for the report's first line. */
export function machine(): string {
  const cores = cpus();
  const memory = `${(totalmem() / 2 ** 30).toFixed(0)} GiB`;
  return `${cores.length} × ${cores[0]?.model ?? 'unknown CPU'}, ${memory}, Node ${process.version}`;
}

/** The report as one Markdown table. */
export function table(rows: readonly Row[]): string {
  const lines = [
    '| benchmark | measured | reference | ratio | target | met |',
    '| --- | ---: | --- | ---: | --- | --- |',
  ];
  for (const r of rows) {
    const met = r.met === undefined ? '-' : r.met ? 'yes' : 'NO';
    lines.push(
      `| ${r.benchmark} | ${r.measured} | ${r.reference} | ${r.ratio} | ${r.target} | ${met} |`,
    );
  }
  return lines.join('\n');
}

/** The machine's CPU time so far, from /proc/stat (Linux): all of it, and what the hypervisor stole. */
export function cpuTicks(): { readonly total: number; readonly steal: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: ticks.reduce((sum, t) => sum + t, 0), steal: ticks[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/**
 * The share of CPU time the hypervisor took from this VM between two `cpuTicks()`: on a shared
 * VM it slows every row, the action's and the reference's, and ratios hold up better than times.
 */
export function stealShare(
  before: ReturnType<typeof cpuTicks>,
  after: ReturnType<typeof cpuTicks>,
): string {
  if (!before || !after || after.total <= before.total) return 'unknown';
  const share = (after.steal - before.steal) / (after.total - before.total);
  return `${(share * 100).toFixed(0)} %`;
}

/**
 * A benchmark module run alone in a fresh process with `--expose-gc` (as `npm run bench` runs
 * the CPU benchmarks), its JSON result read from what it prints; `args` go to the module.
 */
export function resultInChild<T>(moduleUrl: string, args: readonly string[] = []): T {
  const argv = ['--expose-gc', fileURLToPath(moduleUrl), ...args];
  const output = execFileSync(process.execPath, argv, {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output) as T;
}
