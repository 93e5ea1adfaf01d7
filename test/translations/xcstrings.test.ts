import { describe, expect, it } from 'vitest';
import { keyOf } from '../../src/translations/keys.ts';
import type { TranslationEntries } from '../../src/translations/types.ts';
import {
  xcstringsLanguages,
  xcstringsModelFor,
  xcstringsSourceLanguage,
} from '../../src/translations/xcstrings.ts';
import { xcodeOrder } from '../../src/translations/xcstrings-layout.ts';
import {
  at,
  layoutWith,
  layoutWithLocalization,
  PHOTOS,
  photos,
  plural,
  TEXT,
  unit,
  withTexts,
  without,
} from './xcstrings-checks.ts';
import { changedLines } from './xcstrings-independent.ts';

/**
 * The String Catalog model's rules one by one, on a small catalogue written in Xcode's layout
 * (the real catalogues: xcstrings-real-files.test.ts).
 */

const texts = (pairs: [string[], string][]): TranslationEntries =>
  new Map(pairs.map(([path, text]) => [keyOf(path), text]));
const german = xcstringsModelFor('de');
const french = xcstringsModelFor('fr');
const english = xcstringsModelFor('en');

describe('a String Catalog seen one language at a time', () => {
  it('reads plurals, substitutions and device variants; needs_review is a text, new none', () => {
    expect(german.read(TEXT)).toEqual(
      texts([
        [['%lld files', 'one'], '%lld Datei'],
        [['%lld files', 'other'], '%lld Dateien'],
        [['Inbox'], 'Eingang'],
        [[PHOTOS], '%#@photos@ in %@'],
        [[PHOTOS, 'photos', 'one'], 'ein Foto'],
        [[PHOTOS, 'photos', 'other'], '%arg Fotos'],
      ]),
    );
    expect(french.read(TEXT)).toEqual(new Map());
    expect(english.read(TEXT)?.get(keyOf(['Tap to open', 'device', 'mac']))).toBe('Click to open');
    expect(english.read(TEXT)?.get(keyOf(['Tap to open', 'device', 'other']))).toBe('Tap to open');
  });

  it('declares each key with its source text (or itself), none kept out of translation', () => {
    const keys = french.readKeys?.(TEXT);
    expect(keys?.get(keyOf(['Key only']))).toBe('Key only');
    expect(keys?.get(keyOf(['Inbox']))).toBe('Inbox');
    expect(keys?.has(keyOf(['Brand']))).toBe(false);
    expect(keys?.size).toBe(9);
  });

  it('lists its languages, the source first; a text that is no catalogue reads as none', () => {
    expect(xcstringsLanguages(TEXT)).toEqual(['en', 'de', 'fr']);
    expect(xcstringsSourceLanguage(TEXT)).toBe('en');
    for (const other of ['{"strings": {}}', '{ "sourceLanguage" : "en", "strings" : ', '[]']) {
      expect(xcstringsLanguages(other)).toEqual([]);
      expect(german.read(other)).toBeUndefined();
    }
    expect(german.read(TEXT.replace('"Inbox" : {', '"Brand" : {'))).toBeUndefined();
  });

  it('rewrites a changed text in place, translated; an unchanged needs_review stays', () => {
    const read = german.read(TEXT) as TranslationEntries;
    expect(german.edit(TEXT, read, TEXT)).toBe(TEXT);
    const changed = withTexts(read, new Map([[keyOf(['Inbox']), 'Posteingang']]));
    const written = german.edit(TEXT, changed, TEXT) as string;
    expect(written).toBe(layoutWithLocalization('Inbox', 'de', unit('Posteingang')));
    expect(changedLines(TEXT, written).added).toHaveLength(2);
  });

  it('takes the service’s text for a new unit, and leaves one the target lacks alone', () => {
    const target = texts([[['Inbox'], 'Boîte de réception']]);
    expect(french.edit(TEXT, target, TEXT)).toBe(
      layoutWithLocalization('Inbox', 'fr', unit('Boîte de réception')),
    );
    expect(french.edit(TEXT, new Map(), TEXT)).toBe(TEXT);
  });

  it('adds a plural where a language lacks the key, and a form where it has the plural', () => {
    const forms: [string[], string][] = [
      [['%lld files', 'one'], '%lld fichier'],
      [['%lld files', 'other'], '%lld fichiers'],
    ];
    expect(french.edit(TEXT, texts(forms), TEXT)).toBe(
      layoutWithLocalization('%lld files', 'fr', {
        variations: plural({ one: '%lld fichier', other: '%lld fichiers' }),
      }),
    );
    const read = german.read(TEXT) as TranslationEntries;
    const zero = new Map([...read, [keyOf(['%lld files', 'zero']), 'Keine Dateien']]);
    expect(german.edit(TEXT, zero, TEXT)).toBe(
      layoutWith((c) => {
        at(c, 'strings', '%lld files', 'localizations', 'de', 'variations', 'plural').zero =
          unit('Keine Dateien');
      }),
    );
  });

  it('changes a substitution’s form on its own line', () => {
    const read = german.read(TEXT) as TranslationEntries;
    const key = keyOf([PHOTOS, 'photos', 'other']);
    const written = german.edit(TEXT, withTexts(read, new Map([[key, 'Fotos: %arg']])), TEXT);
    const { removed, added } = changedLines(TEXT, written as string);
    expect(removed.map(([, line]) => line.trim())).toEqual(['"value" : "%arg Fotos"']);
    expect(added.map(([, line]) => line.trim())).toEqual(['"value" : "Fotos: %arg"']);
  });

  it('adds a substitution with the argument number and format another localization gives', () => {
    const target = texts([
      [[PHOTOS], '%#@photos@ dans %@'],
      [[PHOTOS, 'photos', 'one'], 'une photo'],
      [[PHOTOS, 'photos', 'other'], '%arg photos'],
    ]);
    expect(french.edit(TEXT, target, TEXT)).toBe(
      layoutWithLocalization(PHOTOS, 'fr', {
        ...unit('%#@photos@ dans %@'),
        substitutions: photos({ one: 'une photo', other: '%arg photos' }),
      }),
    );
  });

  it('keys device variants [key, "device", device], "other" apart from the plural form', () => {
    const target = new Map([
      ...(german.read(TEXT) as TranslationEntries),
      ...texts([
        [['Tap to open', 'device', 'mac'], 'Zum Öffnen klicken'],
        [['Tap to open', 'device', 'other'], 'Zum Öffnen tippen'],
      ]),
    ]);
    expect(german.edit(TEXT, target, TEXT)).toBe(
      layoutWithLocalization('Tap to open', 'de', {
        variations: {
          device: { mac: unit('Zum Öffnen klicken'), other: unit('Zum Öffnen tippen') },
        },
      }),
    );
  });

  it('removes only the language’s localization of a text the target lacks', () => {
    const read = german.read(TEXT) as TranslationEntries;
    expect(german.edit(TEXT, without(read, keyOf(['Inbox'])), TEXT)).toBe(
      layoutWithLocalization('Inbox', 'de', undefined),
    );
    const source = english.read(TEXT) as TranslationEntries;
    const devices = [
      keyOf(['Tap to open', 'device', 'mac']),
      keyOf(['Tap to open', 'device', 'other']),
    ];
    expect(english.edit(TEXT, without(source, ...devices), TEXT)).toBe(
      layoutWith((c) => {
        delete at(c, 'strings', 'Tap to open').localizations;
      }),
    );
    // A key with nothing gets its localizations, and loses them back to Xcode's empty object.
    const added = new Map([...read, [keyOf(['Key only']), 'Nur der Schlüssel']]);
    const withKey = german.edit(TEXT, added, TEXT) as string;
    expect(withKey).toBe(
      layoutWith((c) => {
        at(c, 'strings')['Key only'] = { localizations: { de: unit('Nur der Schlüssel') } };
      }),
    );
    expect(german.edit(withKey, read, withKey)).toBe(TEXT);
  });

  it('never makes a key the catalogue lacks, nor translates one kept out of translation', () => {
    const read = german.read(TEXT) as TranslationEntries;
    for (const path of [['Not in the code'], ['Brand'], [PHOTOS, 'unknown', 'one']]) {
      const target = new Map([...read, [keyOf(path), 'Text']]);
      expect(german.edit(TEXT, target, TEXT), path.join('.')).toBeUndefined();
      expect(german.alignBundle?.(TEXT, TEXT, target)).toEqual(read);
    }
  });

  it('writes Xcode’s escapes, and a file’s own where it writes others', () => {
    const value = 'Zeile 1\nZeile "2" \\ a/b\t\u0001 é 😀';
    const read = german.read(TEXT) as TranslationEntries;
    const written = german.edit(TEXT, withTexts(read, new Map([[keyOf(['Inbox']), value]])), TEXT);
    expect(written).toContain('"value" : "Zeile 1\\nZeile \\"2\\" \\\\ a/b\\t\\u0001 é 😀"');
    expect(written).toBe(layoutWithLocalization('Inbox', 'de', unit(value)));
    // A file that escapes slashes and everything past ASCII (not Xcode's) keeps doing so.
    const escaped = TEXT.replace('"Eingang"', '"Eing\\u00e4nge \\/ Post"');
    expect(german.read(escaped)?.get(keyOf(['Inbox']))).toBe('Eingänge / Post');
    const target = withTexts(read, new Map([[keyOf(['Inbox']), 'Größe/Maß']]));
    expect(german.edit(escaped, target, escaped)).toContain('"Gr\\u00f6\\u00dfe\\/Ma\\u00df"');
  });

  it('orders keys as Xcode: numbers by value, case and punctuation as Foundation compares', () => {
    // Pairs in the order real catalogues have them (test/fixtures/real/xcstrings/).
    const pairs = [
      ['9sv-l5-xwG.title', '10j-rd-fWr.title'],
      ['Locked icon message 9', 'Locked icon message 10'],
      ['(without dot)', '%@:'],
      ['zh-Hant', 'zh-HK'],
      ['config.winecfg', 'config.winVersion'],
      ['Close split editor', 'Close Split Editor'],
      ['• [EmojiText]', 'accessibility.app-account'],
    ];
    for (const [first = '', second = ''] of pairs)
      expect(xcodeOrder(first, second)).toBeLessThan(0);
  });

  it('renders the bundle made to hold the target', () => {
    const target = texts([[['Inbox'], 'Boîte']]);
    expect(french.render(TEXT, target)).toBe(french.edit(TEXT, target, TEXT));
  });
});
