import { describe, expect, it } from 'vitest';
import { EXPORT_TYPES_1092 } from '../../src/api/index.ts';
import { FILE_FORMATS, fileFormatOf } from '../../src/translations/file-formats.ts';
import { formatOf } from '../../src/translations/formats.ts';
import { PO_HEADER_NOISE } from '../../src/pull/po-noise.ts';
import { codecFor, codecForFileName } from '../emulator/formats/index.ts';

/** The action's one table of formats (issue 29): the model, the export types and the emulator agree. */
describe('the table of file formats', () => {
  it('gives every format a revision imports an emulator codec, found by each of its extensions as by its type', () => {
    // A String Catalog goes by key on both revisions: the service never reads one.
    for (const format of FILE_FORMATS.filter((f) => f.revisions.length > 0)) {
      const codec = codecFor(format.exportType);
      expect(codec, format.exportType).toBeDefined();
      for (const extension of format.extensions) {
        expect(codecForFileName(`de.${extension}`), extension).toBe(codec);
        expect(codecForFileName(`de.${extension.toUpperCase()}`), extension).toBe(codec);
      }
    }
  });

  it('says 1.0.9.2 exports a format exactly where the interface lists its type, and each extension once', () => {
    for (const format of FILE_FORMATS) {
      expect(format.revisions.includes('1.0.9.2'), format.exportType).toBe(
        (EXPORT_TYPES_1092 as readonly string[]).includes(format.exportType),
      );
      // 1.0.9.3 takes "any supported file extension"; a String Catalog, which the issue of
      // the format names as going by key on both revisions, is none of them.
      if (format.everyLanguage === undefined) {
        expect(format.revisions, format.exportType).toContain('1.0.9.3');
      } else expect(format.revisions, format.exportType).toEqual([]);
    }
    const extensions = FILE_FORMATS.flatMap((format) => format.extensions);
    expect(new Set(extensions).size).toBe(extensions.length);
  });

  it('is what the key-level model reads a path by', () => {
    expect(formatOf('res/values-de/strings.xml')).toBe('android');
    expect(formatOf('locale/de.POT')).toBe('po');
    expect(formatOf('de.ini')).toBeUndefined();
    expect(fileFormatOf('de.ini')?.exportType).toBe('ini');
    expect(fileFormatOf('de.txt')).toBeUndefined();
  });

  it('names the noise the pull leaves out: a .po header’s timestamps, and no other format’s', () => {
    expect(PO_HEADER_NOISE.appliesTo('locale/de/LC_MESSAGES/django.po')).toBe(true);
    expect(PO_HEADER_NOISE.appliesTo('locale/django.POT')).toBe(true);
    expect(PO_HEADER_NOISE.appliesTo('locales/de.json')).toBe(false);
    expect(
      FILE_FORMATS.filter((format) => format.noise !== undefined).map((f) => f.exportType),
    ).toEqual(['po']);
  });
});
