import { count } from '../common/plural.ts';
import type { CommandRunner } from './command-runner.ts';

/** A program to start, with everything it needs; `input` goes to its standard input. */
export interface Launch {
  readonly file: string;
  readonly args: readonly string[];
  readonly env: Record<string, string>;
  readonly input?: string;
}

/** How post-pull-command is started, and the one log line that says so. */
export interface Isolation {
  readonly line: string;
  launch(file: string, args: readonly string[], env: Record<string, string>): Launch;
}

/**
 * Why post-pull-command is not run: the action could not keep it from the tokens, from the
 * action's own code or from the runner's file commands. One line, for the run's failure.
 */
export function refusal(why: string): Error {
  return new Error(
    `post-pull-command was not run: ${why}, so it could read api-token and github-token, rewrite the action's code or set later steps' environment; run the formatter as a later step of the job instead (see the README)`,
  );
}

/**
 * The action's process keeps the runner's variables (both tokens among them) in the environment it
 * started with, which `/proc/<pid>/environ` shows to any process of the same user for as long as
 * the action lives; emptying `process.env` does not change it. And it loads most of its code
 * after the command has run, from files the same user may write. So on Linux the command runs
 * where it cannot see the action's processes at all and cannot write `protect`
 * (`foldersToProtect`): a PID namespace of its own with its own `/proc`, and a mount namespace
 * where each of those folders is bound read-only onto itself. It has no means to undo either:
 * no capabilities (to unmount, or to remount writable), no new privileges through sudo or
 * set-user-ID programs, and a mount namespace of its own would only get those mounts locked. It
 * stays the same user in the same checkout, so a formatter reads and writes the files as before.
 *
 * The first way this machine allows is taken, each tried once by running a check, through the
 * same mounts, that it is the namespace's first process and can write none of the folders:
 * - as root (containers): `unshare` directly, all capabilities dropped before the command;
 * - as another user: a user namespace where the user is root, to make the mounts, then a second
 *   one inside it that maps the user back to itself (util-linux 2.38 or later; Ubuntu 24.04's
 *   AppArmor refuses it to programs without a profile, such as `unshare`);
 * - on GitHub's hosted runners, whose user may use sudo without a password: `sudo unshare`, then
 *   back to the same user before the command starts. Never on a self-hosted runner, where a
 *   refused sudo is reported to the machine's administrators.
 * Where none works (macOS, Windows, a kernel or policy that refuses), the command is not run
 * (`refusal`).
 */
export async function chooseIsolation(
  runner: CommandRunner,
  env: Record<string, string>,
  protect: readonly string[],
): Promise<Isolation> {
  if (runner.platform !== 'linux') {
    throw refusal(
      `${PLATFORM_NAMES[runner.platform] ?? runner.platform} has no namespaces to isolate it in`,
    );
  }
  const reasons: string[] = [];
  for (const way of waysFor(runner)) {
    if (typeof way === 'string') {
      reasons.push(way);
      continue;
    }
    const [file, ...args] = [...prefixOf(way, protect), 'sh', '-c', PROBE, 'sh', ...protect];
    const tried = await runner.check(file ?? '', args, { env });
    if (tried.code === 0) return isolatedBy(way, protect, runner.node);
    reasons.push(`${way.name}: ${firstLine(tried.stderr) || `exit code ${tried.code}`}`);
  }
  throw refusal(`this machine cannot isolate it (${reasons.join('; ')})`);
}

/** Run through the namespace's mounts: the first process there, and none of the folders writable. */
const PROBE = 'test "$$" = 1 || exit 1; for folder; do test -w "$folder" && exit 2; done; exit 0';

/**
 * Run as the namespace's root, with the folders' count, the folders, then the command: binds each
 * folder read-only onto itself, keeping the flags a user namespace may not drop (nosuid, nodev,
 * noexec) where the folder's mount has them, then becomes the command. A folder it cannot make
 * read-only fails the whole launch (exit 125): nothing runs unprotected.
 */
const MOUNT_READ_ONLY = [
  'n=$1; shift',
  'while [ "$n" -gt 0 ]; do',
  'mount --bind "$1" "$1" || exit 125',
  'mount -o remount,bind,ro "$1" 2>/dev/null || mount -o remount,bind,ro,nosuid,nodev "$1" 2>/dev/null || mount -o remount,bind,ro,nosuid,nodev,noexec "$1" || exit 125',
  'shift; n=$((n - 1))',
  'done',
  'exec "$@"',
].join('\n');

