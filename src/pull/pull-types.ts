import type { LmsClient } from '../api/index.ts';
import type { Log } from '../common/log.ts';
import type { Git } from '../git/git.ts';
import type { Settings } from '../inputs/index.ts';
import type { CommandRunner } from '../post-pull-command/command-runner.ts';
import type { SetAside } from '../post-pull-command/set-aside.ts';
import type { WouldPush } from '../push/push-prediction.ts';
import type { ExtractedFile, SkippedEntry, StagedFiles } from './bundle/extract.ts';
import type { QualityReport } from './quality-pass.ts';
import type { FileOverrides } from './repository-edits.ts';
import type { FileStringChanges } from './string-changes.ts';

/* What a pull takes and what it gives back: beside pull.ts, so that the modules it calls can name them. */

export interface PulledFile extends ExtractedFile {
  /** The language code as the repository has it. */
  readonly localLanguage: string;
}

export type { LocalProgress } from './quality-pass.ts';

/** What a pull fetched: the files, and the quality pass (progress, min-completion, checks). */
export interface FetchReport extends QualityReport {
  /** The export parameters sent (id left out), for the PR body. */
  readonly exportOptions: Readonly<Record<string, unknown>>;
  /** Files the bundle changed in the checkout (in a dry run: would change). */
  readonly changed: readonly PulledFile[];
  /**
   * Where the pulled files are: the checkout, or in a dry run a copy of HEAD's translation files
   * under `tempDir`, kept for the preview of the commit (the caller removes `tempDir`).
   */
  readonly workTree: string;
  readonly unchanged: number;
  /** Bundle entries not written: not a language of the project, not asked for, the base language. */
  readonly skipped: readonly SkippedEntry[];
  /** Per pulled file, the texts the repository changed since the last sync and the service has otherwise. */
  readonly overrides: readonly FileOverrides[];
  /** Per pulled file, the keys changed, added and removed against HEAD (or why not known). */
  readonly strings: readonly FileStringChanges[];
}

export interface PullDeps {
  readonly settings: Settings;
  readonly client: LmsClient;
  readonly git: Git;
  readonly log: Log;
  /** A folder of this run for the downloaded bundle and a dry run's copy; the caller removes it. */
  readonly tempDir: string;
  /** Where post-pull-command runs. */
  readonly commands: CommandRunner;
  /** The commit of the last sync (the sync ref before this run's push), undefined when none. */
  readonly lastSync: () => Promise<string | undefined>;
  /** The keys the sync state follows as removed, as JSON of their paths (none when unknown). */
  readonly removedKeys?: () => Promise<ReadonlySet<string>>;
  /** In a dry run of a sync, what its push would have sent (push-prediction.ts). */
  readonly wouldPush?: WouldPush;
  /** Where each checkout file the pull replaces is kept, when the run puts the checkout back. */
  readonly setAside?: SetAside | undefined;
  /** Told of the changed files as they are staged, for git to add them meanwhile (early-blobs.ts). */
  readonly stagedFiles?: StagedFiles | undefined;
  /** Waited for before the pull writes the first file into the checkout. */
  readonly beforeWriting?: Promise<void> | undefined;
}

/** What the pull knows of the syncs before it (and, in a dry run, of the push it did not make). */
export type SyncHistory = Pick<PullDeps, 'lastSync' | 'removedKeys' | 'wouldPush'>;
