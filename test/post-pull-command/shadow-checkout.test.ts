import { chmod, lstat, mkdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.ts';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { compilePattern } from '../../src/inputs/patterns.ts';
import { shadowCheckout } from '../../src/post-pull-command/shadow-checkout.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';

describe("a dry run's copy of the translation files", () => {
  it("holds HEAD's files from git's objects: links stay links, never followed", async ({
    tempDir: dir,
  }) => {
    const repo = join(dir, 'repo');
    const outside = join(dir, 'outside.json');
    await writeFile(outside, '{"secret":"outside"}');
    await mkdir(join(repo, 'locales'), { recursive: true });
    await writeFile(join(repo, 'locales/en.json'), '{"a":"A"}');
    await writeFile(join(repo, 'locales/fr.json'), '{"a":"A-fr"}');
    await chmod(join(repo, 'locales/fr.json'), 0o755);
    await writeFile(join(repo, 'README.md'), 'not a translation');
    await symlink(outside, join(repo, 'locales/de.json'));
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'c');
    // What the checkout holds now is not what the copy is made of.
    await writeFile(join(repo, 'locales/en.json'), '{"a":"changed by a step"}');

    const shadow = join(dir, 'shadow');
    await shadowCheckout(createGit(repo), shadow, {
      patterns: [compilePattern('locales/%LANG_ISO%.json')],
      languageMap: parseLanguageMap([]),
    });

    expect(await readFile(join(shadow, 'locales/en.json'), 'utf8')).toBe('{"a":"A"}');
    expect((await lstat(join(shadow, 'locales/fr.json'))).mode & 0o111).not.toBe(0);
    expect((await lstat(join(shadow, 'locales/de.json'))).isSymbolicLink()).toBe(true);
    expect(await readlink(join(shadow, 'locales/de.json'))).toBe(outside);
    await expect(lstat(join(shadow, 'README.md'))).rejects.toThrow(/ENOENT/);
    expect((await lstat(join(shadow, '.git'))).isDirectory()).toBe(true);
  });
});
