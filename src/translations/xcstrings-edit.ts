import type { Node } from 'jsonc-parser';
import { segmentsOf } from './keys.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import type { TranslationEntries } from './types.ts';
import {
  type Catalogue,
  type CatalogueEntry,
  parseCatalogue,
  stateOfUnit,
  type TextUnit,
  textOfUnit,
  unitsOf,
} from './xcstrings-catalogue.ts';
import {
  emptyObject,
  insertionIndex,
  lineIndentAt,
  type Piece,
  type PieceObject,
  pieceOf,
  renderPiece,
  stringLiteral,
} from './xcstrings-layout.ts';
import {
  addText,
  holdsText,
  placeOf,
  removeText,
  setRaw,
  substitutionsOf,
  type TextPlace,
} from './xcstrings-units.ts';

/**
 * A catalogue edited so that one language holds exactly `target`, every other language, every
 * comment, extraction state and key order as they were. A changed text is rewritten in place
 * (and its state made `translated`: the service's text is a translation); a localization that
 * gains or loses texts is written again from its own pieces, keys and values the file has kept
 * byte for byte, new ones placed and written as Xcode would; a new localization goes in its
 * sorted place. Undefined when the target holds what the catalogue cannot: a key it lacks (keys
 * come from the app's code, which Xcode extracts them from), a key kept out of translation, or a
 * substitution no localization describes.
 */
export function editCatalogue(
  text: string,
  target: TranslationEntries,
  bundle: string,
  language: string,
): string | undefined {
  const catalogue = parseCatalogue(text);
  const wanted = wantedByKey(target);
  if (catalogue === undefined || wanted === undefined) return undefined;
  for (const key of wanted.keys()) {
    if (catalogue.byKey.get(key)?.translatable !== true) return undefined;
  }
  let theirs: Catalogue | undefined | null = bundle === text ? catalogue : null;
  const edit: EditContext = {
    catalogue,
    language,
    bundle: () => (theirs === null ? (theirs = parseCatalogue(bundle)) : theirs),
    edits: [],
  };
  for (const entry of catalogue.entries) {
    if (!entry.translatable) continue;
    if (!editEntry(entry, wanted.get(entry.key) ?? new Map(), edit)) return undefined;
  }
  return applyTextEdits(text, edit.edits);
}

interface EditContext {
  readonly catalogue: Catalogue;
  readonly language: string;
  readonly bundle: () => Catalogue | undefined;
  readonly edits: TextEdit[];
}

/** A text the target holds: its path below the key (see TextUnit) and the text. */
interface Wanted {
  readonly path: readonly string[];
  readonly text: string;
}

/** The target's texts by key and path; undefined when one is not a text or its key no name. */
function wantedByKey(target: TranslationEntries): Map<string, Map<string, Wanted>> | undefined {
  const wanted = new Map<string, Map<string, Wanted>>();
  for (const [key, value] of target) {
    const [name, ...path] = segmentsOf(key);
    if (typeof value !== 'string' || typeof name !== 'string') return undefined;
    if (!path.every((segment): segment is string => typeof segment === 'string')) return undefined;
    let texts = wanted.get(name);
    if (texts === undefined) wanted.set(name, (texts = new Map()));
    texts.set(JSON.stringify(path), { path: path as string[], text: value });
  }
  return wanted;
}

/**
 * Whether a unit's text is the language's text in the model: every state but `new` outside the
 * source language. `new` is Xcode's "not translated yet", its value the source text copied over
 * (Xcode counts it untranslated); in the source language it is the text the code gives.
 */
export function isModelText(unit: TextUnit, language: string, catalogue: Catalogue): boolean {
  return stateOfUnit(unit) !== 'new' || language === catalogue.sourceLanguage;
}

/** What one key's localization must gain, lose and change. */
interface Plan {
  readonly changed: { readonly unit: TextUnit; readonly text: string }[];
  readonly removed: TextUnit[];
  readonly added: { readonly place: TextPlace; readonly text: string }[];
}

function editEntry(
  entry: CatalogueEntry,
  wanted: ReadonlyMap<string, Wanted>,
  edit: EditContext,
): boolean {
  const member = entry.localizations.get(edit.language);
  const localization = member?.children?.[1];
  const units = localization === undefined ? [] : unitsOf(localization);
  if (units === undefined) return false;
  const plan = planOf(entry, units, wanted, edit);
  if (plan === undefined) return false;
  if (plan.removed.length === 0 && plan.added.length === 0) {
    for (const { unit, text } of plan.changed) edit.edits.push(...inPlace(unit, text, edit));
    return true;
  }
  const piece: PieceObject =
    localization === undefined
      ? { members: new Map() }
      : (pieceOf(edit.catalogue.text, localization) as PieceObject);
  const { style } = edit.catalogue;
  for (const { unit, text } of plan.changed) {
    if (text !== textOfUnit(unit))
      setRaw(piece, [...unit.names, 'value'], stringLiteral(text, style));
    if (stateOfUnit(unit) !== 'translated') {
      setRaw(piece, [...unit.names, 'state'], stringLiteral('translated', style));
    }
  }
  for (const unit of plan.removed) removeText(piece, unit.names);
  for (const { place, text } of plan.added) {
    if (!addText(piece, place, text, style)) return false;
  }
  if (member === undefined || localization === undefined) {
    return addLocalization(entry, piece, edit);
  }
  if (!holdsText(piece)) {
    removeLocalization(entry, member, edit);
    return true;
  }
  const indent = lineIndentAt(edit.catalogue.text, member.offset);
  const content = renderPiece(piece, indent, style);
  edit.edits.push({ offset: localization.offset, length: localization.length, content });
  return true;
}

