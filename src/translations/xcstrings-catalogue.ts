import { type Node, type ParseError, parseTree } from 'jsonc-parser';
import { PLURAL_FORMS } from './keys.ts';
import { checkNesting, jsonNesting } from './read-limits.ts';
import { type CatalogueStyle, styleOf } from './xcstrings-layout.ts';

/**
 * An Xcode String Catalog (`.xcstrings`) parsed with jsonc-parser, whose nodes know where each
 * key and value sits in the text: `{ "sourceLanguage", "strings": { key: { "comment",
 * "extractionState", "localizations": { language: … }, "shouldTranslate" } }, "version" }`.
 * Only what the key-level model reads is checked; every other member is kept as it is.
 */
export interface Catalogue {
  readonly text: string;
  readonly sourceLanguage: string;
  readonly entries: readonly CatalogueEntry[];
  readonly byKey: ReadonlyMap<string, CatalogueEntry>;
  readonly style: CatalogueStyle;
}

/** One key of `strings`. */
export interface CatalogueEntry {
  readonly key: string;
  /** The entry's object. */
  readonly node: Node;
  /**
   * `"shouldTranslate" : false`: a text Xcode keeps out of translation (a name, a symbol); it
   * has no localizations to sync.
   */
  readonly translatable: boolean;
  /** The `localizations` member (its property node), if the entry has one. */
  readonly localizationsMember: Node | undefined;
  /** Each language's localization: its property node in `localizations`. */
  readonly localizations: ReadonlyMap<string, Node>;
}

/**
 * One text of a localization: a `stringUnit` with its `state` and `value`. `path` is where it
 * is in the key model ([] the unit's own, [form] a plural form, [substitution, form], ['device',
 * device], ['device', device, form], ['device', device, substitution, form]); `names`, the
 * members that lead to its `stringUnit` from the localization.
 */
export interface TextUnit {
  readonly path: readonly string[];
  readonly names: readonly string[];
  readonly state: Node;
  readonly value: Node;
}

/**
 * The last catalogues parsed, by text. A pull reads one catalogue as many files as it has
 * languages, each read and edited against the same repository text: parsed once, a 2 MB
 * catalogue of 19 languages is not parsed a hundred times. The parsed nodes are never changed.
 */
const recent: { readonly text: string; readonly catalogue: Catalogue | undefined }[] = [];
const RECENT = 3;

/** The catalogue; undefined when the text is not one (or not JSON, or a key written twice). */
export function parseCatalogue(text: string): Catalogue | undefined {
  const known = recent.find((parsed) => parsed.text === text);
  if (known !== undefined) return known.catalogue;
  const catalogue = parse(text);
  recent.unshift({ text, catalogue });
  recent.length = Math.min(recent.length, RECENT);
  return catalogue;
}

function parse(text: string): Catalogue | undefined {
  // jsonc-parser recurses once per level: the limit is checked before it starts.
  checkNesting(jsonNesting(text));
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (root === undefined || errors.length > 0) return undefined;
  const top = membersOf(root);
  const sourceLanguage = top?.get('sourceLanguage')?.children?.[1];
  const strings = top?.get('strings')?.children?.[1];
  if (typeof sourceLanguage?.value !== 'string' || strings === undefined) return undefined;
  const keys = membersOf(strings);
  if (keys === undefined) return undefined;
  const entries: CatalogueEntry[] = [];
  for (const [key, property] of keys) {
    const entry = entryOf(key, property.children?.[1]);
    if (entry === undefined) return undefined;
    entries.push(entry);
  }
  return {
    text,
    sourceLanguage: sourceLanguage.value,
    entries,
    byKey: new Map(entries.map((entry) => [entry.key, entry])),
    style: styleOf(text, root),
  };
}

function entryOf(key: string, node: Node | undefined): CatalogueEntry | undefined {
  const members = node === undefined ? undefined : membersOf(node);
  if (node === undefined || members === undefined) return undefined;
  const localizationsMember = members.get('localizations');
  const list = localizationsMember?.children?.[1];
  const localizations = list === undefined ? new Map<string, Node>() : membersOf(list);
  if (localizations === undefined) return undefined;
  for (const localization of localizations.values()) {
    if (localization.children?.[1]?.type !== 'object') return undefined;
  }
  const should = members.get('shouldTranslate')?.children?.[1];
  return {
    key,
    node,
    translatable: should?.value !== false,
    localizationsMember,
    localizations,
  };
}

/**
 * An object's members by name (their property nodes); undefined when the node is no object or
 * writes a name twice, which Xcode never does and which would leave the text's meaning open.
 */
