import type { PruneSettings } from './prune.ts';
import type { ParamsFor, Revision } from '../api/index.ts';
import type { LanguageMap } from '../common/language-map.ts';
import type { FilePattern } from './patterns.ts';
import type { RequiredCompletion } from './require-completion.ts';

/** The settings of one run: every input and the runner's environment, read and checked once. */

/** The shells `post-pull-shell` names; empty means the platform's, as a `run:` step has it. */
export const SHELLS = ['bash', 'sh', 'pwsh', 'powershell', 'cmd'] as const;
export type Shell = (typeof SHELLS)[number];

export type Mode = 'push' | 'pull' | 'sync' | 'check';
export type PullTarget = 'pull-request' | 'branch' | 'workspace';

/** Which languages a phase works on: a keyword, or the codes listed (local codes). */
export type LanguageChoice =
  | { readonly kind: 'base' | 'all' | 'translations' }
  | { readonly kind: 'list'; readonly codes: readonly string[] };

/** Import options by their service names; those the revision lacks are absent. */
export type ImportOptions = Omit<
  ParamsFor<'project/import'>,
  'id' | 'file' | 'lang_iso' | 'filename'
>;

/** Export parameters chosen by the user, by their service names (id, type, langs and layout excluded). */
export type ExportOptions = Omit<
  ParamsFor<'project/export'>,
  'id' | 'type' | 'langs' | 'use_original' | 'bundle_structure' | 'directory_prefix'
>;

/** `fail-on`: what fails a check: nothing, a key the service lacks, or a key without a text in a language. */
export type FailOn = 'none' | 'missing-keys' | 'missing-translations';

/** `branch-keys`: a branch run holds everything (a preview), or tags the keys it adds (1.0.9.3). */
export type BranchKeys = 'hold' | 'tag';

export interface PushSettings {
  /** Languages whose files are uploaded. */
  readonly languages: LanguageChoice;
  /** `changed`: files that differ from the sync ref; `all`: every matching file. */
  readonly scope: 'changed' | 'all';
  /** Import options by their service names, as the revision has them. */
  readonly importOptions: ImportOptions;
  /** Tags for newly added keys. */
  readonly tags: readonly string[];
  /** Send the repository-relative path as `filename` (1.0.9.3 only). */
  readonly sendFilename: boolean;
  /** Snapshot the project before the first import (always with cleanup mode). */
  readonly snapshotBeforePush: boolean;
  /** Add languages the repository has and the project lacks (else their files are skipped). */
  readonly addMissingLanguages: boolean;
  /** Globs of screenshots uploaded when changed (1.0.9.3 only). */
  readonly screenshots: readonly string[];
  /** OCR-match screenshots to keys (`autotag`). */
  readonly screenshotAutotag: boolean;
}

export interface PullSettings {
  /** Languages whose files are written. */
  readonly languages: LanguageChoice;
  /** Export `type`: the one format of every pattern, or the first pattern's when they differ. */
  readonly format: string;
  /**
   * The export type of each `files` pattern, in their order: a group's `format`, else the
   * `format` input, else the pattern's extension. Several types make one export each (1.0.9.3).
   */
  readonly formats: readonly string[];
  /** Export the original file names (`use_original`) instead of the pattern's layout. */
  readonly useOriginal: boolean;
  /** `directory_prefix` (1.0.9.3, with use-original). */
  readonly directoryPrefix: string | undefined;
  /** The export parameters of the first-class inputs and export-params. */
  readonly exportOptions: ExportOptions;
  /** Run in the checkout after unzipping, before committing. */
  readonly postPullCommand: string | undefined;
  /** The shell for post-pull-command; undefined means the platform's, as a `run:` step has it. */
  readonly postPullShell: Shell | undefined;
  /** Where the pulled files go: a pull request, a branch, or the workspace. */
  readonly target: PullTarget;
  /** Languages translated below this percentage (0–100) are not pulled. */
  readonly minCompletion: number;
  /** Quality checks of the pulled translations: listed, listed and failing the run, or none. */
  readonly qa: QaMode;
}

export const QA_MODES = ['report', 'fail', 'off'] as const;
export type QaMode = (typeof QA_MODES)[number];

/** The lists of a pull request that take per-language entries. */
export type PullRequestPeople = 'labels' | 'reviewers' | 'teamReviewers' | 'assignees';

/**
 * What a pull proposes and how (`Settings.git`, read by inputs/git.ts): the translation branch, the
 * commit, the pull request and its people.
 */
