/**
 * The real-runner check (.github/workflows/runners.yml, and `npm run e2e:runner` on this
 * machine): a service emulator and a GitHub API stand-in on loopback, a sample repository with a
 * bare origin, and three runs of the action, each with the outputs it must give.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '../../src/api/index.ts';
import { startEmulator } from '../../test/emulator/server.ts';
import { startGitHubStandIn } from '../../test/github-standin/server.ts';

/** Inputs every run gives besides the connection's (the sample repository's layout). */
export const COMMON_INPUTS = { files: 'locales/%LANG_ISO%.json', 'base-branch': 'main' } as const;

/** Inputs that connect the action to the servers; the workflow takes them from their step. */
export const CONNECTION = [
  'api-token',
  'project-id',
  'api-url',
  'download-url',
  'github-token',
  'github-api-url',
] as const;

/** The runs, in order: the inputs each adds to the connection's, and the outputs it must give. */
export const STEPS = [
  { id: 'push', inputs: { mode: 'push' }, outputs: { 'pushed-files': '1' } },
  {
    id: 'pull',
    inputs: { mode: 'pull' },
    outputs: {
      'pulled-files': '1',
      'pull-request-operation': 'created',
      'changed-languages': '["de"]',
    },
  },
  {
    id: 'rerun',
    inputs: { mode: 'sync' },
    outputs: { 'pushed-files': '0', 'pull-request-operation': 'unchanged' },
  },
] as const;

export interface Services {
  /** Inputs that connect the action to the emulator and the stand-in. */
  readonly inputs: Record<(typeof CONNECTION)[number], string>;
  /** The repository the stand-in serves, as GITHUB_REPOSITORY names it. */
  readonly repository: string;
  close(): Promise<void>;
}

const EN = { hello: 'Hello', bye: 'Bye' };
const DE = { hello: 'Hallo', bye: 'Tschüss' };

/**
 * Starts both servers, a project whose German translations wait on the service, and the sample
 * repository checked out at `workspace` the way actions/checkout makes it (depth 1), its bare
 * origin in `originDir`. The folder may hold other files (the action's own checkout): they are
 * excluded from git.
 */
export async function startServices(
  workspace: string,
  originDir: string,
  repository = 'octo/sample',
): Promise<Services> {
  const [owner = '', repo = ''] = repository.split('/');
  const emulator = await startEmulator();
  const github = await startGitHubStandIn({ owner, repo });
  const service = createClient({
    baseUrl: emulator.urls['1.0.9.3'],
    revision: '1.0.9.3',
    token: emulator.tokens.readWrite,
  });
  const { id } = await service.project.add({ name: 'Sample', base_lang: 'en' });
  await service.language.add({ id, iso: ['de'] });
  await service.project.import({
    id,
    lang_iso: 'de',
    file: { name: 'de.json', content: Buffer.from(JSON.stringify(DE, null, 2)) },
  });
  makeRepository(workspace, originDir);
  return {
    inputs: {
      'api-token': emulator.tokens.readWrite,
      'project-id': id,
      'api-url': emulator.urls['1.0.9.3'],
      'download-url': emulator.downloadUrl,
      'github-token': github.token,
      'github-api-url': github.url,
    },
    repository,
    async close() {
      await Promise.all([emulator.close(), github.close()]);
    },
  };
}

function makeRepository(workspace: string, originDir: string): void {
  // The runner's own git config (autocrlf on Windows) applies: nothing here overrides it.
  const git = (cwd: string, ...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Sample', '-c', 'user.email=sample@example.com', ...args],
      {
        cwd,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  const author = `${originDir}-author`;
  mkdirSync(originDir, { recursive: true });
  mkdirSync(join(author, 'locales'), { recursive: true });
  git(originDir, 'init', '-q', '--bare', '-b', 'main');
  git(author, 'init', '-q', '-b', 'main');
  writeFileSync(join(author, 'locales/en.json'), `${JSON.stringify(EN, null, 2)}\n`);
  git(author, 'add', '-A');
  git(author, 'commit', '-q', '-m', 'Sample translations');
  const origin = pathToFileURL(originDir).href;
  git(author, 'push', '-q', origin, 'main');

  mkdirSync(workspace, { recursive: true });
  git(workspace, 'init', '-q');
  git(workspace, 'remote', 'add', 'origin', origin);
  git(
    workspace,
    'fetch',
    '-q',
    '--no-tags',
    '--depth=1',
    'origin',
    '+refs/heads/main:refs/remotes/origin/main',
  );
  git(workspace, 'checkout', '-q', '--force', '-B', 'main', 'refs/remotes/origin/main');
  mkdirSync(join(workspace, '.git', 'info'), { recursive: true });
  writeFileSync(join(workspace, '.git', 'info', 'exclude'), '/l10n-sync/\n');
}

/** What differs between the outputs a run gave and those its step must give. */
export function mismatches(
  step: (typeof STEPS)[number],
  outputs: Record<string, string>,
): string[] {
  return Object.entries(step.outputs).flatMap(([name, expected]) =>
    outputs[name] === expected
      ? []
      : [`${step.id}: ${name} is '${outputs[name] ?? ''}', expected '${expected}'`],
  );
}
