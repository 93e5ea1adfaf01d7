import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { segmentsOf } from '../../src/translations/keys.ts';
import { decodeText, encodeText } from '../../src/translations/text-file.ts';
import type { TranslationEntries } from '../../src/translations/types.ts';
import {
  xcstringsLanguages,
  xcstringsModelFor,
  xcstringsSourceLanguage,
} from '../../src/translations/xcstrings.ts';
import { CORPUS } from './real-files.ts';
import { type Checks, checkWritten, planOf, withTexts, without } from './xcstrings-checks.ts';
import {
  type CatalogueJson,
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
 * layout where the file was (xcstrings-checks.ts).
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
