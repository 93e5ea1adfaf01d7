import { FormatError } from './types.ts';

/** One `"key" = "value";` statement of an iOS .strings file, with the comment just above it. */
export interface StringsPair {
  key: string;
  value: string;
  comment?: string;
}

const BARE_WORD = /[A-Za-z0-9_$.:/+-]/;

/**
 * Reads the old-style property list syntax of .strings files: quoted or bare strings,
 * `/* *\/` and `//` comments, and the escapes \" \\ \n \t \r \0 \uXXXX \UXXXX. A comment
 * belongs to the next pair unless a blank line or the previous pair's line separates them.
 */
export function parseStringsText(text: string): StringsPair[] {
  return new StringsReader(text).readAll();
}

class StringsReader {
  private readonly text: string;
  private position = 0;
  private line = 1;
  /** Line on which the last pair ended, so a comment after it on that line is not the next one's. */
  private lastPairLine = 0;
  private comments: string[] = [];

  constructor(text: string) {
    this.text = text;
  }

  readAll(): StringsPair[] {
    const pairs: StringsPair[] = [];
    for (;;) {
      this.skipSpaceAndComments(true);
      if (this.position >= this.text.length) return pairs;
      const comment = this.comments.length > 0 ? this.comments.join('\n') : undefined;
      this.comments = [];
      const key = this.readString('a key');
      this.expect('=');
      const value = this.readString('a value');
      this.expect(';');
      this.lastPairLine = this.line;
      pairs.push(comment === undefined ? { key, value } : { key, value, comment });
    }
  }

  private expect(symbol: string): void {
    this.skipSpaceAndComments(false);
    if (this.text[this.position] !== symbol) this.fail(`expected '${symbol}'`);
    this.position++;
  }

  /** Skips blanks and comments; with `collect`, keeps the comments that may lead a pair. */
  private skipSpaceAndComments(collect: boolean): void {
    let newlines = 0;
    while (this.position < this.text.length) {
      const char = this.text[this.position];
      if (char === '\n') {
        this.line++;
        newlines++;
        if (newlines >= 2) this.comments = [];
        this.position++;
      } else if (char === ' ' || char === '\t' || char === '\r' || char === '\f') {
        this.position++;
      } else if (
        this.text.startsWith('/*', this.position) ||
        this.text.startsWith('//', this.position)
      ) {
        const startLine = this.line;
        const comment = this.readComment();
        if (collect && startLine !== this.lastPairLine) this.comments.push(comment);
        newlines = 0;
      } else {
        return;
      }
    }
  }

  private readComment(): string {
    if (this.text.startsWith('//', this.position)) {
      const end = this.text.indexOf('\n', this.position);
      const stop = end === -1 ? this.text.length : end;
      const comment = this.text.slice(this.position + 2, stop);
      this.position = stop;
      return comment.trim();
    }
    const end = this.text.indexOf('*/', this.position + 2);
    if (end === -1) this.fail('unterminated comment');
    const comment = this.text.slice(this.position + 2, end);
    this.line += comment.split('\n').length - 1;
    this.position = end + 2;
    return comment.trim();
  }

  private readString(what: string): string {
    this.skipSpaceAndComments(false);
    const char = this.text[this.position];
    if (char === '"') return this.readQuoted();
    const start = this.position;
    while (BARE_WORD.test(this.text[this.position] ?? '')) this.position++;
    if (this.position === start) this.fail(`expected ${what}`);
    return this.text.slice(start, this.position);
  }

  private readQuoted(): string {
    const startLine = this.line;
    let result = '';
    this.position++;
    for (;;) {
      const char = this.text[this.position++];
      if (char === undefined) {
        this.line = startLine;
        this.fail('unterminated string');
      }
      if (char === '"') return result;
      if (char === '\n') this.line++;
      result += char === '\\' ? this.readEscape() : char;
    }
  }

  private readEscape(): string {
    const char = this.text[this.position++];
    switch (char) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case '0':
        return '\0';
      case 'u':
      case 'U': {
        const hex = this.text.slice(this.position, this.position + 4);
        if (!/^[0-9A-Fa-f]{4}$/.test(hex)) this.fail(`invalid escape \\${char}${hex}`);
        this.position += 4;
        // Code units, so an escaped surrogate pair joins into one character.
        return String.fromCharCode(parseInt(hex, 16));
      }
      case undefined:
        return this.fail('unterminated string');
      default:
        // \" \\ \' and any other escaped character stand for themselves, as in Apple's reader.
        if (char === '\n') this.line++;
        return char;
    }
  }

  private fail(problem: string): never {
    throw new FormatError(`Invalid .strings file: ${problem} at line ${this.line}`);
  }
}
