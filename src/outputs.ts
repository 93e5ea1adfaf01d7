import type { PublishResult } from './sync/publish.ts';
import type { FetchReport } from './sync/pull.ts';
import { percentText } from './sync/progress.ts';
import type { PushReport } from './sync/push.ts';

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
  branch: string;
  'pushed-commit': string;
  completion: string;
  'qa-issues': string;
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
    branch: '',
    'pushed-commit': '',
    completion: '{}',
    'qa-issues': '',
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
  };
}

/** The pull's outputs: what changed, where it went, and the pull request. */
export function pullOutputs(fetch: FetchReport, published: PublishResult): Partial<Outputs> {
  return {
    'pulled-files': String(fetch.changed.length),
    'changed-languages': JSON.stringify(
      [...new Set(fetch.changed.map((f) => f.localLanguage))].sort(),
    ),
    'pull-request-number': published.number === undefined ? '' : String(published.number),
    'pull-request-url': published.url ?? '',
    'pull-request-operation': published.operation,
    branch: published.branch ?? '',
    completion: completionJson(fetch.progress),
    // Empty when nothing was checked (`qa: off`), which is not the same as nothing found.
    'qa-issues': fetch.review === undefined ? '' : String(fetch.review.length),
  };
}

/**
 * `{"de": 96.4, "fr": 71.0}`: written by hand, since JSON.stringify would write 71.0 as 71 and the
 * output promises one decimal.
 */
function completionJson(progress: FetchReport['progress']): string {
  const fields = progress.map(
    (p) => `${JSON.stringify(p.localLanguage)}: ${percentText(p.percent)}`,
  );
  return `{${fields.join(', ')}}`;
}
