import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { git } from '../support/git-fixture.ts';
import { createScenario, type Scenario } from '../support/scenario.ts';

/**
 * What the action starts gets none of its secrets: post-pull-command runs without the inputs and
 * the runner's tokens, git gets credentials through its environment (never argv, which `ps`
 * shows every user of a shared runner), and no hook of the checkout runs inside its commands.
 */
let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

async function withGerman(inputs: Record<string, string> = {}): Promise<Scenario> {
  const s = (scenario = await createScenario({
    files: { 'locales/en.json': '{"hello":"Hello"}' },
    languages: ['de'],
    inputs: { mode: 'sync', ...inputs },
  }));
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

describe('post-pull-command', () => {
  it("sees the step's environment, without the action's inputs or the runner's tokens", async () => {
    const s = await withGerman({ 'pull-target': 'branch' });
    const dump = join(mkdtempSync(join(tmpdir(), 'l10n-env-')), 'env.txt');
    const run = await s.run(
      { 'post-pull-command': 'env > "$ENV_DUMP"' },
      { ...RUNNER_TOKENS, ENV_DUMP: dump, MY_STEP_VAR: 'kept' },
    );
    expect(run.code).toBe(0);
    const seen = readFileSync(dump, 'utf8');
    expect(seen).toContain('MY_STEP_VAR=kept');
    expect(seen).not.toMatch(/^INPUT_/im);
    for (const [name, value] of Object.entries(RUNNER_TOKENS)) {
      expect(seen).not.toContain(name);
      expect(seen).not.toContain(value);
    }
    expect(seen).not.toContain(s.emulator.tokens.readWrite);
    expect(seen).not.toContain(s.github.token);
  });

  it('runs in bash by default and in the shell post-pull-shell names', async () => {
    const s = await withGerman({ 'pull-target': 'branch' });
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

describe('git', () => {
  it('never gets a token on its command line (a git first on PATH logs every argv)', async () => {
    const s = await withGerman();
    const bin = mkdtempSync(join(tmpdir(), 'l10n-git-wrapper-'));
    const log = join(bin, 'argv.log');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(
      join(bin, 'git'),
      `#!/bin/sh\nprintf '%s\\n' "git $*" >> "${log}"\nexec "${real}" "$@"\n`,
    );
    chmodSync(join(bin, 'git'), 0o755);
    const run = await s.run({}, { PATH: `${bin}:${process.env['PATH'] ?? ''}` });
    expect(run.code).toBe(0);
    expect(run.outputs['pull-request-operation']).toBe('created');
    const argv = readFileSync(log, 'utf8');
    // The commands that carry credentials ran through the wrapper: it saw them.
    expect(argv).toMatch(/^git push .*refs\/l10n-sync\//m);
    expect(argv).toMatch(/^git push .*l10n-sync\/main/m);
    const basic = Buffer.from(`x-access-token:${s.github.token}`).toString('base64');
    for (const secret of [s.github.token, basic, s.emulator.tokens.readWrite]) {
      expect(argv).not.toContain(secret);
    }
    expect(argv.toLowerCase()).not.toContain('authorization');
    expect(argv).not.toMatch(/ -c /);
  });

  it("runs none of the checkout's hooks, from core.hooksPath or .git/hooks", async () => {
    const s = await withGerman();
    const marks = mkdtempSync(join(tmpdir(), 'l10n-hooks-ran-'));
    const hooks = mkdtempSync(join(tmpdir(), 'l10n-hooks-'));
    const names = [
      'pre-commit',
      'commit-msg',
      'post-commit',
      'pre-push',
      'reference-transaction',
      'post-checkout',
    ];
    const hook = (name: string) => `#!/bin/sh\ntouch "${join(marks, name)}"\nexit 1\n`;
    // A first run leaves the sync ref and the branch on origin, so the next one fetches them.
    expect((await s.run()).code).toBe(0);
    await s.fixture.commit({ 'locales/en.json': '{"hello":"Hello","bye":"Bye"}' });
    const run = await s.run(
      {},
      {},
      {
        onStart: (workspace) => {
          for (const name of names) {
            writeFileSync(join(hooks, name), hook(name));
            chmodSync(join(hooks, name), 0o755);
          }
          mkdirSync(join(workspace, '.git', 'hooks'), { recursive: true });
          writeFileSync(join(workspace, '.git', 'hooks', 'pre-push'), hook('git-hooks-pre-push'));
          chmodSync(join(workspace, '.git', 'hooks', 'pre-push'), 0o755);
          git(workspace, 'config', 'core.hooksPath', hooks);
        },
      },
    );
    expect(annotations(run.stdout, 'error')).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs['pushed-files']).toBe('1');
    for (const name of [...names, 'git-hooks-pre-push'])
      expect(existsSync(join(marks, name))).toBe(false);
  });
});

describe('the push to origin', () => {
  it('authenticates with github-token, not the credentials actions/checkout persisted', async () => {
    const s = await withGerman({ mode: 'push' });
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
