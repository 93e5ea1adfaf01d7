import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeTooOld } from '../../src/node-version.ts';
import { bundle } from '../support/action-runner.ts';

/**
 * The first Node older than 24 on the PATH, outside node_modules (npm scripts put the Node 24 of
 * the dev dependency first there), with its version; undefined when the machine has none.
 */
function olderNode(): { path: string; version: string } | undefined {
  const folders = (process.env['PATH'] ?? '')
    .split(delimiter)
    .filter((folder) => folder !== '' && !folder.split(/[\\/]/).includes('node_modules'));
  for (const folder of folders) {
    const path = join(folder, process.platform === 'win32' ? 'node.exe' : 'node');
    try {
      accessSync(path, constants.X_OK);
    } catch {
      continue;
    }
    const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim().slice(1);
    if (nodeTooOld(version) !== undefined) return { path, version };
  }
  return undefined;
}

describe('on a Node older than 24', () => {
  it('dist/index.js prints one error line naming the Node it needs, and exits 1', ({ skip }) => {
    const node = olderNode();
    if (node === undefined) return skip('no Node older than 24 on the PATH (outside node_modules)');
    const result = spawnSync(node.path, [bundle()], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      `::error::l10n-sync needs Node 24 or later (this is Node ${node.version}); use runs.using: node24 (as action.yml does), or Node 24 to run dist/index.js yourself\n`,
    );
  });

  it('is told apart by its major version', () => {
    expect(nodeTooOld('24.0.0')).toBeUndefined();
    expect(nodeTooOld('25.2.1')).toBeUndefined();
    expect(nodeTooOld('22.12.0')).toMatch(
      /^::error::l10n-sync needs Node 24 or later \(this is Node 22\.12\.0\); /,
    );
  });
});
