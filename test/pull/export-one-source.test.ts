import { describe, expect, it } from 'vitest';
import { oneSourceExport, oneSourceOn1092 } from '../../src/pull/export-one-source.ts';
import { settingsFor } from '../support/fakes.ts';

/**
 * On 1.0.9.2 a layout of one source file is exported in the service's own spelling and each
 * entry written to the pattern's file of its language, spelled as the repository spells it.
 */

const R1092 = { revision: '1.0.9.2', 'download-url': 'https://lms.example.com/' };
const ANDROID =
  '- source: res/values/strings.xml\n  translation: res/values-%ANDROID_CODE%/strings.xml';
const LANGUAGES = ['en', 'de', 'pt_BR', 'es_419'];

function exportOf(files: string) {
  const settings = settingsFor('/w', { ...R1092, files });
  const pattern = oneSourceOn1092(settings);
  if (pattern === undefined) throw new Error('not a one-source layout');
  return oneSourceExport(settings, pattern, LANGUAGES, 'en');
}

describe('a one-source export on 1.0.9.2', () => {
  it('asks for a file per language in the service’s spelling, and places it in Android’s', () => {
    const android = exportOf(ANDROID);
    expect(android.params).toEqual({ bundle_structure: '%LANG_ISO%.xml' });
    expect(android.place('pt_BR.xml')).toEqual({
      path: 'res/values-pt-rBR/strings.xml',
      language: 'pt_BR',
    });
    expect(android.place('es_419.xml')).toEqual({
      path: 'res/values-b+es+419/strings.xml',
      language: 'es_419',
    });
  });

  it('places the base language on the source, and never writes a template', () => {
    expect(exportOf(ANDROID).place('en.xml')).toEqual({
      path: 'res/values/strings.xml',
      language: 'en',
    });
    const pot = exportOf(
      '- source: locale/django.pot\n  translation: locale/%LOCALE_WITH_UNDERSCORE%/LC_MESSAGES/django.po',
    );
    expect(pot.place('en.po')).toMatchObject({ skipped: 'a template is never written' });
    expect(pot.place('pt_BR.po')).toEqual({
      path: 'locale/pt_BR/LC_MESSAGES/django.po',
      language: 'pt_BR',
    });
  });

  it('refuses an entry that is no language’s file', () => {
    const android = exportOf(ANDROID);
    expect(android.place('xx.xml')).toBeUndefined();
    expect(android.place('de.json')).toBeUndefined();
    expect(android.place('de/strings.xml')).toBeUndefined();
  });

  it('is only for 1.0.9.2, one pattern, one source file, not today’s %LANG_ISO% form', () => {
    const one = (inputs: Record<string, string>) =>
      oneSourceOn1092(settingsFor('/w', { ...R1092, ...inputs })) !== undefined;
    expect(one({ files: 'config/locales/devise.%LOCALE%.yml' })).toBe(true);
    expect(one({ files: 'locales/%LANG_ISO%.json' })).toBe(false);
    expect(one({ files: ANDROID, revision: '1.0.9.3' })).toBe(false);
  });
});
