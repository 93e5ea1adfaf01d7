import { visit } from 'jsonc-parser';
import { type KeySegment, keyLabel, keyOf } from './keys.ts';
import { checkNesting, jsonNesting } from './read-limits.ts';
import { withWarnings } from './read-warnings.ts';
import type { TranslationEntries, TranslationValue } from './types.ts';

/** One open object or array while reading: the keys it has seen, or the next index. */
interface OpenContainer {
  readonly keys: Set<string> | undefined;
  index: number;
}

/**
 * The text's leaves, read with jsonc-parser's visitor: it builds no tree, which matters for a
 * file of thousands of keys read on every pull. Undefined when the text is not JSON. A key an
 * object writes twice reads as JSON.parse and Dart's jsonDecode read it, the last one counting
 * (what the app shows), with a warning naming it: a reviewer reading the file top down sees the
 * first.
 */
export function readJson(text: string): TranslationEntries | undefined {
  // jsonc-parser's visitor recurses once per level.
  checkNesting(jsonNesting(text));
  const entries = new Map<string, TranslationValue>();
  const repeated = new Map<string, number>();
  const path: KeySegment[] = [];
  const open: OpenContainer[] = [];
  let valid = true;
  /** A value begins: in an array it takes the next index; in an object its key is on the path. */
  const enter = (): void => {
    const parent = open[open.length - 1];
    if (parent?.keys === undefined && parent !== undefined) path.push(parent.index++);
  };
  const leave = (): void => {
    if (open.length > 0) path.pop();
  };
  visit(
    text,
    {
      onObjectBegin: () => {
        enter();
        open.push({ keys: new Set(), index: 0 });
      },
      onArrayBegin: () => {
        enter();
        open.push({ keys: undefined, index: 0 });
      },
      onObjectEnd: () => {
        open.pop();
        leave();
      },
      onArrayEnd: () => {
        open.pop();
        leave();
      },
      onObjectProperty: (name) => {
        const keys = open[open.length - 1]?.keys;
        path.push(name);
        if (keys?.has(name)) {
          const key = keyOf(path);
          repeated.set(key, (repeated.get(key) ?? 1) + 1);
          forget(entries, path);
        }
        keys?.add(name);
      },
      onLiteralValue: (value: TranslationValue) => {
        enter();
        entries.set(keyOf(path), value);
        leave();
      },
      onError: () => {
        valid = false;
      },
    },
    { allowTrailingComma: false },
  );
  if (!valid) return undefined;
  return withWarnings(
    entries,
    [...repeated].map(([key, times]) => repeatedKey(key, times)),
  );
}

/** Drops what an earlier value of the key at `path` read: the later value replaces it whole. */
function forget(entries: Map<string, TranslationValue>, path: readonly KeySegment[]): void {
  const key = keyOf(path);
  const within = key.slice(0, -1) + ',';
  for (const existing of [...entries.keys()]) {
    if (existing === key || existing.startsWith(within)) entries.delete(existing);
  }
}

function repeatedKey(key: string, times: number): string {
  return (
    `the key ${JSON.stringify(keyLabel(key))} is written ${times} times; the last one counts ` +
    '(as JSON.parse and Flutter read it) and is the one a pull edits'
  );
}
