import { keyOf } from './keys.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import type { TranslationEntries, TranslationKey } from './types.ts';
import { transUnits } from './xliff-units.ts';
import { contentEdit, xmlContent } from './xml-content.ts';
import { placedRoot, type PlacedElement } from './xml-places.ts';
import { textContent } from './xml.ts';

/**
 * XLIFF 1.2 edited in place: the content of each `<target>` whose text changed is written anew,
 * XML-escaped, its attributes (`state`, ...) as they were; a unit that gains a translation gets
 * a `<target>` after its `<source>`, on a line of its own when the source has one. Every other
 * byte stays. A unit added or removed, or a target removed, is left to the fallback (the bundle
 * with the repository's line endings), as is markup this cannot place.
 */
export function editXliff(text: string, target: TranslationEntries): string | undefined {
  const units = transUnits(placedRoot(text));
  if (units === undefined) return undefined;
  const byKey = new Map<TranslationKey, PlacedElement>(
    [...units].map(([id, unit]) => [keyOf([id]), unit]),
  );
  for (const [key, unit] of byKey) {
    if (childNamed(unit, 'target') !== undefined && !target.has(key)) return undefined;
  }
  const edits: TextEdit[] = [];
  for (const [key, value] of target) {
    const unit = byKey.get(key);
    if (unit === undefined || typeof value !== 'string') return undefined;
    const unitEdits = targetEdits(text, unit, value);
    if (unitEdits === undefined) return undefined;
    edits.push(...unitEdits);
  }
  return applyTextEdits(text, edits);
}

/** The edits that give the unit this target text (none when it has it); undefined when none can. */
function targetEdits(text: string, unit: PlacedElement, value: string): TextEdit[] | undefined {
  const existing = childNamed(unit, 'target');
  if (
    existing !== undefined &&
    textContent(text.slice(existing.contentStart, existing.contentEnd)) === value
  ) {
    return [];
  }
  const content = xmlContent(value);
  if (content === undefined) return undefined;
  if (existing !== undefined) return [contentEdit(text, existing, content)];
  const source = childNamed(unit, 'source');
  if (source === undefined) return undefined;
  const separator = lineBreakBefore(text, unit, source);
  return [{ offset: source.end, length: 0, content: `${separator}<target>${content}</target>` }];
}

function childNamed(unit: PlacedElement, name: string): PlacedElement | undefined {
  return unit.children.find((child) => child.name === name);
}

/**
 * What separates the source from what comes before it when that is only a line break and
 * indentation, so a new target sits under its source; nothing when the source shares its line.
 */
function lineBreakBefore(text: string, unit: PlacedElement, source: PlacedElement): string {
  const index = unit.children.indexOf(source);
  const previousEnd =
    index > 0 ? (unit.children[index - 1] as PlacedElement).end : unit.contentStart;
  const before = text.slice(previousEnd, source.start);
  const lastBreak = before.lastIndexOf('\n');
  return /^\s*$/.test(before) && lastBreak !== -1 ? before.slice(lastBreak) : '';
}
