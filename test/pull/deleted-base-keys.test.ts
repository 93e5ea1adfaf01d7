import { createGit, type Git } from '../../src/git/git.ts';
import { keyOf } from '../../src/translations/index.ts';
import { deletedBaseKeys } from '../../src/pull/deleted-base-keys.ts';
import { git } from '../support/git-fixture.ts';
import { settingsFor } from '../support/fakes.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Which keys of a pulled file a developer deleted, from the base file at the last sync and at
 * HEAD, and from the keys the sync state follows as removed.
 */

const EN_THEN = JSON.stringify({
  title: 'Title',
  items: { one: 'Item', other: 'Items' },
  old: 'Old',
});
const EN_NOW = JSON.stringify({ title: 'Title' });

describe('deletedBaseKeys', () => {
  it('tells a key deleted since the last sync, its plural forms included, and no other', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': EN_THEN });
    const then = git(repo.author, 'rev-parse', 'HEAD');
    await repo.commit({ 'locales/en.json': EN_NOW });
    const workspace = await repo.checkout();
    git(workspace, 'fetch', '-q', '--depth=2', 'origin', 'main');
    const deleted = await deletedBaseKeys(
      { git: createGit(workspace), settings: settingsFor(workspace) },
      { base: 'en', history: { lastSync: async () => then } },
    )('locales/de.json');
    expect(deleted?.(keyOf(['old']))).toBe(true);
    // A language with more plural forms than English: each is the deleted key's.
    expect(deleted?.(keyOf(['items', 'few']))).toBe(true);
    expect(deleted?.(keyOf(['title']))).toBe(false);
    // A key made on the service, which the base file never had, is not the developer's deletion.
    expect(deleted?.(keyOf(['made_on_service']))).toBe(false);
  });

  it('takes the keys the sync state follows, but never one the base file has at HEAD', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': EN_NOW });
    const workspace = await repo.checkout();
    const head = git(workspace, 'rev-parse', 'HEAD');
    const deleted = await deletedBaseKeys(
      { git: createGit(workspace), settings: settingsFor(workspace) },
      {
        base: 'en',
        history: {
          lastSync: async () => head,
          removedKeys: async () => new Set([JSON.stringify(['old']), JSON.stringify(['title'])]),
        },
      },
    )('locales/de.json');
    expect(deleted?.(keyOf(['old']))).toBe(true);
    expect(deleted?.(keyOf(['title']))).toBe(false);
  });

  it('knows nothing on a first sync, or when the base file is not at HEAD', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/de.json': '{}' });
    const workspace = await repo.checkout();
    const settings = settingsFor(workspace);
    const history = { lastSync: async () => undefined };
    expect(
      await deletedBaseKeys(
        { git: createGit(workspace), settings },
        { base: 'en', history },
      )('locales/de.json'),
    ).toBeUndefined();
  });

  it('reads the sources of every file to pull together, each commit once', async ({
    startRepository,
  }) => {
    const sources = Object.fromEntries(
      ['app', 'admin', 'mail'].map((name) => [`${name}/en.json`, EN_THEN]),
    );
    const repo = await startRepository(sources);
    const then = git(repo.author, 'rev-parse', 'HEAD');
    await repo.commit(Object.fromEntries(Object.keys(sources).map((path) => [path, EN_NOW])));
    const workspace = await repo.checkout();
    git(workspace, 'fetch', '-q', '--depth=2', 'origin', 'main');
    const commands: string[] = [];
    const real = createGit(workspace);
    const counted: Git = {
      ...real,
      run: (args, options) => (commands.push(args.join(' ')), real.run(args, options)),
      bytes: (args, input) => (commands.push(args.join(' ')), real.bytes(args, input)),
    };
    let lastSyncs = 0;
    const deleted = deletedBaseKeys(
      { git: counted, settings: settingsFor(workspace, { files: '*/%LANG_ISO%.json' }) },
      { base: 'en', history: { lastSync: async () => (lastSyncs++, then) } },
    );
    const pulled = ['app', 'admin', 'mail', 'none'].flatMap((name) =>
      ['de', 'fr'].map((language) => `${name}/${language}.json`),
    );
    await deleted.prepare(pulled);
    const answers = await Promise.all(pulled.map((path) => deleted(path)));
    // Two git processes per commit (sizes, then contents), whatever the number of sources; the
    // source HEAD lacks (none/en.json) is not asked for at the last sync.
    expect(commands.filter((c) => c.startsWith('cat-file'))).toHaveLength(4);
    expect(lastSyncs).toBe(1);
    expect(answers.map((isDeleted) => isDeleted?.(keyOf(['old'])))).toEqual([
      ...Array<boolean>(6).fill(true),
      undefined,
      undefined,
    ]);
  });

  it("asks git nothing for a source HEAD lacks, when HEAD's files are known", async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'README.md': '# app\n' });
    const workspace = await repo.checkout();
    const commands: string[] = [];
    const real = createGit(workspace);
    const counted: Git = {
      ...real,
      run: (args, options) => (commands.push(args.join(' ')), real.run(args, options)),
      bytes: (args, input) => (commands.push(args.join(' ')), real.bytes(args, input)),
    };
    const deleted = deletedBaseKeys(
      { git: counted, settings: settingsFor(workspace) },
      {
        base: 'en',
        history: { lastSync: async () => undefined },
        headFiles: new Set(['README.md']),
      },
    );
    await deleted.prepare(['locales/de.json']);
    expect(await deleted('locales/de.json')).toBeUndefined();
    expect(commands).toEqual([]);
  });
});
