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

describe('where post-pull-command runs', () => {
  it('says why it runs without isolation on macOS and Windows, and starts the command as it is', async () => {
    for (const [platform, name] of [
      ['darwin', 'macOS'],
      ['win32', 'Windows'],
    ] as const) {
      const runner = machine({ platform, user: RUNNER });
      const isolation = await chooseIsolation(runner, ENV);
      expect(isolation.isolated).toBe(false);
      expect(isolation.line).toMatch(
        new RegExp(
          `^post-pull-command runs without isolation \\(${name} has no PID namespaces\\): it can read api-token and github-token`,
        ),
      );
      expect(isolation.launch('bash', ['-c', 'x'], ENV)).toEqual({
        file: 'bash',
        args: ['-c', 'x'],
        env: ENV,
      });
      expect(runner.checked).toEqual([]);
    }
  });

  it('as root: a PID namespace with its own /proc, every capability dropped', async () => {
    const runner = machine({ user: { uid: 0, gid: 0, groups: [0] }, works: () => true });
    const isolation = await chooseIsolation(runner, ENV);
    expect(isolation.isolated).toBe(true);
    expect(runner.checked).toHaveLength(1);
    expect(isolation.launch('bash', ['-c', 'x'], ENV)).toEqual({
      file: 'unshare',
      args: [
        ...['--pid', '--fork', '--mount-proc', '--kill-child', '--'],
        ...['setpriv', '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all', '--'],
        ...['bash', '-c', 'x'],
      ],
      env: ENV,
    });
  });

  it('as another user: a user namespace that maps the user to itself', async () => {
    const runner = machine({ user: RUNNER, works: (argv) => argv.includes('--user') });
    const isolation = await chooseIsolation(runner, ENV);
    expect(isolation.line).toMatch(/^post-pull-command runs isolated \(unshare --user: /);
    expect(isolation.launch('bash', [], ENV).args.slice(0, 3)).toEqual([
      '--user',
      '--map-current-user',
      '--pid',
    ]);
  });

  it('never tries sudo on a runner that is not GitHub-hosted', async () => {
    const runner = machine({ user: RUNNER, env: { RUNNER_ENVIRONMENT: 'self-hosted' } });
    const isolation = await chooseIsolation(runner, ENV);
    expect(runner.checked.map((argv) => argv[0])).toEqual(['unshare']);
    expect(isolation.isolated).toBe(false);
    expect(isolation.line).toContain(
      '(unshare --user: unshare: Operation not permitted; sudo: not tried on a runner that is not GitHub-hosted)',
    );
  });

  it("on GitHub's hosted runners, through sudo and back to the same user, the environment on standard input", async () => {
    const runner = machine({
      user: RUNNER,
      env: { RUNNER_ENVIRONMENT: 'github-hosted' },
      works: (argv) => argv[0] === 'sudo',
    });
    const isolation = await chooseIsolation(runner, ENV);
    expect(isolation.line).toMatch(
      /^post-pull-command runs isolated \(sudo unshare: .* then back to uid 1001 without privileges\)/,
    );
    const launch = isolation.launch('bash', ['-c', 'npm run format'], ENV);
    expect(launch.file).toBe('sudo');
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

  it('runs the command as it is when no way works, naming each reason', async () => {
    const runner = machine({ user: RUNNER, env: { RUNNER_ENVIRONMENT: 'github-hosted' } });
    const isolation = await chooseIsolation(runner, ENV);
    expect(isolation.isolated).toBe(false);
    expect(isolation.line).toContain(
      '(unshare --user: unshare: Operation not permitted; sudo unshare: sudo: Operation not permitted)',
    );
  });
});
