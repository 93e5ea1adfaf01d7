import { count } from '../common/plural.ts';
import { codeSpan, plainText, shortCodeSpan } from '../common/markdown.ts';
import { visible } from '../common/visible.ts';
import { PAST_LIMIT_REASON } from '../translations/index.ts';
import type { Room } from './report-model.ts';
import {
  compareText,
  countsByLanguage,
  KIND_ORDER,
  type FileStringChanges,
  type StringChange,
  type UnreadReason,
} from '../pull/string-changes.ts';

/** Files named in the "not read key by key" list, at most. */
const UNREAD_NAMED = 20;

const UNREAD_REASONS: Record<UnreadReason, string> = {
  format: 'a format the key-level model does not read',
  encoding: 'not UTF-8',
  syntax: 'does not parse as its format',
  new: 'a new file, every key in it new',
  limit: PAST_LIMIT_REASON,
};

/**
 * The strings a pull changes, for the pull request body and the job summary: one table row per
 * key changed, added or removed (old and new text, shortened and safe as every cell is),
 * sorted by language, kind and key; rows that do not fit in `room` are left out whole, and a
 * last row says how many and where they are. Files the model cannot read are named, so that a
 * reviewer knows to read them in the file table. Empty when no file changed.
 */
export function stringChangesSection(files: readonly FileStringChanges[], room: Room): string {
  if (files.length === 0) return '';
  const read = files.filter((file) => file.changes !== undefined);
  const unread = files.filter((file) => file.changes === undefined);
  const parts: string[] = [];
  const rows = tableRows(read);
  const total = read.reduce(
    (sum, file) => sum + KIND_ORDER.reduce((n, kind) => n + file.counts[kind], 0),
    0,
  );
  if (read.length > 0 && total === 0) {
    parts.push('No string changed: the files differ from the base in formatting only.');
  }
  const unreadLines = unreadList(unread);
  if (total > 0) {
    const withFile = needsFileColumn(read);
    const head = [
      `**Strings** ${countsSentence(read)}:`,
      '',
      withFile
        ? '| Language | File | Change | Key | Old text | New text |'
        : '| Language | Change | Key | Old text | New text |',
      withFile ? '| --- | --- | --- | --- | --- | --- |' : '| --- | --- | --- | --- | --- |',
    ].join('\n');
    const tail = unreadLines.join('\n');
    // Room for the row that says how many were left out, with numbers of any length.
    const reserve = room.measure(`| … | and 999,999,999 more rows ${room.elsewhere} |`) + 16;
    let used = room.measure(head) + room.measure(tail) + reserve;
    const shown: string[] = [];
    for (const row of rows) {
      // Rendered one by one as they fit: a summary of 20,000 rows shows far fewer.
      const line = renderRow(row, withFile);
      const size = room.measure(line) + 1;
      if (used + size > room.limit) break;
      used += size;
      shown.push(line);
    }
    // Rows a run did not keep (pulled-strings.ts) count among those left out.
    const left = total - shown.length;
    const cells = withFile ? '| | | |' : '| | |';
    parts.push(
      head,
      ...shown,
      ...(left > 0 ? [`| … | ${count(left, 'more row')} ${room.elsewhere} ${cells}`] : []),
    );
  }
  if (unreadLines.length > 0) parts.push('', ...unreadLines);
  return parts.join('\n').trim();
}

/** One row's change, with its file and language. */
interface Row {
  readonly file: FileStringChanges;
  readonly change: StringChange;
}

/** The rows in the order a reviewer reads: language, then kind, then key (then file). */
function tableRows(files: readonly FileStringChanges[]): Row[] {
  const rows = files.flatMap((file) => (file.changes ?? []).map((change) => ({ file, change })));
  return rows.sort(
    (a, b) =>
      compareText(a.file.localLanguage, b.file.localLanguage) ||
      KIND_ORDER.indexOf(a.change.kind) - KIND_ORDER.indexOf(b.change.kind) ||
      compareText(a.change.key, b.change.key) ||
      compareText(a.file.path, b.file.path),
  );
}

function renderRow({ file, change }: Row, withFile: boolean): string {
  const old = change.before === undefined ? '' : shortCodeSpan(change.before);
  const now = change.after === undefined ? '' : shortCodeSpan(change.after);
  const path = withFile ? ` ${codeSpan(file.path, true)} |` : '';
  return `| ${plainText(file.localLanguage)} |${path} ${change.kind} | ${codeSpan(change.key, true)} | ${old} | ${now} |`;
}

/** A file column only where a language has several files (their keys could clash). */
function needsFileColumn(files: readonly FileStringChanges[]): boolean {
  const languages = new Set(files.map((file) => file.localLanguage));
  return languages.size < files.length;
}

/** "in de: 2 changed, 1 added; fr: 1 removed", the counts of the rows. */
function countsSentence(files: readonly FileStringChanges[]): string {
  const perLanguage = [...countsByLanguage(files)]
    .map(([language, tally]) => {
      const kinds = KIND_ORDER.filter((kind) => tally[kind] > 0).map(
        (kind) => `${tally[kind]} ${kind}`,
      );
      return kinds.length === 0 ? undefined : `${plainText(language)}: ${kinds.join(', ')}`;
    })
    .filter((text) => text !== undefined);
  return `in ${perLanguage.join('; ')}`;
}

function unreadList(files: readonly FileStringChanges[]): string[] {
  if (files.length === 0) return [];
  const named = files
    .slice(0, UNREAD_NAMED)
    .map(
      (file) =>
        `- ${codeSpan(file.path)} (${plainText(file.localLanguage)}): ${UNREAD_REASONS[file.unread ?? 'syntax']}`,
    );
  const more = files.length - UNREAD_NAMED;
  return [
    `Not read key by key (the file table lists ${files.length === 1 ? 'it' : 'them'}):`,
    '',
    ...named,
    ...(more > 0 ? [`- and ${count(more, 'more file')}`] : []),
  ];
}

/** The default title; a pull request with another keeps it as it is. */
export const DEFAULT_TITLE = 'Update translations';
/** Most characters of a title with counts (GitHub allows 256; a list shows far fewer). */
const TITLE_LENGTH = 100;

/**
 * The default title with the counts of changed strings per language, e.g. "Update translations
 * (de: 12 changed, 3 added)": languages that do not fit are left out and counted, so the title
 * stays short. Any other title, or a pull with no string counted, keeps `title` as it is. A
 * title is plain text, not Markdown: the language codes' hidden characters are shown here.
 */
export function titleWithCounts(title: string, files: readonly FileStringChanges[]): string {
  if (title !== DEFAULT_TITLE) return title;
  const perLanguage = [...countsByLanguage(files)]
    .map(([language, tally]) => {
      const kinds = KIND_ORDER.filter((kind) => tally[kind] > 0);
      return kinds.length === 0
        ? undefined
        : `${oneLine(visible(language))}: ${kinds.map((kind) => `${tally[kind]} ${kind}`).join(', ')}`;
    })
    .filter((text) => text !== undefined);
  if (perLanguage.length === 0) return title;
  for (let shown = perLanguage.length; shown >= 1; shown--) {
    const left = perLanguage.length - shown;
    const rest = left > 0 ? `; ${count(left, 'more language')}` : '';
    const candidate = `${title} (${perLanguage.slice(0, shown).join('; ')}${rest})`;
    if ([...candidate].length <= TITLE_LENGTH) return candidate;
  }
  const cut = [...`${title} (${perLanguage[0] as string}`].slice(0, TITLE_LENGTH - 2).join('');
  return `${cut}…)`;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ');
}
