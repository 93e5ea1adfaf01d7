import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createGit } from '../src/git/git.ts';
import { detectChanges } from '../src/push/changed-since-sync.ts';
import { translationFiles } from '../src/files/translation-files.ts';
import { parseLanguageMap } from '../src/common/language-map.ts';
import type { Log } from '../src/common/log.ts';
import { compilePattern } from '../src/inputs/patterns.ts';
import { syncRefName } from '../src/git/sync-ref.ts';
import { createGitFixture, git } from '../test/support/git-fixture.ts';
import { median } from './report.ts';

const run = promisify(execFile);

export interface ChangeDetection {
  readonly files: number;
  readonly changed: number;
  readonly runs: number;
  /** Median, the action's detection: sync ref fetched, diffed against HEAD, matched to the patterns. */
  readonly detectionMs: number;
  /** Median, `git diff --name-only` of the same two commits, as one process. */
  readonly gitDiffMs: number;
  /**
   * Median, the git commands detection needs run bare in a fresh checkout (check-ref-format,
   * ls-remote, fetch of the sync ref at depth 1, rev-parse, diff): the floor for the action.
   */
  readonly gitCommandsMs: number;
  /** Files the detection found to upload (must equal `changed`). */
  readonly found: number;
}

const MODULES = 100;
const LANGUAGES = 50;
const PROJECT = 'bench.project';

/**
 * Change detection in a repository of 5,000 translation files (100 modules × 50 languages) of
 * which 50 changed since the last push: the action's own code path, in process, as a push runs
 * it in a fresh depth-1 checkout (the sync ref is fetched from origin, diffed against HEAD and
 * the paths matched to the `files` pattern), against `git diff --name-only` of the two commits.
 */
export async function benchChangeDetection(runs = 5): Promise<ChangeDetection> {
  const fixture = await createGitFixture({ 'README.md': '# bench\n' });
  for (let m = 0; m < MODULES; m++) {
    for (let l = 0; l < LANGUAGES; l++) {
      const path = join(fixture.author, `modules/m${m}/l${l}.json`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, `{"key.${m}.${l}": "text ${m} ${l}"}\n`);
    }
  }
  const pushed = await commitAll(fixture.author, 'Translations');
  const ref = syncRefName(PROJECT, 'main');
  git(fixture.author, 'push', '-q', 'origin', `${pushed}:${ref}`);
  const changedPaths: Record<string, string> = {};
  for (let i = 0; i < 50; i++) {
    changedPaths[`modules/m${i * 2}/l${i % LANGUAGES}.json`] = `{"changed": ${i}}\n`;
  }
  const head = await fixture.commit(changedPaths, 'Change 50 files');

  const pattern = compilePattern('modules/*/%LANG_ISO%.json');
  const languageMap = parseLanguageMap([]);
  const silent: Log = { info() {}, warning() {}, error() {}, group: (_title, fn) => fn() };
  const detection: number[] = [];
  const diff: number[] = [];
  const commands: number[] = [];
  let found = 0;
  for (let i = 0; i < runs; i++) {
    const workspace = await fixture.checkout();
    const started = performance.now();
    const changes = await detectChanges(createGit(workspace), {
      scope: 'changed',
      ref,
      stateRef: ref.replace('refs/l10n-sync/', 'refs/l10n-sync-state/'),
      patterns: [pattern],
      languageMap,
      log: silent,
    });
    found = translationFiles(changes.paths, [pattern], languageMap).length;
    detection.push(performance.now() - started);

    const diffStarted = performance.now();
    await run('git', ['diff', '--name-only', pushed, head], { cwd: workspace });
    diff.push(performance.now() - diffStarted);

    const bare = await fixture.checkout();
    const commandsStarted = performance.now();
    for (const args of [
      ['check-ref-format', ref],
      ['ls-remote', '--refs', 'origin', ref],
      ['fetch', '--no-tags', '--depth=1', 'origin', `+${ref}:${ref}`],
      ['rev-parse', '--verify', `${ref}^{commit}`],
      ['diff', '--name-only', '-z', '--no-renames', '--diff-filter=d', pushed, 'HEAD'],
    ]) {
      await run('git', args, { cwd: bare });
    }
    commands.push(performance.now() - commandsStarted);
  }
  await rm(dirname(fixture.origin), { recursive: true, force: true });
  return {
    files: MODULES * LANGUAGES,
    changed: Object.keys(changedPaths).length,
    runs,
    detectionMs: median(detection),
    gitDiffMs: median(diff),
    gitCommandsMs: median(commands),
    found,
  };
}

async function commitAll(cwd: string, message: string): Promise<string> {
  git(cwd, 'add', '-A');
  git(cwd, 'commit', '-q', '-m', message);
  git(cwd, 'push', '-q', 'origin', 'main');
  return git(cwd, 'rev-parse', 'HEAD');
}
