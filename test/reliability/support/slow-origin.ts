import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Makes origin hold every push to a translation branch for `seconds` before accepting it (a
 * pre-receive hook), so two runs that push at about the same time both see the branch as it was
 * and race for it: the second's lease must fail, as on a busy GitHub.
 */
export async function holdBranchPushes(origin: string, seconds: number): Promise<void> {
  const hook = join(origin, 'hooks', 'pre-receive');
  await writeFile(
    hook,
    [
      '#!/bin/sh',
      'while read old new ref; do',
      `  case "$ref" in refs/heads/l10n-sync/*) sleep ${seconds} ;; esac`,
      'done',
      '',
    ].join('\n'),
  );
  await chmod(hook, 0o755);
}