export function membersOf(node: Node): Map<string, Node> | undefined {
  if (node.type !== 'object') return undefined;
  const members = new Map<string, Node>();
  for (const property of node.children ?? []) {
    const name = property.children?.[0]?.value as string;
    if (members.has(name)) return undefined;
    members.set(name, property);
  }
  return members;
}

/** A member's value node, if the object has the member. */
function valueOf(members: ReadonlyMap<string, Node>, name: string): Node | undefined {
  return members.get(name)?.children?.[1];
}

/**
 * The texts of one localization (its object), in the file's order; undefined when its texts'
 * structure is not what Xcode writes (a `stringUnit` without a string `state` and `value`, a
 * member that should be an object and is not, two texts on one path).
 */
export function unitsOf(localization: Node): TextUnit[] | undefined {
  const units: TextUnit[] = [];
  if (!collect(localization, [], [], true, units)) return undefined;
  const paths = new Set(units.map((unit) => JSON.stringify(unit.path)));
  return paths.size === units.length ? units : undefined;
}

/** Adds a variant's texts: its own unit, its substitutions' forms, its variations. */
function collect(
  variant: Node,
  path: readonly string[],
  names: readonly string[],
  top: boolean,
  units: TextUnit[],
): boolean {
  const members = membersOf(variant);
  if (members === undefined) return false;
  const unit = valueOf(members, 'stringUnit');
  if (unit !== undefined && !addUnit(unit, path, [...names, 'stringUnit'], units)) return false;
  const substitutions = valueOf(members, 'substitutions');
  const byName = substitutions === undefined ? new Map<string, Node>() : membersOf(substitutions);
  if (byName === undefined) return false;
  for (const [name, property] of byName) {
    const within = [...names, 'substitutions', name];
    const substitution = property.children?.[1];
    const subMembers = substitution === undefined ? undefined : membersOf(substitution);
    if (subMembers === undefined) return false;
    const plural = pluralOf(subMembers);
    if (plural === false) return false;
    if (!addForms(plural, [...path, name], [...within, 'variations', 'plural'], units)) {
      return false;
    }
  }
  const variations = valueOf(members, 'variations');
  const kinds = variations === undefined ? new Map<string, Node>() : membersOf(variations);
  if (kinds === undefined) return false;
  const plural = valueOf(kinds, 'plural');
  if (!addForms(plural, path, [...names, 'variations', 'plural'], units)) return false;
  const device = valueOf(kinds, 'device');
  // Xcode nests a plural in a device's variant, never a device in a plural or another device.
  if (device === undefined || !top) return true;
  const devices = membersOf(device);
  if (devices === undefined) return false;
  for (const [name, property] of devices) {
    const within = [...names, 'variations', 'device', name];
    const value = property.children?.[1];
    if (value === undefined || !collect(value, [...path, 'device', name], within, false, units)) {
      return false;
    }
  }
  return true;
}

/** A substitution's plural (undefined: none); false when its structure is not an object's. */
function pluralOf(members: ReadonlyMap<string, Node>): Node | undefined | false {
  const variations = valueOf(members, 'variations');
  if (variations === undefined) return undefined;
  const kinds = membersOf(variations);
  return kinds === undefined ? false : valueOf(kinds, 'plural');
}

/** Adds a plural's forms (CLDR's categories; any other name is kept out of the model). */
function addForms(
  plural: Node | undefined,
  path: readonly string[],
  names: readonly string[],
  units: TextUnit[],
): boolean {
  if (plural === undefined) return true;
  const forms = membersOf(plural);
  if (forms === undefined) return false;
  for (const [form, property] of forms) {
    if (!PLURAL_FORMS.has(form)) continue;
    const formMembers = property.children?.[1] && membersOf(property.children[1]);
    if (formMembers === undefined) return false;
    const unit = valueOf(formMembers, 'stringUnit');
    if (unit === undefined) continue;
    if (!addUnit(unit, [...path, form], [...names, form, 'stringUnit'], units)) return false;
  }
  return true;
}

function addUnit(
  unit: Node,
  path: readonly string[],
  names: readonly string[],
  units: TextUnit[],
): boolean {
  const members = membersOf(unit);
  const state = members && valueOf(members, 'state');
  const value = members && valueOf(members, 'value');
  if (state?.type !== 'string' || value?.type !== 'string') return false;
  units.push({ path, names, state, value });
  return true;
}

/** The text of a unit as the app shows it. */
export function textOfUnit(unit: TextUnit): string {
  return unit.value.value as string;
}

/** The unit's state (`translated`, `needs_review`, `new`, …). */
export function stateOfUnit(unit: TextUnit): string {
  return unit.state.value as string;
}
