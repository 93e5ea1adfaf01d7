import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultShell, invocation } from '../../src/post-pull-command/shell-invocation.ts';
import { testFolder } from '../support/temp.ts';

describe('the shell of post-pull-command', () => {
  it('is bash where the PATH has it, else sh, and PowerShell Core on Windows', () => {
    const withBash = testFolder('l10n-path-');
    writeFileSync(join(withBash, 'bash'), '');
    const without = testFolder('l10n-path-');
    expect(defaultShell('linux', { PATH: withBash })).toBe('bash');
    expect(defaultShell('darwin', { PATH: without })).toBe('sh');
    expect(defaultShell('win32', { PATH: withBash })).toBe('pwsh');
  });

  it('stops at the first failure, as a run: step does', () => {
    expect(invocation('bash', 'x')).toEqual([
      'bash',
      ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', 'x'],
    ]);
    expect(invocation('sh', 'x')).toEqual(['sh', ['-e', '-c', 'x']]);
    expect(invocation('pwsh', 'x')[1].at(-1)).toMatch(/^\$ErrorActionPreference = 'stop'\nx\n/);
    expect(invocation('cmd', 'x')).toEqual(['cmd', ['/D', '/E:ON', '/V:OFF', '/S', '/C', '"x"']]);
  });
});
