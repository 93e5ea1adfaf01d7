import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { baseTip, commitOn } from '../../src/git/branch.ts';
import { commitOf } from '../../src/git/remote.ts';
import { createGit } from '../../src/git/git.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';

const AUTHOR = { name: 'l10n-sync', email: 'l10n@example.com' };

describe('commitOn', () => {
  it('commits exactly the paths given, even when a name looks like a glob', async ({
    tempDir: dir,
  }) => {
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

  it('stores the files in one pack, not a loose object each, still converting what attributes say', async ({
    tempDir: dir,
  }) => {
    git(dir, 'init', '-q', '-b', 'main');
    // Line endings are normalised for .po files: git must still convert those on the way in.
    await writeFile(join(dir, '.gitattributes'), '*.po text eol=lf\n');
    git(dir, 'add', '-A');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'base');
    const base = git(dir, 'rev-parse', 'HEAD');
    const paths = Array.from({ length: 12 }, (_, i) => `locales/de/${i}.json`);
    await mkdir(join(dir, 'locales/de'), { recursive: true });
    for (const path of paths) await writeFile(join(dir, path), `{"n":"${path}"}\n`);
    await writeFile(join(dir, 'locales/de.po'), 'msgid "a"\r\nmsgstr "b"\r\n');

    const made = await commitOn(createGit(dir), base, {
      paths: [...paths, 'locales/de.po'],
      message: 'Update translations',
      author: AUTHOR,
    });

    const blobs = paths.map((path) => git(dir, 'rev-parse', `${made.commit}:${path}`));
    const loose = git(dir, 'count-objects', '-v');
    // The tree objects and the commit are loose; the twelve files are not.
    expect(Number(/^count: (\d+)$/m.exec(loose)?.[1])).toBeLessThan(paths.length);
    for (const [i, blob] of blobs.entries()) {
      expect(git(dir, 'cat-file', 'blob', blob)).toBe(`{"n":"${paths[i]}"}`);
    }
    expect(git(dir, 'cat-file', 'blob', `${made.commit}:locales/de.po`)).toBe(
      'msgid "a"\nmsgstr "b"',
    );
  });
});

describe('reading origin', () => {
  it('takes only the exact ref from ls-remote, which also lists names that end the same', () => {
    const listed = [
      `${'a'.repeat(40)}\trefs/heads/evil/refs/heads/main`,
      `${'b'.repeat(40)}\trefs/heads/main`,
    ].join('\n');
    expect(commitOf(listed, 'refs/heads/main')).toBe('b'.repeat(40));
    expect(commitOf(listed, 'refs/heads/other')).toBeUndefined();
  });

  it('fetches a moved base branch without making a full clone shallow', async ({
    tempDir: dir,
  }) => {
    const origin = join(dir, 'origin.git');
    const author = join(dir, 'author');
    git(dir, 'init', '-q', '--bare', '-b', 'main', origin);
    git(dir, 'clone', '-q', origin, author);
    const commit = (message: string) =>
      git(
        author,
        '-c',
        'user.name=t',
        '-c',
        'user.email=t@example.com',
        'commit',
        '-q',
        '--allow-empty',
        '-m',
        message,
      );
    commit('one');
    commit('two');
    git(author, 'push', '-q', 'origin', 'HEAD:main');
    const full = join(dir, 'full');
    git(dir, 'clone', '-q', `file://${origin}`, full);
    commit('three');
    git(author, 'push', '-q', 'origin', 'HEAD:main');

    const tip = await baseTip(createGit(full), 'main');

    expect(tip).toBe(git(author, 'rev-parse', 'HEAD'));
    expect(git(full, 'rev-parse', '--is-shallow-repository')).toBe('false');
    expect(git(full, 'rev-list', '--count', 'origin/main')).toBe('3');
  });
});
