import type { Node } from 'jsonc-parser';
import { PLURAL_FORMS } from './keys.ts';
import { type Catalogue, type CatalogueEntry, membersOf } from './xcstrings-catalogue.ts';
import {
  addMember,
  type CatalogueStyle,
  isObjectPiece,
  type Piece,
  type PieceObject,
  stringLiteral,
} from './xcstrings-layout.ts';

/**
 * Where a text the model names goes in a localization, and the changes to a localization's
 * pieces (xcstrings-layout.ts) that add and remove texts.
 */

/** What a substitution needs besides its forms: its argument's number and format specifier. */
export interface SubstitutionFacts {
  /** The members' raw values (`1`, `"lld"`), as some localization of the key writes them. */
  readonly argNum: string | undefined;
  readonly formatSpecifier: string | undefined;
}

/** The place of a new text: the members to its `stringUnit`, and its substitution if any. */
export interface TextPlace {
  readonly names: readonly string[];
  readonly substitution?: { readonly names: readonly string[]; readonly facts: SubstitutionFacts };
}

/**
 * The place of the text at `path` (see TextUnit) in a localization; undefined for a path the
 * catalogue cannot hold, or a substitution no localization of the key describes (its argument
 * number and format would be guesses).
 */
export function placeOf(
  path: readonly string[],
  substitution: (name: string) => SubstitutionFacts | undefined,
): TextPlace | undefined {
  const [first, second, third, fourth] = path;
  const form = (name: string | undefined) => name !== undefined && PLURAL_FORMS.has(name);
  if (path.length === 0) return { names: ['stringUnit'] };
  if (path.length === 1) return form(first) ? { names: plural([], first as string) } : undefined;
  const device = ['variations', 'device', second as string];
  if (path.length === 2) {
    // A device's variant and a substitution named `device` both take two segments: the one
    // the key's other localizations know wins.
    if (first === 'device' && substitution('device') === undefined) {
      return { names: [...device, 'stringUnit'] };
    }
    return form(second)
      ? substituted([], first as string, second as string, substitution)
      : undefined;
  }
  if (first !== 'device') return undefined;
  if (path.length === 3)
    return form(third) ? { names: plural(device, third as string) } : undefined;
  if (path.length === 4 && form(fourth)) {
    return substituted(device, third as string, fourth as string, substitution);
  }
  return undefined;
}

function plural(prefix: readonly string[], form: string): string[] {
  return [...prefix, 'variations', 'plural', form, 'stringUnit'];
}

function substituted(
  prefix: readonly string[],
  name: string,
  form: string,
  substitution: (name: string) => SubstitutionFacts | undefined,
): TextPlace | undefined {
  const facts = substitution(name);
  if (facts === undefined) return undefined;
  const names = [...prefix, 'substitutions', name];
  return { names: plural(names, form), substitution: { names, facts } };
}

/**
 * The substitutions a key's localizations describe, by name: the bundle's localization in the
 * language first (the service's file knows the text it sends), then the catalogue's source
 * language, then its other languages.
 */
export function substitutionsOf(
  entry: CatalogueEntry,
  catalogue: Catalogue,
  language: string,
  bundle: () => Catalogue | undefined,
): (name: string) => SubstitutionFacts | undefined {
  return (name) => {
    const theirs = bundle()?.byKey.get(entry.key)?.localizations.get(language);
    const ours = entry.localizations;
    const candidates = [theirs, ours.get(catalogue.sourceLanguage), ...ours.values()];
    for (const property of candidates) {
      const found = property?.children?.[1] && findSubstitution(property.children[1], name);
      if (found !== undefined) return found;
    }
    return undefined;
  };
}

