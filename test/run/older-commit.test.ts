import { createGit } from '../../src/git/git.ts';
import { syncRefName, syncStateRefName } from '../../src/git/sync-ref.ts';
import { olderThanLastSync } from '../../src/run/older-commit.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { git } from '../support/git-fixture.ts';

/**
 * A run of a commit older than the last sync (a re-run of an old workflow run) writes nothing:
 * its texts are ones the service has moved past. Every other run goes on.
 */

const REF = syncRefName('p1', 'main');
const STATE_REF = syncStateRefName('p1', 'main');

describe('a run older than the last sync', () => {
  it('is stopped by one line naming its commit and the last sync’s', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a": "A"}' });
    const older = git(repo.author, 'rev-parse', 'HEAD');
    const synced = await repo.commit({ 'locales/en.json': '{"a": "A", "b": "B"}' });
    git(repo.origin, 'update-ref', REF, synced);
    // The older commit checked out as a re-run gets it: that commit alone, at depth 1.
    git(repo.origin, 'update-ref', 'refs/runs/older', older);
    const workspace = await repo.checkoutRef('refs/runs/older');

    expect(await olderThanLastSync(createGit(workspace), REF, STATE_REF)).toBe(
      `This run's commit ${older.slice(0, 12)} is older than the last sync (${REF} at ${synced.slice(0, 12)}), so it writes nothing: it would take back what the service has had since`,
    );
  });
});

describe('every other run', () => {
  it('goes on where the last sync is its commit or one before it', async ({ startRepository }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a": "A"}' });
    const first = git(repo.author, 'rev-parse', 'HEAD');
    const head = await repo.commit({ 'locales/en.json': '{"a": "A", "b": "B"}' });
    for (const synced of [head, first]) {
      git(repo.origin, 'update-ref', REF, synced);
      const workspace = await repo.checkout();
      expect(await olderThanLastSync(createGit(workspace), REF, STATE_REF), synced).toBeUndefined();
    }
  });

  it('goes on where there is no last sync yet, or it is on another branch', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a": "A"}' });
    expect(await olderThanLastSync(createGit(await repo.checkout()), REF, STATE_REF)).toBe(
      undefined,
    );

    git(repo.author, 'checkout', '-q', '-b', 'other');
    git(repo.author, 'commit', '-q', '--allow-empty', '-m', 'elsewhere');
    git(repo.author, 'push', '-q', 'origin', 'other');
    git(repo.origin, 'update-ref', REF, git(repo.author, 'rev-parse', 'HEAD'));
    git(repo.author, 'checkout', '-q', 'main');
    await repo.commit({ 'locales/en.json': '{"a": "A", "c": "C"}' });
    expect(await olderThanLastSync(createGit(await repo.checkout()), REF, STATE_REF)).toBe(
      undefined,
    );
  });
});
