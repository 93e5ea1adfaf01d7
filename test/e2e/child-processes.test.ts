import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import type { Scenario, ScenarioOptions } from '../support/scenario.ts';
import { type Starter, describe, expect, it } from '../support/fixtures.ts';
import { testFolder } from '../support/temp.ts';

/**
 * What the action starts gets none of its secrets: post-pull-command runs without the inputs, the
 * runner's tokens and git's settings, git gets credentials through its environment (never argv,
 * which `ps` shows every user of a shared runner) and only to talk to origin, and no hook of the
 * checkout runs inside its commands.
 */

async function withGerman(
  start: Starter<ScenarioOptions, Scenario>,
  inputs: Record<string, string> = {},
): Promise<Scenario> {
  const s = await start({
    files: { 'locales/en.json': '{"hello":"Hello"}' },
    languages: ['de'],
    inputs: { mode: 'sync', ...inputs },
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'de',
    file: jsonFile('de.json', { hello: 'Hallo' }),
  });
  return s;
}

const RUNNER_TOKENS = {
  ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-value',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.example/oidc',
};

/** A header the step gives git through its environment, as the action gives github-token. */
const STEP_GIT_SETTINGS = {
  GIT_CONFIG_COUNT: '1',
  GIT_CONFIG_KEY_0: 'http.https://git.example/.extraheader',
  GIT_CONFIG_VALUE_0: 'AUTHORIZATION: basic c3RlcC1zZWNyZXQ=',
};

describe('post-pull-command', () => {
  it("sees the step's environment, without the action's inputs or the runner's tokens", async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, { 'pull-target': 'branch' });
    const dump = join(testFolder('l10n-env-'), 'env.txt');
    const run = await s.run(
      { 'post-pull-command': 'env > "$ENV_DUMP"' },
      { ...RUNNER_TOKENS, ...STEP_GIT_SETTINGS, ENV_DUMP: dump, MY_STEP_VAR: 'kept' },
    );
    expect(run.code).toBe(0);
    const seen = readFileSync(dump, 'utf8');
    expect(seen).toContain('MY_STEP_VAR=kept');
    expect(seen).not.toMatch(/^INPUT_/im);
    expect(seen).not.toMatch(/^GIT_CONFIG_(COUNT|KEY_|VALUE_|PARAMETERS)/m);
    // The runner's file commands: a script from a bundle cannot set outputs or later steps' env.
    expect(seen).not.toMatch(/^GITHUB_(OUTPUT|ENV|PATH|STATE|STEP_SUMMARY)=/m);
    expect(seen).not.toContain(STEP_GIT_SETTINGS.GIT_CONFIG_VALUE_0);
    for (const [name, value] of Object.entries(RUNNER_TOKENS)) {
      expect(seen).not.toContain(name);
      expect(seen).not.toContain(value);
    }
    expect(seen).not.toContain(s.emulator.tokens.readWrite);
    expect(seen).not.toContain(s.github.token);
  });

  it('runs in bash by default and in the shell post-pull-shell names', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, { 'pull-target': 'branch' });
    const bashOnly = '[[ -f locales/de.json ]]';
    expect((await s.run({ 'post-pull-command': bashOnly })).code).toBe(0);
    const sh = await s.run({
      'post-pull-command': bashOnly,
      'post-pull-shell': 'sh',
      branch: 'other',
    });
    expect(sh.stdout).toContain('Running post-pull-command with sh');
    expect(sh.code).toBe(1);
  });
});

/** Files a `git` placed first on PATH writes before it runs the real one. */
interface GitLogs {
  /** The run's environment entry that puts the wrapper first. */
  readonly path: string;
  /** Every command line, one per call: `git <args>`. */
  argv(): string;
  /** Per call: its first argument, the names of its GIT_CONFIG_KEY_n, and secret-looking variables. */
  calls(): { command: string; configKeys: string[]; secretNames: string[] }[];
}

