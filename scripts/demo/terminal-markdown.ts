/**
 * Renders the Markdown the action writes (headings, paragraphs, lists, tables, links, details) as
 * plain text for a terminal: tables with aligned columns, links as "text (url)".
 */
export function renderMarkdown(markdown: string, color = false): string {
  const bold = (s: string) => (color ? `\x1b[1m${s}\x1b[22m` : s);
  const out: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.startsWith('|')) {
      const table: string[] = [];
      while ((lines[i] ?? '').startsWith('|')) table.push(lines[i++] ?? '');
      i--;
      out.push(...renderTable(table));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const text = inline(heading[2] ?? '');
      out.push(bold(text));
      if ((heading[1] ?? '').length <= 2) out.push('═'.repeat(text.length));
      continue;
    }
    if (/^<\/?details>|^<\/summary>$/.test(line) || line.startsWith('```')) continue;
    out.push(inline(line.replace(/<summary>(.*)<\/summary>/, '$1:')));
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

function inline(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1 ($2)')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<br>/g, '; ')
    .replace(/<!-- -->/g, '')
    .replace(/\\([\\`*_[\]<>|~])/g, '$1');
}

function renderTable(rows: readonly string[]): string[] {
  const cells = rows
    .filter((row) => !/^\|\s*:?-{3,}/.test(row))
    .map((row) =>
      row
        .slice(1, row.endsWith('|') ? -1 : undefined)
        .split(/(?<!\\)\|/)
        .map((cell) => inline(cell.trim())),
    );
  const widths =
    cells[0]?.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length))) ?? [];
  return cells.map((row, index) => {
    const line = row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
    return index === 0 ? `${line}\n${widths.map((w) => '─'.repeat(w)).join('  ')}` : line;
  });
}
