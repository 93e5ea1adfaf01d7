import { describe, expect, it } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, roundTrip } from './codec-samples.ts';

const stringsdict = codec('stringsdict');

/** Kraftstoff's table (test/fixtures/SOURCE.md), two variables under one format string. */
const TWO_VARIABLES = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<!-- a comment before the list -->
<plist version="1.0">
\t<dict>
\t\t<key>Imported %d car(s) with %d fuel event(s).</key>
\t\t<dict>
\t\t\t<key>NSStringLocalizedFormatKey</key>
\t\t\t<string>%#@cars@ mit %#@events@ importiert.</string>
\t\t\t<key>cars</key>
\t\t\t<dict>
\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t\t<string>d</string>
\t\t\t\t<key>one</key>
\t\t\t\t<string>Ein Fahrzeug &amp; mehr</string>
\t\t\t\t<key>other</key>
\t\t\t\t<string>%d Fahrzeuge</string>
\t\t\t</dict>
\t\t\t<key>events</key>
\t\t\t<dict>
\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t\t<string>ld</string>
\t\t\t\t<key>other</key>
\t\t\t\t<string>%ld Datensätzen</string>
\t\t\t</dict>
\t\t</dict>
\t</dict>
</plist>
`;

describe('stringsdict codec', () => {
  it('holds an entry as the service documents: its format string, and name::variable plurals', () => {
    expect(stringsdict.parse(file(TWO_VARIABLES), 'de')).toEqual([
      {
        key: 'Imported %d car(s) with %d fuel event(s).',
        value: '%#@cars@ mit %#@events@ importiert.',
      },
      {
        key: 'Imported %d car(s) with %d fuel event(s).::cars',
        value: { one: 'Ein Fahrzeug & mehr', other: '%d Fahrzeuge' },
      },
      {
        key: 'Imported %d car(s) with %d fuel event(s).::events',
        value: { other: '%ld Datensätzen' },
      },
    ]);
  });

  it('writes them back as one entry, its value types from the forms, its forms in CLDR order', () => {
    const entries = stringsdict.parse(file(TWO_VARIABLES), 'de');
    const written = stringsdict.serialize(entries, { lang: 'de' }).toString('utf8');
    expect(written).toContain('<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN"');
    expect(written).toContain(
      [
        '      <key>events</key>',
        '      <dict>',
        '        <key>NSStringFormatSpecTypeKey</key>',
        '        <string>NSStringPluralRuleType</string>',
        '        <key>NSStringFormatValueTypeKey</key>',
        '        <string>ld</string>',
      ].join('\n'),
    );
    expect(written).toContain('<string>Ein Fahrzeug &amp; mehr</string>');
    expect(stringsdict.parse(Buffer.from(written), 'de')).toEqual(entries);
  });

  it('keeps awkward texts, and tabs on request', () => {
    const entries = [
      { key: 'a & b', value: '<b> ]]> "q" \r\n %1$@' },
      { key: 'a & b::n', value: { zero: '', one: 'x\ty', other: '%lu <i>' } },
    ];
    expect(roundTrip('stringsdict', entries, { lang: 'en', indentation: 'tab' })).toEqual(entries);
  });

  it('refuses what is no property list of one dictionary', () => {
    expect(() => stringsdict.parse(file('<plist><array/></plist>'), 'de')).toThrow(FormatError);
    expect(() => stringsdict.parse(file('<plist><dict><string/></dict></plist>'), 'de')).toThrow(
      FormatError,
    );
  });
});
