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
  readonly isolated: boolean;
  readonly line: string;
  launch(file: string, args: readonly string[], env: Record<string, string>): Launch;
}

/**
 * The action's process keeps the runner's variables (both tokens among them) in the environment it
 * started with, which `/proc/<pid>/environ` shows to any process of the same user for as long as
 * the action lives; emptying `process.env` does not change it. So on Linux the command runs where
 * it cannot see the action's processes at all: a PID namespace of its own with its own `/proc`,
 * entered through util-linux's `unshare`, and without the means to leave it (no capabilities to
 * unmount that `/proc`, no new privileges through sudo or set-user-ID programs). It stays the same
 * user in the same checkout, so a formatter reads and writes the files as before.
 *
 * The first way this machine allows is taken, each tried once with a command that checks it runs
 * as the namespace's first process:
 * - as root (containers): `unshare` directly, all capabilities dropped before the command;
 * - as another user: a user namespace that maps the user to itself (util-linux 2.38 or later;
 *   Ubuntu 24.04's AppArmor refuses it to programs without a profile, such as `unshare`);
 * - on GitHub's hosted runners, whose user may use sudo without a password: `sudo unshare`, then
 *   back to the same user before the command starts. Never on a self-hosted runner, where a
 *   refused sudo is reported to the machine's administrators.
 * Where none works (macOS, Windows, a kernel or policy that refuses), the command runs as before
 * and the line says it can read both tokens.
 */
export async function chooseIsolation(
  runner: CommandRunner,
  env: Record<string, string>,
): Promise<Isolation> {
  if (runner.platform !== 'linux') {
    return unisolated(
      `${PLATFORM_NAMES[runner.platform] ?? runner.platform} has no PID namespaces`,
    );
  }
  const reasons: string[] = [];
  for (const way of waysFor(runner)) {
    if (typeof way === 'string') {
      reasons.push(way);
      continue;
    }
    const [file, ...args] = [...way.prefix, 'sh', '-c', 'test "$$" = 1'];
    const tried = await runner.check(file ?? '', args, { env });
    if (tried.code === 0) return isolatedBy(way, runner.node);
    reasons.push(`${way.name}: ${firstLine(tried.stderr) || `exit code ${tried.code}`}`);
  }
  return unisolated(reasons.join('; '));
}

/** One way into a namespace: the command line before the command. */
interface Way {
  /** As the log names it. */
  readonly name: string;
  /** What it gives the command, for the log. */
  readonly gives: string;
  readonly prefix: readonly string[];
  /** sudo resets the environment: the command's goes through standard input to a launcher. */
  readonly throughLauncher: boolean;
}

const NAMESPACE = ['--pid', '--fork', '--mount-proc', '--kill-child'];
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
        gives: 'a PID namespace with its own /proc, all capabilities dropped',
        prefix: ['unshare', ...NAMESPACE, '--', 'setpriv', ...NO_PRIVILEGES, '--'],
        throughLauncher: false,
      },
    ];
  }
  const ownUser: Way = {
    name: 'unshare --user',
    gives: 'a user and PID namespace with its own /proc, as the same user',
    prefix: [
      'unshare',
      '--user',
      '--map-current-user',
      ...NAMESPACE,
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
  const backToUser = [`--reuid=${user.uid}`, `--regid=${user.gid}`, groups];
  return [
    ownUser,
    {
      name: 'sudo unshare',
      gives: `a PID namespace with its own /proc, then back to uid ${user.uid} without privileges`,
      prefix: [
        'sudo',
        '--non-interactive',
        'unshare',
        ...NAMESPACE,
        '--',
        'setpriv',
        ...backToUser,
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

function isolatedBy(way: Way, node: string): Isolation {
  return {
    isolated: true,
    line: `post-pull-command runs isolated (${way.name}: ${way.gives}): it cannot see the action's processes, so it cannot read the tokens in their environment`,
    launch(file, args, env) {
      const [program, ...rest] = way.prefix;
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

function unisolated(why: string): Isolation {
  return {
    isolated: false,
    line: `post-pull-command runs without isolation (${why}): it can read api-token and github-token in the action's environment; to keep them from it, run the formatter as a later step of the job (see the README)`,
    launch: (file, args, env) => ({ file, args, env }),
  };
}

const PLATFORM_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  darwin: 'macOS',
  win32: 'Windows',
};

function firstLine(text: string): string {
  return text.trim().split(/\r?\n/)[0]?.trim() ?? '';
}