function gitWrapper(versionLine?: string): GitLogs {
  const bin = testFolder('l10n-git-wrapper-');
  const argvLog = join(bin, 'argv.log');
  const envLog = join(bin, 'env.log');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const script = [
    '#!/bin/sh',
    `printf '%s\\n' "git $*" >> "${argvLog}"`,
    // Names only: the values are what must not be written anywhere.
    "keys=''",
    'i=0',
    'while [ "$i" -lt "${GIT_CONFIG_COUNT:-0}" ]; do',
    '  eval "keys=\\"\\$keys \\$GIT_CONFIG_KEY_$i\\""',
    '  i=$((i + 1))',
    'done',
    "secrets=$(env | grep -E '^(INPUT_|ACTIONS_RUNTIME_TOKEN=|ACTIONS_ID_TOKEN_REQUEST_)' | cut -d= -f1 | tr '\\n' ' ')",
    // The command: the first word that is no option (`git --work-tree=… add` adds).
    'command="$1"',
    'for word in "$@"; do case "$word" in -*) ;; *) command="$word"; break ;; esac; done',
    `printf '%s\\t%s\\t%s\\n' "$command" "$keys" "$secrets" >> "${envLog}"`,
    ...(versionLine ? [`[ "$1" = --version ] && { echo '${versionLine}'; exit 0; }`] : []),
    `exec "${real}" "$@"`,
  ];
  writeFileSync(join(bin, 'git'), `${script.join('\n')}\n`);
  chmodSync(join(bin, 'git'), 0o755);
  const words = (text = '') => text.split(' ').filter(Boolean);
  return {
    path: `${bin}:${process.env['PATH'] ?? ''}`,
    argv: () => readFileSync(argvLog, 'utf8'),
    calls: () =>
      readFileSync(envLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [command = '', keys, secrets] = line.split('\t');
          return { command, configKeys: words(keys), secretNames: words(secrets) };
        }),
  };
}

/** A checkout as actions/checkout makes it with `persist-credentials: false`: no header in it. */
function persistsNoCredentials(workspace: string): void {
  expect(readFileSync(join(workspace, '.git', 'config'), 'utf8')).not.toMatch(/extraheader/i);
}

const HOOKS = [
  'pre-commit',
  'commit-msg',
  'post-commit',
  'pre-push',
  'reference-transaction',
  'post-checkout',
];

/** Hook scripts that leave a mark in `marks` and fail, in `folder`. */
function writeHooks(folder: string, marks: string): void {
  mkdirSync(folder, { recursive: true });
  for (const name of HOOKS) {
    writeFileSync(join(folder, name), `#!/bin/sh\ntouch "${join(marks, name)}"\nexit 1\n`);
    chmodSync(join(folder, name), 0o755);
  }
}

/**
 * A sync run that fetches the sync ref and the branch, pushes both and updates the pull request,
 * in a checkout `plant` has given code that leaves a mark when it runs: it succeeds, and none ran.
 */
async function expectNoCheckoutCodeRuns(
  start: Starter<ScenarioOptions, Scenario>,
  plant: (workspace: string, marks: string) => void,
): Promise<void> {
  const s = await withGerman(start);
  const marks = testFolder('l10n-hooks-ran-');
  // A first run leaves the sync ref and the branch on origin, so the next one fetches them.
  expect((await s.run()).code).toBe(0);
  await s.fixture.commit({ 'locales/en.json': '{"hello":"Hello","bye":"Bye"}' });
  const run = await s.run({}, {}, { onStart: (workspace) => plant(workspace, marks) });
  expect(annotations(run.stdout, 'error')).toEqual([]);
  expect(run.code).toBe(0);
  expect(run.outputs['pushed-files']).toBe('1');
  expect(run.outputs['pull-request-operation']).toBe('updated');
  expect(readdirSync(marks)).toEqual([]);
}

