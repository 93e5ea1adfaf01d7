import type { LmsClient } from '../api/index.ts';
import type { Git } from '../git/git.ts';
import type { Settings } from '../inputs/index.ts';
import type { Outputs } from '../report/outputs.ts';
import type { Log } from '../common/log.ts';

/** What both phases of a run share. */
export interface Phase {
  readonly settings: Settings;
  readonly client: LmsClient;
  readonly git: Git;
  readonly log: Log;
  /** The base branch. */
  readonly branch: string;
  readonly outputs: Outputs;
  readonly summary: string[];
  /** Sections the pull request's body carries besides the pull's own (the push's removed keys). */
  readonly pullRequestNotes: string[];
  /** A branch run held by branch-keys: hold (branch-run.ts): a dry run that says what it holds. */
  readonly held?: boolean;
  /** A branch run with branch-keys: tag: the tag its keys get (branch-push.ts). */
  readonly branchTag?: string | undefined;
  /** The default branch, which a tag-mode branch run forked from: its first run counts from there. */
  readonly forkedFrom?: string | undefined;
}
