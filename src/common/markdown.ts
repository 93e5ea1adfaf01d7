import { MAY_CHANGE, visible, visibleInJson } from './visible.ts';

/**
 * Text from files and from the service, placed in Markdown (the job summary, the pull request
 * body) so that it reads as itself: a file name holding a backtick or a pipe must not end its
 * code span or its table cell, nor turn into a link. Every function here also writes each
 * invisible or direction-changing character as its code point (`⟨U+202E⟩`, visible.ts): this is
 * where every section's text passes, so a section added later shows them too.
 */

/**
 * `text` as inline code, whatever backticks it holds. In a table cell (`inTable`), its pipes are
 * escaped: GitHub reads `\|` there as a pipe, but shows the backslash anywhere else.
 */
export function codeSpan(text: string, inTable = false): string {
  if (isAsWritten(text)) return `\`${text}\``;
  const shown = oneLine(visible(text));
  const flat = inTable ? shown.replace(/\|/g, '\\|') : shown;
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // A span that starts or ends with a backtick needs a space between it and the fence.
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * `text` as plain words inside a line (a list item, a table cell): the characters that start
 * inline Markdown (code, emphasis, links, HTML, strike-through) or end a cell are escaped, and
 * nothing in it can notify anyone, link an issue or a commit, or become a link. Every `&` is
 * written `&amp;`: GitHub decodes any HTML entity (`&commat;`, `&num;`, `&colon;`, `&amp` without
 * its semicolon, numeric ones) before it looks for mentions and links, and in raw HTML too (a
 * `<summary>`), so an entity must never reach it; `&amp;` shows as `&`, and the text reads as
 * written. (Code spans need none of this: GitHub decodes no entity in them.)
 */
export function plainText(text: string): string {
  return defuseReferences(
    oneLine(visible(text))
      .replace(/&/g, '&amp;')
      .replace(/[\\`*_[\]<>|~]/g, '\\$&'),
  );
}

/** An empty HTML comment: it renders as nothing, and splits the text it stands in. */
const SPLIT = '<!-- -->';

/**
 * GitHub turns `@name` into a mention, `#123`, `GH-123` and `owner/repo#123` into issue links, a
 * 7 to 40 digit hexadecimal word into a commit link (when the repository has such a commit), and
 * `https://…`, `ftp://…` and `www.…` into links, after Markdown is parsed, so neither a backslash
 * nor an HTML entity stops it (both reach that step as the plain character). An empty HTML comment
 * splits the text where the reference would form: it renders as nothing, and the reference never
 * forms. Email addresses and `owner/repo@sha` hold an `@`, which is split too. Code spans need
 * none of this: GitHub leaves them be. Custom autolink prefixes a repository sets cannot be known
 * here.
 */
function defuseReferences(text: string): string {
  return text
    .replace(/([@#])(?=[\p{L}\p{N}_-])/gu, `$1${SPLIT}`)
    .replace(/\b(gh)(?=-\d)/gi, `$1${SPLIT}`)
    .replace(/(?<=\p{L})(?=:\/\/)/gu, SPLIT)
    .replace(/\b(www)(?=\.)/gi, `$1${SPLIT}`)
    .replace(/(?<![\p{L}\p{N}_])[0-9a-f]{7,40}(?![\p{L}\p{N}_])/giu, (hex) =>
      // Every piece shorter than the 7 digits GitHub needs.
      (hex.match(/.{1,6}/g) ?? []).join(SPLIT),
    );
}

/**
 * `text` as a fenced code block: the fence is longer than any run of backticks in it, so the text
 * (values from the service included) cannot close the block and continue as Markdown. In a JSON
 * block the hidden characters are JSON escapes (`\u202e`), so the block still reads as the very
 * texts (a snapshot of them is restored from it); in any other, `⟨U+202E⟩`.
 */
export function codeBlock(raw: string, language = ''): string {
  const text = language === 'json' ? visibleInJson(raw) : visible(raw);
  const longest = Math.max(0, ...(text.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

/**
 * Whether a code span shows `text` as it is: nothing hidden, no line break or tab, no pipe or
 * backtick. Most texts are: one scan then spares the copies each step would make (a job
 * summary writes thousands of cells).
 */
function isAsWritten(text: string): boolean {
  return !MAY_CHANGE.test(text) && !text.includes('|') && !text.includes('`');
}

/** Code points of a text shown in a table cell, at most: its start and its end, where space matters. */
const SHOWN = 60;

/**
 * A text from a file or the service (a key, a translation) as a code span in a table cell, or in
 * a list when `inTable` is false: a long one cut in the middle, space at its ends, its line
 * breaks and its hidden characters made visible.
 */
export function shortCodeSpan(text: string, inTable = true): string {
  // An empty code span shows its backticks: an empty text says so instead.
  if (text === '') return '*(empty)*';
  const cut = cutMiddle(text, SHOWN / 2, SHOWN / 2 - 5, SHOWN);
  if (isAsWritten(cut) && !cut.startsWith(' ') && !cut.endsWith(' ')) return `\`${cut}\``;
  // Cut before its hidden characters become markers, so that no marker is cut in two.
  const shown = visible(cut)
    .replace(/\r\n|\r|\n/g, '↵')
    .replace(/\t/g, '⇥')
    .replace(/^ +| +$/g, (spaces) => '·'.repeat(spaces.length));
  return codeSpan(shown, inTable);
}

/**
 * `text` with its middle made `…` when it has more than `most` code points, keeping `head` of
 * them at its start and `tail` at its end. Counted by walking the ends, not by splitting the
 * text into characters: the job summary's table cuts thousands of texts, most of them long.
 */
export function cutMiddle(text: string, head: number, tail: number, most: number): string {
  // A code point takes one or two units: short texts are within `most`, long ones past it.
  if (text.length <= most) return text;
  if (text.length <= 2 * most && codePoints(text) <= most) return text;
  let start = 0;
  for (let n = 0; n < head; n++) start += unitsAt(text, start);
  let end = text.length;
  for (let n = 0; n < tail; n++) end -= isPairEnd(text, end) ? 2 : 1;
  return `${text.slice(0, start)}…${text.slice(end)}`;
}

function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += unitsAt(text, i)) count++;
  return count;
}

/** The UTF-16 units of the character at `i`: two for a surrogate pair, else one. */
function unitsAt(text: string, i: number): number {
  return (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
}

/** Whether the units just before `end` are a surrogate pair: one character of two units. */
function isPairEnd(text: string, end: number): boolean {
  const low = text.charCodeAt(end - 1);
  const high = text.charCodeAt(end - 2);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}
