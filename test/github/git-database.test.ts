import { execFileSync } from 'node:child_process';
import { createCommitApi } from '../../src/github/git-database.ts';
import type { GitHubStandIn, GitHubStandInOptions } from '../github-standin/server.ts';
import { describe, expect, it, type Fixtures, type Starter } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';
import { TIME_SCALE } from './helpers.ts';

/** The id git gives a blob of these bytes. */
function gitHashOf(bytes: Buffer): string {
  return execFileSync('git', ['hash-object', '--stdin'], { input: bytes }).toString().trim();
}

/** The commit API against the stand-in's Git database over a real bare repository. */
async function setUp(
  startRepository: Fixtures['startRepository'],
  startGitHub: Starter<GitHubStandInOptions | undefined, GitHubStandIn>,
) {
  const fixture = await startRepository({ 'README.md': '# App\n', 'locales/en.json': '{}\n' });
  const github = await startGitHub({ repositoryPath: fixture.origin });
  const api = createCommitApi({
    token: github.token,
    apiUrl: github.url,
    repository: `${github.owner}/${github.repo}`,
    log: { info: () => undefined, warning: () => undefined },
    timeScale: TIME_SCALE,
  });
  const main = git(fixture.origin, 'rev-parse', 'main');
  const baseTree = git(fixture.origin, 'rev-parse', 'main^{tree}');
  return { fixture, github, api, main, baseTree };
}

describe('the commit API (sign-commits)', () => {
  it('stores any bytes as they are: UTF-8 as text, UTF-16 through base64', async ({
    startRepository,
    startGitHub,
  }) => {
    const { fixture, github, api, main, baseTree } = await setUp(startRepository, startGitHub);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"hi" = "Hallo";\n', 'utf16le'),
    ]);
    const made = await api.createCommit({
      parent: main,
      baseTree,
      message: 'Update translations',
      files: [
        { path: 'de.lproj/Localizable.strings', mode: '100644', content: utf16 },
        { path: 'locales/de.json', mode: '100644', content: Buffer.from('{"hi":"Hallo – ü"}\n') },
      ],
    });
    expect(git(fixture.origin, 'rev-parse', `${made.commit}^`)).toBe(main);
    expect(git(fixture.origin, 'show', `${made.commit}:locales/de.json`)).toBe(
      '{"hi":"Hallo – ü"}',
    );
    expect(
      github.requests
        .filter((r) => r.path.endsWith('/git/blobs'))
        .map((r) => (r.body as { encoding: string }).encoding),
    ).toEqual(['base64', 'utf-8']);
    // Byte for byte: the blob GitHub stored is the one git makes of the same bytes.
    const stored = git(fixture.origin, 'rev-parse', `${made.commit}:de.lproj/Localizable.strings`);
    expect(stored).toBe(gitHashOf(utf16));
  });

  it('creates a branch only where none is, and moves one only from the commit given', async ({
    startRepository,
    startGitHub,
  }) => {
    const { fixture, api, main, baseTree } = await setUp(startRepository, startGitHub);
    const file = (text: string) => ({
      path: 'locales/de.json',
      mode: '100644',
      content: Buffer.from(text),
    });
    const one = await api.createCommit({
      parent: main,
      baseTree,
      message: 'one',
      files: [file('1')],
    });
    const two = await api.createCommit({
      parent: main,
      baseTree,
      message: 'two',
      files: [file('2')],
    });

    expect(await api.moveBranch('l10n', one.commit, undefined)).toEqual({ moved: true });
    const again = await api.moveBranch('l10n', two.commit, undefined);
    expect(again.moved).toBe(false);
    expect(git(fixture.origin, 'rev-parse', 'l10n')).toBe(one.commit);

    const stale = await api.moveBranch('l10n', two.commit, main);
    expect(stale).toMatchObject({ moved: false, reason: expect.stringMatching(/rejected/) });
    expect(git(fixture.origin, 'rev-parse', 'l10n')).toBe(one.commit);

    expect(await api.moveBranch('l10n', two.commit, one.commit)).toEqual({ moved: true });
    expect(git(fixture.origin, 'rev-parse', 'l10n')).toBe(two.commit);
  });
});
