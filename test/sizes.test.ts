import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './support/source-files.ts';

/*
 * The size limits of CONTRIBUTING.md ("House rules"): a file of src/ holds at most 300 lines and
 * a function at most 80, so that each can be read whole. The interface table is one table of
 * every endpoint, and is left whole.
 */

const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 80;
const TABLES = new Set(['api/interface.ts']);

/** Lines of a text, a last line break not starting one more. */
function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Each function, method, accessor or arrow of `text` longer than `max` lines: `name (n lines)`. */
function longFunctions(fileName: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push(`${nameOf(node, source)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const name = (node as { name?: ts.Node }).name;
  if (name !== undefined) return name.getText(source);
  const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  return `the function at line ${line}`;
}

describe('the sizes of src/', () => {
  const files = sourceFiles(SRC).map((path) => ({
    name: relative(SRC, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));

  it('measures what it means to: a long function and a long file are found', () => {
    const body = Array.from({ length: 81 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function long(): void {\n${body}\n}\nconst short = () => 1;\n`;
    expect(longFunctions('x.ts', text, MAX_FUNCTION_LINES)).toEqual(['long (83 lines)']);
    expect(lineCount(text)).toBe(84);
    expect(files.length).toBeGreaterThan(100);
  });

  it(`has no file over ${MAX_FILE_LINES} lines (the interface table aside)`, () => {
    const long = files
      .filter(({ name, text }) => !TABLES.has(name) && lineCount(text) > MAX_FILE_LINES)
      .map(({ name, text }) => `${name} (${lineCount(text)} lines)`);
    expect(long).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap(({ name, text }) =>
      longFunctions(name, text, MAX_FUNCTION_LINES).map((f) => `${name}: ${f}`),
    );
    expect(long).toEqual([]);
  });
});
