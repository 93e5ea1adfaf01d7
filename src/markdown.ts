/**
 * Text from files and from the service, placed in Markdown (the job summary, the pull request
 * body) so that it reads as itself: a file name holding a backtick or a pipe must not end its
 * code span or its table cell, nor turn into a link.
 */

/**
 * `text` as inline code, whatever backticks it holds. In a table cell (`inTable`), its pipes are
 * escaped: GitHub reads `\|` there as a pipe, but shows the backslash anywhere else.
 */
export function codeSpan(text: string, inTable = false): string {
  const flat = inTable ? oneLine(text).replace(/\|/g, '\\|') : oneLine(text);
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // A span that starts or ends with a backtick needs a space between it and the fence.
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * `text` as plain words inside a line (a list item, a table cell): the characters that start
 * inline Markdown (code, emphasis, links, HTML, strike-through) or end a cell are escaped, and
 * `@name` and `#123` can neither notify anyone nor link an issue.
 */
export function plainText(text: string): string {
  return defuseReferences(oneLine(text).replace(/[\\`*_[\]<>|~]/g, '\\$&'));
}

/**
 * GitHub turns `@name` into a mention and `#123` into an issue link after Markdown is rendered,
 * so neither a backslash nor an HTML entity stops it (both reach that step as the plain
 * character). An empty HTML comment splits the text where the reference would start: it renders
 * as nothing, and the reference never forms. Code spans need none of this: GitHub leaves them be.
 */
function defuseReferences(text: string): string {
  return text.replace(/([@#])(?=[\p{L}\p{N}_-])/gu, '$1<!-- -->');
}

/**
 * `text` as a fenced code block: the fence is longer than any run of backticks in it, so the text
 * (values from the service included) cannot close the block and continue as Markdown.
 */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(0, ...(text.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

/** Code points of a text shown in a table cell, at most: its start and its end, where space matters. */
const SHOWN = 60;

/**
 * A text from a file or the service as a code span in a table cell: a long one cut in the
 * middle, space at its ends and its line breaks made visible.
 */
export function shortCodeSpan(text: string): string {
  const chars = [...text];
  const cut =
    chars.length > SHOWN
      ? `${chars.slice(0, SHOWN / 2).join('')}…${chars.slice(-(SHOWN / 2 - 5)).join('')}`
      : text;
  const visible = cut
    .replace(/\r\n|\r|\n/g, '↵')
    .replace(/\t/g, '⇥')
    .replace(/^ +| +$/g, (spaces) => '·'.repeat(spaces.length));
  return codeSpan(visible, true);
}
