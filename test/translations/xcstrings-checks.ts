/**
 * The checks on what the String Catalog model writes into a real catalogue
 * (test/fixtures/real/xcstrings/): the keys a language's edits touch, and what every written text
 * must show against the independent reader (xcstrings-independent.ts); and the small catalogue
 * the tests of each rule edit, with each shape a text takes.
 */
import { expect } from 'vitest';
import { sameEntries, segmentsOf } from '../../src/translations/keys.ts';
import type { TranslationEntries } from '../../src/translations/types.ts';
import { xcstringsModelFor } from '../../src/translations/xcstrings.ts';
import {
  type CatalogueJson,
  changedLines,
  independentTexts,
  languageAt,
  xcodeLayout,
} from './xcstrings-independent.ts';

/** The keys a language's cases touch: plain texts of keys other languages also translate. */
export interface Plan {
  readonly changed: readonly [string, string];
  readonly removed: string;
  readonly readded: string;
}

/**
 * The plan of a language's cases, spread over its file; none for a language with too few texts
 * (a key only one language has would lose `localizations` whole, which the line check does not
 * follow: the focused tests cover it).
 */
export function planOf(json: CatalogueJson, entries: TranslationEntries): Plan | undefined {
  const keys = [...entries.keys()];
  const shared = (key: string) => {
    const [name, ...path] = segmentsOf(key);
    const localizations = json.strings[name as string]?.localizations ?? {};
    return path.length === 0 && Object.keys(localizations).length > 1;
  };
  const plain = keys.filter(shared);
  const forms = keys.filter((key) => segmentsOf(key).length > 1);
  const at = (fifths: number) => plain[Math.floor((plain.length * fifths) / 5)] as string;
  if (plain.length < 4) return undefined;
  return {
    changed: [at(1), forms[Math.floor(forms.length / 2)] ?? at(2)],
    removed: at(3),
    readded: at(4),
  };
}

export function withTexts(entries: TranslationEntries, texts: ReadonlyMap<string, string>) {
  return new Map([...entries].map(([key, value]) => [key, texts.get(key) ?? value]));
}

export function without(entries: TranslationEntries, ...keys: string[]) {
  return new Map([...entries].filter(([key]) => !keys.includes(key)));
}

/** What a check compares besides the language's texts (the full check is slow on 2 MB). */
export interface Checks {
  /** The product's reader too, as reconcile.ts reads every write back. */
  readonly product: boolean;
  /** Xcode's layout, where the file had it. */
  readonly layout: boolean;
}

/** The checks on one written text: reads back, other languages kept, lines, layout. */
export function checkWritten(
  written: string | undefined,
  before: string,
  target: TranslationEntries,
  language: string,
  others: ReadonlyMap<string, Map<string, string>>,
  checks: Checks,
): string {
  expect(written).toBeDefined();
  const text = written as string;
  const json = JSON.parse(text) as CatalogueJson;
  expect(independentTexts(json, language)).toEqual(new Map(target));
  if (checks.product) {
    expect(sameEntries(xcstringsModelFor(language).read(text) ?? new Map(), target)).toBe(true);
  }
  for (const [other, texts] of others) {
    if (other !== language) expect(independentTexts(json, other), other).toEqual(texts);
  }
  const { removed, added } = changedLines(before, text);
  const beforeLines = before.split('\n');
  const afterLines = text.split('\n');
  // Outside the language's localizations only a neighbour's comma may come or go (the diff may
  // pair a localization's closing brace with its neighbour's: braces alone carry no text).
  const outside = (lines: string[], found: [number, string][]) =>
    found
      .filter(
        ([index, line]) => languageAt(lines, index) !== language && !/^ {8}\},?\r?$/.test(line),
      )
      .map(([, line]) => line.replace(/,?\r?$/, ''));
  expect(outside(afterLines, added)).toEqual(outside(beforeLines, removed));
  if (checks.layout) {
    const ending = before.endsWith('\n') ? '\n' : '';
    expect(xcodeLayout(json) + ending).toBe(text.replaceAll('\r\n', '\n'));
  }
  return text;
}

export type Obj = Record<string, unknown>;
export const at = (root: Obj, ...path: string[]): Obj => path.reduce((o, k) => o[k] as Obj, root);
export const unit = (value: string, state = 'translated') => ({ stringUnit: { state, value } });
export const plural = (forms: Record<string, string>) => ({
  plural: Object.fromEntries(Object.entries(forms).map(([form, text]) => [form, unit(text)])),
});
export const photos = (texts: Record<string, string>) => ({
  photos: { argNum: 1, formatSpecifier: 'lld', variations: plural(texts) },
});

/** A catalogue with each shape a text takes, written as Xcode writes it. */
export const CATALOGUE: Obj = {
  sourceLanguage: 'en',
  strings: {
    '%lld files': {
      localizations: {
        de: { variations: plural({ one: '%lld Datei', other: '%lld Dateien' }) },
        en: { variations: plural({ one: '%lld file', other: '%lld files' }) },
      },
    },
    Brand: { shouldTranslate: false },
    Inbox: {
      comment: "The inbox's title",
      localizations: {
        de: unit('Eingang', 'needs_review'),
        en: unit('Inbox'),
        fr: unit('Inbox', 'new'),
      },
    },
    'Key only': {},
    'photos %lld in %@': {
      localizations: {
        de: {
          ...unit('%#@photos@ in %@'),
          substitutions: photos({ one: 'ein Foto', other: '%arg Fotos' }),
        },
        en: {
          ...unit('%#@photos@ in %@'),
          substitutions: photos({ one: 'one photo', other: '%arg photos' }),
        },
      },
    },
    'Tap to open': {
      extractionState: 'manual',
      localizations: {
        en: { variations: { device: { mac: unit('Click to open'), other: unit('Tap to open') } } },
      },
    },
  },
  version: '1.0',
};
export const TEXT = xcodeLayout(CATALOGUE);
export const PHOTOS = 'photos %lld in %@';

/** The catalogue as Xcode would write it after `change`. */
export function layoutWith(change: (catalogue: Obj) => void): string {
  const copy = structuredClone(CATALOGUE);
  change(copy);
  return xcodeLayout(copy);
}

/** The catalogue as Xcode would write it with one localization set (undefined: removed). */
export function layoutWithLocalization(key: string, language: string, value: unknown): string {
  return layoutWith((catalogue) => {
    const entry = at(catalogue, 'strings', key);
    const localizations = Object.entries(entry.localizations as Obj).filter(
      ([l]) => l !== language,
    );
    if (value !== undefined) localizations.push([language, value]);
    entry.localizations = Object.fromEntries(localizations);
  });
}
