import { count } from './plural.ts';

/**
 * Markdown made to fit a size limit (GitHub's 65,536 characters for a pull request body, 1 MiB
 * for a step's summary) without breaking it: whole table rows are left out, the longest tables
 * first, and each table says how many of its rows it lost. Cutting inside a line could leave a
 * code span or a fence open, and text from the service after it would render as Markdown.
 */

/** How to measure a text against its limit, and what to call the limit in a note. */
export interface SizeLimit {
  /** The most the text may measure. */
  readonly most: number;
  /** The measure: characters for a pull request body, UTF-8 bytes for a summary. */
  readonly size: (text: string) => number;
  /** The limit in words, for the notes: "GitHub's limit of 65,536 characters". */
  readonly name: string;
}

/** The text made to fit, and what was left out of it. */
export interface FittedMarkdown {
  readonly text: string;
  /** Table rows left out. */
  readonly rowsLeftOut: number;
  /** True when the text had to be cut at a line after every droppable row was gone. */
  readonly cut: boolean;
}

/** One line of the text, and what it is. */
interface Line {
  readonly text: string;
  /** Index of the table the line is a droppable row of. */
  readonly table: number | undefined;
  /** True when a cut after this line leaves no code block or table open. */
  readonly safeEnd: boolean;
}

/** `markdown` as it is when it fits, else with table rows left out, else cut between blocks. */
export function fitMarkdown(markdown: string, limit: SizeLimit): FittedMarkdown {
  if (limit.size(markdown) <= limit.most) return { text: markdown, rowsLeftOut: 0, cut: false };
  const lines = classify(markdown.split('\n'));
  const kept = lines.map(() => true);
  const dropped = new Map<number, number>();
  // Characters (or bytes) each table's droppable rows still take, newline included.
  const weight = new Map<number, number>();
  const rowsOf = new Map<number, number[]>();
  lines.forEach((line, index) => {
    if (line.table === undefined) return;
    weight.set(line.table, (weight.get(line.table) ?? 0) + limit.size(line.text) + 1);
    const rows = rowsOf.get(line.table) ?? [];
    rows.push(index);
    rowsOf.set(line.table, rows);
  });
  let total = limit.size(markdown);
  const noteOf = (left: number) =>
    `| … | ${count(left, 'more row')} left out to stay within ${limit.name} |`;
  while (total > limit.most) {
    const heaviest = [...weight].filter(([, w]) => w > 0).sort((a, b) => b[1] - a[1])[0];
    if (heaviest === undefined) break;
    const [table] = heaviest;
    const rows = rowsOf.get(table) ?? [];
    const last = rows.pop();
    if (last === undefined) break;
    const row = lines[last]?.text ?? '';
    kept[last] = false;
    const before = dropped.get(table) ?? 0;
    dropped.set(table, before + 1);
    const rowSize = limit.size(row) + 1;
    weight.set(table, (weight.get(table) ?? 0) - rowSize);
    // The table's note replaces its last dropped row's place: count the note's change in size.
    const noteChange =
      limit.size(noteOf(before + 1)) + 1 - (before === 0 ? 0 : limit.size(noteOf(before)) + 1);
    total += noteChange - rowSize;
  }
  const out: string[] = [];
  lines.forEach((line, index) => {
    if (kept[index]) out.push(line.text);
    const table = line.table;
    if (table === undefined || !isLastRow(lines, index, table)) return;
    const left = dropped.get(table) ?? 0;
    if (left > 0) out.push(noteOf(left));
  });
  const rowsLeftOut = [...dropped.values()].reduce((sum, n) => sum + n, 0);
  const text = out.join('\n');
  if (limit.size(text) <= limit.most) return { text, rowsLeftOut, cut: false };
  return { text: cutBetweenBlocks(text, limit), rowsLeftOut, cut: true };
}

/** True when no later line is a droppable row of `table`. */
function isLastRow(lines: readonly Line[], index: number, table: number): boolean {
  return lines[index + 1]?.table !== table;
}

/**
 * The lines with their tables and fences found. A table is a header row, a delimiter row
 * (`| --- |`) and the `|` lines that follow; its rows are droppable unless they are a note
 * already (`| … |`). Lines inside a fenced code block are never rows.
 */
function classify(texts: readonly string[]): Line[] {
  const lines: Line[] = [];
  let fence: string | undefined;
  let table: number | undefined;
  let tables = 0;
  texts.forEach((text, index) => {
    if (fence !== undefined) {
      if (closesFence(text, fence)) fence = undefined;
      lines.push({ text, table: undefined, safeEnd: fence === undefined });
      return;
    }
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (opening !== undefined) {
      fence = opening;
      table = undefined;
      lines.push({ text, table: undefined, safeEnd: false });
      return;
    }
    const next = texts[index + 1] ?? '';
    if (table === undefined && isRow(text) && isDelimiter(next)) {
      table = tables++;
      lines.push({ text, table: undefined, safeEnd: false });
      return;
    }
    if (table !== undefined && (isRow(text) || isDelimiter(text))) {
      const droppable = !isDelimiter(text) && !/^\|\s*…\s*\|/.test(text);
      const ends = !isRow(next);
      lines.push({ text, table: droppable ? table : undefined, safeEnd: ends });
      if (ends) table = undefined;
      return;
    }
    table = undefined;
    lines.push({ text, table: undefined, safeEnd: true });
  });
  return lines;
}

function isRow(text: string): boolean {
  return text.trimStart().startsWith('|');
}

function isDelimiter(text: string): boolean {
  // No two runs of white space meet without a pipe between them: a line of spaces and a letter
  // was otherwise tried in every split of its spaces (50,000: 1.1 s).
  return /^\s*(?:\|\s*)?:?-+:?\s*(?:\|\s*:?-+:?\s*)*(?:\|\s*)?$/.test(text) && text.includes('-');
}

function closesFence(text: string, fence: string): boolean {
  const match = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(text)?.[1];
  return match !== undefined && match[0] === fence[0] && match.length >= fence.length;
}

/**
 * The text cut after the last line that leaves no code block or table open and keeps the text
 * and a note within the limit. The note follows a blank line, so it starts a paragraph of its
 * own whatever the last kept line left open.
 */
function cutBetweenBlocks(text: string, limit: SizeLimit): string {
  const note = `\n\n… (cut: the text was longer than ${limit.name})`;
  const room = limit.most - limit.size(note);
  const lines = classify(text.split('\n'));
  let used = 0;
  let end = 0;
  for (const [index, line] of lines.entries()) {
    used += limit.size(line.text) + (index > 0 ? 1 : 0);
    if (used > room) break;
    if (line.safeEnd) end = index + 1;
  }
  return (
    lines
      .slice(0, end)
      .map((line) => line.text)
      .join('\n') + note
  );
}
