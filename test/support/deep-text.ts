/**
 * Valid translation texts nested far deeper than any real one, to show that a reader stops at its
 * limit instead of overflowing the stack (issue 25, hole 7). 7,000 levels of JSON fit in 42 KB.
 */

/** JSON: `{"a":{"a":…"text"…}}`, `levels` objects deep, under `key` when given. */
export function deepJson(levels: number, text = 'deep', key?: string): string {
  const nested = '{"a":'.repeat(levels) + JSON.stringify(text) + '}'.repeat(levels);
  return key === undefined ? nested : `{${JSON.stringify(key)}:${nested}}`;
}

/** YAML: block sequences written compactly, `- - - … text`, `levels` deep. */
export function deepYamlBlock(levels: number, text = 'deep'): string {
  return `${'- '.repeat(levels)}${text}\n`;
}

/** YAML: flow sequences, `key: [[[…text…]]]`, `levels` deep. */
export function deepYamlFlow(levels: number, text = 'deep'): string {
  return `key: ${'['.repeat(levels)}${text}${']'.repeat(levels)}\n`;
}

/** XML: `levels` elements nested inside the root element `root`'s one child. */
export function deepXml(root: string, child: string, levels: number): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<${root}><${child} name="deep">${'<b>'.repeat(levels)}x${'</b>'.repeat(levels)}</${child}></${root}>\n`;
}
