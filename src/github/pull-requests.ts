import { GitHubError, gitHubMessage, isHttpFailure, toGitHubError } from './errors.ts';
import { createGitHubClient, type GitHubLog, type GitHubProxy } from './octokit.ts';
import { missing, sameText, toOpenPull, type OpenPull } from './open-pull.ts';
import { parseRepository } from './repository.ts';
import { requestReviews } from './reviewers.ts';

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
  /** Applies when the pull request is created only. */
  readonly draft: boolean;
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
   */
  upsert(spec: PullRequestSpec, branchChanged: boolean): Promise<PullRequestResult>;
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

/** GitHub refuses a longer body with 422. */
const BODY_LIMIT = 65_536;
/** Attempts to list a pull request GitHub just said exists (its lists may trail a create). */
const LOOKUP_ATTEMPTS = 3;

/** The pull requests of `options.repository`; throws when an option is malformed. */
export function createPullRequests(options: PullRequestsOptions): PullRequests {
  const { owner, repo } = parseRepository(options.repository);
  if (options.token === '') throw new Error('Input required and not supplied: github-token');
  const apiUrl = checkApiUrl(options.apiUrl);
  const scale = options.timeScale ?? 1;
  const log = options.log;
  const github = createGitHubClient({
    token: options.token,
    apiUrl,
    log,
    timeScale: scale,
    proxy: options.proxy,
    httpTimeoutMs: options.httpTimeoutMs ?? 120_000,
  });
  const context = { apiUrl, repository: `${owner}/${repo}`, secrets: [options.token] };
  const fail = (what: string, error: unknown) => toGitHubError(what, error, context);
  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw fail(what, error);
    }
  };
  const between = (branch: string, base: string) => `from ${branch} into ${base}`;

  /**
   * Turns an open pull request into a draft: REST cannot (PATCH ignores `draft`), GraphQL can.
   * A refusal (a token without the right, a repository without drafts) is a warning: the
   * translations are proposed either way.
   */
  const makeDraft = async (open: OpenPull): Promise<void> => {
    try {
      await github.graphql(
        'mutation($id: ID!) { convertPullRequestToDraft(input: {pullRequestId: $id}) { pullRequest { isDraft } } }',
        { id: open.nodeId },
      );
      log.info(`Pull request #${open.number} is a draft now (pr-draft)`);
    } catch (error) {
      log.warning(fail(`make pull request #${open.number} a draft`, error).message);
    }
  };

  const lookup = async (branch: string, base: string): Promise<OpenPull | undefined> => {
    const { data } = await call(`list the pull requests ${between(branch, base)}`, () =>
      // `head` must be `owner:branch`: GitHub ignores a bare branch name and lists every PR.
      github.rest.pulls.list({ owner, repo, state: 'open', head: `${owner}:${branch}`, base }),
    );
    const first = data[0];
    return first === undefined ? undefined : toOpenPull(first);
  };

  /** The new pull request, or undefined when GitHub says it already exists. */
  const create = async (spec: PullRequestSpec, body: string): Promise<OpenPull | undefined> => {
    try {
      const { data } = await github.rest.pulls.create({
        owner,
        repo,
        head: spec.branch,
        base: spec.base,
        title: spec.title,
        body,
        draft: spec.draft,
      });
      return toOpenPull(data);
    } catch (error) {
      if (
        isHttpFailure(error) &&
        error.status === 422 &&
        /already exists/i.test(gitHubMessage(error))
      ) {
        return undefined;
      }
      throw fail(`create the pull request ${between(spec.branch, spec.base)}`, error);
    }
  };

  const findExisting = async (spec: PullRequestSpec): Promise<OpenPull> => {
    for (let attempt = 1; ; attempt++) {
      const open = await lookup(spec.branch, spec.base);
      if (open !== undefined) return open;
      if (attempt === LOOKUP_ATTEMPTS) {
        throw new GitHubError(
          `Could not find the pull request ${between(spec.branch, spec.base)}: GitHub said it ` +
            'already exists but does not list it as open. Re-run the job.',
          422,
        );
      }
      await sleep(1000 * attempt * scale);
    }
  };

  /** Labels, assignees and reviewers: each only adds, so what people added by hand stays. */
  const decorate = async (pull: OpenPull, spec: PullRequestSpec): Promise<void> => {
    const issue = { owner, repo, issue_number: pull.number };
    const labels = missing(spec.labels, pull.labels);
    if (labels.length > 0) {
      await call(`add labels to pull request #${pull.number}`, () =>
        github.rest.issues.addLabels({ ...issue, labels }),
      );
    }
    const assignees = missing(spec.assignees, pull.assignees);
    if (assignees.length > 0) {
      const { data } = await call(`add assignees to pull request #${pull.number}`, () =>
        github.rest.issues.addAssignees({ ...issue, assignees }),
      );
      // GitHub answers 201 and silently leaves out anyone who cannot be assigned.
      const left = missing(
        assignees,
        (data.assignees ?? []).map((u) => u.login),
      );
      if (left.length > 0) {
        log.warning(
          `GitHub did not assign ${left.join(', ')} to pull request #${pull.number}: only people ` +
            'with access to the repository can be assigned; check pr-assignees',
        );
      }
    }
    await requestReviews(
      github,
      { owner, repo, number: pull.number },
      missing(spec.reviewers, pull.reviewers),
      missing(spec.teamReviewers, pull.teams),
      log,
      fail,
    );
  };

  return {
    async findOpen(branch, base) {
      const open = await lookup(branch, base);
      return open === undefined ? undefined : { number: open.number, url: open.url };
    },

    async upsert(spec, branchChanged) {
      checkSpec(spec);
      const body = fitBody(spec.body, log);
      const created = await create(spec, body);
      if (created !== undefined) {
        log.info(`Created pull request #${created.number}: ${created.url}`);
        await decorate(created, spec);
        return { operation: 'created', number: created.number, url: created.url };
      }
      const open = await findExisting(spec);
      if (open.title !== spec.title || !sameText(open.body, body)) {
        await call(`update pull request #${open.number}`, () =>
          github.rest.pulls.update({
            owner,
            repo,
            pull_number: open.number,
            title: spec.title,
            body,
          }),
        );
      }
      // pr-draft: false leaves a pull request as people made it; only `true` is applied.
      if (spec.draft && !open.draft) await makeDraft(open);
      await decorate(open, spec);
      const operation = branchChanged ? 'updated' : 'unchanged';
      log.info(
        `${branchChanged ? 'Updated' : 'Unchanged'} pull request #${open.number}: ${open.url}`,
      );
      return { operation, number: open.number, url: open.url };
    },

    async close(branch, base, comment) {
      const open = await lookup(branch, base);
      if (open === undefined) return { operation: 'none' };
      const issue = { owner, repo, issue_number: open.number };
      // Comment first: if closing fails, the reason is still on the pull request.
      if (comment.trim() !== '') {
        await call(`comment on pull request #${open.number}`, () =>
          github.rest.issues.createComment({ ...issue, body: comment }),
        );
      }
      await call(`close pull request #${open.number}`, () =>
        github.rest.pulls.update({ owner, repo, pull_number: open.number, state: 'closed' }),
      );
      log.info(`Closed pull request #${open.number}: ${open.url}`);
      return { operation: 'closed', number: open.number, url: open.url };
    },
  };
}

function checkApiUrl(apiUrl: string): string {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`Invalid GitHub API URL '${apiUrl}'; expected e.g. https://api.github.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Invalid GitHub API URL '${apiUrl}'; expected an http(s) address`);
  }
  return apiUrl.replace(/\/+$/, '');
}

function checkSpec(spec: PullRequestSpec): void {
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

/** A body over GitHub's limit is cut, with a note, rather than failing the whole run. */
function fitBody(body: string, log: GitHubLog): string {
  if (body.length <= BODY_LIMIT) return body;
  const note = `\n\n… (cut: the text was longer than GitHub's ${BODY_LIMIT} characters)`;
  log.warning(`The pull request body has ${body.length} characters; cutting it to ${BODY_LIMIT}`);
  return body.slice(0, BODY_LIMIT - note.length) + note;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
