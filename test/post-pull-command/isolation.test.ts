import { describe, expect, it } from 'vitest';
import { chooseIsolation } from '../../src/post-pull-command/isolation.ts';
import type { CommandRunner, UserIds } from '../../src/post-pull-command/post-pull-command.ts';

/** A machine where the programs `works` names start and the others fail as `why` says. */
function machine(options: {
  platform?: NodeJS.Platform;
  user?: UserIds;
  env?: NodeJS.ProcessEnv;
  works?: (argv: readonly string[]) => boolean;
}): CommandRunner & { checked: string[][] } {
  const checked: string[][] = [];
  return {
    platform: options.platform ?? 'linux',
    env: options.env ?? {},
    user: options.user,
    node: '/opt/node/bin/node',
    entry: '/runner/_actions/octo/l10n-sync/v1/dist/index.js',
    checked,
    run: () => Promise.resolve(0),
    check(file, args) {
      const argv = [file, ...args];
      checked.push(argv);
      return Promise.resolve(
        options.works?.(argv)
          ? { code: 0, stderr: '' }
          : { code: 1, stderr: `${file}: Operation not permitted\nmore` },
      );
    },
  };
}

const RUNNER: UserIds = { uid: 1001, gid: 118, groups: [4, 118] };
const ENV = { PATH: '/usr/bin', FORMAT_STYLE: 'strict' };
/** What the command must not write, as `foldersToProtect` finds it. */
const FOLDERS = ['/runner/_actions', '/runner/_temp/_runner_file_commands'];
/** Binds each folder read-only, then becomes what follows. */
const MOUNTS = (into: string[]) => [
  ...into,
  'sh',
  '-c',
  expect.stringContaining('mount -o remount,bind,ro "$1"'),
  'sh',
  '2',
  ...FOLDERS,
];

describe('where post-pull-command runs', () => {
  it('is refused on macOS and Windows, where nothing can keep it from the tokens and the code', async () => {
    for (const [platform, name] of [
      ['darwin', 'macOS'],
      ['win32', 'Windows'],
    ] as const) {
      const runner = machine({ platform, user: RUNNER });
      await expect(chooseIsolation(runner, ENV, FOLDERS)).rejects.toThrow(
        new RegExp(
          `^post-pull-command was not run: ${name} has no namespaces to isolate it in, so it could read api-token and github-token, rewrite the action's code or set later steps' environment; run the formatter as a later step`,
        ),
      );
      expect(runner.checked).toEqual([]);
    }
  });

  it('as root: PID and mount namespaces, the folders read-only, then every capability dropped', async () => {
    const runner = machine({ user: { uid: 0, gid: 0, groups: [0] }, works: () => true });
    const isolation = await chooseIsolation(runner, ENV, FOLDERS);
    // The check runs through the same mounts, and fails if a folder is still writable.
    expect(runner.checked).toEqual([
      [
        ...MOUNTS(['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', '--']),
        ...['setpriv', '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all', '--'],
        ...['sh', '-c', expect.stringMatching(/test -w "\$folder" && exit 2/), 'sh', ...FOLDERS],
      ],
    ]);
    expect(isolation.launch('bash', ['-c', 'x'], ENV)).toEqual({
      file: 'unshare',
      args: [
        ...MOUNTS(['--pid', '--fork', '--mount-proc', '--kill-child', '--']),
        ...['setpriv', '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all', '--'],
        ...['bash', '-c', 'x'],
      ],
      env: ENV,
    });
    expect(isolation.line).toContain(
      "the action's code, the runner's file commands and the programs later steps run are read-only to it (2 folders: /runner/_actions, /runner/_temp/_runner_file_commands)",
    );
  });

  it('as another user: root of a user namespace for the mounts, then mapped back to itself', async () => {
    const runner = machine({ user: RUNNER, works: (argv) => argv.includes('--user') });
    const isolation = await chooseIsolation(runner, ENV, FOLDERS);
    expect(isolation.line).toMatch(/^post-pull-command runs isolated \(unshare --user: /);
    const launch = isolation.launch('bash', [], ENV);
    expect(launch.args).toEqual([
      ...MOUNTS([
        '--user',
        '--map-root-user',
        '--pid',
        '--fork',
        '--mount-proc',
        '--kill-child',
        '--',
      ]),
      ...['unshare', '--user', '--map-user=1001', '--map-group=118', '--'],
      ...['setpriv', '--no-new-privs', '--', 'bash'],
    ]);
  });

  it('never tries sudo on a runner that is not GitHub-hosted, and is refused when nothing else works', async () => {
    const runner = machine({ user: RUNNER, env: { RUNNER_ENVIRONMENT: 'self-hosted' } });
    await expect(chooseIsolation(runner, ENV, FOLDERS)).rejects.toThrow(
      '(unshare --user: unshare: Operation not permitted; sudo: not tried on a runner that is not GitHub-hosted)',
    );
    expect(runner.checked.map((argv) => argv[0])).toEqual(['unshare']);
  });

  it("on GitHub's hosted runners, through sudo and back to the same user, the environment on standard input", async () => {
    const runner = machine({
      user: RUNNER,
      env: { RUNNER_ENVIRONMENT: 'github-hosted' },
      works: (argv) => argv[0] === 'sudo',
    });
    const isolation = await chooseIsolation(runner, ENV, FOLDERS);
    expect(isolation.line).toMatch(
      /^post-pull-command runs isolated \(sudo unshare: .* then back to uid 1001 without privileges\)/,
    );
    const launch = isolation.launch('bash', ['-c', 'npm run format'], ENV);
    expect(launch.file).toBe('sudo');
    expect(launch.args.slice(0, 14)).toEqual(
      MOUNTS([
        '--non-interactive',
        'unshare',
        '--pid',
        '--fork',
        '--mount-proc',
        '--kill-child',
        '--',
      ]),
    );
    expect(launch.args).toContain('--reuid=1001');
    expect(launch.args).toContain('--regid=118');
    expect(launch.args).toContain('--groups=4,118');
    expect(launch.args).toContain('--no-new-privs');
    // Nothing of the environment or the command on a command line, which `ps` shows.
    expect(launch.args.join(' ')).not.toContain('strict');
    expect(launch.args.join(' ')).not.toContain('npm run format');
    expect(JSON.parse(launch.input ?? '')).toEqual({
      file: 'bash',
      args: ['-c', 'npm run format'],
      env: ENV,
    });
  });

  it('is refused when no way works, naming each reason', async () => {
    const runner = machine({ user: RUNNER, env: { RUNNER_ENVIRONMENT: 'github-hosted' } });
    await expect(chooseIsolation(runner, ENV, FOLDERS)).rejects.toThrow(
      'post-pull-command was not run: this machine cannot isolate it (unshare --user: unshare: Operation not permitted; sudo unshare: sudo: Operation not permitted)',
    );
  });
});
