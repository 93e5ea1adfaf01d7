import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitOn } from '../../src/git/branch.ts';
import { createGit } from '../../src/git/git.ts';
import { git } from '../support/git-fixture.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const AUTHOR = { name: 'l10n-sync', email: 'l10n@example.com' };

describe('commitOn', () => {
  it('commits exactly the paths given, even when a name looks like a glob', async () => {
    dir = await mkdtemp(join(tmpdir(), 'l10n-branch-'));
    git(dir, 'init', '-q', '-b', 'main');
    await mkdir(join(dir, 'locales/de/sub'), { recursive: true });
    await writeFile(join(dir, 'locales/de/sub/x.json'), '{"x":"old"}');
    git(dir, 'add', '-A');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'base');
    const base = git(dir, 'rev-parse', 'HEAD');
    // A bundle wrote a file literally named `*.json`; an earlier step changed another file.
    await writeFile(join(dir, 'locales/de/*.json'), '{"a":"B"}');
    await writeFile(join(dir, 'locales/de/sub/x.json'), '{"x":"changed by a step"}');

    const made = await commitOn(createGit(dir), base, {
      paths: ['locales/de/*.json'],
      message: 'Update translations',
      author: AUTHOR,
    });

    expect(git(dir, 'diff', '--name-only', base, made.commit)).toBe('locales/de/*.json');
    expect(git(dir, 'rev-parse', `${made.commit}^`)).toBe(base);
  });
});