/**
 * The plan for one key: a text the target changes, or sets where the language's unit is `new`;
 * a model text the target lacks (a `new` unit the target lacks stays: it was no text); a text
 * the target adds. Undefined when an added text has no place.
 */
function planOf(
  entry: CatalogueEntry,
  units: readonly TextUnit[],
  wanted: ReadonlyMap<string, Wanted>,
  edit: EditContext,
): Plan | undefined {
  const plan: Plan = { changed: [], removed: [], added: [] };
  const had = new Set<string>();
  for (const unit of units) {
    const path = JSON.stringify(unit.path);
    had.add(path);
    const want = wanted.get(path);
    const modelText = isModelText(unit, edit.language, edit.catalogue);
    if (want === undefined) {
      if (modelText) plan.removed.push(unit);
    } else if (want.text !== textOfUnit(unit) || !modelText) {
      plan.changed.push({ unit, text: want.text });
    }
  }
  const substitution = substitutionsOf(entry, edit.catalogue, edit.language, edit.bundle);
  for (const [path, want] of wanted) {
    if (had.has(path)) continue;
    const place = placeOf(want.path, substitution);
    if (place === undefined) return undefined;
    plan.added.push({ place, text: want.text });
  }
  return plan;
}

/** The edits of a changed text: its value, and its state unless it says `translated`. */
function inPlace(unit: TextUnit, text: string, edit: EditContext): TextEdit[] {
  const { style } = edit.catalogue;
  const edits: TextEdit[] = [];
  if (text !== textOfUnit(unit)) edits.push(replace(unit.value, stringLiteral(text, style)));
  if (stateOfUnit(unit) !== 'translated') {
    edits.push(replace(unit.state, stringLiteral('translated', style)));
  }
  return edits;
}

function replace(node: Node, content: string): TextEdit {
  return { offset: node.offset, length: node.length, content };
}

/** A new localization, in its place in `localizations` (made if the key has none yet). */
function addLocalization(entry: CatalogueEntry, piece: PieceObject, edit: EditContext): boolean {
  const list = entry.localizationsMember?.children?.[1];
  if (list !== undefined) return insertMember(list, edit.language, piece, edit);
  const localizations: PieceObject = { members: new Map() };
  localizations.members.set(edit.language, {
    key: stringLiteral(edit.language, edit.catalogue.style),
    value: piece,
  });
  return insertMember(entry.node, 'localizations', localizations, edit);
}

/** Inserts a member into an object of the text, as its sorted place says. */
function insertMember(object: Node, name: string, value: Piece, edit: EditContext): boolean {
  const { text, style } = edit.catalogue;
  const properties = object.children ?? [];
  const key = stringLiteral(name, style);
  if (properties.length === 0) {
    const whole: PieceObject = { members: new Map([[name, { key, value }]]) };
    const content = renderPiece(whole, lineIndentAt(text, object.offset), style);
    edit.edits.push(replace(object, content));
    return true;
  }
  const names = properties.map((property) => property.children?.[0]?.value as string);
  const at = insertionIndex(names, name);
  const first = properties[0] as Node;
  const indent = lineIndentAt(text, first.offset);
  const member = key + style.colon + renderPiece(value, indent, style);
  const second = properties[1];
  const between = second && text.slice(first.offset + first.length, second.offset);
  const separator = between && /^\s*,\s*$/.test(between) ? between : `,${style.newline}${indent}`;
  const before = properties[at];
  if (before !== undefined) {
    edit.edits.push({ offset: before.offset, length: 0, content: member + separator });
  } else {
    const last = properties[properties.length - 1] as Node;
    edit.edits.push({ offset: last.offset + last.length, length: 0, content: separator + member });
  }
  return true;
}

/** Removes a localization, and `localizations` with it when it was the key's last. */
function removeLocalization(entry: CatalogueEntry, member: Node, edit: EditContext): void {
  const list = entry.localizationsMember?.children?.[1];
  if (list === undefined || entry.localizationsMember === undefined) return;
  if ((list.children ?? []).length > 1) removeMember(list, member, edit);
  else removeMember(entry.node, entry.localizationsMember, edit);
}

/** Removes a member with the comma that joined it to the one before (or after, if first). */
function removeMember(object: Node, property: Node, edit: EditContext): void {
  const properties = object.children ?? [];
  const i = properties.indexOf(property);
  const previous = properties[i - 1];
  const next = properties[i + 1];
  const end = (node: Node) => node.offset + node.length;
  if (previous !== undefined) {
    edit.edits.push({ offset: end(previous), length: end(property) - end(previous), content: '' });
  } else if (next !== undefined) {
    edit.edits.push({
      offset: property.offset,
      length: next.offset - property.offset,
      content: '',
    });
  } else {
    const { text, style } = edit.catalogue;
    edit.edits.push(replace(object, emptyObject(lineIndentAt(text, object.offset), style)));
  }
}
