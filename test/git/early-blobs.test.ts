import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { commitOn } from '../../src/git/branch.ts';
import { startBlobHasher, type BlobHasher } from '../../src/git/early-blobs.ts';
import { createGit } from '../../src/git/git.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';

const AUTHOR = { name: 'l10n-sync', email: 'l10n@example.com' };

/**
 * A repository whose JSON files pass a clean filter that notes each read (in `reads`, outside
 * it) and whose .po files git converts to LF, with one commit: `base`.
 */
async function repository(tempDir: string) {
  const dir = join(tempDir, 'repo');
  const reads = join(tempDir, 'reads');
  await mkdir(dir);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'filter.spy.clean', `echo read %f >> '${reads}'; cat`);
  await writeFile(join(dir, '.gitattributes'), '*.json filter=spy\n*.po text eol=lf\n');
  await mkdir(join(dir, 'locales'));
  await writeFile(join(dir, 'locales/de.json'), '{"a":"old"}\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  /** The paths the filter was given to read, in order. */
  const filesRead = async () =>
    (await readFile(reads, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/^read /, ''));
  return { dir, base: git(dir, 'rev-parse', 'HEAD'), filesRead };
}

/** Stages `files` under a folder in `.git`, tells `hasher`, then renames them into the checkout. */
async function stageAndMove(
  dir: string,
  hasher: BlobHasher,
  files: Readonly<Record<string, string>>,
): Promise<void> {
  const root = join(dir, '.git', 'l10n-sync-bundle-test');
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
    hasher.staged(root, path);
  }
  await hasher.moving();
  for (const path of Object.keys(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await rename(join(root, path), join(dir, path));
  }
  hasher.moved();
}

/** Three hundred files: more than one batch, in both lanes. */
function manyFiles(): Record<string, string> {
  const files: Record<string, string> = { 'locales/de.po': 'msgid "a"\r\nmsgstr "b"\r\n' };
  for (let i = 0; i < 300; i++) files[`locales/de/${i}.json`] = `{"n":"${i}"}\n`;
  files['locales/de.json'] = '{"a":"new"}\n';
  return files;
}

describe('startBlobHasher', () => {
  it('makes the blobs git add makes, and the commit takes them without reading a file again', async ({
    tempDir,
  }) => {
    const { dir, base, filesRead } = await repository(tempDir);
    const files = manyFiles();
    const hasher = startBlobHasher(createGit(dir));
    await stageAndMove(dir, hasher, files);
    const known = await hasher.finish();

    expect(hasher.problem).toBeUndefined();
    expect([...known.keys()].sort()).toEqual(Object.keys(files).sort());
    for (const path of Object.keys(files)) {
      // What git add would store: hash-object with the path's attributes (the .po in LF).
      expect(known.get(path)?.oid).toBe(git(dir, 'hash-object', '--path', path, path));
    }
    const readsBefore = (await filesRead()).length;
    const made = await commitOn(createGit(dir), base, {
      paths: Object.keys(files),
      message: 'Update translations',
      author: AUTHOR,
      known,
    });
    expect((await filesRead()).length).toBe(readsBefore);
    expect(git(dir, 'cat-file', 'blob', `${made.commit}:locales/de.po`)).toBe(
      'msgid "a"\nmsgstr "b"',
    );
    expect(git(dir, 'cat-file', 'blob', `${made.commit}:locales/de.json`)).toBe('{"a":"new"}');
    // The index files of the hasher are gone.
    expect(git(dir, 'status', '--porcelain')).not.toContain('l10n-sync-index');
    expect((await import('node:fs')).readdirSync(join(dir, '.git'))).not.toContainEqual(
      expect.stringMatching(/^l10n-sync-index-/),
    );
  });

  it('leaves to git add a file written since, and one whose attributes changed', async ({
    tempDir,
  }) => {
    const { dir, base, filesRead } = await repository(tempDir);
    const hasher = startBlobHasher(createGit(dir));
    await stageAndMove(dir, hasher, {
      'locales/de.json': '{"a":"staged"}\n',
      'locales/fr.txt': 'bonjour\n',
      'locales/it.json': '{"a":"ciao"}\n',
    });
    const known = await hasher.finish();
    expect(known.size).toBe(3);
    // A step rewrote one file (same size); the checkout's own .gitattributes now converts .txt.
    await writeFile(join(dir, 'locales/de.json'), '{"a":"Staged"}\n');
    await writeFile(join(dir, '.gitattributes'), '*.json filter=spy\n*.txt filter=upper\n');
    git(dir, 'config', 'filter.upper.clean', 'tr a-z A-Z');
    const readsBefore = (await filesRead()).length;

    const made = await commitOn(createGit(dir), base, {
      paths: ['locales/de.json', 'locales/fr.txt', 'locales/it.json'],
      message: 'Update translations',
      author: AUTHOR,
      known,
    });

    expect(git(dir, 'cat-file', 'blob', `${made.commit}:locales/de.json`)).toBe('{"a":"Staged"}');
    expect(git(dir, 'cat-file', 'blob', `${made.commit}:locales/fr.txt`)).toBe('BONJOUR');
    expect(git(dir, 'cat-file', 'blob', `${made.commit}:locales/it.json`)).toBe('{"a":"ciao"}');
    // Only the rewritten JSON file was read again.
    expect(new Set((await filesRead()).slice(readsBefore))).toEqual(new Set(['locales/de.json']));
  });

  it('adds a file a .gitignore names too, and the commit refuses it as a new file with a sentence', async ({
    tempDir,
  }) => {
    const { dir, base } = await repository(tempDir);
    await writeFile(join(dir, '.gitignore'), 'locales/secret.json\n');
    const hasher = startBlobHasher(createGit(dir));
    // Added after the move, from the checkout, whose .gitignore names it.
    await stageAndMove(dir, hasher, { 'locales/secret.json': '{"a":"b"}\n' });
    const known = await hasher.finish();
    expect(hasher.problem).toBeUndefined();
    expect(known.has('locales/secret.json')).toBe(true);

    const commit = (withKnown: boolean) =>
      commitOn(createGit(dir), base, {
        paths: ['locales/secret.json'],
        message: 'Update translations',
        author: AUTHOR,
        ...(withKnown ? { known } : {}),
      });
    const without = await commit(false).then(
      () => 'committed',
      (error: Error) => error.message,
    );
    expect(without).toBe(
      'The pulled file locales/secret.json cannot be committed: a .gitignore of the repository ignores it; take it out of .gitignore or out of files',
    );
    await expect(commit(true)).rejects.toThrow(without);
  });

  it('knows no blob when an add fails, and says why', async ({ tempDir }) => {
    const { dir } = await repository(tempDir);
    const hasher = startBlobHasher(createGit(dir));
    hasher.staged(join(tempDir, 'no-such-folder'), 'locales/de.json');
    const known = await hasher.finish();
    expect(known.size).toBe(0);
    expect(hasher.problem).toMatch(/git/);
  });
});
