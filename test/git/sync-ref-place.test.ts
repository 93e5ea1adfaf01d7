import { createGit } from '../../src/git/git.ts';
import { placeOfSyncRef } from '../../src/git/sync-ref-place.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { commitDaysAgo, git } from '../support/git-fixture.ts';

/**
 * Where the sync ref's commit stands to HEAD (issue 37), settled in the depth-1 checkout
 * actions/checkout makes: only a commit of HEAD's history is the last sync.
 */
describe('the place of the sync ref', () => {
  it('is in HEAD’s history for HEAD and an older commit of its branch, ahead for a newer one, apart for another branch', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a":"A"}' });
    const first = git(repo.author, 'rev-parse', 'HEAD');
    const head = await commitDaysAgo(repo.author, { 'locales/en.json': '{"a":"A","b":"B"}' }, 0);
    git(repo.author, 'checkout', '-q', '-b', 'l10n-sync/main');
    const translations = await commitDaysAgo(
      repo.author,
      { 'locales/de.json': '{"a":"A-de"}' },
      0,
      'l10n-sync/main',
    );
    git(repo.author, 'checkout', '-q', 'main');
    const newer = await commitDaysAgo(repo.author, { 'README.md': 'x' }, 0);

    // A checkout of the commit before `newer`: as a re-run of an older workflow run gets it.
    git(repo.origin, 'update-ref', 'refs/runs/older', head);
    const older = createGit(await repo.checkoutRef('refs/runs/older'));
    expect(await placeOfSyncRef(older, head)).toBe('in-history');
    expect(await placeOfSyncRef(older, first)).toBe('in-history');
    expect(await placeOfSyncRef(older, newer)).toBe('ahead');
    // The translation branch is built on HEAD: HEAD is in its history, as in an older commit's.
    expect(await placeOfSyncRef(older, translations)).toBe('ahead');

    const current = createGit(await repo.checkout());
    expect(await placeOfSyncRef(current, translations)).toBe('apart');
    expect(await placeOfSyncRef(current, head)).toBe('in-history');
  });

  it('is in HEAD’s history for the branch’s tip under a commit of the checkout’s own, not on origin', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a":"A"}' });
    const tip = git(repo.author, 'rev-parse', 'HEAD');
    const workspace = await repo.checkout();
    git(
      workspace,
      '-c',
      'user.name=ci',
      '-c',
      'user.email=ci@example.com',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'generated',
    );
    expect(await placeOfSyncRef(createGit(workspace), tip)).toBe('in-history');
  });
});
