import { createGit } from '../../src/git/git.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';

describe('createGit', () => {
  it('reads a command’s bytes even when it exits before taking the input it was given', async ({
    tempDir: dir,
  }) => {
    git(dir, 'init', '-q', '-b', 'main');
    // `git version` reads no input: 8 MB of it fill the pipe, which breaks when git exits.
    const output = await createGit(dir).bytes(['version'], 'x'.repeat(8 * 1024 * 1024));
    expect(output.toString()).toMatch(/^git version /);
  });
});
