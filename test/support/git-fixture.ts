import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const IDENTITY = ['-c', 'user.name=Test Author', '-c', 'user.email=author@example.com'];

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' },
    // The secret scan reads `git log --all -p`, which passes 1 MiB for a repository of large files.
    maxBuffer: 256 * 1024 * 1024,
  }).trim();
}

export interface GitFixture {
  /** The bare repository playing `origin`. */
  readonly origin: string;
  /** A full clone where tests make commits and push them, as a developer would. */
  readonly author: string;
  /** Makes a workspace the way actions/checkout does: a depth-1 clone of origin's main. */
  checkout(): Promise<string>;
  /** Writes files in the author clone, commits and pushes them; returns the commit. */
  commit(files: Record<string, string | Buffer>, message?: string): Promise<string>;
  /**
   * Opens pull request `number` changing `files`, as GitHub keeps one on origin: its head at
   * `refs/pull/N/head`, and the trial merge into main at `refs/pull/N/merge`.
   */
  pullRequest(number: number, files: Record<string, string>): Promise<{ merge: string }>;
  /**
   * Makes a workspace the way actions/checkout does for a ref that is no branch (a pull
   * request's merge ref): the one commit fetched at depth 1 and checked out detached.
   */
  checkoutRef(ref: string): Promise<string>;
  /** Removes origin, the author clone and every workspace made from them. */
  remove(): Promise<void>;
}

export async function createGitFixture(
  files: Record<string, string | Buffer>,
): Promise<GitFixture> {
  const root = await mkdtemp(join(tmpdir(), 'l10n-git-'));
  try {
    return await fill(root, files);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

async function fill(root: string, files: Record<string, string | Buffer>): Promise<GitFixture> {
  const origin = join(root, 'origin.git');
  const author = join(root, 'author');
  git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  git(root, 'init', '-q', '-b', 'main', author);
  git(author, 'remote', 'add', 'origin', origin);
  let workspaces = 0;
  const fixture: GitFixture = {
    origin,
    author,
    async checkout() {
      const workspace = join(root, `workspace-${++workspaces}`);
      git(root, 'clone', '-q', '--depth', '1', '--branch', 'main', `file://${origin}`, workspace);
      return workspace;
    },
    async commit(changed, message = 'Change translations') {
      for (const [path, content] of Object.entries(changed)) {
        await mkdir(dirname(join(author, path)), { recursive: true });
        await writeFile(join(author, path), content);
      }
      git(author, 'add', '-A');
      git(author, 'commit', '-q', '-m', message);
      git(author, 'push', '-q', 'origin', 'main');
      return git(author, 'rev-parse', 'HEAD');
    },
    async pullRequest(number, changed) {
      const branch = `feature-${number}`;
      git(author, 'checkout', '-q', '-b', branch, 'main');
      for (const [path, content] of Object.entries(changed)) {
        await mkdir(dirname(join(author, path)), { recursive: true });
        await writeFile(join(author, path), content);
      }
      git(author, 'commit', '-q', '-am', `Pull request ${number}`);
      git(author, 'push', '-q', 'origin', `${branch}:refs/pull/${number}/head`);
      git(author, 'checkout', '-q', '--detach', 'main');
      git(author, 'merge', '-q', '--no-ff', '-m', `Merge ${branch} into main`, branch);
      git(author, 'push', '-q', 'origin', `HEAD:refs/pull/${number}/merge`);
      const merge = git(author, 'rev-parse', 'HEAD');
      git(author, 'checkout', '-q', 'main');
      return { merge };
    },
    async checkoutRef(ref) {
      const workspace = join(root, `workspace-${++workspaces}`);
      const local = ref.replace(/^refs\//, 'refs/remotes/');
      git(root, 'init', '-q', workspace);
      git(workspace, 'remote', 'add', 'origin', `file://${origin}`);
      git(workspace, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', `+${ref}:${local}`);
      git(workspace, 'checkout', '-q', '--force', local);
      return workspace;
    },
    async remove() {
      await rm(root, { recursive: true, force: true });
    },
  };
  await fixture.commit(files, 'Initial translations');
  return fixture;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Commits in a clone (`author`) as if `daysAgo` days back (author and committer date): each file
 * written, or deleted where its content is null; then pushes HEAD to origin's `branch`. Returns
 * the commit. For what counts time from a commit, such as prune-after.
 */
export async function commitDaysAgo(
  author: string,
  files: Record<string, string | null>,
  daysAgo: number,
  branch = 'main',
): Promise<string> {
  for (const [path, content] of Object.entries(files)) {
    if (content === null) await rm(join(author, path), { force: true });
    else {
      await mkdir(dirname(join(author, path)), { recursive: true });
      await writeFile(join(author, path), content);
    }
  }
  const date = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const env = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  };
  const run = (...args: string[]) =>
    execFileSync('git', [...IDENTITY, ...args], { cwd: author, env, encoding: 'utf8' }).trim();
  run('add', '-A');
  run('commit', '-q', '-m', `Change from ${daysAgo} days ago`);
  run('push', '-q', 'origin', `HEAD:${branch}`);
  return run('rev-parse', 'HEAD');
}
