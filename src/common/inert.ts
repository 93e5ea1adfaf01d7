/**
 * Log text the runner will not take for a workflow command. Warnings and errors are escaped by
 * @actions/core; plain lines are not, and some carry the service's text (language codes, or what
 * post-pull-command prints from a bundle): a line break followed by `::set-output` there, or
 * `##[set-output …]` anywhere, would be obeyed. A zero-width space keeps the text readable and
 * the command apart.
 */
export function inert(message: string): string {
  return (
    message
      // `::command` at a line's start (after \n, \r or \u2028, which the runner may split at too),
      // after any white space the runner trims (U+0085 included). The white space stays within
      // the line: one run of line breaks read from each of them was quadratic (50,000: 1.3 s).
      .replace(/^((?:[^\S\n\r\u2028\u2029]|\u0085)*):(?=:)/gm, '$1:\u200b')
      // The older `##[command]` form, which the runner finds anywhere in a line.
      .replace(/##\[/g, '#\u200b#[')
  );
}

/** How much of a line without an end is held back before it is passed on in part. */
const HELD_LINE_LIMIT = 64 * 1024;

/**
 * `inert` for a stream of text that arrives in pieces (a child's output): a piece may end inside
 * `::` or `##[`, so the unfinished last line is held back until its end arrives. A line longer
 * than 64 KiB is passed on in part (all but its last two characters, which may begin a command);
 * the rest of it is then treated as a line's start, which protects more, never less.
 */
export class InertLines {
  private held = '';
  private readonly emit: (text: string) => void;

  constructor(emit: (text: string) => void) {
    this.emit = emit;
  }

  /** Takes the next piece of text. */
  write(text: string): void {
    this.held += text;
    const lineEnd = Math.max(this.held.lastIndexOf('\n'), this.held.lastIndexOf('\r'));
    const cut = lineEnd >= 0 ? lineEnd + 1 : this.held.length > HELD_LINE_LIMIT ? -2 : 0;
    if (cut === 0) return;
    const ready = this.held.slice(0, cut);
    this.held = this.held.slice(ready.length);
    this.emit(inert(ready));
  }

  /** Passes on what is held back: the stream ended. */
  end(): void {
    if (this.held !== '') this.emit(inert(this.held));
    this.held = '';
  }
}
