import { connect } from './connection.ts';
import { GitHubError, gitHubMessage, isHttpFailure } from './errors.ts';
import type { GitHubClient } from './octokit.ts';
import { missing, sameText, toOpenPull, type OpenPull } from './open-pull.ts';
import { enableAutoMerge, makeDraft, type GraphQLHelpers } from './graphql-mutations.ts';
import {
  checkSpec,
  fitBody,
  type PullRequestResult,
  type PullRequests,
  type PullRequestsOptions,
  type PullRequestSpec,
} from './pull-request-spec.ts';
import { requestReviews } from './reviewers.ts';

export type * from './pull-request-spec.ts';

/** Attempts to list a pull request GitHub just said exists (its lists may trail a create). */
const LOOKUP_ATTEMPTS = 3;

/** The pull requests of `options.repository`; throws when an option is malformed. */
export function createPullRequests(options: PullRequestsOptions): PullRequests {
  const { github, owner, repo, fail } = connect(options);
  return new RepositoryPullRequests(github, owner, repo, {
    log: options.log,
    scale: options.timeScale ?? 1,
    fail,
  });
}

interface Helpers extends GraphQLHelpers {
  /** Multiplies the waits between attempts. */
  readonly scale: number;
}

class RepositoryPullRequests implements PullRequests {
  readonly #github: GitHubClient;
  readonly #owner: string;
  readonly #repo: string;
  readonly #h: Helpers;

  constructor(github: GitHubClient, owner: string, repo: string, helpers: Helpers) {
    this.#github = github;
    this.#owner = owner;
    this.#repo = repo;
    this.#h = helpers;
  }

  async findOpen(branch: string, base: string) {
    const open = await this.#lookup(branch, base);
    return open === undefined ? undefined : { number: open.number, url: open.url };
  }

