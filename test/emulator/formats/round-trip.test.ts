import { describe, expect, it } from 'vitest';
import { FILE_FORMATS } from '../../../src/translations/file-formats.ts';
import type { Entry } from './index.ts';
import { roundTrip } from './codec-samples.ts';

/** Text that one format or another treats specially: escapes, markup, comments, whitespace. */
const AWKWARD = [
  ' leading and trailing ',
  'double  space',
  'line\nbreak',
  'carriage\r\nreturn',
  'tab\there',
  '"quoted"',
  "it's",
  'back\\slash',
  'literal \\n and \\u0041',
  '&amp; & <b>bold</b>',
  '<![CDATA[ x ]]>',
  '/* not a comment */ // nor this',
  '# ! ; = : not comments or separators',
  '@string/other',
  '?attr',
  '%s %d %1$s {0} {{name}} %{count}',
  'yes',
  'null',
  '0',
  '',
  'non-breaking\u00a0space',
  'Ж é 中文 😀',
];

/** The types both revisions import (file-formats.ts): ARB's plurals are ICU messages, its own test. */
const IMPORTABLE = FILE_FORMATS.filter((f) => f.revisions.includes('1.0.9.2')).map(
  (f) => f.exportType,
);

describe.each(IMPORTABLE)('%s round trip', (type) => {
  it('keeps every awkward value, as a text and as a plural form', () => {
    const entries: Entry[] = AWKWARD.map((value, index) => ({ key: `key${index}`, value }));
    entries.push({ key: 'plural', value: { one: AWKWARD.join(''), other: AWKWARD.join('|') } });
    expect(roundTrip(type, entries, { lang: 'en' })).toEqual(entries);
  });

  it('keeps keys with dots, spaces and non-ASCII', () => {
    const entries: Entry[] = ['app.title', 'with space', 'schlüssel', 'a-b_c'].map((key) => ({
      key,
      value: key,
    }));
    expect(roundTrip(type, entries, { lang: 'en' })).toEqual(entries);
  });
});

describe('properties round trip in Latin-1', () => {
  it('keeps every awkward value', () => {
    const entries: Entry[] = AWKWARD.map((value, index) => ({ key: `key${index}`, value }));
    const options = { lang: 'en', javaPropertiesEncoding: 'latin-1' } as const;
    expect(roundTrip('properties', entries, options)).toEqual(entries);
  });
});
