import { keyOf } from './keys.ts';
import type { FormatModel, TranslationEntries, TranslationValue } from './types.ts';
import { NOT_EDITED, textContent, xmlRoot, type XmlElement } from './xml.ts';

/**
 * XLIFF 1.2: each `<trans-unit>`'s `id` is a key, its `<target>` the text (a unit without one
 * has no translation yet). The `<source>` and notes are not translations: a changed source is
 * no change of a translation. XLIFF 2 is another format and is not read. Read, not edited (see
 * xml.ts).
 */
export const xliffModel: FormatModel = {
  read: (text) => readXliff(text),
  ...NOT_EDITED,
};

/**
 * Every trans-unit of an XLIFF 1.2 text, with its target or, when it has none, its source: what
 * the base language's file holds key by key (a source-only unit is a key all the same).
 */
export function readXliffUnits(text: string): TranslationEntries | undefined {
  return readXliff(text, true);
}

function readXliff(text: string, sourceWhenNoTarget = false): TranslationEntries | undefined {
  const root = xmlRoot(text, ['source', 'target', 'note']);
  if (root?.name !== 'xliff' || root.attributes['version']?.startsWith('2') === true) {
    return undefined;
  }
  const entries = new Map<string, TranslationValue>();
  const units = root.children
    .filter((file) => file.name === 'file')
    .flatMap((file) => file.children.filter((body) => body.name === 'body'))
    .flatMap(unitsOf);
  const ids = new Set<string>();
  for (const unit of units) {
    const id = unit.attributes['id'];
    if (id === undefined || ids.has(id)) return undefined;
    ids.add(id);
    const target = unit.children.find((child) => child.name === 'target');
    const source = sourceWhenNoTarget
      ? unit.children.find((child) => child.name === 'source')
      : undefined;
    const text = target ?? source;
    if (text !== undefined) entries.set(keyOf([id]), textContent(text.raw));
  }
  return entries;
}

/** The trans-units of a body or group, those in nested groups too, in document order. */
function unitsOf(container: XmlElement): XmlElement[] {
  return container.children.flatMap((child) =>
    child.name === 'group' ? unitsOf(child) : child.name === 'trans-unit' ? [child] : [],
  );
}
