import { deleteWithLease } from '../../src/git/branch.ts';
import { createGit } from '../../src/git/git.ts';
import { remoteBranchFamily } from '../../src/git/remote.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';

/**
 * The branches pr-per-language may retire when a repository switches modes: `<branch>` and the
 * `<branch>/<language>` one level below it, nothing that merely ends or starts the same way; and
 * a deletion that keeps the lease of a push.
 */
describe('the translation branches on origin', () => {
  it('are <branch> and <branch>/<language> only', async ({ startRepository }) => {
    const repo = await startRepository({ 'locales/en.json': '{}' });
    const main = git(repo.origin, 'rev-parse', 'main');
    for (const name of [
      'l10n-sync/main/de',
      'l10n-sync/main/pt-BR',
      // Not this action's: deeper, a look-alike ending the same way, a sibling with the prefix.
      'l10n-sync/main/notes/x',
      'x/refs/heads/l10n-sync/main/fr',
      'l10n-sync/main-old',
    ]) {
      git(repo.origin, 'update-ref', `refs/heads/${name}`, main);
    }
    const workspace = await repo.checkout();
    const family = await remoteBranchFamily(createGit(workspace), 'l10n-sync/main');
    expect(family.own).toBeUndefined();
    expect([...family.languages.keys()].sort()).toEqual(['de', 'pt-BR']);

    git(repo.origin, 'update-ref', '-d', 'refs/heads/l10n-sync/main/notes/x');
    git(repo.origin, 'update-ref', '-d', 'refs/heads/l10n-sync/main/de');
    git(repo.origin, 'update-ref', '-d', 'refs/heads/l10n-sync/main/pt-BR');
    git(repo.origin, 'update-ref', 'refs/heads/l10n-sync/main', main);
    const single = await remoteBranchFamily(createGit(workspace), 'l10n-sync/main');
    expect(single.own).toBe(main);
    expect(single.languages.size).toBe(0);
  });

  it('are deleted only while at the commit seen', async ({ startRepository }) => {
    const repo = await startRepository({ 'locales/en.json': '{}' });
    const first = git(repo.origin, 'rev-parse', 'main');
    const second = await repo.commit({ 'locales/de.json': '{}' });
    git(repo.origin, 'update-ref', 'refs/heads/l10n-sync/main', second);
    const local = createGit(await repo.checkout());

    // Another run moved it since it was seen: kept.
    expect(await deleteWithLease(local, 'l10n-sync/main', first)).toBe('stale');
    expect(git(repo.origin, 'rev-parse', 'refs/heads/l10n-sync/main')).toBe(second);

    expect(await deleteWithLease(local, 'l10n-sync/main', second)).toBe('deleted');
    expect(git(repo.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/l10n-sync')).toBe(
      '',
    );
  });
});
