import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Gives the whole benchmark run a temporary folder of its own (TMPDIR, TEMP and TMP point at it,
 * for this process and every process it starts) and removes it when the process exits: the
 * benchmarks make repositories, bundles and checkouts by the hundred, and none must outlive them.
 */
export function useOwnTemporaryFolder(): void {
  const folder = mkdtempSync(join(tmpdir(), 'l10n-sync-bench-'));
  for (const name of ['TMPDIR', 'TEMP', 'TMP']) process.env[name] = folder;
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
}
