import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startGitHubStandIn, type GitHubStandIn } from '../github-standin/server.ts';
import type { ActionRun } from '../support/action-runner.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { leaks, secretForms, writtenByRun } from '../support/secret-scan.ts';

/** The scan every scenario run goes through must be able to find what it looks for. */
const TOKEN = 'tok_5f1e0c2a9b8d7e6f';

let github: GitHubStandIn;
beforeAll(async () => {
  github = await startGitHubStandIn({ owner: 'octo', repo: 'app' });
});
afterAll(() => github.close());

function runIn(workspace: string, extra: Partial<ActionRun> = {}): ActionRun {
  return {
    workspace,
    leftInHome: [],
    code: 0,
    stdout: '',
    timeline: [],
    stderr: '',
    outputs: {},
    summary: '',
    everything: '',
    ...extra,
  };
}

describe('the secret scan', () => {
  it('finds a token in a commit message on origin, in HOME, in .git/config and in the output', async ({
    startRepository,
  }) => {
    const fixture = await startRepository({ 'a.txt': 'a\n' });
    await fixture.commit({ 'b.txt': 'b\n' }, `Add b (${TOKEN})`);
    const workspace = await fixture.checkout();
    await writeFile(join(workspace, '.git', 'config'), `[http]\n\textraheader = ${TOKEN}\n`, {
      flag: 'a',
    });
    const run = runIn(workspace, {
      everything: `::notice::${TOKEN}`,
      leftInHome: [{ path: '/home/runner/bundle.url', text: `?api_token=${TOKEN}` }],
    });
    const written = await writtenByRun(run, { origin: fixture.origin, github, calls: [] });
    expect(leaks(written, [TOKEN])).toEqual([
      'stdout, stderr, outputs and summary: tok_…',
      '/home/runner/bundle.url: tok_…',
      `${join(workspace, '.git', 'config')}: tok_…`,
      'origin: every ref, commit, message and diff: tok_…',
    ]);
  });

  it('finds a token in what the service or GitHub received', async ({ startRepository }) => {
    const fixture = await startRepository({ 'a.txt': 'a\n' });
    const written = await writtenByRun(runIn(await fixture.checkout()), {
      origin: fixture.origin,
      github,
      calls: [
        {
          revision: '1.0.9.3',
          endpoint: 'project/snapshot',
          at: 0,
          params: { title: `before ${TOKEN}` },
          code: '200',
        },
      ],
    });
    expect(leaks(written, [TOKEN])).toEqual(['service: request parameters: tok_…']);
  });

  it('looks for the GitHub token as git sends it too, and ignores strings too short to mean anything', () => {
    const forms = secretForms(['', 'abc', TOKEN], 'ghs_0123456789');
    expect(forms).toEqual([TOKEN, Buffer.from('x-access-token:ghs_0123456789').toString('base64')]);
  });
});
