import AdmZip from 'adm-zip';
import { describe, expect, it } from 'vitest';
import { MODE, unixAttributes, zipBytes } from './zip-writer.ts';

describe('zip-writer (the tests’ source of bad bundles)', () => {
  it('writes well-formed zips that adm-zip reads back, stored and deflated', () => {
    const zip = new AdmZip(
      zipBytes([
        { name: './' },
        { name: 'de.json', data: '{"a": "Hallo"}' },
        { name: 'en.json', data: '{"a": "Hello"}', method: 'stored' },
      ]),
    );
    expect(zip.getEntries().map((e) => e.entryName)).toEqual(['./', 'de.json', 'en.json']);
    expect(zip.readAsText('de.json')).toBe('{"a": "Hallo"}');
    expect(zip.readAsText('en.json')).toBe('{"a": "Hello"}');
    expect(zip.getEntry('./')?.header.attr).toBe(unixAttributes(MODE.folder));
  });

  it('writes names, attributes and sizes as given, however wrong', () => {
    const entry = new AdmZip(
      zipBytes([
        { name: '..\\x', data: 'x', attributes: unixAttributes(MODE.symlink), declaredSize: 9 },
      ]),
    ).getEntries()[0];
    expect(entry?.entryName).toBe('..\\x');
    expect(((entry?.header.attr ?? 0) >>> 16) & 0o170000).toBe(0o120000);
    expect(entry?.header.size).toBe(9);
  });
});