/** The substitution `name` of a localization, at its top or in a device's variant. */
function findSubstitution(localization: Node, name: string): SubstitutionFacts | undefined {
  const members = membersOf(localization);
  const own = members?.get('substitutions')?.children?.[1];
  const substitution = own && membersOf(own)?.get(name)?.children?.[1];
  const facts = substitution && membersOf(substitution);
  if (facts !== undefined) {
    const raw = (member: string) => {
      const value = facts.get(member)?.children?.[1];
      return value === undefined ? undefined : JSON.stringify(value.value);
    };
    return { argNum: raw('argNum'), formatSpecifier: raw('formatSpecifier') };
  }
  const variations = members?.get('variations')?.children?.[1];
  const device = variations && membersOf(variations)?.get('device')?.children?.[1];
  for (const variant of (device && membersOf(device)?.values()) ?? []) {
    const found = variant.children?.[1] && findSubstitution(variant.children[1], name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A new `stringUnit` as Xcode writes a translated text. */
function newUnit(text: string, style: CatalogueStyle): PieceObject {
  const unit: PieceObject = { members: new Map() };
  addMember(unit, 'state', { raw: stringLiteral('translated', style) }, style);
  addMember(unit, 'value', { raw: stringLiteral(text, style) }, style);
  return unit;
}

/**
 * Adds a text at its place in a localization's piece, making the objects on the way and the
 * substitution's argument number and format where they are missing; false when a member on the
 * way is no object.
 */
export function addText(
  localization: PieceObject,
  place: TextPlace,
  text: string,
  style: CatalogueStyle,
): boolean {
  const container = objectAt(localization, place.names.slice(0, -1), style);
  if (container === undefined || container.members.has('stringUnit')) return false;
  addMember(container, 'stringUnit', newUnit(text, style), style);
  if (place.substitution === undefined) return true;
  const substitution = objectAt(localization, place.substitution.names, style);
  if (substitution === undefined) return false;
  const { argNum, formatSpecifier } = place.substitution.facts;
  for (const [name, raw] of [
    ['argNum', argNum],
    ['formatSpecifier', formatSpecifier],
  ] as const) {
    if (raw !== undefined && !substitution.members.has(name)) {
      addMember(substitution, name, { raw }, style);
    }
  }
  return true;
}

/** The object at `names` below `piece`, made where missing; undefined when one is no object. */
function objectAt(
  piece: PieceObject,
  names: readonly string[],
  style: CatalogueStyle,
): PieceObject | undefined {
  let at = piece;
  for (const name of names) {
    const member = at.members.get(name);
    if (member === undefined) {
      const made: PieceObject = { members: new Map() };
      addMember(at, name, made, style);
      at = made;
    } else if (isObjectPiece(member.value)) {
      at = member.value;
    } else {
      return undefined;
    }
  }
  return at;
}

/**
 * Removes the `stringUnit` at `names` and every object on its way that then holds no text (a
 * plural left without forms, a substitution without its plural): what Xcode's editor leaves
 * when a variation's last text goes.
 */
export function removeText(piece: PieceObject, names: readonly string[]): void {
  const [name, ...rest] = names;
  if (name === undefined) return;
  if (rest.length === 0) {
    piece.members.delete(name);
    return;
  }
  const child = piece.members.get(name)?.value;
  if (!isObjectPiece(child)) return;
  removeText(child, rest);
  if (!holdsText(child)) piece.members.delete(name);
}

/** Whether a piece holds a `stringUnit` anywhere. */
export function holdsText(piece: Piece): boolean {
  if (!isObjectPiece(piece)) return false;
  if (piece.members.has('stringUnit')) return true;
  return [...piece.members.values()].some(({ value }) => holdsText(value));
}

/** Sets the raw value of a member of the object at `names` (which exists: it was read there). */
export function setRaw(piece: PieceObject, names: readonly string[], raw: string): void {
  let at: Piece | undefined = piece;
  for (const name of names.slice(0, -1)) {
    at = isObjectPiece(at) ? at.members.get(name)?.value : undefined;
  }
  const last = names[names.length - 1];
  const member = isObjectPiece(at) && last !== undefined ? at.members.get(last) : undefined;
  if (member !== undefined) member.value = { raw };
}
