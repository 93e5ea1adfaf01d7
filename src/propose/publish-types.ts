import type {
  PullRequestOperation,
  PullRequests,
  PullRequestSpec,
} from '../github/pull-requests.ts';
import type { KnownBlobs } from '../git/early-blobs.ts';
import type { Git } from '../git/git.ts';
import type { CommitApi } from '../github/git-database.ts';
import type { Settings } from '../inputs/index.ts';
import type { Log } from '../common/log.ts';

/** What proposing the pulled files takes, and what it tells. */

export type LineCounts = ReadonlyMap<string, { readonly added: number; readonly removed: number }>;

export interface PublishResult {
  readonly operation: PullRequestOperation;
  /** The translation branch, when the target is a branch or a pull request. */
  readonly branch: string | undefined;
  readonly number?: number;
  readonly url?: string;
  /** True when the branch on origin was moved by this run. */
  readonly pushed: boolean;
  /** Lines added and removed per changed file, against the base. */
  readonly lines: LineCounts;
  /** In a dry run: what a real run would do, and the pull request it would open or update. */
  readonly preview?: Preview;
  /** Why the open pull request was left as it was, when that is not the usual reason. */
  readonly note?: string;
}

/** What a dry run found a real run would do with the pull request. */
export interface Preview {
  readonly action: 'create' | 'update' | 'unchanged' | 'close' | 'keep' | 'none';
  /** One sentence saying it, for the log and the summary. */
  readonly sentence: string;
  /** The pull request it would open or update. */
  readonly spec?: PullRequestSpec;
}

export interface PublishDeps {
  readonly settings: Settings;
  readonly git: Git;
  readonly log: Log;
  /** Undefined when the target needs no pull request. */
  readonly pullRequests: PullRequests | undefined;
  /** GitHub's Git database API, with sign-commits: the commit is made there, signed. */
  readonly commits?: CommitApi | undefined;
  readonly base: string;
  readonly branch: string;
  /** Where the pulled files are: the checkout, or a dry run's copy of them. */
  readonly workTree: string;
  /** The pull request's title: pr-title, with the counts of changed strings when it is the default. */
  readonly title?: string;
  /** A folder of this run (a dry run makes its objects there); the caller removes it. */
  readonly tempDir: string;
  /**
   * Why languages were left out of this pull (min-completion), if any were: an open pull
   * request then is not closed for holding nothing new, since the pull did not look.
   */
  readonly heldBack: string | undefined;
  /**
   * With pr-per-language: the one language this branch proposes (its code as the repository has
   * it), named in the default title and commit message and in a closing comment.
   */
  readonly language?: string;
  /** The languages whose `language=value` entries of pr-labels, pr-reviewers and the rest apply. */
  readonly languages?: readonly string[];
  /** The files whose added and removed lines the report shows, when not all: only those are diffed. */
  readonly counted?: ReadonlySet<string>;
  /**
   * Called once the files are in the commit (or found to need none): the working tree is not
   * read after it, so the checkout can be put back while the branch is pushed.
   */
  readonly committed?: () => void;
  /** Blobs of the pulled files made while the pull went on, for the commit to use. */
  readonly known?: KnownBlobs | undefined;
}
