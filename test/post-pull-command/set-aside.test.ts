import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setAsideIn } from '../../src/post-pull-command/set-aside.ts';
import { describe, expect, it } from '../support/fixtures.ts';

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
