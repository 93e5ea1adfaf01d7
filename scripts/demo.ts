/**
 * `npm start`: the action end to end on this machine. Starts the service emulator and a stand-in
 * for GitHub's pull request API, makes a sample repository with a bare origin, runs the bundled
 * action (dist/index.js) in sync mode for two projects, and shows what a user would look at.
 * Everything it starts is stopped when it ends, also on Ctrl-C; the sample repository is kept.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '../src/api/index.ts';
import { startEmulator } from '../test/emulator/server.ts';
import { startGitHubStandIn } from '../test/github-standin/server.ts';
import { runAction } from '../test/support/action-runner.ts';
import { createGitFixture } from '../test/support/git-fixture.ts';
import { SAMPLE_FILES, STEPS } from './demo/sample.ts';
import { renderMarkdown } from './demo/terminal-markdown.ts';

const color = process.stdout.isTTY;
const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[22m` : s);
const bold = (s: string) => (color ? `\x1b[1m${s}\x1b[22m` : s);
const indent = (text: string) => text.replace(/^/gm, '  ');

const stop = new AbortController();
const started = performance.now();
const emulator = await startEmulator();
const github = await startGitHubStandIn({ owner: 'octo', repo: 'demo-app' });
let stopping = false;
async function shutDown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    stop.abort();
    await Promise.allSettled([emulator.close(), github.close()]);
  }
  process.exit(code);
}
process.once('SIGINT', () => {
  console.log('\nInterrupted: stopping the emulator, the GitHub stand-in and any run in progress.');
  void shutDown(130);
});
process.once('SIGTERM', () => void shutDown(143));

try {
  const folder = await mkdtemp(join(tmpdir(), 'l10n-sync-demo-'));
  const repo = await createGitFixture(SAMPLE_FILES);
  const workspace = await repo.checkout();
  const service = createClient({
    baseUrl: emulator.urls['1.0.9.3'],
    revision: '1.0.9.3',
    token: emulator.tokens.readWrite,
  });

  console.log(bold('l10n-sync demo'));
  console.log(`Service emulator (revision 1.0.9.3): ${emulator.urls['1.0.9.3']}`);
  console.log(`GitHub API stand-in:                 ${github.url}`);
  console.log(`Sample repository (a depth-1 checkout, as actions/checkout makes it): ${workspace}`);

  for (const [index, step] of STEPS.entries()) {
    const { id } = await service.project.add({ name: step.project, base_lang: 'en' });
    await service.language.add({ id, iso: step.languages });
    // Translators already worked on the service: their translations wait there.
    for (const file of step.translated) {
      await service.project.import({
        id,
        lang_iso: file.language,
        file: { name: file.name, content: Buffer.from(file.content) },
      });
    }
    console.log(
      `\n${bold(`▶ Step ${index + 1} of ${STEPS.length}: ${step.project}`)} ${dim(`files: ${step.files}`)}`,
    );
    const run = await runAction({
      workspace,
      inputs: {
        'api-token': emulator.tokens.readWrite,
        'project-id': id,
        'api-url': emulator.urls['1.0.9.3'],
        'download-url': emulator.downloadUrl,
        files: step.files,
        branch: step.branch,
        'pr-labels': 'translations',
      },
      githubToken: github.token,
      env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: `${github.owner}/${github.repo}` },
      signal: stop.signal,
    });
    const log = join(folder, `step-${index + 1}.log`);
    await writeFile(log, run.stdout + run.stderr);
    console.log(indent(renderMarkdown(run.summary, color).trim()));
    console.log(
      dim(
        `  outputs: ${Object.entries(run.outputs)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ')}`,
      ),
    );
    console.log(dim(`  full log: ${log}`));
    if (run.code !== 0) {
      console.log(
        `\nStep ${index + 1} failed (exit code ${run.code}). The end of its log:\n${indent(run.stdout.split('\n').slice(-15).join('\n'))}`,
      );
      await shutDown(1);
    }
  }

  execFileSync('git', ['fetch', '-q', 'origin', '+refs/heads/*:refs/remotes/origin/*'], {
    cwd: workspace,
  });
  console.log(`\n${bold('Pull requests on the GitHub stand-in')}`);
  for (const pr of github.pulls) {
    console.log(`  #${pr.number} ${pr.title} [${pr.state}] ${pr.head.ref} → ${pr.base.ref}`);
    console.log(dim(`  ${pr.html_url}  labels: ${pr.labels.map((l) => l.name).join(', ')}`));
    const stat = execFileSync('git', ['diff', '--stat', 'origin/main', `origin/${pr.head.ref}`], {
      cwd: workspace,
      encoding: 'utf8',
    });
    console.log(indent(indent(stat.trimEnd())));
  }

  console.log(`\n${bold('Where to look')}`);
  console.log(`  The sample repository stays at ${workspace}`);
  console.log(`    git -C ${workspace} log --oneline --graph --all`);
  console.log(
    `    git -C ${workspace} show origin/${github.pulls[0]?.head.ref ?? 'l10n-sync/main'} --stat`,
  );
  console.log(`  Its origin is the bare repository ${repo.origin}`);
  console.log(
    dim(
      `\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s; the emulator and the stand-in are stopped.`,
    ),
  );
  await shutDown(0);
} catch (error) {
  console.error(`The demo failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutDown(1);
}
