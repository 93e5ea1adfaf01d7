import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyOf, segmentsOf } from '../../src/translations/keys.ts';
import { decodeText, encodeText } from '../../src/translations/text-file.ts';
import type { TranslationEntries } from '../../src/translations/types.ts';
import {
  xcstringsLanguages,
  xcstringsModelFor,
  xcstringsSourceLanguage,
} from '../../src/translations/xcstrings.ts';
import { xcodeOrder } from '../../src/translations/xcstrings-layout.ts';
import { CORPUS } from './real-files.ts';
import {
  at,
  type Checks,
  checkWritten,
  layoutWith,
  layoutWithLocalization,
  PHOTOS,
  photos,
  planOf,
  plural,
  TEXT,
  unit,
  withTexts,
  without,
} from './xcstrings-checks.ts';
import {
  type CatalogueJson,
  changedLines,
  independentTexts,
  languagesIn,
  xcodeLayout,
} from './xcstrings-independent.ts';

/**
 * Real String Catalogs (test/fixtures/real/xcstrings/, sources in test/fixtures/SOURCE.md), each
 * read in each of its languages and edited four ways in each: two texts changed, a text added
 * and one removed, the same through CRLF line endings, markup characters in a text. Every
 * written file reads back as exactly the target with the product's reader and the independent
 * one, keeps every other language's texts, changes no line outside the language's
 * localizations of the touched keys (but a neighbour's trailing comma), and is still in Xcode's
 * layout where the file was (xcstrings-checks.ts). Then the model's rules one by one, on a small
 * catalogue written in Xcode's layout.
 */

const FOLDER = join(CORPUS, 'xcstrings');
const FILES = readdirSync(FOLDER).sort();
const CHANGED = [`Tom " & < > ' %1$s`, "Il est l'heure\nde partir"] as const;
const MARKUP = '<b>Fett</b> & <a href="https://example.com/a?b=1&c=2">Link</a> \\ "q" 😀 %1$@\t';

describe.each(FILES)('the real catalogue %s', (name) => {
  const text = readFileSync(join(FOLDER, name), 'utf8');
  const json = JSON.parse(text) as CatalogueJson;
  // Xcode's layout, byte for byte: every file but CotEditor's, where one group of keys is out
  // of Xcode's order (a hand edit); XcodesApp's ends with a newline Xcode does not write.
  const canonical = xcodeLayout(json) + (text.endsWith('\n') ? '\n' : '') === text;
  const languages = xcstringsLanguages(text);
  const baseline = new Map(languages.map((l) => [l, independentTexts(json, l)]));

  it('lists its source language first, then every language a key has', () => {
    expect(xcstringsSourceLanguage(text)).toBe(json.sourceLanguage);
    expect(languages[0]).toBe(json.sourceLanguage);
    expect(new Set(languages)).toEqual(new Set([json.sourceLanguage, ...languagesIn(json)]));
    expect(name.startsWith('coteditor') || canonical).toBe(true);
  });

  it.each(languages)('%s: reads as the independent reader and edits four ways', (language) => {
    const model = xcstringsModelFor(language);
    const entries = model.read(text);
    expect(new Map(entries)).toEqual(baseline.get(language));
    const plan = planOf(json, entries as TranslationEntries);
    if (plan === undefined) return;
    const full = { product: true, layout: canonical };
    const check = (
      written: string | undefined,
      before: string,
      target: TranslationEntries,
      checks: Checks = full,
    ) => checkWritten(written, before, target, language, baseline, checks);
    const read = entries as TranslationEntries;

    const changed = withTexts(read, new Map(plan.changed.map((key, i) => [key, CHANGED[i] ?? ''])));
    const edited = check(model.edit(text, changed, text), text, changed);

    // Removed first, the text then comes back in its place, byte for byte where Xcode's layout.
    const lacking = without(read, plan.readded);
    const stage = check(model.edit(text, lacking, text), text, lacking, { ...full, layout: false });
    const target = without(read, plan.removed);
    const final = check(model.edit(stage, target, stage), stage, target);
    // (A text that was `new` comes back `translated`: the service's text is a translation.)
    const state = json.strings[segmentsOf(plan.readded)[0] as string]?.localizations?.[language];
    if (state?.stringUnit?.state === 'translated') {
      expect(final).toBe(model.edit(text, target, text));
    }

    // Through the text layer, as reconcile.ts edits a Windows checkout: the LF edit, in CRLF.
    const windows = decodeText(Buffer.from(text.replaceAll('\n', '\r\n'), 'utf8'));
    const crlfEdited = windows?.crlf && model.edit(windows.text, changed, windows.text);
    const bytes = crlfEdited && encodeText(crlfEdited, windows).toString('utf8');
    expect(bytes).toBe(edited.replaceAll('\n', '\r\n'));

    const markup = withTexts(read, new Map([[plan.changed[0], MARKUP]]));
    const withMarkup = check(model.edit(text, markup, text), text, markup, {
      ...full,
      product: false,
    });
    expect(withMarkup).toContain(
      '<b>Fett</b> & <a href=\\"https://example.com/a?b=1&c=2\\">Link</a> ' +
        '\\\\ \\"q\\" 😀 %1$@\\t"',
    );
  });
});

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
