import type { PublishResult } from '../propose/publish.ts';
import type { LanguageProposal, PerLanguageResult } from '../propose/publish-languages.ts';
import type { PullRequestOperation } from '../github/pull-request-spec.ts';
import type { FetchReport } from '../pull/pull-types.ts';
import { percentText } from '../pull/progress.ts';
import type { PushReport } from '../push/push.ts';

/** Every output of action.yml, with its value when the run does not set it. */
export interface Outputs {
  'pushed-files': string;
  'keys-inserted': string;
  'keys-updated': string;
  'keys-skipped': string;
  'pulled-files': string;
  'changed-languages': string;
  'pull-request-number': string;
  'pull-request-url': string;
  'pull-request-operation': string;
  'pull-requests': string;
  branch: string;
  'pushed-commit': string;
  completion: string;
  'qa-issues': string;
  'keys-retired': string;
  'keys-removed': string;
  'removed-keys-file': string;
  held: string;
  'missing-translations': string;
}

export function defaultOutputs(): Outputs {
  return {
    'pushed-files': '0',
    'keys-inserted': '0',
    'keys-updated': '0',
    'keys-skipped': '0',
    'pulled-files': '0',
    'changed-languages': '[]',
    'pull-request-number': '',
    'pull-request-url': '',
    'pull-request-operation': 'none',
    'pull-requests': '{}',
    branch: '',
    'pushed-commit': '',
    completion: '{}',
    'qa-issues': '',
    'keys-retired': '0',
    'keys-removed': '0',
    'removed-keys-file': '',
    held: '0',
    'missing-translations': '{}',
  };
}

/** The push's outputs: files and keys that went up, and the commit they came from. */
export function pushOutputs(report: PushReport, dryRun: boolean): Partial<Outputs> {
  const done = report.imports.filter((i) => i.result !== undefined);
  const sum = (key: 'inserted' | 'updated' | 'skipped') =>
    String(done.reduce((total, i) => total + (i.result?.[key] ?? 0), 0));
  return {
    'pushed-files': String(dryRun ? 0 : done.length),
    'keys-inserted': sum('inserted'),
    'keys-updated': sum('updated'),
    'keys-skipped': sum('skipped'),
    // The sync ref's new position: empty when it stayed (a failed upload, no permission, dry run).
    'pushed-commit': report.refAtCommit ? report.commit : '',
    // A dry run retires and removes nothing, whatever it lists.
    'keys-retired': String(dryRun ? 0 : (report.prune?.retired ?? 0)),
    'keys-removed': String(dryRun ? 0 : (report.prune?.removed ?? 0)),
    'removed-keys-file': report.prune?.file ?? '',
  };
}

/** The pull's outputs: what changed, where it went, and the pull request. */
export function pullOutputs(fetch: FetchReport, published: PublishResult): Partial<Outputs> {
  const languages = changedLanguages(fetch);
  // Every language of the one pull request names it, so a later step reads the output the same
  // way with pr-per-language on or off.
  const entry = published.number === undefined ? undefined : pullRequestEntry(published);
  return {
    ...fetchOutputs(fetch),
    'pull-request-number': published.number === undefined ? '' : String(published.number),
    'pull-request-url': published.url ?? '',
    'pull-request-operation': published.operation,
    'pull-requests': JSON.stringify(
      Object.fromEntries(entry === undefined ? [] : languages.map((l) => [l, entry])),
    ),
    branch: published.branch ?? '',
  };
}

/**
 * The outputs of a pr-per-language pull: `pull-requests` names each language's pull request (or
 * branch, with pull-target: branch); the single pull request's number and URL are empty, its
 * operation is the largest change of them all, and `branch` is the branches' common part.
 */
export function perLanguageOutputs(
  fetch: FetchReport,
  proposed: PerLanguageResult,
  branch: string,
): Partial<Outputs> {
  const entries = proposed.languages
    .filter(({ result }) => result.number !== undefined || result.pushed)
    .map(({ language, result }) => [language, pullRequestEntry(result)] as const);
  return {
    ...fetchOutputs(fetch),
    'pull-request-number': '',
    'pull-request-url': '',
    'pull-request-operation': largestOperation(proposed.languages),
    'pull-requests': JSON.stringify(Object.fromEntries(entries)),
    branch,
  };
}

/** One language's entry of `pull-requests`. */
function pullRequestEntry(result: PublishResult) {
  return {
    ...(result.number === undefined ? {} : { number: result.number, url: result.url ?? '' }),
    operation: result.operation,
    branch: result.branch ?? '',
  };
}

/** The outputs of what the pull fetched, whatever it proposed. */
function fetchOutputs(fetch: FetchReport): Partial<Outputs> {
  return {
    'pulled-files': String(fetch.changed.length),
    'changed-languages': JSON.stringify(changedLanguages(fetch)),
    completion: completionJson(fetch.progress),
    // Empty when nothing was checked (`qa: off`), which is not the same as nothing found.
    'qa-issues': fetch.review === undefined ? '' : String(fetch.review.length),
  };
}

function changedLanguages(fetch: FetchReport): string[] {
  return [...new Set(fetch.changed.map((f) => f.localLanguage))].sort();
}

/**
 * `{"de": 96.4, "fr": 71.0}`: written by hand, since JSON.stringify would write 71.0 as 71 and the
 * output promises one decimal.
 */
/** The `completion` output: each language as the repository spells it, to its percentage. */
export function completionJson(progress: FetchReport['progress']): string {
  const fields = progress.map(
    (p) => `${JSON.stringify(p.localLanguage)}: ${percentText(p.percent)}`,
  );
  return `{${fields.join(', ')}}`;
}

/** Operations by how much they change, for the one operation of a pr-per-language run. */
const WEIGHT: Readonly<Record<PullRequestOperation, number>> = {
  created: 4,
  updated: 3,
  closed: 2,
  unchanged: 1,
  none: 0,
};

/** The largest change of all the languages' pull requests (`none` when there are none). */
export function largestOperation(languages: readonly LanguageProposal[]): PullRequestOperation {
  return languages.reduce<PullRequestOperation>(
    (top, { result }) => (WEIGHT[result.operation] > WEIGHT[top] ? result.operation : top),
    'none',
  );
}
