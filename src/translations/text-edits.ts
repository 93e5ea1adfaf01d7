/** A replacement of `length` characters at `offset` of a text by `content`. */
export interface TextEdit {
  readonly offset: number;
  readonly length: number;
  readonly content: string;
}

/**
 * The text with every edit made, in one pass. The edits were all computed against this text and
 * do not overlap; an insertion may sit where a removal starts or ends. jsonc-parser's own `applyEdits`
 * copies the whole text once per edit, which is quadratic when thousands of keys change.
 */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = edits
    .map((edit, order) => ({ edit, order }))
    .sort(
      (a, b) => a.edit.offset - b.edit.offset || a.edit.length - b.edit.length || a.order - b.order,
    )
    .map(({ edit }) => edit);
  const parts: string[] = [];
  let at = 0;
  for (const edit of sorted) {
    if (edit.offset < at) throw new Error(`overlapping edits at offset ${edit.offset}`);
    parts.push(text.slice(at, edit.offset), edit.content);
    at = edit.offset + edit.length;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
