import { keyOf } from './keys.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import type { TranslationEntries, TranslationKey } from './types.ts';
import { transUnits } from './xliff-units.ts';
import { contentEdit } from './xml-content.ts';
import { editKeyed } from './xml-keyed-edit.ts';
import { indentationAt, removalOf } from './xml-layout.ts';
import { placedRoot, type PlacedElement } from './xml-places.ts';
import { contentOf, piecesOfContent, piecesOfText, styleOf, textOfPieces } from './xml-text.ts';

/**
 * XLIFF 1.2 edited in place: the content of each `<target>` whose text changed is written anew,
 * XML-escaped, the file's bytes kept for the inline tags it keeps, its attributes (`state`, ...)
 * as they were; a unit that gains a translation gets a `<target>` after its `<source>`, on a
 * line of its own when the source has one. A unit the service's file no longer has is removed
 * with its lines; a target the target entries lack, alone; a new unit is the service's, after
 * the unit before it there, as indented as its neighbours. Every other byte stays.
 */
export function editXliff(
  text: string,
  target: TranslationEntries,
  bundle = '',
): string | undefined {
  const units = unitsByKey(text);
  if (units === undefined) return undefined;
  const offered = bundle === '' ? undefined : unitsByKey(bundle);
  return editKeyed(text, {
    existing: units,
    wanted: target,
    update: (unit, value) =>
      typeof value === 'string' ? targetEdits(text, unit, value) : undefined,
    // A unit the service still has keeps its place (and its source) without a translation.
    absent: (key, unit) => (offered?.has(key) === false ? undefined : targetRemoved(text, unit)),
    // A new unit is the service's: its source and notes are nothing the target entries say.
    written: (key, value, { indentation, eol }) =>
      serviceUnit(bundle, offered?.get(key), value, indentation, eol),
  });
}

function unitsByKey(text: string): Map<TranslationKey, PlacedElement> | undefined {
  const units = transUnits(placedRoot(text));
  return units && new Map([...units].map(([id, unit]) => [keyOf([id]), unit]));
}

/** A unit the service has without a translation: its target removed, its source kept. */
function targetRemoved(text: string, unit: PlacedElement): TextEdit[] {
  const existing = childNamed(unit, 'target');
  return existing === undefined ? [] : [removalOf(text, existing)];
}

/** The edits that give the unit this target text (none when it has it); undefined when none can. */
function targetEdits(text: string, unit: PlacedElement, value: string): TextEdit[] | undefined {
  const existing = childNamed(unit, 'target');
  const raw = existing && text.slice(existing.contentStart, existing.contentEnd);
  const pieces = raw === undefined ? undefined : piecesOfContent(raw);
  if (pieces !== undefined && textOfPieces(pieces) === value) return [];
  const content = contentOf(piecesOfText(value), raw === undefined ? undefined : styleOf(raw));
  if (content === undefined) return undefined;
  if (existing !== undefined) return [contentEdit(text, existing, content)];
  const source = childNamed(unit, 'source');
  if (source === undefined) return undefined;
  const separator = lineBreakBefore(text, unit, source);
  return [{ offset: source.end, length: 0, content: `${separator}<target>${content}</target>` }];
}

/** The service's unit, holding `value`, its later lines moved to `indentation`, with the file's line endings. */
function serviceUnit(
  bundle: string,
  unit: PlacedElement | undefined,
  value: unknown,
  indentation: string,
  eol: string,
): string | undefined {
  if (unit === undefined || typeof value !== 'string') return undefined;
  const edits = targetEdits(bundle, unit, value);
  if (edits === undefined) return undefined;
  const shifted = edits.map((edit) => ({ ...edit, offset: edit.offset - unit.start }));
  const own = applyTextEdits(bundle.slice(unit.start, unit.end), shifted);
  const from = indentationAt(bundle, unit.start) ?? '';
  return own
    .split(/\r?\n/)
    .map((line, index) =>
      index === 0 ? line : line.startsWith(from) ? indentation + line.slice(from.length) : line,
    )
    .join(eol);
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
