import { describe, expect, it } from 'vitest';
import { codeSpan, plainText } from '../../src/markdown.ts';

describe('Markdown from file names and service text', () => {
  it('keeps a file name in one code span, whatever backticks or pipes it holds', () => {
    expect(codeSpan('locales/de.json')).toBe('`locales/de.json`');
    // A run of two backticks inside: the fence is three long, so the span does not end early.
    expect(codeSpan('a``b.json')).toBe('```a``b.json```');
    expect(codeSpan('`x`.json')).toBe('`` `x`.json ``');
    // In a table a pipe would end the cell; GitHub reads `\|` as a pipe there, inside code too.
    expect(codeSpan('a|b.json', true)).toBe('`a\\|b.json`');
    expect(codeSpan('a|b.json')).toBe('`a|b.json`');
    expect(codeSpan('a\nb')).toBe('`a b`');
  });

  it('shows service text as words: no link, no emphasis, no HTML, one line', () => {
    expect(plainText('[click](https://evil.example)')).toBe('\\[click\\](https://evil.example)');
    expect(plainText('<img src=x> *bold* _it_')).toBe('\\<img src=x\\> \\*bold\\* \\_it\\_');
    expect(plainText('line one\nline two')).toBe('line one line two');
    expect(plainText('de')).toBe('de');
  });
});
