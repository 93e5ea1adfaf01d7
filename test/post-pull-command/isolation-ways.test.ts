import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsCommandRunner } from '../../src/post-pull-command/actions-command-runner.ts';
import { chooseIsolation } from '../../src/post-pull-command/isolation.ts';
import type { CommandRunner, UserIds } from '../../src/post-pull-command/post-pull-command.ts';
import { testFolder } from '../support/temp.ts';

/**
 * Each way into isolation, run for real on this machine: the command tries to write a folder it
 * must not (open to every user, so that only the read-only mount stands in its way) and the
 * checkout it must. Becoming another user needs root, so this runs where the tests run as root
 * (CI here); elsewhere the unit tests of isolation.test.ts pin the command lines only.
 */
const AS_ROOT = process.platform === 'linux' && process.getuid?.() === 0;
const NOBODY: UserIds = { uid: 65534, gid: 65534, groups: [] };

const TRY_BOTH = [
  'echo forged >> "$PROTECTED/chunk.js" 2>/dev/null && echo "wrote the protected folder"',
  'touch "$PROTECTED/new.js" 2>/dev/null && echo "added to the protected folder"',
  'echo formatted > de.json && id -u > uid',
].join('; ');

/** A protected folder and a checkout, both writable by every user. */
function folders() {
  // The test run's own temporary folder is its creator's alone: others may pass through it.
  chmodSync(tmpdir(), statSync(tmpdir()).mode | 0o011);
  const root = testFolder('l10n-ways-');
  chmodSync(root, 0o755);
  const protectedFolder = join(root, 'dist');
  const workspace = join(root, 'checkout');
  for (const folder of [protectedFolder, workspace]) {
    mkdirSync(folder);
    chmodSync(folder, 0o777);
  }
  for (const file of [join(protectedFolder, 'chunk.js'), join(workspace, 'de.json')]) {
    writeFileSync(file, file.endsWith('.js') ? 'export {};\n' : '{}\n');
    chmodSync(file, 0o666);
  }
  return { root, protectedFolder, workspace };
}

/**
 * Programs on the PATH in front of the machine's, `name` as a shell script that notes its first
 * three arguments in `<name>.ran` each time it runs. @actions/exec looks a program up on this process's PATH, so the PATH
 * is this process's for the test.
 */
function standIns(root: string, scripts: Record<string, string>): string {
  const bin = join(root, 'bin');
  mkdirSync(bin, { mode: 0o755 });
  for (const [name, script] of Object.entries(scripts)) {
    const note = join(root, `${name}.ran`);
    writeFileSync(note, '');
    chmodSync(note, 0o666);
    writeFileSync(join(bin, name), `#!/bin/sh\necho "$1 $2 $3" >> '${note}'\n${script}\n`);
    chmodSync(join(bin, name), 0o755);
  }
  const path = `${bin}:${process.env['PATH'] ?? ''}`;
  vi.stubEnv('PATH', path);
  return path;
}

/** The command lines a stand-in ran with. */
function ran(root: string, name: string): string[] {
  return readFileSync(join(root, `${name}.ran`), 'utf8')
    .trim()
    .split('\n');
}

async function runIsolated(runner: CommandRunner, protectedFolder: string, workspace: string) {
  const env = { PATH: runner.env['PATH'] ?? '', PROTECTED: protectedFolder };
  const isolation = await chooseIsolation(runner, env, [protectedFolder]);
  const launch = isolation.launch('sh', ['-c', TRY_BOTH], env);
  const output: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((text: string) => output.push(text) > 0) as typeof process.stdout.write;
  try {
    const code = await runner.run(launch.file, launch.args, {
      cwd: workspace,
      env: launch.env,
      ...(launch.input === undefined ? {} : { input: launch.input }),
    });
    return { line: isolation.line, code, output: output.join('') };
  } finally {
    process.stdout.write = write;
  }
}

/** The command ran, wrote nothing into the protected folder, formatted the checkout as `uid`. */
function expectWrote(
  run: { code: number; output: string },
  at: { protectedFolder: string; workspace: string },
  uid: number,
): void {
  expect(run.code).toBe(0);
  expect(run.output).not.toMatch(/wrote|added/);
  expect(readFileSync(join(at.protectedFolder, 'chunk.js'), 'utf8')).toBe('export {};\n');
  expect(readFileSync(join(at.workspace, 'de.json'), 'utf8')).toBe('formatted\n');
  expect(readFileSync(join(at.workspace, 'uid'), 'utf8').trim()).toBe(String(uid));
}

describe.skipIf(!AS_ROOT)('each way into isolation, run for real', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('as root: the folder stays as it was, the checkout is formatted', async () => {
    const { protectedFolder, workspace } = folders();
    const runner = { ...actionsCommandRunner, user: { uid: 0, gid: 0, groups: [] } };
    const run = await runIsolated(runner, protectedFolder, workspace);
    expect(run.line).toMatch(/^post-pull-command runs isolated \(unshare:/);
    expectWrote(run, { protectedFolder, workspace }, 0);
  });

  it('as a user without privileges, in user namespaces it makes itself', async () => {
    const { root, protectedFolder, workspace } = folders();
    // The first unshare becomes nobody before it makes the user namespace: from there on nothing
    // runs with a privilege nobody lacks.
    const path = standIns(root, {
      unshare: `case " $* " in *" --map-root-user "*) exec setpriv --reuid=${NOBODY.uid} --regid=${NOBODY.gid} --clear-groups /usr/bin/unshare "$@";; esac\nexec /usr/bin/unshare "$@"`,
    });
    const runner = { ...actionsCommandRunner, user: NOBODY, env: { PATH: path } };
    const run = await runIsolated(runner, protectedFolder, workspace);
    expect(run.line).toMatch(/^post-pull-command runs isolated \(unshare --user:/);
    expectWrote(run, { protectedFolder, workspace }, NOBODY.uid);
    // The check, then the command: each through both user namespaces.
    expect(ran(root, 'unshare')).toEqual([
      '--user --map-root-user --pid',
      '--user --map-user=65534 --map-group=65534',
      '--user --map-root-user --pid',
      '--user --map-user=65534 --map-group=65534',
    ]);
  });

  it('on a GitHub-hosted runner where user namespaces are refused: through sudo, and back to the user', async () => {
    const { root, protectedFolder, workspace } = folders();
    // sudo as the hosted runner's user has it, without a password: this test is root already.
    const path = standIns(root, {
      unshare: `case " $* " in *" --user "*) echo 'unshare: write failed /proc/self/uid_map: Operation not permitted' >&2; exit 1;; esac\nexec /usr/bin/unshare "$@"`,
      sudo: 'test "$1" = --non-interactive || exit 1\nshift\nexec "$@"',
    });
    const runner = {
      ...actionsCommandRunner,
      user: NOBODY,
      env: { PATH: path, RUNNER_ENVIRONMENT: 'github-hosted' },
    };
    const run = await runIsolated(runner, protectedFolder, workspace);
    expect(run.line).toMatch(/^post-pull-command runs isolated \(sudo unshare:/);
    expectWrote(run, { protectedFolder, workspace }, NOBODY.uid);
    expect(ran(root, 'sudo')).toEqual([
      '--non-interactive unshare --pid',
      '--non-interactive unshare --pid',
    ]);
  });
});
