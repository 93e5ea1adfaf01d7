import { realpath, stat } from 'node:fs/promises';
import { FILE_COMMAND_VARIABLES } from '../common/file-commands.ts';
import { basename, dirname, isAbsolute, join, parse, relative, sep } from 'node:path';

/**
 * The folders post-pull-command must not write, because code or commands in them run after it
 * with more trust than it has:
 *
 * - the action's own code: ncc's bundle loads most chunks with `import()` when first needed, many
 *   after the command has run, in the process that holds both tokens. On a runner the whole
 *   `_actions` folder is taken, since every later step of the job that uses an action runs code
 *   from it;
 * - the runner's file commands (`GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_OUTPUT`, `GITHUB_STATE`,
 *   `GITHUB_STEP_SUMMARY`): hiding the variables is not enough, since the folder is always
 *   `$RUNNER_TEMP/_runner_file_commands`, and a line there sets `BASH_ENV` or the PATH of every
 *   later step, or forges an output;
 * - the Node.js program that runs this action, which the runner runs every later JavaScript step
 *   with (`actions/checkout`'s post step, its token among its inputs), and the runner's tool
 *   cache, where `setup-*` actions put the programs later steps run;
 * - the git program the action runs after the command, and git's own programs (where the action
 *   runs as root, it owns them).
 *
 * The first two are required: where one cannot be made read-only without the checkout (which it
 * holds), the command is not run. The others are taken where they are apart from the checkout.
 */
export async function foldersToProtect(options: {
  readonly env: Readonly<NodeJS.ProcessEnv>;
  /** The action's entry script (`dist/index.js`), as the runner started it. */
  readonly entry: string | undefined;
  /** The Node.js program running the action. */
  readonly node: string;
  /** The folders of the git the action runs after the command. */
  readonly git: readonly string[];
  readonly workspace: string;
}): Promise<{ readonly folders: readonly string[] } | { readonly problem: string }> {
  const workspace = await realpath(options.workspace);
  if (options.entry === undefined) return { problem: "the action's own folder is not known" };
  const required = [
    { what: "the action's code is", path: await codeFolder(options.entry) },
    ...(await fileCommandFolders(options.env)).map((path) => ({
      what: "the runner's file commands are",
      path,
    })),
  ];
  for (const { what, path } of required) {
    if (contains(path, workspace)) {
      return { problem: `${what} in ${path}, which holds the checkout` };
    }
  }
  const optional = [
    await nodeInstallation(options.node),
    await folder(options.env['RUNNER_TOOL_CACHE']),
    ...(await Promise.all(options.git.map(folder))),
  ];
  const apart = optional.filter(
    (path): path is string => path !== undefined && !contains(path, workspace),
  );
  const folders = [...required.map((r) => r.path), ...apart];
  return { folders: outermost(folders) };
}

/** The runner's folder of file-command files, under RUNNER_TEMP. */
const RUNNER_FILE_COMMANDS = '_runner_file_commands';

async function fileCommandFolders(env: Readonly<NodeJS.ProcessEnv>): Promise<string[]> {
  const named = FILE_COMMAND_VARIABLES.map((name) => env[name])
    .filter((file): file is string => file !== undefined && file !== '')
    .map((file) => dirname(file));
  const temp = env['RUNNER_TEMP'];
  const folders = await Promise.all(
    [...named, ...(temp ? [join(temp, RUNNER_FILE_COMMANDS)] : [])].map(folder),
  );
  return folders.filter((path): path is string => path !== undefined);
}

/** The entry script's folder, or the runner's `_actions` folder that holds it. */
async function codeFolder(entry: string): Promise<string> {
  const own = await realpath(dirname(entry));
  for (let at = own; at !== dirname(at); at = dirname(at)) {
    if (basename(at) === '_actions') return at;
  }
  return own;
}

/** `…/node24` for `…/node24/bin/node`; the program's own folder otherwise. */
async function nodeInstallation(node: string): Promise<string | undefined> {
  const program = await realpath(node).catch(() => undefined);
  if (program === undefined) return undefined;
  const bin = dirname(program);
  return folder(basename(bin) === 'bin' ? dirname(bin) : bin);
}

/** The real path of a folder that exists, never the file system's root. */
async function folder(path: string | undefined): Promise<string | undefined> {
  if (path === undefined || path === '') return undefined;
  const real = await realpath(path).catch(() => undefined);
  if (real === undefined || parse(real).root === real) return undefined;
  return (await stat(real)).isDirectory() ? real : undefined;
}

/** Whether `inner` is `outer` or inside it. */
function contains(outer: string, inner: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path));
}

/** The folders without any inside another of them, each once. */
function outermost(folders: readonly string[]): string[] {
  const unique = [...new Set(folders)];
  return unique.filter((f) => !unique.some((other) => other !== f && contains(other, f)));
}
