import { editPairs, pairEntries, type PairSyntax } from './line-pairs.ts';
import { quotedString, readStringsStatements } from './strings-reader.ts';
import type { FormatModel, TranslationEntries } from './types.ts';

/**
 * Apple `.strings` files, read by strings-reader.ts, which knows where each statement and value
 * is: a changed text replaces its value's characters (line-pairs.ts makes the edits). A file in
 * UTF-16 (as older Xcode wrote them) is not text to the model and takes the fallback.
 */
export const stringsModel: FormatModel = {
  read: (text) => {
    const statements = readStringsStatements(text);
    return statements === undefined ? undefined : pairEntries(statements);
  },
  edit: (text, target) => editStrings(text, target),
  render: (bundle, target) => editStrings(bundle, target) ?? bundle,
};

function editStrings(text: string, target: TranslationEntries): string | undefined {
  const statements = readStringsStatements(text);
  if (statements === undefined) return undefined;
  const first = statements[0];
  // The file's own spacing around `=`, e.g. `"a" = "b";` or `"a"="b";`.
  const equals = first === undefined ? ' = ' : spacingOf(text.slice(first.start, first.valueStart));
  const syntax: PairSyntax = {
    value: quotedString,
    statement: (key, value) => `${quotedString(key)}${equals}${quotedString(value)};`,
  };
  return editPairs(text, statements, target, syntax);
}

function spacingOf(head: string): string {
  // Tried only where a run of spaces starts (the lookbehind): from each character of a long run
  // (in a key, or a comment before the `=`), `[ \t]*` would read the rest of it, quadratically.
  return /(?<![ \t])[ \t]*=[ \t]*$/.exec(head)?.[0] ?? ' = ';
}
