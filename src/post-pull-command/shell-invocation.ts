import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

import type { Shell } from '../inputs/index.ts';

/**
 * The shell a `run:` step uses by default: bash where it is on the PATH, else sh; PowerShell
 * Core on Windows (whose `bash.exe` may be WSL's, which would not see the checkout's paths).
 */
export function defaultShell(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): Shell {
  if (platform === 'win32') return 'pwsh';
  const path = (env['PATH'] ?? '').split(delimiter).filter(Boolean);
  return path.some((folder) => existsSync(join(folder, 'bash'))) ? 'bash' : 'sh';
}

/** The program and arguments that run `command` in `shell`, failing on the first error. */
export function invocation(shell: Shell, command: string): [string, string[]] {
  switch (shell) {
    case 'bash':
      return ['bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', command]];
    case 'sh':
      return ['sh', ['-e', '-c', command]];
    case 'pwsh':
    case 'powershell':
      // As a `run:` step: stop on errors, and exit with the last program's code.
      return [
        shell,
        [
          '-NoLogo',
          '-NoProfile',
          '-NonInteractive',
          '-Command',
          `$ErrorActionPreference = 'stop'\n${command}\nif ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }`,
        ],
      ];
    case 'cmd':
      return ['cmd', ['/D', '/E:ON', '/V:OFF', '/S', '/C', `"${command}"`]];
  }
}
