import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.ts';
import { workingTreeStatus } from '../../src/git/status.ts';
import { setAsideIn } from '../../src/post-pull-command/set-aside.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';

/**
 * The files a pull replaces, kept under a second name in `.git` and renamed back (set-aside.ts):
 * the checkout put back byte for byte without git rewriting every file.
 */
describe('setAsideIn', () => {
  it('puts back each file a rename replaced, as it was, and leaves nothing in .git', async ({
    tempDir,
  }) => {
    mkdirSync(join(tempDir, '.git'));
    mkdirSync(join(tempDir, 'locales'));
    const path = 'locales/de.json';
    writeFileSync(join(tempDir, path), '{"a": "alt"}');
    const setAside = await setAsideIn(tempDir);
    expect(setAside?.keep(path)).toBe(true);
    // The pull's rename over it, as moveIntoPlace makes it.
    writeFileSync(join(tempDir, 'staged'), '{"a": "neu"}');
    renameSync(join(tempDir, 'staged'), join(tempDir, path));
    expect(readFileSync(join(tempDir, path), 'utf8')).toBe('{"a": "neu"}');
    expect(await setAside?.putBack()).toEqual([path]);
    expect(readFileSync(join(tempDir, path), 'utf8')).toBe('{"a": "alt"}');
    await setAside?.remove();
    expect(readdirSync(join(tempDir, '.git'))).toEqual([]);
  });

  it('leaves a file whose folder a later step removed to git, and says so by not naming it', async ({
    tempDir,
  }) => {
    mkdirSync(join(tempDir, '.git'));
    mkdirSync(join(tempDir, 'gone'));
    writeFileSync(join(tempDir, 'gone/fr.json'), '{}');
    const setAside = await setAsideIn(tempDir);
    setAside?.keep('gone/fr.json');
    rmSync(join(tempDir, 'gone'), { recursive: true });
    expect(await setAside?.putBack()).toEqual([]);
    await setAside?.remove();
  });

  it('never puts a file back through a folder a later step made a link (to outside the checkout)', async ({
    tempDir,
  }) => {
    const checkout = join(tempDir, 'checkout');
    const outside = join(tempDir, 'outside');
    mkdirSync(join(checkout, '.git'), { recursive: true });
    mkdirSync(join(checkout, 'locales'));
    mkdirSync(outside);
    writeFileSync(join(checkout, 'locales/de.json'), '{}');
    const setAside = await setAsideIn(checkout);
    expect(setAside?.keep('locales/de.json')).toBe(true);
    // post-pull-command (the repository's code) swaps the folder for a link elsewhere.
    rmSync(join(checkout, 'locales'), { recursive: true });
    symlinkSync(outside, join(checkout, 'locales'));
    expect(await setAside?.putBack()).toEqual([]);
    expect(readdirSync(outside)).toEqual([]);
    await setAside?.remove();
  });

  it('keeps nothing where .git is no folder (a worktree), and cannot keep a missing file', async ({
    tempDir,
  }) => {
    writeFileSync(join(tempDir, '.git'), 'gitdir: /elsewhere\n');
    expect(await setAsideIn(tempDir)).toBeUndefined();
    rmSync(join(tempDir, '.git'));
    mkdirSync(join(tempDir, '.git'));
    const setAside = await setAsideIn(tempDir);
    expect(setAside?.keep('missing.json')).toBe(false);
    expect(await setAside?.putBack()).toEqual([]);
    await setAside?.remove();
  });
});

describe('the status after a put-back', () => {
  it('takes the files put back as unchanged without reading them again', async ({ tempDir }) => {
    git(tempDir, 'init', '-q', '-b', 'main');
    // A clean filter notes each time git reads a file's content to compare it.
    const reads = join(tempDir, 'reads.log');
    git(tempDir, 'config', 'filter.spy.clean', `echo read >> '${reads}'; cat`);
    writeFileSync(join(tempDir, '.gitattributes'), '*.json filter=spy\n');
    mkdirSync(join(tempDir, 'locales'));
    const paths = ['locales/de.json', 'locales/fr.json'];
    for (const path of paths) writeFileSync(join(tempDir, path), `{"a": "${path}"}`);
    git(tempDir, 'add', '-A');
    git(tempDir, 'commit', '-q', '-m', 'base');
    // Older than the index, so that git trusts the times it noted (no "racily clean" file).
    const past = new Date(Date.now() - 60_000);
    for (const path of paths) utimesSync(join(tempDir, path), past, past);
    git(tempDir, 'status', '--porcelain');
    rmSync(reads, { force: true });
    // git notes inode change times to the second: the put-back's must fall in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const setAside = await setAsideIn(tempDir);
    for (const path of paths) {
      setAside?.keep(path);
      writeFileSync(join(tempDir, 'staged'), '{"a": "new"}');
      renameSync(join(tempDir, 'staged'), join(tempDir, path));
    }
    expect(await setAside?.putBack()).toEqual(paths);
    await setAside?.remove();

    const status = await workingTreeStatus(createGit(tempDir), undefined, { ignoreCtime: true });
    expect(status).toEqual([]);
    expect(existsSync(reads)).toBe(false);
  });
});
