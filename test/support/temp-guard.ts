import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from '../../src/common/plural.ts';

/** The variables Node, git and the shells read the temporary folder from. */
const TEMP_VARIABLES = ['TMPDIR', 'TEMP', 'TMP'] as const;

/**
 * Gives the whole test run a fresh temporary folder (TMPDIR, TEMP and TMP point at it, for the
 * test workers and every process they start) and, at the end, fails the run when anything is
 * left in it: a test that leaks a repository or a download leaks it on every run, and the system's
 * temporary folder grew by 150 MB a run before this guard.
 */
export default function setup(): () => void {
  const before = Object.fromEntries(TEMP_VARIABLES.map((name) => [name, process.env[name]]));
  const folder = mkdtempSync(join(tmpdir(), 'l10n-sync-tests-'));
  for (const name of TEMP_VARIABLES) process.env[name] = folder;
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
    const left = readdirSync(folder).sort();
    rmSync(folder, { recursive: true, force: true });
    if (left.length > 0) {
      // Vitest reports an error thrown here but exits 0 for it: the exit code says it too.
      process.exitCode = 1;
      throw new Error(
        `The tests left ${count(left.length, 'entry', 'entries')} in their temporary folder (each test must remove what it makes, e.g. with the tempDir fixture or testFolder): ${left.join(', ')}`,
      );
    }
  };
}
