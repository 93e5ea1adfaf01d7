import { codeSpan, plainText } from '../common/markdown.ts';
import { count } from '../common/plural.ts';
import { percentText, progressBar } from '../pull/progress.ts';
import type { LocalProgress, PulledFile } from '../pull/pull-types.ts';
import type { LineCounts } from '../propose/publish-types.ts';

/** Most rows the table of files shows. */
const MAX_ROWS = 300;

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

/** A section a reader opens when they need it. */
export function folded(summary: string, content: string): string {
  return ['<details><summary>' + summary + '</summary>', '', content, '', '</details>'].join('\n');
}
