import { Document, isMap, isPair, isSeq, parseDocument } from 'yaml';
import { keyLabel, sameEntries } from './keys.ts';
import { checkNesting, MAX_NESTING } from './read-limits.ts';
import { withWarnings } from './read-warnings.ts';
import { plainValue, targetTree } from './tree.ts';
import type { FormatModel, TranslationEntries, TranslationValue } from './types.ts';
import { editInPlace, type InPlaceEdit } from './yaml-edit.ts';
import { hugoItemsOf, readHugoItems } from './yaml-hugo.ts';
import { keysNode, languageRootOf, underRoot } from './yaml-language-root.ts';
import { collectEntries, YamlAliases } from './yaml-read.ts';

/**
 * YAML translation files through the `yaml` library's document model, which gives every node's
 * place in the text. A pull edits the repository's text in place (yaml-edit.ts): only the lines
 * of changed, added and removed keys differ, every comment, anchor, quote and blank line stays.
 * Aliases and merge keys are read as Rails reads them; a key whose text comes through one is
 * edited in place only while its text stays (else the edit says why it is not made). A key
 * written twice reads as its last value, with a warning. A Hugo table written as a list of
 * messages (`- id: home` over `translation:`) is read and edited by id (yaml-hugo.ts).
 */
export const yamlModel: FormatModel = {
  read: (text) => {
    const doc = parse(text);
    return doc === undefined ? undefined : readBelow(doc, keysNode(doc));
  },
  edit: (text, target) => {
    const result = editYamlInPlace(text, target);
    return 'text' in result ? result.text : undefined;
  },
  render: (bundle, target) => {
    const result = editYamlInPlace(bundle, target);
    return 'text' in result ? result.text : (rewritten(bundle, target) ?? bundle);
  },
};

/**
 * The repository's text edited in place to hold `target`, or why it cannot be: for the log of a
 * pull that writes the whole file instead.
 */
export function editYamlInPlace(text: string, target: TranslationEntries): InPlaceEdit {
  const doc = parse(text);
  if (doc === undefined) return { reason: 'the file does not parse as YAML' };
  const rooted = underRoot(target, languageRootOf(doc));
  const want = targetTree(rooted);
  if (want === undefined) return { reason: 'the texts do not make one tree of keys' };
  const result = editInPlace(text, doc, want);
  if ('reason' in result || !new YamlAliases(doc).any) return result;
  // An edited text under an anchor changes every alias of it too: the edit holds only if the
  // target changed those keys alike.
  const edited = parse(result.text);
  const holds =
    edited !== undefined && sameEntries(readBelow(edited, edited.contents) ?? new Map(), rooted);
  return holds
    ? result
    : { reason: 'an edited text is shared through an anchor with a key whose text stays' };
}

/**
 * The bundle written by the library in its own style, for the rare bundle that cannot be edited
 * in place itself (a flow map losing keys, an alias whose text changes).
 */
function rewritten(bundle: string, target: TranslationEntries): string | undefined {
  const doc = parse(bundle);
  const want = doc && targetTree(underRoot(target, languageRootOf(doc)));
  return want === undefined ? undefined : new Document(plainValue(want)).toString({ lineWidth: 0 });
}

/** The document; undefined when it has errors (repeated keys are found by the reading). */
function parse(text: string): Document.Parsed | undefined {
  const doc = parseDocument(text, { uniqueKeys: false });
  // The library parses deep nesting without recursion; what reads the document here recurses,
  // so the depth is measured first, with a stack of its own (on a document with errors too, so
  // that a deep one is named as too deep).
  checkNesting(nestingOf(doc.contents));
  return doc.errors.length === 0 ? doc : undefined;
}

/**
 * The texts under `node`: a Hugo list's by id (yaml-hugo.ts), else by path. A key written twice
 * reads as its last value, as Rails and Hugo read it, with a warning naming it: a reviewer
 * reading the file top down sees the first.
 */
function readBelow(doc: Document.Parsed, node: unknown): TranslationEntries | undefined {
  const entries = new Map<string, TranslationValue>();
  if (node === null) return entries;
  const repeated = new Map<string, number>();
  const hugo = hugoItemsOf(node);
  if (hugo !== undefined) readHugoItems(hugo, entries, repeated);
  else if (!collectEntries(new YamlAliases(doc), node, [], entries, repeated)) return undefined;
  const reader = hugo === undefined ? 'Rails reads it' : 'Hugo reads it';
  return withWarnings(
    entries,
    [...repeated].map(
      ([key, times]) =>
        `the key ${JSON.stringify(keyLabel(key))} is written ${times} times; the last one ` +
        `counts (as ${reader}) and is the one a pull edits`,
    ),
  );
}

/** The deepest nesting of maps and sequences under `root`; stops counting past MAX_NESTING. */
function nestingOf(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, depth] = next;
    if (!isMap(node) && !isSeq(node)) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_NESTING) return deepest;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return deepest;
}
