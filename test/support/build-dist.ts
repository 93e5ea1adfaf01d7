import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end tests run the bundled dist/index.js, so it is rebuilt from the source first. CI then
 * rebuilds it again and fails when the committed bundle differs.
 */
export default function setup(): void {
  // A unit-only loop may skip it (L10N_SYNC_NO_BUILD=1); the end-to-end tests then run what dist holds.
  if (process.env['L10N_SYNC_NO_BUILD'] === '1') return;
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    stdio: 'inherit',
  });
}
