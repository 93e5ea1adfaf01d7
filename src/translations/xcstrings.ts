import { keyOf, segmentsOf } from './keys.ts';
import type { FormatModel, TranslationEntries, TranslationValue } from './types.ts';
import { parseCatalogue, textOfUnit, unitsOf } from './xcstrings-catalogue.ts';
import { editCatalogue, isModelText } from './xcstrings-edit.ts';
import { xcodeOrder } from './xcstrings-layout.ts';
import { placeOf, substitutionsOf } from './xcstrings-units.ts';

/**
 * Xcode's String Catalog (`Localizable.xcstrings`), which keeps every language of a table in one
 * JSON file, seen one language at a time: "the catalogue in German" reads, compares and edits
 * as a German file of its own, so that reconcile, the pull and the push treat it as they treat
 * any. A language's texts are keyed below the catalogue's key as the rest of the action keys a
 * JSON plural's forms (keys.ts's formOf):
 *
 * - [key]: the localization's own `stringUnit` (with substitutions: its format, `%#@arg1@`);
 * - [key, form]: a plural variation's form (`zero` … `other`);
 * - [key, substitution, form]: a substitution's plural form, as `.stringsdict` keys them;
 * - [key, 'device', device] and [key, 'device', device, form]: a device's variant (`iphone`,
 *   `mac`, … and `other`) and its plural. Device variants are translated texts like any (Xcode's
 *   editor offers them to translators), so they sync; `device` stays in the key because a
 *   device named `other` would otherwise be the plural form `other`.
 *
 * A unit whose state is `new` outside the source language is no text: it is Xcode's "not
 * translated yet", its value the source text copied (all 65 such units of Whisky's catalogue).
 * One that `needs_review` is the language's text: the app shows it (teams ship machine
 * translations marked so until someone checks them, and tools write theirs so), as the po model
 * reads a fuzzy entry's text; writing a text the service changed makes it `translated`. A key
 * whose `shouldTranslate` is false is out of the model in every language, and a text the model
 * does not read is never removed. A key the service has and the catalogue lacks is not added
 * (alignBundle below).
 */
export function xcstringsModelFor(language: string): FormatModel {
  return {
    read: (text) => readLanguage(text, language),
    readKeys: readSourceKeys,
    alignBundle: (text, bundle, offered) => inCatalogueTerms(text, bundle, offered, language),
    edit: (text, target, bundle) => editCatalogue(text, target, bundle, language),
    render: (bundle, target) => editCatalogue(bundle, target, bundle, language) ?? bundle,
  };
}

/** The language's texts, key by key in the catalogue's order; undefined for no catalogue. */
function readLanguage(text: string, language: string): TranslationEntries | undefined {
  const catalogue = parseCatalogue(text);
  if (catalogue === undefined) return undefined;
  const entries = new Map<string, TranslationValue>();
  for (const entry of catalogue.entries) {
    const localization = entry.localizations.get(language)?.children?.[1];
    if (!entry.translatable || localization === undefined) continue;
    const units = unitsOf(localization);
    if (units === undefined) return undefined;
    for (const unit of units) {
      if (isModelText(unit, language, catalogue)) {
        entries.set(keyOf([entry.key, ...unit.path]), textOfUnit(unit));
      }
    }
  }
  return entries;
}

/**
 * Every key the catalogue declares, with its source text: the source language's texts, `new`
 * ones too, and for a key the source language has no text of, the key itself, which is what
 * Xcode shows for it (a SwiftUI `Text("Settings")` is its own English).
 */
function readSourceKeys(text: string): TranslationEntries | undefined {
  const catalogue = parseCatalogue(text);
  if (catalogue === undefined) return undefined;
  const entries = new Map<string, TranslationValue>();
  for (const entry of catalogue.entries) {
    if (!entry.translatable) continue;
    const localization = entry.localizations.get(catalogue.sourceLanguage)?.children?.[1];
    const units = localization === undefined ? [] : unitsOf(localization);
    if (units === undefined) return undefined;
    if (units.length === 0) entries.set(keyOf([entry.key]), entry.key);
    for (const unit of units) entries.set(keyOf([entry.key, ...unit.path]), textOfUnit(unit));
  }
  return entries;
}

/**
 * The service's texts the catalogue can hold in the language: those of keys it has and
 * translates, on paths the language has or Xcode's structure gives. A key the catalogue lacks
 * is not made: keys come from the app's code, where Xcode finds them on every build, and one the
 * code lacks would only be marked stale. Left out here, the edit never has to refuse it.
 */
function inCatalogueTerms(
  text: string,
  bundle: string,
  offered: TranslationEntries,
  language: string,
): TranslationEntries {
  const catalogue = parseCatalogue(text);
  if (catalogue === undefined) return offered;
  let theirs: ReturnType<typeof parseCatalogue> | null = null;
  const bundleCatalogue = () => (theirs === null ? (theirs = parseCatalogue(bundle)) : theirs);
  const kept = new Map<string, TranslationValue>();
  for (const [key, value] of offered) {
    const [name, ...path] = segmentsOf(key);
    const entry = typeof name === 'string' ? catalogue.byKey.get(name) : undefined;
    if (entry?.translatable !== true || typeof value !== 'string') continue;
    if (!path.every((segment): segment is string => typeof segment === 'string')) continue;
    const localization = entry.localizations.get(language)?.children?.[1];
    const known = localization && unitsOf(localization)?.some((unit) => samePath(unit.path, path));
    const substitution = substitutionsOf(entry, catalogue, language, bundleCatalogue);
    if (known || placeOf(path, substitution) !== undefined) kept.set(key, value);
  }
  return kept;
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

/** The catalogue's source language; undefined when the text is no catalogue. */
export function xcstringsSourceLanguage(text: string): string | undefined {
  return parseCatalogue(text)?.sourceLanguage;
}

/**
 * The languages a catalogue holds: its source language first, then every language some key has
 * a localization of, in Xcode's order; none when the text is no catalogue.
 */
export function xcstringsLanguages(text: string): string[] {
  const catalogue = parseCatalogue(text);
  if (catalogue === undefined) return [];
  const others = new Set<string>();
  for (const entry of catalogue.entries) {
    for (const language of entry.localizations.keys()) others.add(language);
  }
  others.delete(catalogue.sourceLanguage);
  return [catalogue.sourceLanguage, ...[...others].sort(xcodeOrder)];
}

/**
 * The catalogue read in its own source language: the model of a caller that names no language
 * (file-formats.ts), each text's view the one of its source language.
 */
export const xcstringsSourceModel: FormatModel = (() => {
  const view = (text: string) => xcstringsModelFor(xcstringsSourceLanguage(text) ?? 'en');
  return {
    read: (text) => view(text).read(text),
    readKeys: (text) => {
      const model = view(text);
      return (model.readKeys ?? model.read)(text);
    },
    edit: (text, target, bundle, states) => view(text).edit(text, target, bundle, states),
    render: (bundle, target, states) => view(bundle).render(bundle, target, states),
  };
})();
