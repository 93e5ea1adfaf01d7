import { describe, expect, it } from 'vitest';
import { startStandInProcess } from '../support/standin-process.ts';

/** `npm run github-standin`: the stand-in for a person's own local runs. */
describe('the GitHub stand-in as a command', () => {
  it('prints exactly the ready line, serves the repository with its token, logs each request, and exits 0 on SIGTERM', async () => {
    const standIn = startStandInProcess(['--repository', 'octo/app', '--token', 'ghs_local']);
    const ready = await standIn.ready;
    expect(ready).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) as unknown,
      token: 'ghs_local',
      repository: 'octo/app',
    });
    const get = (path: string, token?: string) =>
      fetch(`${ready.url}${path}`, {
        headers: { 'user-agent': 'test', ...(token ? { authorization: `token ${token}` } : {}) },
      });
    const pulls = await get('/repos/octo/app/pulls', 'ghs_local');
    expect([pulls.status, await pulls.json()]).toEqual([200, []]);
    expect((await get('/repos/octo/app/pulls', 'wrong')).status).toBe(401);
    expect((await get('/repos/someone/else/pulls', 'ghs_local')).status).toBe(404);

    expect(await standIn.stop()).toBe(0);
    expect(standIn.stdout()).toBe(`${JSON.stringify(ready)}\n`);
    expect(standIn.stderr()).toContain('github-standin: GET /repos/octo/app/pulls → 200');
    expect(standIn.stderr()).toContain('github-standin: GET /repos/octo/app/pulls → 401');
  });

  it('serves the repository GITHUB_REPOSITORY names and accepts a random ghs_ token by default', async () => {
    const standIn = startStandInProcess();
    const ready = await standIn.ready;
    expect(ready.token).toMatch(/^ghs_[0-9a-f]{36}$/);
    expect(ready.repository).toBe(process.env['GITHUB_REPOSITORY'] ?? 'octo-org/l10n-app');
    expect(await standIn.stop()).toBe(0);
  });

  it.each([
    [['--repository', 'octo'], /--repository must be OWNER\/NAME, not 'octo'/],
    [['--port', 'eighty'], /--port must be a port number/],
    [['--git-database', '/no/such/repository.git'], /--git-database: no repository at/],
    [['--colour'], /Unknown option '--colour'/],
  ])('refuses %j with exit code 2 and its usage', async (args, message) => {
    const standIn = startStandInProcess(args);
    expect(await new Promise((done) => standIn.child.on('exit', done))).toBe(2);
    expect(standIn.stderr()).toMatch(message);
    expect(standIn.stderr()).toContain('usage: github-standin');
    expect(standIn.stdout()).toBe('');
  });
});
