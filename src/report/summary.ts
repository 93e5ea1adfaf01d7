import { codeSpan, plainText } from '../common/markdown.ts';
import { fitMarkdown, type FittedMarkdown } from '../common/markdown-fit.ts';
import { PULL_REQUEST_BODY_LIMIT, STEP_SUMMARY_LIMIT } from '../github/limits.ts';
import type { PullRequestSpec } from '../github/pull-requests.ts';
import type { Settings } from '../inputs/index.ts';
import { languageSlice } from '../propose/language-slice.ts';
import type { PerLanguageResult } from '../propose/publish-languages.ts';
import type { LineCounts, PublishResult } from '../propose/publish.ts';
import { pullRequestFields } from '../propose/preview.ts';
import type { FetchReport } from '../pull/pull-types.ts';
import { pullSections, type Proposed } from './pull-sections.ts';
import { JOB_SUMMARY, renderReport } from './report-model.ts';

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

function pullSummaryOf(
  fetch: FetchReport,
  settings: Settings,
  proposed: Proposed & { lines: LineCounts },
): string {
  const facts = {
    fetch,
    lines: proposed.lines,
    projectId: settings.projectId,
    revision: settings.revision,
    toLocal: (language: string) => settings.languageMap.toLocal(language),
    dryRun: settings.dryRun,
    proposed,
  };
  // A blank line after it sets the next phase's part of the summary apart.
  return `${renderReport(pullSections(facts), JOB_SUMMARY)}\n`;
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
    fitMarkdown(spec.body, PULL_REQUEST_BODY_LIMIT).text,
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

/**
 * The job summary within GitHub's limit: past it, GitHub shows none of it. Whole table rows are
 * left out (each table says how many) rather than a line cut where it could leave code open.
 */
export function fitSummary(markdown: string): FittedMarkdown {
  return fitMarkdown(markdown, STEP_SUMMARY_LIMIT);
}

/** The end of a run that failed: each error line of the log, where a person looks first. */
export function failureSummary(problems: readonly string[]): string {
  return ['### ❌ Failed', '', ...problems.map((problem) => `- ${plainText(problem)}`), ''].join(
    '\n',
  );
}
