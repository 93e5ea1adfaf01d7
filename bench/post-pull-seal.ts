import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGit } from '../src/git/git.ts';
import { verifyCommitTree } from '../src/git/verified-tree.ts';
import { median } from './report.ts';

/**
 * What the seal around post-pull-command costs (SECURITY.md: git after it runs against a git
 * directory of the action's own, and the commit a translation commit is built on is checked tree
 * by tree): measured on a repository of 20,000 files in 2,000 folders, against one `git status`
 * of it, the cheapest command a pull runs there anyway. No target: the figure says what a run
 * with post-pull-command pays.
 */
export async function benchPostPullSeal(): Promise<{
  readonly sealMs: number;
  readonly verifyMs: number;
  readonly statusMs: number;
  readonly files: number;
  readonly trees: number;
}> {
  const repo = mkdtempSync(join(tmpdir(), 'seal-'));
  for (let folder = 0; folder < 2000; folder++) {
    const path = join(repo, `src/m${Math.floor(folder / 100)}/d${folder}`);
    mkdirSync(path, { recursive: true });
    for (let file = 0; file < 10; file++) writeFileSync(join(path, `f${file}.txt`), `${folder}\n`);
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'files');
  const head = git('rev-parse', 'HEAD');
  const timed = async (action: () => Promise<unknown>) => {
    const started = performance.now();
    await action();
    return performance.now() - started;
  };
  const seal: number[] = [];
  const verify: number[] = [];
  const status: number[] = [];
  for (let run = 0; run < 5; run++) {
    const plain = createGit(repo);
    status.push(await timed(() => plain.run(['status', '--porcelain'])));
    const sealed = createGit(repo);
    await sealed.run(['--version']);
    seal.push(
      await timed(() => sealed.sealAround(mkdtempSync(join(tmpdir(), 'sealed-')), async () => {})),
    );
    verify.push(await timed(() => verifyCommitTree(sealed, head)));
  }
  return {
    sealMs: median(seal),
    verifyMs: median(verify),
    statusMs: median(status),
    files: 20_000,
    trees: 2_021,
  };
}
