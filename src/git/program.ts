import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/**
 * The git program the action runs, as an absolute path found on the step's PATH when the action
 * starts. Every later command runs that very file: a program named `git` that post-pull-command
 * puts in a folder earlier on the PATH (on GitHub's images `~/.local/bin` comes before
 * `/usr/bin`) is never started. Where none is found, `git` is left to the system to find, which
 * then fails with its own message.
 */
export function gitProgram(env: Readonly<NodeJS.ProcessEnv>, platform = process.platform): string {
  const names =
    platform === 'win32'
      ? (env['PATHEXT'] ?? '.COM;.EXE;.BAT;.CMD')
          .split(';')
          .filter((ext) => /^\.(exe|cmd|bat|com)$/i.test(ext))
          .map((ext) => `git${ext.toLowerCase()}`)
      : ['git'];
  const path = env['PATH'] ?? env['Path'] ?? '';
  for (const folder of path.split(delimiter)) {
    // A relative folder (`.`, an empty entry) would be the checkout's: never looked in.
    if (folder === '' || !isAbsolute(folder)) continue;
    for (const name of names) {
      const file = join(folder, name);
      if (isExecutableFile(file, platform)) return file;
    }
  }
  return 'git';
}

function isExecutableFile(file: string, platform: NodeJS.Platform): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    if (platform !== 'win32') accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The folders of the step's PATH that the action's user cannot write, as they are now: the only
 * ones, besides git's own, that git may find a program in (git-lfs, a credential helper) once
 * untrusted code has run. A folder the user can write (`~/.local/bin`), or one made later, could
 * hold a program of the untrusted code's. As root every folder is writable, so none is kept.
 */
export function unwritableFolders(env: Readonly<NodeJS.ProcessEnv>): string[] {
  const path = env['PATH'] ?? env['Path'] ?? '';
  return path.split(delimiter).filter((folder) => {
    if (folder === '' || !isAbsolute(folder)) return false;
    if (!isFolder(folder)) return false;
    try {
      accessSync(folder, constants.W_OK);
      return false;
    } catch {
      return true;
    }
  });
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
