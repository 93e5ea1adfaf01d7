import { parseLines, stringify, type Pair } from 'dot-properties';
import { editPairs, pairEntries, type PairStatement, type PairSyntax } from './line-pairs.ts';
import { wrappedLike } from './properties-wrap.ts';
import type { FormatModel, TranslationEntries } from './types.ts';

/**
 * Java `.properties` files through dot-properties, whose syntax tree gives each pair's key and
 * value ranges in the text: a changed text replaces its value's characters, written by
 * dot-properties' own escaping (line-pairs.ts makes the edits), split across continuation lines
 * when the value it replaces was (properties-wrap.ts). Keys are the file's keys as
 * Java reads them; a key that repeats makes the file unreadable here (Java takes the last, a
 * reviewer would see the first).
 */
export const propertiesModel: FormatModel = {
  read: (text) => {
    const statements = statementsOf(text);
    return statements === undefined ? undefined : pairEntries(statements);
  },
  edit: (text, target) => editProperties(text, target),
  render: (bundle, target) => editProperties(bundle, target) ?? bundle,
};

function statementsOf(text: string): PairStatement[] | undefined {
  try {
    return parseLines(text, true)
      .filter((node): node is Required<Pair> => node.type === 'PAIR')
      .map((pair) => {
        const [start, , valueStart, end] = pair.range;
        return { key: pair.key, value: pair.value, start, end, valueStart, valueEnd: end };
      });
  } catch {
    return undefined;
  }
}

function editProperties(text: string, target: TranslationEntries): string | undefined {
  const statements = statementsOf(text);
  if (statements === undefined) return undefined;
  return editPairs(text, statements, target, syntaxOf(text, statements));
}

/**
 * How the file writes a pair: its first pair's separator (`=`, ` = `, `:`) for a new key (a
 * changed value keeps its own), and `\u` escapes for every non-ASCII character when the file
 * writes them so and holds none raw (the Latin-1 tradition of Java before 9).
 */
function syntaxOf(text: string, statements: readonly PairStatement[]): PairSyntax {
  const first = statements[0];
  const between = first === undefined ? '' : text.slice(first.start, first.valueStart);
  // Tried only where a run of white space starts (the lookbehinds): from each of a long run's
  // characters (a key continued on a line of spaces), `[ \t\f]*` would read the rest of it.
  const separator =
    /(?<![ \t\f])[ \t\f]*[=:][ \t\f]*$|(?<![ \t\f])[ \t\f]+$/.exec(between)?.[0] ?? '=';
  const asciiOnly = /\\u[0-9a-fA-F]{4}/.test(text) && !/[\u0080-\uffff]/.test(text);
  const written = (key: string, value: string): string => {
    const line = stringify([[key, value]], {
      keySep: separator,
      latin1: asciiOnly,
      lineWidth: null,
    });
    return asciiOnly ? escapeLatin1(line) : line;
  };
  const marker = written('k', '');
  return {
    value: (value, replaced) => {
      const line = written('k', value).slice(marker.length);
      return replaced === undefined
        ? line
        : wrappedLike(text, replaced.valueStart, replaced.valueEnd, line);
    },
    statement: written,
  };
}

/** dot-properties' Latin-1 mode leaves U+0080–U+00FF raw; an ASCII file escapes them too. */
function escapeLatin1(line: string): string {
  return line.replace(
    /[\u0080-\u00ff]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}
