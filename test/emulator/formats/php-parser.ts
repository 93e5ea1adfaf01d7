import { FormatError, type Entry, type PluralForms } from './types.ts';
import { isPluralObject } from './plurals.ts';

/**
 * Reads the PHP layout the service exports, and only that: `<?php`, then `$lang['key'] = 'text';`
 * or `$lang['key'] = array('one' => '…', 'other' => '…');` statements, each after its `//` comment
 * lines. A general PHP parser would be a dependency for a format the emulator only has to read
 * back; anything outside this layout is refused as a file that does not parse.
 */
export function parsePhp(text: string): Entry[] {
  const reader = new Reader(text);
  reader.expect('<?php');
  const entries: Entry[] = [];
  for (;;) {
    const comments = reader.skipSpaceAndComments();
    if (reader.atEnd()) return entries;
    reader.expect('$lang');
    reader.expect('[');
    const key = reader.quoted();
    reader.expect(']');
    reader.expect('=');
    const value = reader.peek('array') ? reader.forms() : reader.quoted();
    reader.expect(';');
    entries.push({ key, value, ...(comments.length > 0 ? { comment: comments.join('\n') } : {}) });
  }
}

class Reader {
  readonly text: string;
  #at = 0;

  constructor(text: string) {
    this.text = text;
  }

  atEnd(): boolean {
    return this.#at >= this.text.length;
  }

  peek(word: string): boolean {
    this.skipSpace();
    return this.text.startsWith(word, this.#at);
  }

  expect(word: string): void {
    if (!this.peek(word)) this.fail(`expected ${word}`);
    this.#at += word.length;
  }

  /** Whitespace and `//` comment lines; the comments' texts, in order. */
  skipSpaceAndComments(): string[] {
    const comments: string[] = [];
    while (this.peek('//')) {
      const end = this.text.indexOf('\n', this.#at);
      const line = this.text.slice(this.#at + 2, end === -1 ? undefined : end);
      comments.push(line.startsWith(' ') ? line.slice(1) : line);
      this.#at = end === -1 ? this.text.length : end;
    }
    this.skipSpace();
    return comments;
  }

  /** A single-quoted string: only `\\` and `\'` are escapes there, as in PHP. */
  quoted(): string {
    this.expect("'");
    let value = '';
    for (;;) {
      const char = this.text[this.#at];
      if (char === undefined) this.fail('a string is not closed');
      this.#at += 1;
      if (char === "'") return value;
      const next = this.text[this.#at];
      if (char === '\\' && (next === '\\' || next === "'")) {
        value += next;
        this.#at += 1;
      } else {
        value += char;
      }
    }
  }

  /** `array('form' => 'text', …)` of plural forms. */
  forms(): PluralForms {
    this.expect('array');
    this.expect('(');
    const forms: Record<string, string> = {};
    while (!this.peek(')')) {
      if (Object.keys(forms).length > 0) this.expect(',');
      const form = this.quoted();
      this.expect('=>');
      forms[form] = this.quoted();
    }
    this.expect(')');
    if (!isPluralObject(forms)) this.fail('an array must hold plural forms');
    return forms;
  }

  private skipSpace(): void {
    while (/\s/.test(this.text[this.#at] ?? '')) this.#at += 1;
  }

  private fail(why: string): never {
    const line = this.text.slice(0, this.#at).split('\n').length;
    throw new FormatError(
      `Invalid PHP file: ${why} (line ${line}); the emulator reads only the service's $lang layout`,
    );
  }
}