describe('git', () => {
  it('never gets a token on its command line (a git first on PATH logs every argv)', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const logs = gitWrapper();
    const run = await s.run({}, { PATH: logs.path }, { onStart: persistsNoCredentials });
    expect(run.code).toBe(0);
    expect(run.outputs['pull-request-operation']).toBe('created');
    const argv = logs.argv();
    // The commands that carry credentials ran through the wrapper: it saw them.
    expect(argv).toMatch(/^git push .*refs\/l10n-sync\//m);
    expect(argv).toMatch(/^git push .*l10n-sync\/main/m);
    // The pulled files were added while the pull went on; the commit took their blobs and
    // added nothing itself (early-blobs.ts, known-blobs.ts).
    expect(argv).toMatch(/^git --work-tree=\S+ add --force --pathspec-from-file=- /m);
    expect(argv).toMatch(/^git update-index -z --index-info$/m);
    expect(argv).not.toMatch(/^git add /m);
    const basic = Buffer.from(`x-access-token:${s.github.token}`).toString('base64');
    for (const secret of [s.github.token, basic, s.emulator.tokens.readWrite]) {
      expect(argv).not.toContain(secret);
    }
    expect(argv.toLowerCase()).not.toContain('authorization');
    expect(argv.toLowerCase()).not.toContain('extraheader');
    expect(argv).not.toMatch(/ -c /);
  });

  it('gets github-token through its environment only to talk to origin, and no input or runner token', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const logs = gitWrapper();
    const run = await s.run(
      {},
      { PATH: logs.path, ...RUNNER_TOKENS },
      { onStart: persistsNoCredentials },
    );
    expect(run.code).toBe(0);
    const calls = logs.calls();
    const remote = calls.filter((c) => ['ls-remote', 'fetch', 'push'].includes(c.command));
    const pushes = remote.filter((c) => c.command === 'push');
    expect(pushes).toHaveLength(2);
    // The translation branch is packed without a delta search (packing.ts, PUSH_PACKING).
    expect(pushes.filter((c) => c.configKeys.includes('pack.window'))).toHaveLength(1);
    const header = 'http.https://github.com/.extraheader';
    for (const call of remote) expect(call.configKeys).toContain(header);
    // Settings of one command's own (branch.ts, status.ts): how git add stores the files, how
    // the status after the put-back reads their times.
    const own: Record<string, string[]> = {
      add: ['core.bigFileThreshold', 'core.compression'],
      status: ['core.trustctime'],
    };
    for (const call of calls.filter((c) => !remote.includes(c) && c.command !== '--version')) {
      expect(call.configKeys, call.command).not.toContain(header);
      const extra = call.configKeys.slice(2);
      expect(call.configKeys.slice(0, 2), call.command).toEqual([
        'core.hooksPath',
        'core.fsmonitor',
      ]);
      if (extra.length > 0) expect(extra, call.command).toEqual(own[call.command]);
    }
    expect(
      calls.filter((c) => c.command === 'add').map((c) => c.configKeys.slice(2)),
    ).toContainEqual(own['add']);
    expect(calls.flatMap((c) => c.secretNames)).toEqual([]);
  });

  it("runs none of the checkout's hooks from core.hooksPath, nor its fsmonitor", async ({
    startScenario,
  }) => {
    const hooks = join(testFolder('l10n-hooks-'), 'hooks');
    await expectNoCheckoutCodeRuns(startScenario, (workspace, marks) => {
      writeHooks(hooks, marks);
      const fsmonitor = join(hooks, 'fsmonitor');
      writeFileSync(fsmonitor, `#!/bin/sh\ntouch "${join(marks, 'fsmonitor')}"\nexit 1\n`);
      chmodSync(fsmonitor, 0o755);
      git(workspace, 'config', 'core.hooksPath', hooks);
      git(workspace, 'config', 'core.fsmonitor', fsmonitor);
    });
  });

  it("runs none of the checkout's hooks from .git/hooks", async ({ startScenario }) => {
    await expectNoCheckoutCodeRuns(startScenario, (workspace, marks) =>
      writeHooks(join(workspace, '.git', 'hooks'), marks),
    );
  });

  it('is refused before 2.31, which would ignore the settings in its environment', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const logs = gitWrapper('git version 2.30.2');
    const run = await s.run({}, { PATH: logs.path });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      'git 2.30 is too old: l10n-sync needs git 2.31 or later, which takes settings (credentials, no hooks) from the environment; install a newer git on the runner',
    ]);
    expect(logs.calls().map((c) => c.command)).toEqual(['--version']);
    expect(s.syncRef()).toBeUndefined();
  });
});

describe('the push to origin', () => {
  it('authenticates with github-token, not the credentials actions/checkout persisted', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, { mode: 'push' });
    // A git server on loopback that records the Authorization header of each request.
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers.authorization ?? '(none)');
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const persisted = Buffer.from('x-access-token:persisted-workflow-token').toString('base64');
    try {
      const run = await s.run(
        {},
        { GITHUB_SERVER_URL: serverUrl },
        {
          onStart: (workspace) => {
            git(workspace, 'remote', 'set-url', 'origin', `${serverUrl}/octo/app.git`);
            git(
              workspace,
              'config',
              '--local',
              `http.${serverUrl}/.extraheader`,
              `AUTHORIZATION: basic ${persisted}`,
            );
          },
        },
      );
      // The server refuses everything, so the sync ref is not pushed: a warning, not a failure.
      expect(run.code).toBe(0);
      const basic = Buffer.from(`x-access-token:${s.github.token}`).toString('base64');
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set([`basic ${basic}`]));
    } finally {
      server.close();
    }
  });
});