export interface ProposalSettings {
  /** Token for the pull request API, and for the push when checkout persisted no credentials. */
  readonly githubToken: string;
  /** The translation branch; undefined means `l10n-sync/<base branch>`. */
  readonly branch: string | undefined;
  /** The base branch; undefined means the branch the run is on. */
  readonly baseBranch: string | undefined;
  /**
   * The repository's default branch as the event payload names it (`repository.default_branch`);
   * undefined where it does not (branch-run.ts then asks origin). A run on another branch is a
   * branch run (docs/branches-and-checks.md, "Branches").
   */
  readonly defaultBranch: string | undefined;
  /** The branch the run is on as the runner names it (undefined: a tag, or not on a runner). */
  readonly runBranch: string | undefined;
  readonly commitMessage: string;
  /** Title of the pull request. */
  readonly prTitle: string;
  /** Undefined means the generated body. */
  readonly prBody: string | undefined;
  /** Applied to every pull request on create and on update. */
  readonly labels: readonly string[];
  /** Users asked to review every pull request. */
  readonly reviewers: readonly string[];
  /** Teams asked to review every pull request (slugs). */
  readonly teamReviewers: readonly string[];
  readonly assignees: readonly string[];
  /**
   * The `language=value` entries of those four inputs: only the pull request holding that
   * language's files gets them. Keyed by the language code as the repository has it, lower-cased.
   */
  readonly byLanguage: Readonly<Record<PullRequestPeople, ReadonlyMap<string, readonly string[]>>>;
  /** One branch and pull request per language (`<branch>/<language>`), from one export. */
  readonly perLanguage: boolean;
  /** Open (or turn) the pull request as a draft. */
  readonly draft: boolean;
  /** Enable auto-merge with this method; undefined leaves it off. */
  readonly autoMerge: 'merge' | 'squash' | 'rebase' | undefined;
  /** Author of the translation commit (not with signCommits: GitHub's API makes that one). */
  readonly userName: string;
  readonly userEmail: string;
  /** Make the translation commit through GitHub's Git database API, which signs it. */
  readonly signCommits: boolean;
}

/** Where and how the run happens, from the environment the runner sets. */
export interface RunContext {
  /** The checkout: GITHUB_WORKSPACE, else the current directory. */
  readonly workspace: string;
  /** owner/name. */
  readonly repository: string | undefined;
  /** GitHub's REST address. */
  readonly githubApiUrl: string;
  /** GitHub's web address, whose git credentials checkout persists. */
  readonly githubServerUrl: string;
  /** Multiplies every wait of pacing and backoff (tests only). */
  readonly timeScale: number;
  /** Bytes of one answer read at most, when not the client's own limit (tests only). */
  readonly maxAnswerBytes?: number | undefined;
  /** Where downloads go: RUNNER_TEMP, else the system's temporary folder. */
  readonly tempDir: string;
  /** HTTPS_PROXY and NO_PROXY as the runner sets them. */
  readonly proxy: { readonly httpsProxy?: string; readonly noProxy?: string };
}

/** Everything one run needs, read and validated once. */
export interface Settings {
  /** The service token; masked before anything is logged. */
  readonly token: string;
  readonly projectId: string;
  /** `{base_url}` of the chosen revision. */
  readonly apiUrl: string;
  readonly revision: Revision;
  /** `{download_url}`; undefined means 1.0.9.3's `full_file`. */
  readonly downloadUrl: string | undefined;
  /** push, pull, or sync (push, then pull). */
  readonly mode: Mode;
  /** The `files` patterns, compiled. */
  readonly patterns: readonly FilePattern[];
  /** `language-map`: local codes to the service's and back. */
  readonly languageMap: LanguageMap;
  /** The base language (service code); undefined means the project's default language. */
  readonly baseLanguage: string | undefined;
  /** Read everything, write nothing, print each write. */
  readonly dryRun: boolean;
  /** Milliseconds one HTTP request may take (whole). */
  readonly httpTimeoutMs: number;
  /** Retries of 4048 answers and transient faults. */
  readonly maxRetries: number;
  readonly push: PushSettings;
  readonly pull: PullSettings;
  readonly git: ProposalSettings;
  /** What the push does with keys removed from the base-language files. */
  readonly prune: PruneSettings;
  readonly context: RunContext;
  /** One line each about inputs let through that deserve a word (InputReader.warnings). */
  readonly inputWarnings: readonly string[];
  /**
   * What a branch run does with the keys it adds and the texts it changes (docs/branches-and-checks.md,
   * "Branches").
   */
  readonly branchKeys: BranchKeys;
  /** mode: check's gate (docs/branches-and-checks.md, "Checks and gates"): what makes the check fail. */
  readonly failOn: FailOn;
  /** The completion each language must reach after the pull (or the check); undefined: none. */
  readonly requireCompletion: RequiredCompletion | undefined;
}
