import { createGitFixture } from '../test/support/git-fixture.ts';

/**
 * A depth-1 checkout of a repository with `files` English files, one per module
 * (`modules/m<i>/en.json`): on a first push, each is one import.
 */
export async function moduleCheckout(files: number): Promise<string> {
  const content: Record<string, string> = {};
  for (let i = 0; i < files; i++) {
    content[`modules/m${i}/en.json`] = JSON.stringify({ [`k${i}`]: `v${i}` });
  }
  return (await createGitFixture(content)).checkout();
}
