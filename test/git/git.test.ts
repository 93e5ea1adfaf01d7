import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('runs a background command at a lower priority, with its input, output and exit code', async ({
    tempDir: dir,
  }) => {
    git(dir, 'init', '-q', '-b', 'main');
    const repository = createGit(dir);
    // The alias reads git's own niceness, once the run had time to lower it (Linux's /proc).
    const niceness = [['alias.niceness', "!sleep 0.3; cut -d' ' -f19 /proc/$PPID/stat"]] as const;
    const normal = await repository.run(['niceness'], { config: niceness });
    const behind = await repository.run(['niceness'], { config: niceness, background: true });
    expect(Number(behind.stdout)).toBe(Math.min(19, Number(normal.stdout) + 10));

    const hashed = await repository.run(['hash-object', '--stdin'], {
      input: 'text\n',
      background: true,
    });
    writeFileSync(join(dir, 'text'), 'text\n');
    expect(hashed.stdout.trim()).toBe(git(dir, 'hash-object', 'text'));
    const failed = await repository.run(['rev-parse', 'no-such-ref'], {
      background: true,
      allowFailure: true,
    });
    expect(failed.exitCode).toBe(128);
    await expect(
      repository.run(['rev-parse', 'no-such-ref'], { background: true }),
    ).rejects.toThrow(/^git rev-parse failed: /);
  });
});
