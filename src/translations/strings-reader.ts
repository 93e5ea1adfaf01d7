import type { PairStatement } from './line-pairs.ts';

/**
 * A reader of Apple's `.strings` files (the old-style property-list syntax): `"key" = "value";`
 * statements, quoted or bare strings, `/* *\/` and `//` comments. No maintained library on npm
 * reads this syntax with the offsets an edit needs (the packages there are regular expressions
 * over the whole file, unmaintained since 2019, and miss bare words and `\U` escapes), so this
 * one is kept small and strict: anything it does not understand makes the file unreadable, and
 * the pull then takes the fallback for it.
 */

/** The statements of the text; undefined when it is not `.strings` syntax. */
export function readStringsStatements(text: string): PairStatement[] | undefined {
  const statements: PairStatement[] = [];
  let at = skipBlanks(text, 0);
  while (at !== undefined && at < text.length) {
    const key = readString(text, at);
    if (key === undefined) return undefined;
    const equals = skipBlanks(text, key.end);
    if (equals === undefined || text[equals] !== '=') return undefined;
    const valueStart = skipBlanks(text, equals + 1);
    const value = valueStart === undefined ? undefined : readString(text, valueStart);
    if (value === undefined || valueStart === undefined) return undefined;
    const semicolon = skipBlanks(text, value.end);
    if (semicolon === undefined || text[semicolon] !== ';') return undefined;
    statements.push({
      key: key.text,
      value: value.text,
      start: at,
      end: semicolon + 1,
      valueStart,
      valueEnd: value.end,
    });
    at = skipBlanks(text, semicolon + 1);
  }
  return at === undefined ? undefined : statements;
}

/** A string as Apple's reader writes it, in double quotes. */
export function quotedString(text: string): string {
  // One replacement over the text, not a string grown a character at a time: V8 keeps such a
  // string as a chain of as many pieces as it has characters, and for a text of megabytes the
  // collector's time grew faster than the text (issue 37).
  return `"${text.replace(ESCAPED, (char) => ESCAPES[char] ?? unicodeEscape(char))}"`;
}

/** What a quoted string escapes: a quote, a backslash, control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is escaped
const ESCAPED = /["\\\u0000-\u001f]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
};

function unicodeEscape(char: string): string {
  return '\\U' + char.charCodeAt(0).toString(16).padStart(4, '0');
}

/** Past spaces and comments; undefined at a comment that does not end. */
function skipBlanks(text: string, from: number): number | undefined {
  let at = from;
  for (;;) {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
    if (text.startsWith('//', at)) {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end + 1;
    } else if (text.startsWith('/*', at)) {
      const end = text.indexOf('*/', at + 2);
      if (end === -1) return undefined;
      at = end + 2;
    } else {
      return at;
    }
  }
}

const BARE = /[A-Za-z0-9_$.:/+-]/;

function readString(text: string, at: number): { text: string; end: number } | undefined {
  if (text[at] === '"') return readQuoted(text, at + 1);
  let end = at;
  while (end < text.length && BARE.test(text[end] as string)) end++;
  return end === at ? undefined : { text: text.slice(at, end), end };
}

const SIMPLE: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
};

/** A quote or a backslash: where a quoted string's run of plain characters ends. */
const SPECIAL = /["\\]/g;

function readQuoted(text: string, from: number): { text: string; end: number } | undefined {
  // Its pieces, joined once at the end (see quotedString): each run of plain characters up to
  // the next quote or backslash is one.
  const result: string[] = [];
  let at = from;
  while (at < text.length) {
    SPECIAL.lastIndex = at;
    const special = SPECIAL.exec(text)?.index;
    if (special === undefined) return undefined;
    result.push(text.slice(at, special));
    at = special;
    if (text[at] === '"') return { text: result.join(''), end: at + 1 };
    const next = text[at + 1];
    if (next === undefined) return undefined;
    if (next === 'U' || next === 'u') {
      const hex = text.slice(at + 2, at + 6);
      if (!/^[0-9A-Fa-f]{4}$/.test(hex)) return undefined;
      // UTF-16 code units: an escaped surrogate pair joins into one character.
      result.push(String.fromCharCode(parseInt(hex, 16)));
      at += 6;
    } else if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(text.slice(at + 1, at + 4))?.[0] as string;
      result.push(String.fromCharCode(parseInt(octal, 8)));
      at += 1 + octal.length;
    } else {
      // \" \\ \' and any other escaped character stand for the character itself.
      result.push(SIMPLE[next] ?? next);
      at += 2;
    }
  }
  return undefined;
}
