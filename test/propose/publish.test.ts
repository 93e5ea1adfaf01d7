import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publish, type PublishDeps } from '../../src/propose/publish.ts';
import {
  captureLog,
  checkoutFolder,
  fakeGit,
  fakePullRequests,
  ok,
  settingsFor,
  type GitAnswer,
} from '../support/fakes.ts';

/** publish through the interfaces main.ts hands it: a fake origin behind git, fake pull requests. */
const BASE = 'b'.repeat(40);
const BASE_TREE = 'e'.repeat(40);
const BRANCH = 'l10n-sync/main';
const PATHS = ['locales/de.json', 'locales/fr.json'];

/**
 * A repository and its origin as publish sees them through git: origin's branches, each commit's
 * tree, the tree the working tree's files make (`worktreeTree`), and how many pushes origin
 * refuses because another run moved the branch first (`racesLost`).
 */
interface Origin {
  readonly branches: Map<string, string>;
  readonly trees: Map<string, string>;
  worktreeTree: string;
  racesLost: number;
  /** Commits made, in order. */
  readonly made: string[];
}

function originOf(): Origin {
  return {
    branches: new Map([['main', BASE]]),
    trees: new Map([[BASE, BASE_TREE]]),
    worktreeTree: 'a'.repeat(40),
    racesLost: 0,
    made: [],
  };
}

/** The git commands publish runs, answered from `origin`. */
function gitAnswers(workspace: string, origin: Origin): GitAnswer {
  return (args) => {
    const [command, ...rest] = args;
    const last = rest.at(-1) ?? '';
    switch (command) {
      case 'rev-parse':
        if (last === 'HEAD') return ok(`${BASE}\n`);
        if (last === '--absolute-git-dir') return ok(join(workspace, '.git'));
        if (last === '--is-shallow-repository') return ok('true\n');
        if (last.endsWith('^{tree}')) return ok(`${origin.trees.get(last.slice(0, -7)) ?? ''}\n`);
        return undefined;
      case 'ls-remote': {
        const commit = origin.branches.get(last.replace('refs/heads/', ''));
        return ok(commit ? `${commit}\t${last}\n` : '');
      }
      case 'fetch':
      case 'read-tree':
      case 'add':
        return ok();
      case 'check-ignore':
        // None of the files is ignored: git says so with exit code 1.
        return { exitCode: 1, stdout: '', stderr: '' };
      case 'write-tree':
        return ok(`${origin.worktreeTree}\n`);
      case 'commit-tree': {
        const commit = String(origin.made.length + 1).padStart(40, 'c');
        origin.made.push(commit);
        origin.trees.set(commit, rest[0] ?? '');
        return ok(`${commit}\n`);
      }
      case 'push':
        return pushAnswer(origin, rest);
      case 'diff':
        return ok(PATHS.map((p) => `3\t1\t${p}\0`).join(''));
      default:
        return undefined;
    }
  };
}

/** `push --no-verify --force-with-lease=<ref>:<expected> origin <commit>:<ref>`. */
function pushAnswer(origin: Origin, rest: readonly string[]) {
  const lease = /^--force-with-lease=refs\/heads\/(.+):(.*)$/.exec(rest[1] ?? '');
  const [commit = ''] = (rest[3] ?? '').split(':');
  if (!lease) return undefined;
  const [, branch = '', expected] = lease;
  if (origin.racesLost > 0) {
    // Another run pushes first: the branch moves to a commit of its own.
    origin.racesLost--;
    const theirs = `${'d'.repeat(39)}${origin.racesLost}`;
    origin.branches.set(branch, theirs);
    origin.trees.set(theirs, 'f'.repeat(40));
    return { exitCode: 1, stdout: '', stderr: ' ! [rejected] (stale info)\n' };
  }
  if ((origin.branches.get(branch) ?? '') !== expected)
    return { exitCode: 1, stdout: '', stderr: ' ! [rejected] (stale info)\n' };
  origin.branches.set(branch, commit);
  return ok();
}

function setUp(inputs: Record<string, string> = {}) {
  const workspace = checkoutFolder({});
  const origin = originOf();
  const git = fakeGit(workspace, [gitAnswers(workspace, origin)]);
  const pullRequests = fakePullRequests();
  const log = captureLog();
  const deps: PublishDeps = {
    settings: settingsFor(workspace, { mode: 'pull', ...inputs }),
    git,
    log,
    pullRequests,
    base: 'main',
    branch: BRANCH,
    workTree: workspace,
    tempDir: checkoutFolder({}),
    heldBack: undefined,
  };
  return { deps, origin, git, pullRequests, log };
}

const body = (lines: ReadonlyMap<string, unknown>) => `${lines.size} files`;

