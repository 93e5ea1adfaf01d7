import { codeSpan, plainText } from '../common/markdown.ts';
import type { Settings } from '../inputs/index.ts';
import { needsReviewSection } from '../qa/report.ts';
import { changesTable, progressTable } from './pull-request-body.ts';
import type { LineCounts, PublishResult } from '../propose/publish.ts';
import type { PerLanguageResult } from '../propose/publish-languages.ts';
import { pullRequestFields } from '../propose/preview.ts';
import { languageSlice } from '../propose/language-slice.ts';
import type { PullRequestSpec } from '../github/pull-requests.ts';
import { BODY_LIMIT } from '../github/pull-request-spec.ts';
import { fitMarkdown, type FittedMarkdown, type SizeLimit } from '../common/markdown-fit.ts';
import { repositoryTextsSection } from './repository-texts.ts';
import { stringChangesSection } from './string-changes-table.ts';
import type { FetchReport } from '../pull/pull-types.ts';
import { count, plural } from '../common/plural.ts';

/** Most skipped bundle entries the summary names; a hostile bundle may hold thousands. */
const SKIPPED_SHOWN = 20;

/** The job summary of a pull whose translations went into one pull request (or branch). */
export function pullSummary(
  fetch: FetchReport,
  published: PublishResult,
  settings: Settings,
  retired: readonly string[] = [],
): string {
  return pullSummaryOf(fetch, settings, {
    outcome: [outcomeLine(fetch, published, settings)],
    retired,
    lines: published.lines,
    previews: published.preview?.spec ? [previewDetails(published.preview.spec)] : [],
  });
}

/** The job summary of a pr-per-language pull: a line per language with its pull request. */
export function perLanguagePullSummary(
  fetch: FetchReport,
  proposed: PerLanguageResult,
  settings: Settings,
): string {
  const toLocal = (language: string) => settings.languageMap.toLocal(language);
  const lines = new Map(proposed.languages.flatMap(({ result }) => [...result.lines]));
  return pullSummaryOf(fetch, settings, {
    outcome:
      proposed.languages.length === 0
        ? ['Nothing new to propose in any language.']
        : proposed.languages.map(({ language, result }) => {
            const line = outcomeLine(languageSlice(fetch, language, toLocal), result, settings);
            return `- ${plainText(language)}: ${line || 'nothing to do.'}`;
          }),
    retired: proposed.retired,
    lines,
    previews: proposed.languages.flatMap(({ language, result }) =>
      result.preview?.spec ? [previewDetails(result.preview.spec, language)] : [],
    ),
  });
}

/** What a pull summary says beyond what was fetched. */
interface Proposed {
  /** What became of the pull request (or each language's), a line each. */
  readonly outcome: readonly string[];
  /** The other pr-per-language mode's branches retired, a sentence each. */
  readonly retired: readonly string[];
  readonly lines: LineCounts;
  /** In a dry run, the pull requests it would send. */
  readonly previews: readonly string[];
}

function pullSummaryOf(fetch: FetchReport, settings: Settings, proposed: Proposed): string {
  const lines: string[] = [
    `### Pull${settings.dryRun ? ' (dry run: nothing was written)' : ''}`,
    '',
    ...proposed.outcome,
    '',
    ...proposed.retired.flatMap((sentence) => [`${plainText(sentence)}.`, '']),
    changesTable(fetch.changed, proposed.lines),
    '',
  ];
  const stringsAt = lines.length;
  for (const preview of proposed.previews) lines.push(preview, '');
  if (fetch.unchanged > 0)
    lines.push(
      `${count(fetch.unchanged, 'file')} in the bundle ${plural(fetch.unchanged, 'was', 'were')} already up to date.`,
      '',
    );
  const ownTexts = repositoryTextsSection(fetch.changed, fetch.overrides, SUMMARY_REVIEW_ROWS);
  if (ownTexts) lines.push(ownTexts, '');
  const progress = progressTable(fetch.progress, fetch.belowMinimum);
  if (progress) lines.push(progress, '');
  lines.push(...qaLines(fetch, settings));
  if (fetch.skipped.length > 0) {
    const more = fetch.skipped.length - SKIPPED_SHOWN;
    lines.push(
      'Not written from the bundle:',
      '',
      ...fetch.skipped
        .slice(0, SKIPPED_SHOWN)
        .map((s) => `- ${codeSpan(s.entry)}: ${plainText(s.reason)}`),
      ...(more > 0 ? [`- and ${more} more`] : []),
      '',
    );
  }
  // The full list of strings, in the room the rest of the summary leaves below GitHub's limit.
  const strings = stringChangesSection(fetch.strings, {
    limit: SUMMARY_LIMIT.most - SUMMARY_RESERVE - Buffer.byteLength(lines.join('\n')),
    measure: (text) => Buffer.byteLength(text),
    elsewhere: "left out: the job summary's limit",
  });
  if (strings) lines.splice(stringsAt, 0, strings, '');
  return lines.join('\n');
}

