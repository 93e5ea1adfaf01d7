import type { Revision } from '../src/api/index.ts';
import type { CallRecord } from '../test/emulator/calls.ts';
import type { Emulator } from '../test/emulator/server.ts';
import { runAction, type ActionRun } from '../test/support/action-runner.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';

/**
 * A depth-1 checkout of a repository with `files` English files, one per module
 * (`modules/m<i>/en.json`): on a first push, each is one import.
 */
export async function moduleCheckout(files: number): Promise<string> {
  const content: Record<string, string> = {};
  for (let i = 0; i < files; i++) {
    content[`modules/m${i}/en.json`] = JSON.stringify({ [`k${i}`]: `v${i}` });
  }
  return (await createGitFixture(content)).checkout();
}

/**
 * The bundled action's push of the modules' `%LANG_ISO%.json` files from `workspace` on
 * `revision` (1.0.9.2 by default: its 30 s import window, at `scale`), timed, with the emulator's
 * calls it made.
 */
export async function timedModulePush(
  emulator: Emulator,
  workspace: string,
  id: string,
  scale: number,
  { revision = '1.0.9.2', timeoutMs = 600_000 }: { revision?: Revision; timeoutMs?: number } = {},
): Promise<{ run: ActionRun; wallMs: number; calls: CallRecord[] }> {
  const before = emulator.calls.length;
  const started = performance.now();
  const run = await runAction({
    workspace,
    inputs: {
      'api-token': emulator.tokens.readWrite,
      'project-id': id,
      'api-url': emulator.urls[revision],
      revision,
      mode: 'push',
      files: 'modules/*/%LANG_ISO%.json',
      'max-retries': '5',
    },
    env: { L10N_SYNC_TIME_SCALE: String(scale) },
    timeoutMs,
  });
  return { run, wallMs: performance.now() - started, calls: emulator.calls.slice(before) };
}
