import { codeBlock, codeSpan, plainText } from '../common/markdown.ts';
import { count, plural } from '../common/plural.ts';
import { exportOptionsForReaders } from '../pull/export-request.ts';
import type { FetchReport } from '../pull/pull-types.ts';
import type { LineCounts } from '../propose/publish-types.ts';
import { needsReviewSection } from '../qa/report.ts';
import { changesTable, folded, progressTable } from './pull-tables.ts';
import type { Section } from './report-model.ts';
import { repositoryTextsSection } from './repository-texts.ts';
import { stringChangesSection } from './string-changes-table.ts';

/** What a pull's report tells, in the pull request's body and the job summary alike. */
export interface PullReportFacts {
  readonly fetch: Pick<
    FetchReport,
    'changed' | 'strings' | 'overrides' | 'progress' | 'belowMinimum' | 'review' | 'exportOptions'
  > &
    Partial<Pick<FetchReport, 'unchanged' | 'skipped'>>;
  readonly lines: LineCounts;
  readonly projectId: string;
  readonly revision: string;
  /** A service language code as the repository has it. */
  readonly toLocal: (language: string) => string;
  /** Sections of the push's (removed keys), after the findings. */
  readonly notes?: readonly string[];
  readonly dryRun?: boolean;
  /** What became of the proposal; known once it is made, so told by the summary alone. */
  readonly proposed?: Proposed;
}

/** What a pull's summary says beyond what was fetched. */
export interface Proposed {
  /** What became of the pull request (or each language's), a line each. */
  readonly outcome: readonly string[];
  /** The other pr-per-language mode's branches retired, a sentence each. */
  readonly retired: readonly string[];
  /** In a dry run, the pull requests it would send. */
  readonly previews: readonly string[];
}

/** Most skipped bundle entries the summary names; a hostile bundle may hold thousands. */
const SKIPPED_SHOWN = 20;

/** The pull's report, section by section, in the order both media show them. */
export function pullSections(facts: PullReportFacts): Section[] {
  const { fetch } = facts;
  const listed = fetch.strings.some((file) => file.changes !== undefined);
  return [
    summaryOnly(
      'heading',
      () => `### Pull${facts.dryRun ? ' (dry run: nothing was written)' : ''}`,
    ),
    {
      name: 'where the translations come from',
      only: 'pull-request',
      shrinks: 'fixed',
      render: () =>
        `Translations from project \`${facts.projectId}\` (legacy interface ${facts.revision}), exported and unzipped by l10n-sync.`,
    },
    summaryOnly('outcome', () => (facts.proposed?.outcome ?? []).join('\n').trim()),
    summaryOnly('retired branches', () =>
      (facts.proposed?.retired ?? []).map((sentence) => `${plainText(sentence)}.`).join('\n\n'),
    ),
    {
      name: 'strings',
      shrinks: 'fills',
      render: (_medium, room) => stringChangesSection(fetch.strings, room),
    },
    filesSection(facts, listed),
    summaryOnly('previews', () => (facts.proposed?.previews ?? []).join('\n\n')),
    summaryOnly('files already up to date', () => {
      const unchanged = fetch.unchanged ?? 0;
      return unchanged === 0
        ? ''
        : `${count(unchanged, 'file')} in the bundle ${plural(unchanged, 'was', 'were')} already up to date.`;
    }),
    {
      name: "the repository's own texts",
      shrinks: 'rows',
      render: (medium) => repositoryTextsSection(fetch.changed, fetch.overrides, medium.rows),
    },
    {
      name: 'progress',
      // One row per language: a project has far fewer than a table can hold.
      shrinks: 'fixed',
      render: () => progressTable(fetch.progress, fetch.belowMinimum),
    },
    qualitySection(facts),
    {
      name: "the push's notes",
      only: 'pull-request',
      shrinks: 'fixed',
      render: () => (facts.notes ?? []).map((note) => note.trimEnd()).join('\n\n'),
    },
    summaryOnly('entries not written', () => skippedList(fetch.skipped ?? []), 'rows'),
    {
      name: 'export options',
      only: 'pull-request',
      shrinks: 'fixed',
      render: () => exportOptionsSection(fetch.exportOptions),
    },
    {
      name: 'what to do with it',
      only: 'pull-request',
      shrinks: 'fixed',
      render: () =>
        'This pull request is updated in place by later runs; merge it when the translations look right.',
    },
  ];
}

/** The changed files with their lines; in the body folded when the strings are listed. */
function filesSection(facts: PullReportFacts, listed: boolean): Section {
  return {
    name: 'files',
    shrinks: 'rows',
    // Reviewers read strings, not files: in the body, the files are a click away.
    render: (medium) => {
      const table = changesTable(facts.fetch.changed, facts.lines);
      return medium.kind === 'pull-request' && listed ? folded('Files', table) : table;
    },
  };
}

/** The quality checks' findings; in the summary, a line saying there are none. */
function qualitySection(facts: PullReportFacts): Section {
  const { review } = facts.fetch;
  return {
    name: 'quality checks',
    shrinks: 'rows',
    render: (medium) => {
      if (review === undefined) return '';
      // A clean run is news in the summary; the body keeps to what needs a reviewer.
      if (review.length === 0 && medium.kind === 'summary') {
        return 'Quality checks: no pulled translation differs from its base text in placeholders, ICU syntax, tags or surrounding space.';
      }
      return needsReviewSection(review, facts.toLocal, medium.rows);
    },
  };
}

/** A section of the job summary alone. */
function summaryOnly(
  name: string,
  render: () => string,
  shrinks: Section['shrinks'] = 'fixed',
): Section {
  return { name, only: 'summary', shrinks, render };
}

/** The bundle's entries the pull did not write, and why, the first SKIPPED_SHOWN of them. */
function skippedList(skipped: NonNullable<PullReportFacts['fetch']['skipped']>): string {
  if (skipped.length === 0) return '';
  const more = skipped.length - SKIPPED_SHOWN;
  return [
    'Not written from the bundle:',
    '',
    ...skipped.slice(0, SKIPPED_SHOWN).map((s) => `- ${codeSpan(s.entry)}: ${plainText(s.reason)}`),
    ...(more > 0 ? [`- and ${more} more`] : []),
  ].join('\n');
}

/** The export's parameters as sent (folded), and the names of those not shown. */
function exportOptionsSection(options: Readonly<Record<string, unknown>>): string {
  const exported = exportOptionsForReaders(options);
  const hidden = exported.hidden;
  return folded(
    'Export options',
    [
      codeBlock(JSON.stringify(exported.shown, null, 2), 'json'),
      ...(hidden.length > 0
        ? [
            '',
            `Not shown: ${hidden.map((name) => codeSpan(name)).join(', ')}, which ${hidden.length === 1 ? 'makes' : 'make'} the service act elsewhere.`,
          ]
        : []),
    ].join('\n'),
  );
}
