import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { commitOn } from '../../src/git/branch.ts';
import { configFileText, parseConfigList, type ConfigEntry } from '../../src/git/config-file.ts';
import { createGit } from '../../src/git/git.ts';
import { gitProgram, unwritableFolders } from '../../src/git/program.ts';
import { verifyCommitTree } from '../../src/git/verified-tree.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';

const AUTHOR = { name: 'l10n-sync', email: 'l10n@example.com' };

async function repositoryWithTwoCommits(dir: string): Promise<{ first: string; second: string }> {
  git(dir, 'init', '-q', '-b', 'main');
  const commit = (message: string) =>
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', message);
  await mkdir(join(dir, 'locales'), { recursive: true });
  await mkdir(join(dir, '.github'), { recursive: true });
  await writeFile(join(dir, '.github/CODEOWNERS'), '* @octo\n');
  await writeFile(join(dir, 'locales/en.json'), '{"a":"A"}\n');
  git(dir, 'add', '-A');
  commit('first');
  const first = git(dir, 'rev-parse', 'HEAD');
  await mkdir(join(dir, '.github/workflows'), { recursive: true });
  await writeFile(join(dir, '.github/workflows/x.yml'), 'on: push\n');
  await writeFile(join(dir, 'locales/en.json'), '{"a":"B"}\n');
  git(dir, 'add', '-A');
  commit('second');
  return { first, second: git(dir, 'rev-parse', 'HEAD') };
}

/**
 * Packs the object `real` alone, then rewrites the pack's index to call it `name`: git looks in
 * packs first and does not hash what it reads from one, so `name` then reads as `real`'s content.
 * (A loose object of the wrong content is caught by git itself.) Index v2: magic, version, 256
 * cumulative counts by first byte, the names, their CRCs, their offsets, two checksums.
 */
function plantUnderName(dir: string, real: string, name: string): void {
  const pack = execFileSync('git', ['pack-objects', '.git/objects/pack/pack'], {
    cwd: dir,
    input: `${real}\n`,
    encoding: 'utf8',
  }).trim();
  const file = join(dir, '.git/objects/pack', `pack-${pack}.idx`);
  const index = readFileSync(file);
  const first = Number.parseInt(name.slice(0, 2), 16);
  for (let byte = 0; byte < 256; byte++) index.writeUInt32BE(byte >= first ? 1 : 0, 8 + byte * 4);
  Buffer.from(name, 'hex').copy(index, 8 + 256 * 4);
  chmodSync(file, 0o644);
  writeFileSync(file, index);
}

describe('the objects a translation commit is built on', () => {
  it('are checked against their names after post-pull-command: a rewritten tree is refused, not committed on', async ({
    tempDir,
  }) => {
    const dir = join(tempDir, 'repo');
    await mkdir(dir);
    const { first, second } = await repositoryWithTwoCommits(dir);
    await verifyCommitTree(createGit(dir), first);
    // post-pull-command gives the first commit's `.github` folder the second's entries (a workflow
    // among them) under its old name, in a pack of its own. git checks a commit's root tree when
    // it reads it, but not the trees under it.
    const tree = git(dir, 'rev-parse', `${first}:.github`);
    const sealed = createGit(dir);
    await sealed.sealAround(tempDir, async () =>
      plantUnderName(dir, git(dir, 'rev-parse', `${second}:.github`), tree),
    );
    expect(git(dir, 'ls-tree', '-r', '--name-only', first)).toContain('.github/workflows/x.yml');

    await expect(verifyCommitTree(sealed, first)).rejects.toThrow(
      `The checkout's git objects do not match their names (tree ${tree} holds another content`,
    );
    await expect(
      commitOn(sealed, first, { paths: ['locales/en.json'], message: 'x', author: AUTHOR }),
    ).rejects.toThrow(/do not match their names/);
  });
});

describe('settings carried past post-pull-command', () => {
  it('read back as the same settings, in order, whatever their values hold', ({ tempDir }) => {
    const entries: ConfigEntry[] = [
      { scope: 'local', key: 'core.bare', value: 'false' },
      { scope: 'local', key: 'remote.origin.url', value: 'https://example.com/o/r.git' },
      { scope: 'local', key: 'http.https://example.com/.extraheader', value: 'AUTHORIZATION: x' },
      { scope: 'local', key: 'x.quoted "sub" \\ name.v', value: ' lead # not ; a "comment" \\ ' },
      { scope: 'local', key: 'x.y', value: 'line\nbreak\tand tab' },
      { scope: 'local', key: 'x.y', value: '' },
      { scope: 'local', key: 'x.flag', value: undefined },
    ];
    const file = join(tempDir, 'config');
    writeFileSync(file, configFileText(entries));
    const read = parseConfigList(
      execFileSync('git', ['config', '--file', file, '--list', '-z', '--show-scope'], {
        encoding: 'utf8',
      }),
    );
    expect(read.map((e) => [e.key, e.value])).toEqual(entries.map((e) => [e.key, e.value]));
  });
});

describe("git's program", () => {
  it('is the first executable git on the PATH, as an absolute path; relative folders are never looked in', ({
    tempDir,
  }) => {
    const [relative, plain, real] = ['rel', 'plain', 'real'].map((name) => join(tempDir, name));
    for (const folder of [relative, plain, real]) mkdirSync(folder as string);
    writeFileSync(join(plain as string, 'git'), 'not executable');
    writeFileSync(join(real as string, 'git'), '#!/bin/sh\n');
    chmodSync(join(real as string, 'git'), 0o755);
    const path = ['.', 'rel', plain, real].join(':');
    expect(gitProgram({ PATH: path }, 'linux')).toBe(join(real as string, 'git'));
    expect(gitProgram({ PATH: '' }, 'linux')).toBe('git');
    expect(readFileSync(join(real as string, 'git'), 'utf8')).toBe('#!/bin/sh\n');
  });

  it('after post-pull-command, is looked for only in folders the user could not write before it', ({
    tempDir,
  }) => {
    const writable = join(tempDir, 'bin');
    mkdirSync(writable);
    const path = [writable, 'relative', join(tempDir, 'missing'), '/'].join(':');
    // As root every folder is writable: only git's own folders are then kept (sealed.ts).
    const unwritable = process.getuid?.() === 0 ? [] : ['/'];
    expect(unwritableFolders({ PATH: path })).toEqual(unwritable);
  });
});
