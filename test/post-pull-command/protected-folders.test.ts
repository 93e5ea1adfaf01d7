import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldersToProtect } from '../../src/post-pull-command/protected-folders.ts';
import { testFolder } from '../support/temp.ts';

/** A runner's folders as it lays them out: `_actions`, `_temp` and the checkout in `_work`. */
function runnerLayout() {
  const root = realpathSync(testFolder('l10n-runner-'));
  const work = join(root, '_work');
  const paths = {
    entry: join(work, '_actions', 'octo', 'l10n-sync', 'v1', 'dist', 'index.js'),
    commands: join(work, '_temp', '_runner_file_commands'),
    workspace: join(work, 'app', 'app'),
    node: join(root, 'externals', 'node24', 'bin', 'node'),
    toolCache: join(root, 'hostedtoolcache'),
  };
  for (const folder of [join(paths.entry, '..'), paths.commands, paths.workspace, paths.toolCache])
    mkdirSync(folder, { recursive: true });
  mkdirSync(join(paths.node, '..'), { recursive: true });
  writeFileSync(paths.node, '');
  const step = (name: string) => join(paths.commands, `${name}_2f6c1b9e`);
  const env = {
    RUNNER_TEMP: join(work, '_temp'),
    RUNNER_TOOL_CACHE: paths.toolCache,
    GITHUB_ENV: step('set_env'),
    GITHUB_PATH: step('add_path'),
    GITHUB_OUTPUT: step('set_output'),
    GITHUB_STATE: step('save_state'),
    GITHUB_STEP_SUMMARY: step('step_summary'),
  };
  return { root, work, paths, env };
}

describe('the folders post-pull-command may not write', () => {
  it("are every action of the job, the runner's file commands, its Node.js and tool cache, and git's", async () => {
    const { root, work, paths, env } = runnerLayout();
    const git = [join(root, 'usr', 'bin'), join(root, 'usr', 'lib', 'git-core')];
    for (const folder of git) mkdirSync(folder, { recursive: true });
    const found = await foldersToProtect({ env, git, ...paths });
    expect(found).toEqual({
      folders: [
        join(work, '_actions'),
        paths.commands,
        join(root, 'externals', 'node24'),
        paths.toolCache,
        ...git,
      ],
    });
  });

  it('finds the file commands by their folder under RUNNER_TEMP when the variables are hidden', async () => {
    const { root, work, paths, env } = runnerLayout();
    const found = await foldersToProtect({
      env: { RUNNER_TEMP: env.RUNNER_TEMP },
      git: [],
      ...paths,
    });
    expect(found).toEqual({
      folders: [join(work, '_actions'), paths.commands, join(root, 'externals', 'node24')],
    });
  });

  it('takes the action folder itself outside a runner, and real paths through links', async () => {
    const { root, paths } = runnerLayout();
    const elsewhere = join(root, 'checkouts', 'l10n-sync');
    mkdirSync(join(elsewhere, 'dist'), { recursive: true });
    symlinkSync(join(elsewhere, 'dist'), join(root, 'linked-dist'));
    const found = await foldersToProtect({
      env: {},
      entry: join(root, 'linked-dist', 'index.js'),
      node: paths.node,
      git: [],
      workspace: paths.workspace,
    });
    expect(found).toEqual({
      folders: [join(elsewhere, 'dist'), join(root, 'externals', 'node24')],
    });
  });

  it('refuses a required folder that holds the checkout, and leaves out an optional one', async () => {
    const { work, paths, env } = runnerLayout();
    const withOutput = { ...env, GITHUB_OUTPUT: join(work, 'output.txt') };
    expect(await foldersToProtect({ env: withOutput, git: [], ...paths })).toEqual({
      problem: `the runner's file commands are in ${work}, which holds the checkout`,
    });
    const cacheAbove = { ...env, RUNNER_TOOL_CACHE: work };
    const found = await foldersToProtect({ env: cacheAbove, git: [], ...paths });
    expect(found).toEqual({ folders: expect.not.arrayContaining([work]) as unknown });
  });

  it('never takes the root of the file system', async () => {
    const { paths, env } = runnerLayout();
    const found = await foldersToProtect({
      env: { ...env, RUNNER_TOOL_CACHE: '/' },
      git: ['/'],
      ...paths,
    });
    expect(found).toEqual({ folders: expect.not.arrayContaining(['/']) as unknown });
  });
});
