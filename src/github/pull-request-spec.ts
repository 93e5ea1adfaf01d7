import { fitMarkdown } from '../common/markdown-fit.ts';
import { count } from '../common/plural.ts';
import { PULL_REQUEST_BODY_LIMIT } from './limits.ts';
import type { GitHubLog, GitHubProxy } from './octokit.ts';

/** The pull request the run wants open. */
export interface PullRequestSpec {
  /** Head branch, in the same repository. */
  readonly branch: string;
  readonly base: string;
  readonly title: string;
  readonly body: string;
  readonly labels: readonly string[];
  readonly reviewers: readonly string[];
  readonly teamReviewers: readonly string[];
  readonly assignees: readonly string[];
  /**
   * A new pull request is made a draft; an open one is turned into a draft when this is true (a
   * false never undoes a draft people made).
   */
  readonly draft: boolean;
  /** Enable auto-merge with this method, on create and on update. */
  readonly autoMerge?: 'merge' | 'squash' | 'rebase' | undefined;
}

/** The `pull-request-operation` output. */
export type PullRequestOperation = 'created' | 'updated' | 'unchanged' | 'closed' | 'none';

export interface PullRequestResult {
  readonly operation: PullRequestOperation;
  readonly number?: number;
  readonly url?: string;
}

/** The pull requests of one repository, as this action keeps them. */
export interface PullRequests {
  /** The open pull request from `branch` into `base`, if any. */
  findOpen(branch: string, base: string): Promise<{ number: number; url: string } | undefined>;
  /**
   * Makes sure one pull request from `spec.branch` into `spec.base` is open: creates it
   * (`created`), or brings the open one's title, body, labels, assignees and reviewers up to the
   * spec (`updated` when `branchChanged`, else `unchanged`). A create refused because the pull
   * request already exists updates that one instead, so two runs racing end with one.
   * `head` is the commit the run left the branch at: auto-merge is enabled only while the pull
   * request's head is that commit.
   */
  upsert(spec: PullRequestSpec, branchChanged: boolean, head?: string): Promise<PullRequestResult>;
  /** Comments on, then closes, the open pull request from `branch` into `base`; `none` if none. */
  close(branch: string, base: string, comment: string): Promise<PullRequestResult>;
}

export interface PullRequestsOptions {
  /** The `github-token` input. */
  readonly token: string;
  /** GITHUB_API_URL, e.g. `https://api.github.com`. */
  readonly apiUrl: string;
  /** `owner/name`. */
  readonly repository: string;
  readonly log: GitHubLog;
  /** Multiplies every wait (retries, rate limits, write spacing); default 1. For tests. */
  readonly timeScale?: number;
  /** HTTPS_PROXY and NO_PROXY as the caller read them; default: connect directly. */
  readonly proxy?: GitHubProxy;
  /** Longest wait for an answer; default 120 s. */
  readonly httpTimeoutMs?: number;
}

/** Refuses a spec GitHub would refuse less clearly: an empty branch, base or title, or a branch into itself. */
export function checkSpec(spec: PullRequestSpec): void {
  for (const [name, value] of [
    ['branch', spec.branch],
    ['base branch', spec.base],
    ['title', spec.title],
  ] as const) {
    if (value.trim() === '') throw new Error(`The pull request's ${name} is empty`);
  }
  if (spec.branch === spec.base) {
    throw new Error(`The pull request's branch and base branch are both '${spec.base}'`);
  }
}

/**
 * A body over GitHub's limit loses whole table rows (each table says how many), or, when that is
 * not enough, everything after a line that leaves no code block or table open; rather than
 * failing the whole run, or cutting a line in the middle, which could leave a code span open.
 */
export function fitBody(body: string, log: GitHubLog): string {
  const fitted = fitMarkdown(body, PULL_REQUEST_BODY_LIMIT);
  if (fitted.text === body) return body;
  const how = fitted.cut ? 'cut after its last whole block' : 'shortened';
  const rows =
    fitted.rowsLeftOut > 0 ? ` (${count(fitted.rowsLeftOut, 'table row')} left out)` : '';
  log.warning(
    `The pull request body has ${body.length} characters, over GitHub's ${PULL_REQUEST_BODY_LIMIT.most}: ${how}${rows}`,
  );
  return fitted.text;
}