describe('publish', () => {
  it('commits on the base tip, pushes the branch with a lease and opens one pull request', async () => {
    const { deps, origin, pullRequests, git } = setUp();
    const result = await publish(deps, PATHS, body);
    const [commit] = origin.made;
    expect(result).toMatchObject({ operation: 'created', branch: BRANCH, pushed: true, number: 7 });
    expect(origin.branches.get(BRANCH)).toBe(commit);
    expect(git.commands).toContainEqual([
      'commit-tree',
      origin.worktreeTree,
      '-p',
      BASE,
      '-F',
      '-',
    ]);
    expect(git.commands).toContainEqual([
      'push',
      '--no-verify',
      `--force-with-lease=refs/heads/${BRANCH}:`,
      'origin',
      `${commit}:refs/heads/${BRANCH}`,
    ]);
    expect(pullRequests.specs[0]).toMatchObject({ branch: BRANCH, base: 'main', body: '2 files' });
    expect(result.lines.get('locales/de.json')).toEqual({ added: 3, removed: 1 });
  });

  it('pushes nothing when the branch on origin already has the tree, and says the PR is unchanged', async () => {
    const { deps, origin, pullRequests, log } = setUp();
    await publish(deps, PATHS, body);
    const before = origin.branches.get(BRANCH);
    const again = await publish(deps, PATHS, body);
    expect(again).toMatchObject({ operation: 'unchanged', pushed: false });
    expect(origin.branches.get(BRANCH)).toBe(before);
    expect(pullRequests.calls.at(-1)).toBe(`upsert ${BRANCH} main branchChanged=false`);
    expect(log.lines).toContain(
      `${BRANCH} on origin already has these translations: nothing pushed`,
    );
  });

  it('looks again after losing a push race, moving the branch only from the commit it read', async () => {
    const { deps, origin, log } = setUp();
    origin.racesLost = 2;
    const result = await publish(deps, PATHS, body);
    expect(result.pushed).toBe(true);
    expect(origin.branches.get(BRANCH)).toBe(origin.made[0]);
    expect(
      log.lines.filter((l) => l.includes('moved on origin while this run pushed')),
    ).toHaveLength(2);
  });

  it('gives up with one line when the branch keeps moving', async () => {
    const { deps, origin } = setUp();
    origin.racesLost = 10;
    await expect(publish(deps, PATHS, body)).rejects.toThrow(
      `${BRANCH} kept moving on origin while this run pushed; run again`,
    );
  });

  it('closes the open pull request when the files are what the base already has', async () => {
    const { deps, origin, pullRequests } = setUp();
    await publish(deps, PATHS, body);
    origin.worktreeTree = BASE_TREE;
    const result = await publish(deps, PATHS, body);
    expect(result.operation).toBe('closed');
    expect(pullRequests.calls.at(-1)).toMatch(
      /^close l10n-sync\/main main: Closed by l10n-sync: main already has every translation this pull brings from project p1\.$/,
    );
  });

  it('refuses a base branch origin does not have, before committing anything', async () => {
    const { deps, origin } = setUp();
    await expect(publish({ ...deps, base: 'release' }, PATHS, body)).rejects.toThrow(
      "The base branch 'release' is not on origin; set base-branch to the branch the translations should go into",
    );
    expect(origin.made).toEqual([]);
  });

  it('in a dry run, says what it would do, shows the pull request, and moves nothing', async () => {
    const { deps, origin, pullRequests, log } = setUp({ 'dry-run': 'true', 'pr-labels': 'l10n' });
    const result = await publish(deps, PATHS, body);
    expect(result).toMatchObject({ operation: 'none', pushed: false });
    expect(result.preview).toMatchObject({ action: 'create' });
    expect(origin.branches.has(BRANCH)).toBe(false);
    expect(pullRequests.calls).toEqual([`findOpen ${BRANCH} main`]);
    expect(log.lines[0]).toBe(
      `[dry-run] Would push a commit of 2 files to ${BRANCH} (from main), then open a pull request from ${BRANCH} into main`,
    );
    expect(log.lines.join('\n')).toContain('title: Update translations\nlabels: l10n\n');
  });

  it('in a dry run, finds an up-to-date pull request unchanged, as a real run would', async () => {
    const { deps, origin, pullRequests, log } = setUp();
    await publish(deps, PATHS, body);
    const pushed = origin.branches.get(BRANCH);
    const dry = await publish(
      { ...deps, settings: settingsFor(deps.git.workspace, { mode: 'pull', 'dry-run': 'true' }) },
      PATHS,
      body,
    );
    expect(dry.preview?.action).toBe('unchanged');
    expect(origin.branches.get(BRANCH)).toBe(pushed);
    expect(pullRequests.calls.at(-1)).toBe(`findOpen ${BRANCH} main`);
    expect(log.lines).toContain(
      `[dry-run] Nothing would be pushed (${BRANCH} on origin already has these translations); pull request #7 would be left unchanged`,
    );
  });

  it('keeps the open pull request when min-completion held languages back, saying why', async () => {
    const { deps, origin, pullRequests, log } = setUp();
    await publish(deps, PATHS, body);
    const reason = '1 language (de 50.0 %) is below min-completion (80 %) and was not pulled';
    const result = await publish({ ...deps, heldBack: reason }, [], body);
    expect(result).toMatchObject({ operation: 'unchanged', number: 7 });
    expect(pullRequests.calls.some((c) => c.startsWith('close'))).toBe(false);
    expect(origin.branches.get(BRANCH)).toBeDefined();
    expect(log.lines).toContain(
      `Nothing new to propose for the languages pulled; pull request #7 is left as it is, since ${reason}`,
    );
  });

  it('in a dry run of one file, says it would commit 1 file', async () => {
    const { deps, log } = setUp({ 'dry-run': 'true' });
    await publish(deps, [PATHS[0] ?? ''], body);
    expect(log.lines[0]).toBe(
      `[dry-run] Would push a commit of 1 file to ${BRANCH} (from main), then open a pull request from ${BRANCH} into main`,
    );
  });

  it('with pull-target workspace, leaves the files and neither commits nor pushes', async () => {
    const { deps, origin, pullRequests } = setUp({ 'pull-target': 'workspace' });
    const result = await publish(deps, PATHS, body);
    expect(result).toMatchObject({ operation: 'none', branch: undefined, pushed: false });
    expect(origin.made).toEqual([]);
    expect(origin.branches.has(BRANCH)).toBe(false);
    expect(pullRequests.calls).toEqual([]);
  });
});