/** What became of one pull request, in one line (empty when there is nothing to say). */
function outcomeLine(fetch: FetchReport, published: PublishResult, settings: Settings): string {
  const pr =
    published.number !== undefined ? `[#${published.number}](${published.url ?? ''})` : undefined;
  const outcome: Record<PublishResult['operation'], string> = {
    created: `Opened pull request ${pr ?? ''}.`,
    updated: `Updated pull request ${pr ?? ''}.`,
    unchanged: `Pull request ${pr ?? ''} already has these translations; nothing was pushed.`,
    closed: `Closed pull request ${pr ?? ''}: the base already has every translation this pull brings.`,
    none: noneOutcome(fetch, published, settings, pr),
  };
  const said = published.preview?.sentence ?? published.note;
  return said === undefined ? outcome[published.operation] : `${plainText(said)}.`;
}

/** Kept for the rest of the run's summary: its heading and the push's part. */
const SUMMARY_RESERVE = 128 * 1024;

/** The pull request a dry run would send, folded: its fields, then its body as GitHub shows it. */
function previewDetails(spec: PullRequestSpec, language?: string): string {
  const values = (label: string, items: readonly string[]) =>
    items.length === 0
      ? 'none'
      : label === 'Title'
        ? plainText(items.join(''))
        : items.map((item) => codeSpan(item)).join(', ');
  return [
    `<details><summary>The pull request it would send${language === undefined ? '' : ` for ${plainText(language)}`}</summary>`,
    '',
    ...pullRequestFields(spec).map(
      ({ label, values: items }) => `- ${label}: ${values(label, items)}`,
    ),
    '',
    '---',
    '',
    fitMarkdown(spec.body, BODY_LIMIT).text,
    '',
    '</details>',
  ].join('\n');
}

/** What a pull that opened, updated and closed nothing did, in one line (or none). */
function noneOutcome(
  fetch: FetchReport,
  published: PublishResult,
  settings: Settings,
  pr: string | undefined,
): string {
  if (fetch.changed.length === 0)
    return settings.pull.target === 'workspace' ? '' : 'Nothing new to propose.';
  if (settings.pull.target === 'workspace')
    return 'The files were left changed in the workspace for later steps.';
  if (settings.dryRun) {
    if (settings.pull.target === 'branch')
      return `Would push branch \`${published.branch ?? ''}\`.`;
    return pr ? `Would update pull request ${pr}.` : 'Would open a pull request.';
  }
  return published.pushed ? `Pushed branch \`${published.branch ?? ''}\`.` : '';
}

/** GitHub's limit for what one step writes to the job summary. */
const SUMMARY_LIMIT: SizeLimit = {
  most: 1024 * 1024,
  size: (text) => Buffer.byteLength(text, 'utf8'),
  name: "GitHub's limit of 1 MiB for a step's summary",
};

/**
 * The job summary within GitHub's limit: past it, GitHub shows none of it. Whole table rows are
 * left out (each table says how many) rather than a line cut where it could leave code open.
 */
export function fitSummary(markdown: string): FittedMarkdown {
  return fitMarkdown(markdown, SUMMARY_LIMIT);
}

/** The end of a run that failed: each error line of the log, where a person looks first. */
export function failureSummary(problems: readonly string[]): string {
  return ['### ❌ Failed', '', ...problems.map((problem) => `- ${plainText(problem)}`), ''].join(
    '\n',
  );
}

/** Most "Needs review" rows in the job summary. */
const SUMMARY_REVIEW_ROWS = 300;

/** The quality checks' part of the summary: the findings, or one line saying there are none. */
function qaLines(fetch: FetchReport, settings: Settings): string[] {
  if (fetch.review === undefined) return [];
  if (fetch.review.length === 0) {
    return [
      'Quality checks: no pulled translation differs from its base text in placeholders, ICU syntax, tags or surrounding space.',
      '',
    ];
  }
  const toLocal = (language: string) => settings.languageMap.toLocal(language);
  return [needsReviewSection(fetch.review, toLocal, SUMMARY_REVIEW_ROWS), ''];
}
