import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StringItem } from '../../src/api/index.ts';
import type { Git, GitOptions, GitResult } from '../../src/git/git.ts';
import type {
  PullRequestResult,
  PullRequests,
  PullRequestSpec,
} from '../../src/github/pull-request-spec.ts';
import { readSettings, type Settings } from '../../src/inputs/index.ts';
import type { Log } from '../../src/common/log.ts';
import { testFolder } from './temp.ts';

/**
 * Stand-ins for what main.ts hands the sync layer (git, the service's client, the pull request
 * API, the log), so that a unit test drives runPush, fetchTranslations or publish on its own and
 * sees every call they make.
 */

/**
 * A folder holding `files` and an empty `.git/` (the bundle stages inside it), removed when the
 * test ends.
 */
export function checkoutFolder(files: Readonly<Record<string, string>>): string {
  const root = testFolder('l10n-sync-unit-');
  mkdirSync(join(root, '.git'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/**
 * Settings as the action reads them from these inputs, for a checkout in `workspace`; `env`, more
 * of the runner's environment.
 */
export function settingsFor(
  workspace: string,
  inputs: Readonly<Record<string, string>> = {},
  env: NodeJS.ProcessEnv = {},
): Settings {
  const all: Record<string, string> = {
    'api-token': 't',
    'project-id': 'p1',
    'api-url': 'https://lms.example.com',
    files: 'locales/%LANG_ISO%.json',
    'github-token': 'ghs_test',
    ...inputs,
  };
  return readSettings((name) => all[name] ?? '', {
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'octo/app',
    ...env,
  });
}

/** A log that keeps every line, warnings and errors marked. */
export function captureLog(lines: string[] = []): Log & { readonly lines: string[] } {
  return {
    lines,
    info: (m) => lines.push(m),
    warning: (m) => lines.push(`warning: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
    group: (_title, fn) => fn(),
  };
}

export const ok = (stdout = ''): GitResult => ({ exitCode: 0, stdout, stderr: '' });

/** Answers one git command, or undefined to leave it to the next answerer. */
export type GitAnswer = (
  args: readonly string[],
  options: GitOptions,
) => GitResult | Promise<GitResult> | undefined;

/**
 * A git that answers from `answers` in order (the first that answers wins), records each command,
 * and fails a command nobody answers, so that a test sees the commands it did not expect.
 */
export function fakeGit(
  workspace: string,
  answers: readonly GitAnswer[],
): Git & { readonly commands: string[][] } {
  const commands: string[][] = [];
  const git: Git & { readonly commands: string[][] } = {
    workspace,
    commands,
    async bytes(args, input) {
      const result = await git.run(args, input === undefined ? {} : { input });
      return Buffer.from(result.stdout);
    },
    sealAround: (_parent, untrusted) => untrusted([]),
    sealed: false,
    async run(args, options = {}) {
      commands.push([...args]);
      for (const answer of answers) {
        const result = await answer(args, options);
        if (result === undefined) continue;
        if (result.exitCode !== 0 && !options.allowFailure)
          throw new Error(`git ${args[0] ?? ''} failed: ${result.stderr}`);
        return result;
      }
      throw new Error(`unexpected git command: git ${args.join(' ')}`);
    },
  };
  return git;
}

/** One `string/list` item: a key's text in one language. */
export function item(
  key: string,
  translation: string,
  extra: Partial<StringItem> = {},
): StringItem {
  return {
    key,
    translation,
    pluralKey: null,
    platformMask: 0,
    isHidden: false,
    createdAt: '2026-01-01 00:00:00',
    modifiedAt: '2026-01-01 00:00:00',
    fuzzy: false,
    context: null,
    isArchived: false,
    ...extra,
  };
}

/** Pull requests kept in memory, one per branch and base, recording each call. */
export function fakePullRequests(): PullRequests & {
  readonly calls: string[];
  readonly specs: PullRequestSpec[];
  open: { number: number; url: string } | undefined;
} {
  const calls: string[] = [];
  const specs: PullRequestSpec[] = [];
  const state = {
    calls,
    specs,
    open: undefined as { number: number; url: string } | undefined,
    findOpen(branch: string, base: string) {
      calls.push(`findOpen ${branch} ${base}`);
      return Promise.resolve(state.open);
    },
    upsert(spec: PullRequestSpec, branchChanged: boolean): Promise<PullRequestResult> {
      calls.push(`upsert ${spec.branch} ${spec.base} branchChanged=${branchChanged}`);
      specs.push(spec);
      const created = state.open === undefined;
      state.open ??= { number: 7, url: 'https://github.com/octo/app/pull/7' };
      const operation = created ? 'created' : branchChanged ? 'updated' : 'unchanged';
      return Promise.resolve({ operation, ...state.open });
    },
    close(branch: string, base: string, comment: string): Promise<PullRequestResult> {
      calls.push(`close ${branch} ${base}: ${comment}`);
      const was = state.open;
      state.open = undefined;
      return Promise.resolve(was ? { operation: 'closed', ...was } : { operation: 'none' });
    },
  };
  return state;
}