/** The command line before the command: the way in, the mounts, then the way back. */
function prefixOf(way: Way, protect: readonly string[]): string[] {
  return [
    ...way.into,
    'sh',
    '-c',
    MOUNT_READ_ONLY,
    'sh',
    String(protect.length),
    ...protect,
    ...way.back,
  ];
}

/** One way into the namespaces: the command lines around the mounts, before the command. */
interface Way {
  /** As the log names it. */
  readonly name: string;
  /** What it gives the command, for the log. */
  readonly gives: string;
  /** Into the namespaces, as their root: what runs the mounts. */
  readonly into: readonly string[];
  /** From the mounts back to the user the command runs as, without privileges. */
  readonly back: readonly string[];
  /** sudo resets the environment: the command's goes through standard input to a launcher. */
  readonly throughLauncher: boolean;
}

const NAMESPACES = ['--pid', '--fork', '--mount-proc', '--kill-child'];
/** No capability survives into the command (root keeps them otherwise), and none can be gained. */
const NO_PRIVILEGES = ['--no-new-privs', '--inh-caps=-all', '--bounding-set=-all'];

/** The ways to try, in order, or why a way is not tried. */
function waysFor(runner: CommandRunner): Array<Way | string> {
  const user = runner.user;
  if (user === undefined) return ['no user ids on this platform'];
  if (user.uid === 0) {
    return [
      {
        name: 'unshare',
        gives: 'a PID and mount namespace with its own /proc, all capabilities dropped',
        into: ['unshare', ...NAMESPACES, '--'],
        back: ['setpriv', ...NO_PRIVILEGES, '--'],
        throughLauncher: false,
      },
    ];
  }
  const ownUser: Way = {
    name: 'unshare --user',
    gives: 'user, PID and mount namespaces with their own /proc, as the same user',
    into: ['unshare', '--user', '--map-root-user', ...NAMESPACES, '--'],
    back: [
      'unshare',
      '--user',
      `--map-user=${user.uid}`,
      `--map-group=${user.gid}`,
      '--',
      'setpriv',
      '--no-new-privs',
      '--',
    ],
    throughLauncher: false,
  };
  if (runner.env['RUNNER_ENVIRONMENT'] !== 'github-hosted') {
    return [ownUser, 'sudo: not tried on a runner that is not GitHub-hosted'];
  }
  const groups = user.groups.length > 0 ? `--groups=${user.groups.join(',')}` : '--clear-groups';
  return [
    ownUser,
    {
      name: 'sudo unshare',
      gives: `a PID and mount namespace with its own /proc, then back to uid ${user.uid} without privileges`,
      into: ['sudo', '--non-interactive', 'unshare', ...NAMESPACES, '--'],
      back: [
        'setpriv',
        `--reuid=${user.uid}`,
        `--regid=${user.gid}`,
        groups,
        ...NO_PRIVILEGES,
        '--',
      ],
      throughLauncher: true,
    },
  ];
}

/**
 * Reads `{file, args, env}` as JSON on standard input, runs it, and exits as it did (128 + the
 * signal's number when a signal ended it: as the namespace's first process, the launcher would
 * ignore that signal sent to itself). One line, as @actions/exec echoes it.
 */
const LAUNCHER = [
  "const { spawnSync } = require('node:child_process');",
  "const { constants } = require('node:os');",
  "const { file, args, env } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));",
  "const done = spawnSync(file, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });",
  'if (done.error) { console.error(done.error.message); process.exit(127); }',
  'process.exit(done.signal ? 128 + constants.signals[done.signal] : done.status);',
].join(' ');

function isolatedBy(way: Way, protect: readonly string[], node: string): Isolation {
  const prefix = prefixOf(way, protect);
  const [program, ...rest] = prefix;
  return {
    line: `post-pull-command runs isolated (${way.name}: ${way.gives}): it cannot see the action's processes, so it cannot read the tokens in their environment; the action's code, the runner's file commands and the programs later steps run are read-only to it (${count(protect.length, 'folder')}: ${protect.join(', ')})`,
    launch(file, args, env) {
      if (!way.throughLauncher)
        return { file: program ?? file, args: [...rest, file, ...args], env };
      return {
        file: program ?? file,
        args: [...rest, node, '-e', LAUNCHER],
        env,
        input: JSON.stringify({ file, args, env }),
      };
    },
  };
}

const PLATFORM_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  darwin: 'macOS',
  win32: 'Windows',
};

function firstLine(text: string): string {
  return text.trim().split(/\r?\n/)[0]?.trim() ?? '';
}
