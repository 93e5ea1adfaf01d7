import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/*
 * Folders a test makes under the system's temporary folder, each removed by the test run that
 * made it: the suite's guard (temp-guard.ts) fails a run that leaves anything there.
 */

/** A new empty folder, removed when the running test ends, failed or not. Call it in a test. */
export function testFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/**
 * A new empty folder for a whole test file, removed once its tests are done. Call it at the
 * file's top level (or in a describe block), where the folder is then shared.
 */
export function fileFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
