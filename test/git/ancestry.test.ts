import { AncestryOf } from '../../src/git/ancestry.ts';
import { createGit } from '../../src/git/git.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { commitDaysAgo, git } from '../support/git-fixture.ts';

/**
 * Whether a removed key's proving commit is in HEAD's history (issue 25), settled in the depth-1
 * checkout actions/checkout makes, by fetching what it lacks.
 */
describe('the ancestry of a commit', () => {
  it('is settled in a depth-1 checkout: yes for main’s history, no for another branch or an unknown id', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a":"A"}' });
    const first = git(repo.author, 'rev-parse', 'HEAD');
    await commitDaysAgo(repo.author, { 'locales/en.json': '{"a":"A","b":"B"}' }, 0);
    git(repo.author, 'checkout', '-q', '-b', 'other');
    const elsewhere = await commitDaysAgo(repo.author, { 'x.txt': 'x' }, 0, 'other');
    git(repo.author, 'checkout', '-q', 'main');
    const head = await commitDaysAgo(repo.author, { 'locales/en.json': '{"b":"B"}' }, 0);
    const workspace = await repo.checkout();
    expect(git(workspace, 'rev-parse', '--is-shallow-repository')).toBe('true');
    const ancestry = new AncestryOf(createGit(workspace), head);
    expect(await ancestry.isAncestor(first, head)).toBe('yes');
    expect(await ancestry.isAncestor(elsewhere, head)).toBe('no');
    expect(await ancestry.isAncestor(head, first)).toBe('no');
    expect(await ancestry.isAncestor('0'.repeat(40), head)).toBe('no');
  });
});
