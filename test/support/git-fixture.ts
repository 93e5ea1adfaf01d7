import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const IDENTITY = ['-c', 'user.name=Test Author', '-c', 'user.email=author@example.com'];

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' },
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
}

export async function createGitFixture(
  files: Record<string, string | Buffer>,
): Promise<GitFixture> {
  const root = await mkdtemp(join(tmpdir(), 'l10n-git-'));
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
  };
  await fixture.commit(files, 'Initial translations');
  return fixture;
}
