import { connect } from './connection.ts';
import type { GitHubClient } from './octokit.ts';
import type { PullRequestsOptions } from './pull-request-spec.ts';

/**
 * A file of the commit to make: where, with what mode, and its bytes, or the id of a blob GitHub
 * has already (one the branch's last commit holds), which is not uploaded again.
 */
export type CommitFile = { readonly path: string; readonly mode: string } & (
  { readonly content: Buffer } | { readonly blob: string }
);

export type BranchMove =
  { readonly moved: true } | { readonly moved: false; readonly reason: string };

/**
 * Commits made by GitHub's Git database API, which GitHub signs (sign-commits): the files as
 * blobs, a tree on the base's tree, a commit on the base's tip, and the branch moved to it.
 */
export interface CommitApi {
  /** Makes the commit; says its id and the tree GitHub built. */
  createCommit(spec: {
    readonly parent: string;
    readonly baseTree: string;
    readonly message: string;
    readonly files: readonly CommitFile[];
  }): Promise<{ readonly commit: string; readonly tree: string }>;
  /**
   * Points `branch` at `commit` only if it is at `expected` now (absent when undefined): the
   * race rule of a push with a lease, kept by a ref created only where none exists and by
   * GraphQL's `updateRefs`, which moves a ref only from the commit given.
   */
  moveBranch(branch: string, commit: string, expected: string | undefined): Promise<BranchMove>;
}

export function createCommitApi(options: PullRequestsOptions): CommitApi {
  const { github, owner, repo, fail } = connect(options);
  return new RepositoryCommits(github, { owner, repo }, fail);
}

class RepositoryCommits implements CommitApi {
  readonly #github: GitHubClient;
  readonly #where: { readonly owner: string; readonly repo: string };
  readonly #fail: (what: string, error: unknown) => Error;
  #repositoryId: string | undefined;

  constructor(
    github: GitHubClient,
    where: { owner: string; repo: string },
    fail: (what: string, error: unknown) => Error,
  ) {
    this.#github = github;
    this.#where = where;
    this.#fail = fail;
  }

  async createCommit(spec: Parameters<CommitApi['createCommit']>[0]) {
    const git = this.#github.rest.git;
    const tree = [];
    for (const file of spec.files) {
      const sha = 'blob' in file ? file.blob : await this.#blob(file.path, file.content);
      tree.push({ path: file.path, mode: file.mode as '100644', type: 'blob' as const, sha });
    }
    const made = await git
      .createTree({ ...this.#where, base_tree: spec.baseTree, tree })
      .catch((error: unknown) =>
        Promise.reject(this.#fail('create the tree of the commit', error)),
      );
    // No author or committer: GitHub signs the commits its API makes as the token's own.
    const commit = await git
      .createCommit({
        ...this.#where,
        message: spec.message,
        tree: made.data.sha,
        parents: [spec.parent],
      })
      .catch((error: unknown) => Promise.reject(this.#fail('create the commit', error)));
    return { commit: commit.data.sha, tree: commit.data.tree.sha };
  }

  async moveBranch(
    branch: string,
    commit: string,
    expected: string | undefined,
  ): Promise<BranchMove> {
    const ref = `refs/heads/${branch}`;
    if (expected === undefined) {
      try {
        await this.#github.rest.git.createRef({ ...this.#where, ref, sha: commit });
        return { moved: true };
      } catch (error) {
        return { moved: false, reason: this.#fail(`create branch ${branch}`, error).message };
      }
    }
    try {
      await this.#github.graphql(
        'mutation($repositoryId: ID!, $refUpdates: [RefUpdate!]!) { updateRefs(input: {repositoryId: $repositoryId, refUpdates: $refUpdates}) { clientMutationId } }',
        {
          repositoryId: await this.#repository(),
          refUpdates: [{ name: ref, beforeOid: expected, afterOid: commit, force: true }],
        },
      );
      return { moved: true };
    } catch (error) {
      return { moved: false, reason: this.#fail(`move branch ${branch}`, error).message };
    }
  }

  /**
   * A file's blob: UTF-8 text goes as text, anything else (a UTF-16 `.strings` file) as base64,
   * which GitHub stores byte for byte either way.
   */
  async #blob(path: string, content: Buffer): Promise<string> {
    const text = content.toString('utf8');
    const exact = Buffer.from(text, 'utf8').equals(content);
    try {
      const blob = await this.#github.rest.git.createBlob({
        ...this.#where,
        content: exact ? text : content.toString('base64'),
        encoding: exact ? 'utf-8' : 'base64',
      });
      return blob.data.sha;
    } catch (error) {
      throw this.#fail(`upload ${path}`, error);
    }
  }

  /** The repository's GraphQL id, which `updateRefs` needs; read once. */
  async #repository(): Promise<string> {
    if (this.#repositoryId === undefined) {
      const repository = await this.#github.rest.repos
        .get({ ...this.#where })
        .catch((error: unknown) => Promise.reject(this.#fail('read the repository', error)));
      this.#repositoryId = repository.data.node_id;
    }
    return this.#repositoryId;
  }
}
