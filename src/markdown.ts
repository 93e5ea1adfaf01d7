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
 * inline Markdown (code, emphasis, links, HTML, strike-through) or end a cell are escaped.
 */
export function plainText(text: string): string {
  return oneLine(text).replace(/[\\`*_[\]<>|~]/g, '\\$&');
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
