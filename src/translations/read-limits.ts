/**
 * How deep and how large a translation file the key-level model reads (issue 25, hole 7). The
 * readers, and the libraries under them (jsonc-parser, the walks over a YAML document or an XML
 * tree), recurse once per level of nesting: a valid JSON file 7,000 levels deep (42 KB) overflowed
 * the stack and stopped the run. A file past a limit is not read key by key; it is handled whole,
 * as a file that does not parse is, and the pull names it.
 */

/**
 * Levels of nesting read at most: objects and arrays (JSON, ARB, YAML), elements (Android,
 * XLIFF). Real translation files nest a handful of levels (a namespace, a screen, a key, a plural
 * form; inline markup in XML); 100 is far above any of them and far below the thousands that
 * overflow the stack.
 */
export const MAX_NESTING = 100;

/**
 * Characters of a text read at most: above the largest translation files of real projects (a few
 * MB), below the 50 MiB a checkout file may hold, so that no reader's time or memory grows
 * without bound.
 */
export const MAX_READ_CHARACTERS = 32 * 1024 * 1024;

/** Why a text is past a limit, as the pull request body and the log say it. */
export const PAST_LIMIT_REASON = `nested deeper than ${MAX_NESTING} levels or larger than ${MAX_READ_CHARACTERS / 1024 / 1024} Mi characters, which the key-level model does not read`;

/** Thrown by a reader whose text is past a limit; formats.ts turns it into "not read". */
export class PastReadLimit extends Error {
  constructor(what: string) {
    super(`past the read limit: ${what}`);
    this.name = 'PastReadLimit';
  }
}

/** Throws PastReadLimit when `depth` is past MAX_NESTING. */
export function checkNesting(depth: number): void {
  if (depth > MAX_NESTING) throw new PastReadLimit(`nested deeper than ${MAX_NESTING} levels`);
}

/**
 * Whether an error is a reader stopping at a limit, or a stack overflow a pre-check did not
 * foresee (a library's recursion): both mean the text is not read key by key.
 */
export function isPastLimit(error: unknown): boolean {
  return (
    error instanceof PastReadLimit ||
    (error instanceof RangeError && /call stack/i.test(error.message))
  );
}

/**
 * The deepest nesting of objects and arrays in a JSON text (comments allowed, as jsonc-parser
 * reads them), in one pass without recursion; stops counting once past MAX_NESTING.
 */
export function jsonNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '"') {
      // To the closing quote, past escaped characters.
      for (at++; at < text.length && text[at] !== '"'; at++) if (text[at] === '\\') at++;
    } else if (char === '/' && text[at + 1] === '/') {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
    } else if (char === '/' && text[at + 1] === '*') {
      const end = text.indexOf('*/', at + 2);
      at = end === -1 ? text.length : end + 1;
    } else if (char === '{' || char === '[') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_NESTING) return deepest;
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return deepest;
}

/**
 * The deepest nesting of elements in an XML text, in one pass without recursion: comments, CDATA
 * sections, processing instructions and declarations hold no element; an empty-element tag opens
 * none. Stops counting once past MAX_NESTING.
 */
export function xmlNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    const skip = SKIPPED.find(([start]) => text.startsWith(start, at));
    if (skip !== undefined) {
      const end = text.indexOf(skip[1], at + skip[0].length);
      if (end === -1) break;
      at = end;
      continue;
    }
    if (text[at + 1] === '/') {
      depth--;
      continue;
    }
    const end = tagEnd(text, at);
    if (end === -1) break;
    if (text[end - 1] !== '/') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_NESTING) return deepest;
    }
    at = end;
  }
  return deepest;
}

/** What starts and ends a part of XML that holds no element. */
const SKIPPED: readonly (readonly [string, string])[] = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
  ['<!', '>'],
];

/** The offset of the `>` that ends the tag at `at`, past quoted attribute values; -1 if none. */
function tagEnd(text: string, at: number): number {
  let quote: string | undefined;
  for (let i = at + 1; i < text.length; i++) {
    const char = text[i];
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return i;
    }
  }
  return -1;
}
