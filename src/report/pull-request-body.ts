import { codeBlock, codeSpan, plainText } from '../common/markdown.ts';
import { needsReviewSection } from '../qa/report.ts';
import type { Finding } from '../qa/review.ts';
import { exportOptionsForReaders } from '../pull/export-request.ts';
import { percentText, progressBar } from '../pull/progress.ts';
import type { LocalProgress, PulledFile } from '../pull/pull-types.ts';
import type { LineCounts } from '../propose/publish.ts';
import type { FileOverrides } from '../pull/repository-edits.ts';
import { repositoryTextsSection } from './repository-texts.ts';
import type { FileStringChanges } from '../pull/string-changes.ts';
import { stringChangesSection } from './string-changes-table.ts';
import { count } from '../common/plural.ts';

/** Most rows a table shows; GitHub limits a PR body to 65,536 characters. */
const MAX_ROWS = 300;
/** Most "Needs review" rows in a PR body (the job summary has room for more). */
const PR_REVIEW_ROWS = 50;
/** GitHub refuses a pull request body longer than this, in characters. */
const PR_BODY_LIMIT = 65_536;
/** Kept free below the limit: GitHub's count and JavaScript's may differ on unusual characters. */
const PR_BODY_MARGIN = 512;

/** The files the table of changes has a row for, in its order: the only ones whose lines count. */
export function filesShown(files: readonly PulledFile[]): PulledFile[] {
  return [...files]
    .sort((a, b) => a.localLanguage.localeCompare(b.localLanguage) || a.path.localeCompare(b.path))
    .slice(0, MAX_ROWS);
}

/** The changed files per language with their added and removed lines, as a Markdown table. */
export function changesTable(files: readonly PulledFile[], lines: LineCounts): string {
  if (files.length === 0) return 'No translation file changed.';
  const rows = filesShown(files).map((f) => {
    const count = lines.get(f.path);
    return `| ${plainText(f.localLanguage)} | ${codeSpan(f.path, true)} | ${count ? `+${count.added}` : ''} | ${count ? `−${count.removed}` : ''} |`;
  });
  const languages = new Set(files.map((f) => f.localLanguage)).size;
  return [
    `${count(files.length, 'file')} in ${count(languages, 'language')}:`,
    '',
    '| Language | File | Added | Removed |',
    '| --- | --- | ---: | ---: |',
    ...rows,
    ...(files.length > MAX_ROWS
      ? [`| … | and ${count(files.length - MAX_ROWS, 'more file')} | | |`]
      : []),
  ].join('\n');
}

/**
 * Each language's progress as a table with a text bar; languages left out for min-completion say
 * so. Empty when the project has no language but the base.
 */
export function progressTable(
  progress: readonly LocalProgress[],
  belowMinimum: readonly LocalProgress[],
): string {
  if (progress.length === 0) return '';
  const left = new Set(belowMinimum.map((p) => p.language));
  const rows = progress.map(
    (p) =>
      `| ${plainText(p.localLanguage)} | ${progressBar(p.percent)} ${percentText(p.percent)}%${left.has(p.language) ? ' (below min-completion: not pulled)' : ''} | ${p.translated} | ${p.fuzzy} |`,
  );
  return [
    "Translation progress (translated keys against the base language's):",
    '',
    '| Language | Progress | Translated | Fuzzy |',
    '| --- | --- | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/**
 * The default pull request body: the strings that changed, the files (folded), what happened to
 * the repository's own texts, how far each language is, how it was exported. The strings take
 * the room the rest leaves below GitHub's limit; rows beyond it are in the job summary.
 */
export function pullRequestBody(
  files: readonly PulledFile[],
  lines: LineCounts,
  source: {
    projectId: string;
    revision: string;
    exportOptions: Readonly<Record<string, unknown>>;
    progress: readonly LocalProgress[];
    belowMinimum: readonly LocalProgress[];
    /** The quality checks' findings, and the language codes as the repository has them. */
    review: readonly Finding[] | undefined;
    /** Texts the repository changed since the last sync that the service has otherwise. */
    overrides: readonly FileOverrides[];
    /** The keys each file changes against the base. */
    strings: readonly FileStringChanges[];
    toLocal: (language: string) => string;
    /** Sections of the push's (removed keys), shown after the review. */
    notes?: readonly string[];
  },
): string {
  const progress = progressTable(source.progress, source.belowMinimum);
  const review = needsReviewSection(source.review ?? [], source.toLocal, PR_REVIEW_ROWS);
  const ownTexts = repositoryTextsSection(files, source.overrides, PR_REVIEW_ROWS);
  const exported = exportOptionsForReaders(source.exportOptions);
  const listed = source.strings.some((file) => file.changes !== undefined);
  const table = changesTable(files, lines);
  const body = (strings: string): string =>
    [
      `Translations from project \`${source.projectId}\` (legacy interface ${source.revision}), exported and unzipped by l10n-sync.`,
      '',
      ...(listed ? [strings, '', folded('Files', table), ''] : [table, '']),
      ...(!listed && strings ? [strings, ''] : []),
      ...(ownTexts ? [ownTexts, ''] : []),
      ...(progress ? [progress, ''] : []),
      ...(review ? [review, ''] : []),
      ...(source.notes ?? []).flatMap((note) => [note.trimEnd(), '']),
      folded(
        'Export options',
        [
          codeBlock(JSON.stringify(exported.shown, null, 2), 'json'),
          ...(exported.hidden.length > 0
            ? [
                '',
                `Not shown: ${exported.hidden.map((name) => codeSpan(name)).join(', ')}, which ${exported.hidden.length === 1 ? 'makes' : 'make'} the service act elsewhere.`,
              ]
            : []),
        ].join('\n'),
      ),
      '',
      'This pull request is updated in place by later runs; merge it when the translations look right.',
    ].join('\n');
  const strings = stringChangesSection(source.strings, {
    limit: PR_BODY_LIMIT - PR_BODY_MARGIN - body('').length - 2,
    measure: (text) => text.length,
    elsewhere: 'in the job summary',
  });
  return body(strings);
}

/** A section a reviewer opens when they need it. */
function folded(summary: string, content: string): string {
  return ['<details><summary>' + summary + '</summary>', '', content, '', '</details>'].join('\n');
}
