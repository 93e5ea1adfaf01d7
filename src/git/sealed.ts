import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { configFileText, parseConfigList, type ConfigEntry } from './config-file.ts';
import type { GitConfig } from './environment.ts';

/**
 * post-pull-command runs in the checkout as the action's own user, so it can write anything git
 * reads: `.git/config` (a clean filter, a textconv, `gpg.program`, `include.path`), the global
 * and system configuration, `.git/info/attributes`, replace refs, grafts, HEAD and the branches,
 * and a program named `git` in a folder early on the PATH. Each would steer, or run code inside,
 * the git commands the action runs afterwards, outside the command's isolation and with the
 * push's credentials. So git after the command is sealed: it runs against a git directory of the
 * action's own, written after the command from what was read before it, and reads nothing of the
 * checkout's `.git` but its objects (which are named by their content: commitOn checks the ones
 * a commit is built on, see verified-tree.ts) and the working tree's files.
 */

/** Runs one git command before the seal and gives its standard output. */
export type GitOutput = (args: readonly string[], allowFailure?: boolean) => Promise<string>;

/** What git needs after post-pull-command, read before it runs. */
export interface GitSnapshot {
  /** The checkout's object store, absolute. */
  readonly objects: string;
  /** Settings of the repository (local and worktree scope), includes read in. */
  readonly local: readonly ConfigEntry[];
  /** Settings of the machine and the user (system and global scope), includes read in. */
  readonly global: readonly ConfigEntry[];
  /** HEAD's file: `ref: refs/heads/main` or a commit id. */
  readonly head: string;
  /** Every ref but replace refs, as a packed-refs file. */
  readonly refs: string;
  readonly shallow: Buffer | undefined;
  readonly index: Buffer | undefined;
  /** Where git's own programs are (`git --exec-path`). */
  readonly execPath: string;
  /** The PATH's folders the untrusted code cannot write (see `unwritableFolders`). */
  readonly safeFolders: readonly string[];
}

/**
 * Names that make git read another file (read in already, and that file could be rewritten by
 * the command) or describe the checkout's own layout, which the sealed directory does not have.
 */
const NOT_CARRIED = /^(include\.|includeif\.|extensions\.worktreeconfig$|core\.worktree$)/i;

export async function snapshotGit(
  git: GitOutput,
  workspace: string,
  safeFolders: readonly string[],
): Promise<GitSnapshot> {
  const path = async (name: string) => {
    const found = (await git(['rev-parse', '--git-path', name])).trim();
    return isAbsolute(found) ? found : join(workspace, found);
  };
  const [config, symbolic, refs, objects, shallowFile, indexFile, execPath] = await Promise.all([
    git(['config', '--list', '-z', '--show-scope']),
    git(['symbolic-ref', '--quiet', 'HEAD'], true),
    git(['for-each-ref', '--format=%(objectname) %(refname)']),
    path('objects'),
    path('shallow'),
    path('index'),
    git(['--exec-path']),
  ]);
  const entries = parseConfigList(config).filter((e) => !NOT_CARRIED.test(e.key));
  const head = symbolic.trim()
    ? `ref: ${symbolic.trim()}`
    : (await git(['rev-parse', '--verify', 'HEAD'])).trim();
  return {
    objects,
    local: entries.filter((e) => e.scope === 'local' || e.scope === 'worktree'),
    global: entries.filter((e) => e.scope === 'system' || e.scope === 'global'),
    head,
    refs: refs
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes(' refs/replace/'))
      .join('\n'),
    shallow: await readFile(shallowFile).catch(() => undefined),
    index: await readFile(indexFile).catch(() => undefined),
    execPath: execPath.trim(),
    safeFolders,
  };
}

/** How a sealed command runs: its environment, and settings to pass as the action's own. */
export interface SealedGit {
  readonly env: Readonly<Record<string, string>>;
  readonly settings: GitConfig;
}

/**
 * Writes the sealed git directory in a new folder under `parent` and gives the environment every
 * later git command runs with. `program` is git's absolute path, found before the command ran.
 */
export async function sealedEnvironment(
  snapshot: GitSnapshot,
  parent: string,
  workspace: string,
  program: string,
): Promise<SealedGit> {
  const folder = await mkdtemp(join(parent, 'git-'));
  const gitDir = join(folder, 'git');
  await mkdir(join(gitDir, 'refs'), { recursive: true });
  await mkdir(join(gitDir, 'objects'));
  await writeFile(join(gitDir, 'HEAD'), `${snapshot.head}\n`);
  await writeFile(join(gitDir, 'config'), configFileText(snapshot.local));
  await writeFile(join(gitDir, 'packed-refs'), snapshot.refs === '' ? '' : `${snapshot.refs}\n`);
  if (snapshot.shallow) await writeFile(join(gitDir, 'shallow'), snapshot.shallow);
  if (snapshot.index) await writeFile(join(gitDir, 'index'), snapshot.index);
  const global = join(folder, 'global-config');
  await writeFile(global, configFileText(snapshot.global));
  const env: Record<string, string> = {
    GIT_DIR: gitDir,
    GIT_WORK_TREE: workspace,
    GIT_OBJECT_DIRECTORY: snapshot.objects,
    GIT_INDEX_FILE: join(gitDir, 'index'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: global,
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_ATTR_NOSYSTEM: '1',
  };
  // git finds the programs it starts (remote and credential helpers, git-lfs) in its exec path
  // first, then on the PATH: only its own folders and ones the command could not write are left
  // there. Windows' git finds its DLLs through the PATH, and Windows gives the command no
  // isolation to keep, so it keeps the PATH.
  if (process.platform !== 'win32' && isAbsolute(program)) {
    const folders = [snapshot.execPath, dirname(program), ...snapshot.safeFolders];
    env['PATH'] = [...new Set(folders.filter(Boolean))].join(delimiter);
  }
  // The user's attributes file is one more file the command could write; this one never exists.
  return { env, settings: [['core.attributesFile', join(folder, 'no-attributes')]] };
}
