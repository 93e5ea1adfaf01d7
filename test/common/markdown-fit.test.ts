import { describe, expect, it } from 'vitest';
import { fitMarkdown, type SizeLimit } from '../../src/common/markdown-fit.ts';
import { quickly } from '../support/quickly.ts';

const limit = (most: number): SizeLimit => ({
  most,
  size: (text) => text.length,
  name: 'the limit',
});

function table(name: string, rows: number, cell = 'x'): string {
  return [
    `| ${name} | Value |`,
    '| --- | --- |',
    ...Array.from({ length: rows }, (_, i) => `| ${name}${i} | \`${cell}\` |`),
  ].join('\n');
}

describe('fitMarkdown', () => {
  it('leaves a text that fits as it is', () => {
    const text = table('a', 3);
    expect(fitMarkdown(text, limit(text.length))).toEqual({ text, rowsLeftOut: 0, cut: false });
  });

  it('leaves out whole rows, the heaviest table first, and says how many each lost', () => {
    const small = table('s', 2);
    const big = table('b', 20, 'y'.repeat(50));
    const text = `Intro\n\n${small}\n\n${big}\n\nEnd`;
    const fitted = fitMarkdown(text, limit(700));
    expect(fitted.text.length).toBeLessThanOrEqual(700);
    expect(fitted.cut).toBe(false);
    expect(fitted.text).toContain(small);
    expect(fitted.text).toContain('End');
    const lines = fitted.text.split('\n');
    const kept = lines.filter((line) => line.startsWith('| b') && !line.startsWith('| b |'));
    expect(kept.length).toBe(20 - fitted.rowsLeftOut);
    expect(kept.at(-1)).toBe(`| b${kept.length - 1} | \`${'y'.repeat(50)}\` |`);
    expect(lines).toContain(
      `| … | ${fitted.rowsLeftOut} more rows left out to stay within the limit |`,
    );
    // Every row kept is whole: no code span left open.
    for (const line of lines) expect((line.match(/`/g) ?? []).length % 2).toBe(0);
  });

  it('keeps a table’s own "… and N more" row and never takes rows from a code block', () => {
    const text = [
      table('a', 30),
      '| … | and 5 more | |',
      '',
      '```',
      '| x | y |',
      '| --- | --- |',
      '| 1 | 2 |',
      '```',
    ].join('\n');
    const fitted = fitMarkdown(text, limit(text.length - 40));
    expect(fitted.text).toContain('| … | and 5 more | |');
    expect(fitted.text).toContain('```\n| x | y |\n| --- | --- |\n| 1 | 2 |\n```');
    expect(fitted.rowsLeftOut).toBeGreaterThan(0);
  });

  it('cuts, when rows are not enough, only after a line that leaves no code block open', () => {
    const text = ['First paragraph.', '', '```', 'a `b', 'c'.repeat(200), '```', 'Last'].join('\n');
    const fitted = fitMarkdown(text, limit(120));
    expect(fitted.cut).toBe(true);
    expect(fitted.text).toBe('First paragraph.\n\n\n… (cut: the text was longer than the limit)');
  });

  it('measures with the limit’s own measure (bytes for a summary)', () => {
    const bytes: SizeLimit = {
      most: 300,
      size: (text) => Buffer.byteLength(text, 'utf8'),
      name: '300 bytes',
    };
    const fitted = fitMarkdown(table('ü', 40, 'ä'), bytes);
    expect(Buffer.byteLength(fitted.text, 'utf8')).toBeLessThanOrEqual(300);
    expect(fitted.rowsLeftOut).toBeGreaterThan(0);
  });
});

describe('fitMarkdown on hostile text', () => {
  it('reads a line of 250,000 spaces and a letter once (27 s before), and still knows a table', async () => {
    const line = `${' '.repeat(250_000)}a`;
    const text = `| a | b |\n${line}\n`;
    const fitted = await quickly(() => fitMarkdown(text, limit(1024 * 1024)));
    expect(fitted.text).toBe(text);
    // The control: a table's delimiter row, with white space around its pipes, is one still.
    const table = `| a | b |\n |  --- | :-: |  \n| 1 | 2 |\n| 3 | 4 |\n`;
    expect(fitMarkdown(table, limit(40)).rowsLeftOut).toBeGreaterThan(0);
  });
});
