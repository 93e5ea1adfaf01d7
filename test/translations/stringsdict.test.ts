import { describe, expect, it } from 'vitest';
import { formatOf, keyOf, readTranslations } from '../../src/translations/index.ts';
import { stringsdictModel } from '../../src/translations/stringsdict.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

const PATH = 'App/de.lproj/Localizable.stringsdict';

/** A German table as Xcode writes one: tabs, a comment, two entries, one of two variables. */
const repository = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<!-- The inbox's title -->
\t<key>inbox.count</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@messages@</string>
\t\t<key>messages</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>lu</string>
\t\t\t<key>one</key>
\t\t\t<string>%lu Nachricht</string>
\t\t\t<key>other</key>
\t\t\t<string>%lu Nachrichten &amp; Entwürfe</string>
\t\t</dict>
\t</dict>
\t<key>import.summary</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@cars@ mit %#@events@ importiert</string>
\t\t<key>cars</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>one</key>
\t\t\t<string>ein Auto</string>
\t\t\t<key>other</key>
\t\t\t<string>%d Autos</string>
\t\t</dict>
\t\t<key>events</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>one</key>
\t\t\t<string>einem Eintrag</string>
\t\t\t<key>other</key>
\t\t\t<string>%d Einträgen</string>
\t\t</dict>
\t</dict>
</dict>
</plist>
`;

/** The repository's file with one piece replaced, as the service would send it. */
function bundleWith(from: string, to: string, base = repository): string {
  if (!base.includes(from)) throw new Error(`no ${from} in the file`);
  return base.replace(from, to);
}

describe('Apple .stringsdict read', () => {
  it('holds each entry’s format string under its name and each variable’s forms under [name, variable]', () => {
    expect(stringsdictModel.read(repository)).toEqual(
      new Map([
        [keyOf(['inbox.count']), '%#@messages@'],
        [keyOf(['inbox.count', 'messages', 'one']), '%lu Nachricht'],
        [keyOf(['inbox.count', 'messages', 'other']), '%lu Nachrichten & Entwürfe'],
        [keyOf(['import.summary']), '%#@cars@ mit %#@events@ importiert'],
        [keyOf(['import.summary', 'cars', 'one']), 'ein Auto'],
        [keyOf(['import.summary', 'cars', 'other']), '%d Autos'],
        [keyOf(['import.summary', 'events', 'one']), 'einem Eintrag'],
        [keyOf(['import.summary', 'events', 'other']), '%d Einträgen'],
      ]),
    );
  });

  it('reads a `<` as the character it is, CDATA and references decoded, CRLF as a line break', () => {
    const text = crlf(
      bundleWith('%lu Nachricht<', '&lt;b>%lu&lt;/b> <![CDATA[<i>]]>&#x41;\nzwei<'),
    );
    expect(stringsdictModel.read(text)?.get(keyOf(['inbox.count', 'messages', 'one']))).toBe(
      '<b>%lu</b> <i>A\nzwei',
    );
  });

  it('takes no value type, spec type or other rule for a text, and refuses what is no table', () => {
    const keys = [...(stringsdictModel.read(repository)?.keys() ?? [])].join();
    expect(keys).not.toMatch(/NSStringFormat|lu"|PluralRuleType/);
    for (const broken of [
      '<plist version="1.0"><array/></plist>',
      bundleWith('<key>cars</key>', '<key>events</key>'),
      bundleWith('\t\t\t<key>one</key>\n\t\t\t<string>ein Auto</string>', '\t\t\t<key>one</key>'),
      bundleWith('%lu Nachricht<', '<b>%lu</b> Nachricht<'),
      bundleWith('</plist>', ''),
    ]) {
      expect(stringsdictModel.read(broken), broken.slice(0, 80)).toBeUndefined();
    }
  });

  it('is the model of .stringsdict files', async () => {
    expect(formatOf(PATH)).toBe('stringsdict');
    expect((await readTranslations('stringsdict', repository))?.size).toBe(8);
  });
});

describe('Apple .stringsdict edited in place', () => {
  it('changes only a changed form’s line, with plutil’s escapes', async () => {
    const decision = await decide(
      PATH,
      repository,
      bundleWith('<string>ein Auto<', '<string>1 Auto &lt;neu> &amp; "gut"<'),
    );
    expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
    expect(lineDiff(repository, written(decision))).toEqual({
      removed: ['\t\t\t<string>ein Auto</string>\n'],
      added: ['\t\t\t<string>1 Auto &lt;neu> &amp; "gut"</string>\n'],
    });
  });

  it('keeps the value type, header and comment when the service writes them otherwise', async () => {
    const bundle = bundleWith('<string>lu</string>', '<string>ld</string>')
      .replace('<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" ', '<!DOCTYPE plist ')
      .replace("\t<!-- The inbox's title -->\n", '')
      .replaceAll('\t', '  ')
      .replace('%d Einträgen', '%d Datensätzen');
    expect(lineDiff(repository, written(await decide(PATH, repository, bundle)))).toEqual({
      removed: ['\t\t\t<string>%d Einträgen</string>\n'],
      added: ['\t\t\t<string>%d Datensätzen</string>\n'],
    });
  });

  it('changes a format string alone, and keeps CRLF', async () => {
    const text = written(
      await decide(
        PATH,
        crlf(repository),
        bundleWith('%#@cars@ mit %#@events@ importiert', '%#@events@: %#@cars@'),
      ),
    );
    expect(text).toBe(
      crlf(bundleWith('%#@cars@ mit %#@events@ importiert', '%#@events@: %#@cars@')),
    );
  });

  it('inserts a new plural form in category order inside its variable, as indented', async () => {
    const few = '\t\t\t<key>few</key>\n\t\t\t<string>%d Autos (wenige)</string>\n';
    const bundle = bundleWith(
      '\t\t\t<string>ein Auto</string>\n',
      `\t\t\t<string>ein Auto</string>\n${few}`,
    );
    expect(lineDiff(repository, written(await decide(PATH, repository, bundle)))).toEqual({
      removed: [],
      added: few.split(/(?<=\n)/),
    });
  });

  it('removes a form and an entry the service no longer has, with their lines', async () => {
    const withoutForm = bundleWith(
      '\t\t\t<key>one</key>\n\t\t\t<string>einem Eintrag</string>\n',
      '',
    );
    const start = withoutForm.indexOf("\t<!-- The inbox's title -->");
    const end = withoutForm.indexOf('\t<key>import.summary</key>');
    const bundle =
      withoutForm.slice(0, start + "\t<!-- The inbox's title -->\n".length) +
      withoutForm.slice(end);
    expect(written(await decide(PATH, repository, bundle))).toBe(bundle);
  });

  it('adds a new entry after the one before it in the service’s file, with its value type', async () => {
    const entry = [
      '\t<key>trash.count</key>',
      '\t<dict>',
      '\t\t<key>NSStringLocalizedFormatKey</key>',
      '\t\t<string>%#@items@ im Papierkorb</string>',
      '\t\t<key>items</key>',
      '\t\t<dict>',
      '\t\t\t<key>NSStringFormatSpecTypeKey</key>',
      '\t\t\t<string>NSStringPluralRuleType</string>',
      '\t\t\t<key>NSStringFormatValueTypeKey</key>',
      '\t\t\t<string>ld</string>',
      '\t\t\t<key>one</key>',
      '\t\t\t<string>ein Element</string>',
      '\t\t\t<key>other</key>',
      '\t\t\t<string>%ld Elemente</string>',
      '\t\t</dict>',
      '\t</dict>',
      '',
    ].join('\n');
    const bundle = bundleWith('\t<key>import.summary</key>', `${entry}\t<key>import.summary</key>`);
    const decision = await decide(PATH, repository, bundle);
    expect(decision).toMatchObject({ kind: 'write', style: 'kept' });
    expect(written(decision)).toBe(bundle);
  });

  it('writes a new language’s file without its empty texts, and none of nothing but empty ones', async () => {
    const bundle = bundleWith('<string>ein Auto</string>', '<string></string>').replace(
      '%#@messages@',
      '',
    );
    const text = written(await decide('App/fr.lproj/Localizable.stringsdict', undefined, bundle));
    const read = stringsdictModel.read(text);
    expect(read?.has(keyOf(['import.summary', 'cars', 'one']))).toBe(false);
    expect(read?.has(keyOf(['inbox.count']))).toBe(false);
    expect(read?.size).toBe(6);
    expect(text).toContain('<string>NSStringPluralRuleType</string>');
    const empty = bundle.replace(
      /<string>[^<]*(?:Auto|Nachricht|Eintr|%#@)[^<]*<\/string>/g,
      '<string/>',
    );
    expect(await decide('App/fr.lproj/Localizable.stringsdict', undefined, empty)).toEqual({
      kind: 'unchanged',
    });
  });

  it('leaves a text it cannot write in XML to the fallback', () => {
    const target = new Map(stringsdictModel.read(repository));
    target.set(keyOf(['inbox.count', 'messages', 'one']), 'bell \u0007');
    expect(stringsdictModel.edit(repository, target, repository)).toBeUndefined();
  });
});
