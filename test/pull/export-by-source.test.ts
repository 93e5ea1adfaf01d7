import { describe, expect, it } from 'vitest';
import { bySource } from '../../src/pull/export-by-source.ts';
import { settingsFor } from '../support/fakes.ts';

/**
 * A pull by source (1.0.9.3) asks for each source's keys by its name, one export per format, and
 * places each entry of each bundle on its source's file in the entry's language.
 */

const FILES = [
  '- source: android/res/values/strings.xml',
  '  translation: android/res/values-%ANDROID_CODE%/strings.xml',
  '- web/locales/%LANG_ISO%.json',
  '- source: po/app.pot',
  '  translation: po/%LOCALE_WITH_UNDERSCORE%.po',
].join('\n');
const PATHS = [
  'android/res/values/strings.xml',
  'android/res/values-de/strings.xml',
  'web/locales/en.json',
  'web/locales/de.json',
  'po/app.pot',
  'po/de.po',
];
const LANGUAGES = ['en', 'de', 'pt_BR'];

function exportsOf(files = FILES) {
  const found = bySource(settingsFor('/w', { files }), PATHS, LANGUAGES, 'en');
  if (found === undefined) throw new Error('no source');
  return found.exports;
}

describe('a pull by source of several formats', () => {
  it('asks for one export per format, each naming only its own sources', () => {
    expect(exportsOf().map((e) => ({ type: e.format, files: e.sources }))).toEqual([
      { type: 'xml', files: ['android/res/values/strings.xml'] },
      { type: 'json', files: ['web/locales/en.json'] },
      { type: 'po', files: ['po/app.pot'] },
    ]);
  });

  it('places an entry of its own sources in the repository’s spelling of the language', () => {
    const [xml, json] = exportsOf();
    expect(xml?.place('pt_BR/android/res/values/strings.xml')).toEqual({
      path: 'android/res/values-pt-rBR/strings.xml',
      language: 'pt_BR',
    });
    expect(json?.place('de/web/locales/en.json')).toEqual({
      path: 'web/locales/de.json',
      language: 'de',
    });
  });

  it('skips, and does not refuse, an entry of a source another export writes', () => {
    const [xml, json] = exportsOf();
    expect(json?.place('de/android/res/values/strings.xml')).toEqual({
      path: 'android/res/values-de/strings.xml',
      language: 'de',
      skipped: 'its source is exported as xml',
    });
    expect(xml?.place('de/web/locales/en.json')).toMatchObject({
      skipped: 'its source is exported as json',
    });
  });

  it('places the base language’s entry on its source, and never writes a template', () => {
    const [xml, , po] = exportsOf();
    expect(xml?.place('en/android/res/values/strings.xml')).toEqual({
      path: 'android/res/values/strings.xml',
      language: 'en',
    });
    expect(po?.place('en/po/app.pot')).toEqual({
      path: 'po/app.pot',
      language: 'en',
      skipped: 'a template is never written',
    });
  });

  it('refuses an entry of no source, or outside a language’s folder', () => {
    const [xml] = exportsOf();
    expect(xml?.place('de/android/res/values/other.xml')).toBeUndefined();
    expect(xml?.place('xx/android/res/values/strings.xml')).toBeUndefined();
    expect(xml?.place('android/res/values/strings.xml')).toBeUndefined();
  });

  it('leaves out a source that a !glob item of files excludes', () => {
    const files = `${FILES}\n- '!web/**'`;
    expect(exportsOf(files).flatMap((e) => e.sources)).toEqual([
      'android/res/values/strings.xml',
      'po/app.pot',
    ]);
  });

  it('makes one export when every pattern has one format', () => {
    const files = '- web/locales/%LANG_ISO%.json\n- app/%LANG_ISO%/**/*.json';
    expect(exportsOf(files).map((e) => e.format)).toEqual(['json']);
  });
});
