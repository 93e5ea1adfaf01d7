import { keyOf } from './keys.ts';
import type { FormatModel, TranslationEntries, TranslationValue } from './types.ts';
import { editXliff } from './xliff-edit.ts';
import { transUnits } from './xliff-units.ts';
import { markedUpAs, piecesOfContent, textOfPieces } from './xml-text.ts';
import { xmlRoot } from './xml.ts';

/**
 * XLIFF 1.2: each `<trans-unit>`'s `id` is a key, its `<target>` the text (a unit without one
 * has no translation yet), inline elements (`<x/>`, `<g>`, `<ph>`) and their attributes kept as
 * markup, escaped markup as characters (xml-text.ts). The `<source>` and notes are not
 * translations: a changed source is no change of a translation. XLIFF 2 is another format and is
 * not read. Edited in place by xliff-edit.ts.
 */
export const xliffModel: FormatModel = {
  read: (text) => readXliff(text),
  edit: (text, target, bundle) => editXliff(text, target, bundle),
  render: (bundle, target) => editXliff(bundle, target, bundle) ?? bundle,
  readKeys: (text) => readXliff(text, true),
  followMarkup: markedUpAs,
  alignBundle: (_text, bundle, offered) => untranslatedAsEmpty(bundle, offered),
};

/**
 * The bundle's entries with an empty text for each unit it has without a target: the service
 * has no translation for it, which must not remove the repository's (an empty text never
 * replaces one: reconcile.ts keeps it, and says so).
 */
function untranslatedAsEmpty(bundle: string, offered: TranslationEntries): TranslationEntries {
  const declared = readXliff(bundle, true);
  if (declared === undefined || declared.size === offered.size) return offered;
  return new Map([...declared].map(([key]) => [key, offered.get(key) ?? '']));
}

/**
 * Each trans-unit's target; with `sourceWhenNoTarget`, a unit without one gives its source: what
 * the base language's file holds key by key (a source-only unit is a key all the same).
 */
function readXliff(text: string, sourceWhenNoTarget = false): TranslationEntries | undefined {
  const units = transUnits(xmlRoot(text, ['source', 'target', 'note']));
  if (units === undefined) return undefined;
  const entries = new Map<string, TranslationValue>();
  for (const [id, unit] of units) {
    const target = unit.children.find((child) => child.name === 'target');
    const source = sourceWhenNoTarget
      ? unit.children.find((child) => child.name === 'source')
      : undefined;
    const element = target ?? source;
    if (element === undefined) continue;
    const pieces = piecesOfContent(element.raw);
    if (pieces === undefined) return undefined;
    entries.set(keyOf([id]), textOfPieces(pieces));
  }
  return entries;
}
