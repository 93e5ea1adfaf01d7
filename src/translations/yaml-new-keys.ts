import type { TargetNode } from './tree.ts';
import type { FileHabits } from './yaml-layout.ts';
import { keySource, scalarSource, stylesForNew } from './yaml-scalar.ts';
import type { ScalarPlace, ScalarStyle } from './yaml-scalar-styles.ts';

/**
 * New keys written as the file writes its own: at the indentation of their siblings, nested maps
 * one step (the file's) further in, keys plain where YAML 1.1 and 1.2 read them as the same string,
 * texts in their neighbours' quoting, multi-line texts in the file's block style.
 */

/** Thrown where a change cannot be made in place; the message says why, for the log. */
export class NotInPlace extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotInPlace';
  }
}

/** The lines (each ending with a line break) of a new pair `name: …` at `column`. */
export function newPairLines(
  name: string,
  want: TargetNode,
  column: number,
  neighbours: ScalarStyle | undefined,
  habits: FileHabits,
): string {
  const margin = ' '.repeat(column);
  const key = keySource(name, habits);
  if (want.kind === 'object') {
    const children = [...want.children].map(([child, node]) =>
      newPairLines(child, node, column + habits.step, neighbours ?? habits.oneLine, habits),
    );
    return `${margin}${key}:\n${children.join('')}`;
  }
  if (want.kind === 'array') {
    const items = [...want.children.values()].map((item) => {
      if (item.kind !== 'leaf')
        throw new NotInPlace(`a new list under ${name} holds lists or maps`);
      return newValue(item.value, column + habits.listIndent, 2, neighbours, habits, `- `);
    });
    return `${margin}${key}:\n${items.join('')}`;
  }
  if (want.value === null) return `${margin}${key}:\n`;
  return newValue(want.value, column, key.length + 2, neighbours, habits, `${key}: `);
}

/** One line (or block) `lead value` at `column`, the value `offset` characters past it. */
function newValue(
  value: string | number | boolean | null,
  column: number,
  offset: number,
  neighbours: ScalarStyle | undefined,
  habits: FileHabits,
  lead: string,
): string {
  const place: ScalarPlace = {
    lineIndent: column,
    column: column + offset,
    contentIndent: column + habits.step,
    width: undefined,
    inFlow: false,
    headerTrailer: '',
    indentIndicator: false,
    blankLineAfter: false,
  };
  const styles = typeof value === 'string' ? stylesForNew(neighbours, value, habits) : [];
  const source = scalarSource(value, styles, place);
  if (source === undefined) throw new NotInPlace(`no YAML style holds the text of ${lead}`);
  return ' '.repeat(column) + lead + source + (source.endsWith('\n') ? '' : '\n');
}
