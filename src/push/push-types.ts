import type { PruneReport } from '../prune/prune.ts';
import type { ImportResult, LmsClient } from '../api/index.ts';
import type { Git } from '../git/git.ts';
import type { Settings } from '../inputs/index.ts';
import type { TranslationFile } from '../files/translation-files.ts';
import type { TranslationKey } from '../translations/index.ts';
import type { Log } from '../common/log.ts';
import type { ScreenshotOutcome } from './screenshots.ts';

export interface ImportOutcome {
  readonly file: UploadFile;
  /** The service's counts; absent when the import failed or was not attempted. */
  readonly result?: ImportResult;
  /** Milliseconds spent waiting for the rate limit before this import was accepted. */
  readonly waitedMs: number;
  readonly error?: string;
}

export interface PushReport {
  readonly commit: string;
  readonly imports: readonly ImportOutcome[];
  /** Translations sent by key instead of imported (translations-by-key.ts). */
  readonly byKey: {
    readonly texts: readonly KeyedText[];
    /** Translation files not imported: the service had their texts, or got them by key. */
    readonly files: readonly TranslationFile[];
    /** string/set calls made. */
    readonly calls: number;
    readonly error: string | undefined;
  };
  /** Files left out on purpose, with the reason (a language the project lacks, not a regular file). */
  readonly skipped: ReadonlyArray<{ readonly file: TranslationFile; readonly reason: string }>;
  readonly screenshots: readonly ScreenshotOutcome[];
  readonly addedLanguages: readonly string[];
  readonly snapshot: boolean;
  /** True when every write succeeded; the sync ref moves only then. */
  readonly succeeded: boolean;
  /** True when the sync ref points at `commit` after the run (moved, or there already). */
  readonly refAtCommit: boolean;
  /** The commit the sync ref pointed at before this push; undefined on a first push. */
  readonly since: string | undefined;
  /** What became of keys removed from the base-language files; undefined when the push failed. */
  readonly prune: PruneReport | undefined;
  /** A branch's changes to keys the service had without its tag, held until the merge. */
  readonly held?: readonly HeldText[];
}

export interface PushDeps {
  readonly settings: Settings;
  readonly client: LmsClient;
  readonly git: Git;
  readonly log: Log;
  readonly branch: string;
  readonly ref: string;
  /** Where the scope of the last push (patterns, language map) is recorded. */
  readonly stateRef: string;
  /** Milliseconds waited for rate limits so far (grows as the client waits). */
  readonly waitedMs: () => number;
  /**
   * On a branch run with `branch-keys: tag`: the tag its new keys get (branch-push.ts). Such a
   * push sends only those keys and their texts; every other change is held until the merge.
   */
  readonly branchTag?: string | undefined;
  /** A held branch run's dry run (branch-run.ts): it says what the default branch would do. */
  readonly held?: boolean;
  /** A branch's first run counts from these refs, the default branch's (changed-since-sync.ts). */
  readonly forkedFrom?: { readonly ref: string; readonly stateRef: string } | undefined;
}

/** A file to upload: as push-languages chose it, or (any other language) with replace off. */
export interface UploadFile extends TranslationFile {
  /** The path of its base-language file (see source-path.ts): its name on the service. */
  readonly source: string;
  /** Uploaded with replace, fill-empty and cleanup-mode off: the service's texts win. */
  readonly keepServiceTexts: boolean;
  /**
   * A gettext catalogue of the base language, whose texts are its msgids (an English `.po` of a
   * Django project leaves every msgstr empty), or a group's source marked `template: true`:
   * uploaded with fill_empty, so that the service's base texts are not empty.
   */
  readonly msgidIsText: boolean;
  /**
   * An import of only a file's fixes of keys other files share (exact-fixes.ts): these bytes go
   * up instead of the checkout's file, with `replace` on and nothing else.
   */
  readonly fixes?: { readonly content: Buffer; readonly keys: number };
}

/** One text to set on the service. */
export interface KeyedText {
  readonly path: string;
  /** The key in the file. */
  readonly key: TranslationKey;
  /** The service's code of the file's language. */
  readonly language: string;
  /** The key's name on the service. */
  readonly name: string;
  readonly text: string;
  /** Why it goes: the service had no text, or the repository changed it on its side only. */
  readonly why: 'fill' | 'fix';
  /**
   * A plural form (plural-forms-by-key.ts): the form's name, and the service's forms of the key
   * in the language, which the forms sent go over.
   */
  readonly form?: string;
  readonly forms?: Readonly<Record<string, string>>;
}

/** A change a branch holds until it is merged. */
export interface HeldText {
  readonly path: string;
  /** The key as the file names it. */
  readonly key: string;
  readonly language: string;
  readonly why: 'base text' | 'translation';
}
