/**
 * A line diff by longest common subsequence, for telling which lines of a file an edit changed.
 * The common first and last lines are set aside first, so an edit in one place costs little; a
 * whole-file rewrite costs the product of the two line counts (a few million steps for the
 * corpus's largest files).
 */

/** A run of changed lines: those the old text had there, and those the new one has. */
export interface Hunk {
  /** The hunk's first line in the old text, counted from 1. */
  readonly line: number;
  readonly removed: readonly string[];
  readonly added: readonly string[];
}

/** The texts' lines, each without its line break (a CR before it stays, so CRLF shows). */
export function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The hunks that turn `before` into `after`, in order. */
export function lineDiff(before: string, after: string): Hunk[] {
  const a = linesOf(before);
  const b = linesOf(after);
  const { head, tail } = commonEnds(a, b);
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  return hunksOf(middleA, middleB, head);
}

/** How many lines two runs share at their start (`head`), and then at their end (`tail`). */
export function commonEnds(
  a: readonly string[],
  b: readonly string[],
): { head: number; tail: number } {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail++;
  }
  return { head, tail };
}

/** The hunks between two runs of lines with nothing in common at either end. */
function hunksOf(a: readonly string[], b: readonly string[], offset: number): Hunk[] {
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * width + j] as number, lengths[i * width + j + 1] as number);
    }
  }
  const hunks: Hunk[] = [];
  let open: { line: number; removed: string[]; added: string[] } | undefined;
  const close = (): void => {
    if (open !== undefined) hunks.push(open);
    open = undefined;
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      close();
      i++;
      j++;
      continue;
    }
    open ??= { line: offset + i + 1, removed: [], added: [] };
    const down = i < a.length ? (lengths[(i + 1) * width + j] as number) : -1;
    const right = j < b.length ? (lengths[i * width + j + 1] as number) : -1;
    if (down >= right) open.removed.push(a[i++] as string);
    else open.added.push(b[j++] as string);
  }
  close();
  return hunks;
}
