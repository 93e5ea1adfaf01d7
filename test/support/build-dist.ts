import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where action-runner.ts finds the bundle the end-to-end tests run. */
export const BUNDLE_VARIABLE = 'L10N_SYNC_BUNDLE';

/**
 * The end-to-end project's global setup: bundles the source as `npm run build` does, but into a
 * temporary folder whose index.js the tests run (L10N_SYNC_BUNDLE, read by action-runner.ts).
 * The committed dist/ is never rewritten by a test run: a run that fails half-way cannot leave it
 * half-built, two runs in one checkout do not race on it, and CI's later check that dist/ is the
 * bundle of the source (.ci/run) compares the committed file, not one a test run just wrote.
 */
export default function setup(): (() => void) | undefined {
  // A quick end-to-end loop may skip the build (L10N_SYNC_NO_BUILD=1): the tests then run dist/.
  if (process.env['L10N_SYNC_NO_BUILD'] === '1') return undefined;
  const root = fileURLToPath(new URL('../../', import.meta.url));
  // tsc's output stays inside the repository, because ncc resolves the imports from there upwards
  // to node_modules; the bundle needs nothing around it, so it goes to the system's temp folder.
  mkdirSync(join(root, 'lib'), { recursive: true });
  const compiled = mkdtempSync(join(root, 'lib', 'e2e-'));
  const bundle = mkdtempSync(join(tmpdir(), 'l10n-sync-bundle-'));
  const bin = (name: string) => join(root, 'node_modules', '.bin', name);
  try {
    execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json', '--outDir', compiled], {
      cwd: root,
      stdio: 'inherit',
    });
    const entry = join(compiled, 'src', 'index.js');
    execFileSync(bin('ncc'), ['build', entry, '-o', bundle, '--license', 'licenses.txt', '-q'], {
      cwd: root,
      stdio: 'inherit',
    });
  } catch (error) {
    rmSync(bundle, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(compiled, { recursive: true, force: true });
  }
  process.env[BUNDLE_VARIABLE] = join(bundle, 'index.js');
  return () => {
    Reflect.deleteProperty(process.env, BUNDLE_VARIABLE);
    rmSync(bundle, { recursive: true, force: true });
  };
}
