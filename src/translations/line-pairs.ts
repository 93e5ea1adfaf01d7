import { keyOf, segmentsOf } from './keys.ts';
import { placeNewKeys } from './placement.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import { withWarnings } from './read-warnings.ts';
import type { TranslationEntries, TranslationValue } from './types.ts';

/**
 * Edits for the formats that are a list of `key = value` statements (Java `.properties`, Apple
 * `.strings`), from where their reader found each statement: a changed text replaces only its
 * value's characters, a removed key loses its statement (and its line, when the line holds
 * nothing else), a new key gets a line of its own where placement.ts says. Every other byte,
 * comments, blank lines and escapes included, stays.
 */

/** One statement as the reader found it: offsets into the text the reader was given. */
export interface PairStatement {
  readonly key: string;
  readonly value: string;
  /** Where the statement (its key) starts, and where it ends (after the value, or the `;`). */
  readonly start: number;
  readonly end: number;
  /** The value's characters as written (quotes included where the format has them). */
  readonly valueStart: number;
  readonly valueEnd: number;
}

/** How a format writes a value, and a whole statement for a new key. */
export interface PairSyntax {
  /** A value as written, in place of `replaced`'s value when it replaces one. */
  readonly value: (value: string, replaced?: PairStatement) => string;
  readonly statement: (key: string, value: string) => string;
}

/**
 * The entries of the statements, one per key. A key written twice takes its last value, as
 * Java's `Properties.load` and Apple's strings-file parser both do (each statement sets the
 * key anew), with a warning that names it.
 */
export function pairEntries(statements: readonly PairStatement[]): TranslationEntries {
  const entries = new Map<string, TranslationValue>();
  const repeated = new Set<string>();
  for (const statement of statements) {
    const key = keyOf([statement.key]);
    if (entries.has(key)) repeated.add(statement.key);
    entries.set(key, statement.value);
  }
  const warnings = [...repeated].map(
    (name) =>
      `the key ${JSON.stringify(name)} is written twice; the last one counts, as the platform reads it`,
  );
  return withWarnings(entries, warnings);
}

/** Each statement that counts: the last of its key. */
function countingStatements(statements: readonly PairStatement[]): Set<PairStatement> {
  const last = new Map<string, PairStatement>();
  for (const statement of statements) last.set(statement.key, statement);
  return new Set(last.values());
}

/** `text` edited to hold exactly `target`; undefined when the target is not one text per key. */
export function editPairs(
  text: string,
  statements: readonly PairStatement[],
  target: TranslationEntries,
  syntax: PairSyntax,
): string | undefined {
  const wanted = new Map<string, string>();
  for (const [key, value] of target) {
    const segments = segmentsOf(key);
    const name = segments[0];
    if (segments.length !== 1 || typeof name !== 'string' || typeof value !== 'string') {
      return undefined;
    }
    wanted.set(name, value);
  }
  const counting = countingStatements(statements);
  const edits: TextEdit[] = [];
  for (const statement of statements) {
    const value = wanted.get(statement.key);
    // A removed key goes with every statement of it (an earlier one would count again); a
    // changed one is changed where it counts, the last, and the earlier are left as they are.
    if (value === undefined) edits.push(removal(text, statement));
    else if (counting.has(statement) && value !== statement.value) {
      const length = statement.valueEnd - statement.valueStart;
      const content = syntax.value(value, statement);
      edits.push({ offset: statement.valueStart, length, content });
    }
  }
  const kept = statements.filter(
    (statement) => counting.has(statement) && wanted.has(statement.key),
  );
  const placement = placeNewKeys(
    statements.map((statement) => statement.key),
    [...wanted.keys()],
  );
  const line = (key: string): string => syntax.statement(key, wanted.get(key) as string);
  const firstKept = kept[0];
  if (firstKept === undefined) {
    const fresh = placement.first.map((key) => line(key) + '\n').join('');
    const gap = text === '' || text.endsWith('\n') || fresh === '' ? '' : '\n';
    edits.push({ offset: text.length, length: 0, content: gap + fresh });
    return applyTextEdits(text, edits);
  }
  if (placement.first.length > 0) {
    const at = lineStart(text, firstKept.start);
    const indent = text.slice(at, firstKept.start);
    const content = placement.first.map((key) => indent + line(key) + '\n').join('');
    edits.push({ offset: at, length: 0, content });
  }
  for (const statement of kept) {
    const added = placement.after.get(statement.key) ?? [];
    if (added.length === 0) continue;
    const at = lineEnd(text, statement.end);
    const indent = text.slice(lineStart(text, statement.start), statement.start);
    const content = added.map((key) => '\n' + indent + line(key)).join('');
    edits.push({ offset: at, length: 0, content });
  }
  return applyTextEdits(text, edits);
}

/**
 * A statement cut out: with its line when the line holds nothing else (a `//` comment after it
 * on its line is about it), else alone.
 */
function removal(text: string, statement: PairStatement): TextEdit {
  const start = lineStart(text, statement.start);
  const end = lineEnd(text, statement.end);
  const aloneOnLine =
    /^[ \t\f]*$/.test(text.slice(start, statement.start)) &&
    /^[ \t\f\r]*(?:\/\/.*)?$/.test(text.slice(statement.end, end));
  if (!aloneOnLine) {
    return { offset: statement.start, length: statement.end - statement.start, content: '' };
  }
  const through = end < text.length ? end + 1 : end;
  return { offset: start, length: through - start, content: '' };
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset of the line break that ends the line `offset` is on (the text's end if none). */
function lineEnd(text: string, offset: number): number {
  const at = text.indexOf('\n', offset);
  return at === -1 ? text.length : at;
}