  async upsert(
    spec: PullRequestSpec,
    branchChanged: boolean,
    head?: string,
  ): Promise<PullRequestResult> {
    checkSpec(spec);
    const { log } = this.#h;
    const body = fitBody(spec.body, log);
    const created = await this.#create(spec, body);
    if (created !== undefined) {
      log.info(`Created pull request #${created.number}: ${created.url}`);
      // GitHub may not resolve a pull request for a moment after creating it.
      await this.#retryWhileUnresolved(() => this.#decorate(created, spec));
      await enableAutoMerge(this.#github, created, spec.autoMerge, head, this.#h);
      return { operation: 'created', number: created.number, url: created.url };
    }
    const open = await this.#findExisting(spec);
    if (open.title !== spec.title || !sameText(open.body, body)) {
      await this.#call(`update pull request #${open.number}`, () =>
        this.#github.rest.pulls.update({
          owner: this.#owner,
          repo: this.#repo,
          pull_number: open.number,
          title: spec.title,
          body,
        }),
      );
    }
    // pr-draft: false leaves a pull request as people made it; only `true` is applied.
    if (spec.draft && !open.draft) await makeDraft(this.#github, open, this.#h);
    await this.#decorate(open, spec);
    await enableAutoMerge(this.#github, open, spec.autoMerge, head, this.#h);
    const operation = branchChanged ? 'updated' : 'unchanged';
    log.info(
      `${branchChanged ? 'Updated' : 'Unchanged'} pull request #${open.number}: ${open.url}`,
    );
    return { operation, number: open.number, url: open.url };
  }

  async close(branch: string, base: string, comment: string): Promise<PullRequestResult> {
    const open = await this.#lookup(branch, base);
    if (open === undefined) return { operation: 'none' };
    const issue = { owner: this.#owner, repo: this.#repo, issue_number: open.number };
    // Comment first: if closing fails, the reason is still on the pull request.
    if (comment.trim() !== '') {
      await this.#call(`comment on pull request #${open.number}`, () =>
        this.#github.rest.issues.createComment({ ...issue, body: comment }),
      );
    }
    await this.#call(`close pull request #${open.number}`, () =>
      this.#github.rest.pulls.update({
        owner: this.#owner,
        repo: this.#repo,
        pull_number: open.number,
        state: 'closed',
      }),
    );
    this.#h.log.info(`Closed pull request #${open.number}: ${open.url}`);
    return { operation: 'closed', number: open.number, url: open.url };
  }

  async #call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.#h.fail(what, error);
    }
  }

  async #lookup(branch: string, base: string): Promise<OpenPull | undefined> {
    const { data } = await this.#call(`list the pull requests ${between(branch, base)}`, () =>
      // `head` must be `owner:branch`: GitHub ignores a bare branch name and lists every PR.
      this.#github.rest.pulls.list({
        owner: this.#owner,
        repo: this.#repo,
        state: 'open',
        head: `${this.#owner}:${branch}`,
        base,
      }),
    );
    const first = data[0];
    return first === undefined ? undefined : toOpenPull(first);
  }

  /** The new pull request, or undefined when GitHub says it already exists. */
  async #create(spec: PullRequestSpec, body: string): Promise<OpenPull | undefined> {
    try {
      const { data } = await this.#github.rest.pulls.create({
        owner: this.#owner,
        repo: this.#repo,
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
      throw this.#h.fail(`create the pull request ${between(spec.branch, spec.base)}`, error);
    }
  }

  async #findExisting(spec: PullRequestSpec): Promise<OpenPull> {
    for (let attempt = 1; ; attempt++) {
      const open = await this.#lookup(spec.branch, spec.base);
      if (open !== undefined) return open;
      if (attempt === LOOKUP_ATTEMPTS) {
        throw new GitHubError(
          `Could not find the pull request ${between(spec.branch, spec.base)}: GitHub said it ` +
            'already exists but does not list it as open. Re-run the job.',
          422,
        );
      }
      await sleep(1000 * attempt * this.#h.scale);
    }
  }

  /**
   * Runs `step` again, a moment later, while GitHub answers that it cannot resolve the pull
   * request it has just created (a 404, or a 422 that says so): its own stores catch up within
   * seconds. Any other failure, or the last attempt's, is thrown.
   */
  async #retryWhileUnresolved(step: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step();
      } catch (error) {
        if (attempt >= LOOKUP_ATTEMPTS || !(error instanceof GitHubError) || !unresolved(error)) {
          throw error;
        }
        this.#h.log.info(
          `GitHub does not resolve the new pull request yet; trying again (${error.message})`,
        );
        await sleep(1000 * attempt * this.#h.scale);
      }
    }
  }

  /** Labels, assignees and reviewers: each only adds, so what people added by hand stays. */
  async #decorate(pull: OpenPull, spec: PullRequestSpec): Promise<void> {
    const issue = { owner: this.#owner, repo: this.#repo, issue_number: pull.number };
    const labels = missing(spec.labels, pull.labels);
    if (labels.length > 0) {
      await this.#call(`add labels to pull request #${pull.number}`, () =>
        this.#github.rest.issues.addLabels({ ...issue, labels }),
      );
    }
    const assignees = missing(spec.assignees, pull.assignees);
    if (assignees.length > 0) {
      const { data } = await this.#call(`add assignees to pull request #${pull.number}`, () =>
        this.#github.rest.issues.addAssignees({ ...issue, assignees }),
      );
      // GitHub answers 201 and silently leaves out anyone who cannot be assigned.
      const left = missing(
        assignees,
        (data.assignees ?? []).map((u) => u.login),
      );
      if (left.length > 0) {
        this.#h.log.warning(
          `GitHub did not assign ${left.join(', ')} to pull request #${pull.number}: only people ` +
            'with access to the repository can be assigned; check pr-assignees',
        );
      }
    }
    await requestReviews(
      this.#github,
      { owner: this.#owner, repo: this.#repo, number: pull.number },
      missing(spec.reviewers, pull.reviewers),
      missing(spec.teamReviewers, pull.teams),
      this.#h.log,
      this.#h.fail,
    );
  }
}

function between(branch: string, base: string): string {
  return `from ${branch} into ${base}`;
}

/** GitHub's answer for a pull request it has not caught up with yet. */
function unresolved(error: GitHubError): boolean {
  return (
    error.status === 404 ||
    (error.status === 422 && /could not resolve|not found/i.test(error.message))
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
