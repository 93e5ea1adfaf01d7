import { readFileSync } from 'node:fs';
import { po as gettext } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { keyOf, readTranslationFile, readTranslations } from '../../src/translations/index.ts';
import { pluralCountProblem, pluralRuleOf } from '../../src/translations/po-plurals.ts';
import { po as service } from '../emulator/formats/po.ts';
import type { Entry, PluralForms } from '../emulator/formats/types.ts';
import { decide, lineDiff, written } from './helpers.ts';

/** django-allauth's Latvian catalogue: `nplurals=3`, forms one, other, zero in gettext's order. */
const LATVIAN = readFileSync(
  new URL('../fixtures/real/po/pennersr-django-allauth-lv-django.po', import.meta.url),
  'utf8',
);
const PATH = 'allauth/locale/lv/LC_MESSAGES/django.po';
const KEY = 'You have added %(count)s security key.';
const FORMS = [
  'msgstr[0] "Esat pievienojis %(count)s drošības atslēgu."\n',
  'msgstr[1] "Esat pievienojis %(count)s drošības atslēgas."\n',
  'msgstr[2] "Esat pievienojis %(count)s drošības atslēgu."\n',
];

/**
 * The service's export of the catalogue after a push of `file` (the emulator's codec: a pushed
 * `msgstr[n]` is filed under Latvian's n-th CLDR category, zero/one/other), with `change` made
 * on the service.
 */
function exported(file: string, change: (entries: Entry[]) => void = () => undefined): string {
  const entries = service.parse(Buffer.from(file), 'lv');
  change(entries);
  return service.serialize(entries, { lang: 'lv' }).toString('utf8');
}

function setValue(entries: Entry[], key: string, value: string | PluralForms): void {
  const entry = entries.find((e) => e.key === key);
  if (entry === undefined) throw new Error(`no ${key}`);
  entry.value = value;
}

/** The file as msginit leaves it before anyone translates the plural: every form empty. */
const UNTRANSLATED = FORMS.reduce(
  (text, line) => text.replace(line, line.replace(/ ".*"/, ' ""')),
  LATVIAN,
);

/** The text reads back, by the product's reader and by gettext-parser counting forms. */
async function readsBack(text: string): Promise<void> {
  expect(await readTranslations('po', text)).toBeDefined();
  expect(() => gettext.parse(text, { validation: true })).not.toThrow();
}

describe('.po plural forms by the file’s Plural-Forms', () => {
  it('reads the gettext expression of the header', () => {
    const rule = pluralRuleOf('nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);');
    expect(rule?.count).toBe(3);
    expect([0, 1, 2, 10, 11, 21, 111].map((n) => rule?.formOf(n))).toEqual([2, 0, 1, 1, 1, 0, 1]);
    expect(pluralRuleOf('nplurals=2; plural=n ++ 1;')).toBeUndefined();
    expect(pluralRuleOf('nplurals=2; plural=(n != 1) x;')).toBeUndefined();
  });

  it('writes a plural translated on the service by category in the file’s order', async () => {
    const bundle = exported(LATVIAN, (entries) =>
      setValue(entries, KEY, {
        zero: 'Jūs neesat pievienojis nevienu drošības atslēgu.',
        one: 'Esat pievienojis %(count)s drošības atslēgu.',
        other: 'Esat pievienojis %(count)s drošības atslēgas.',
      }),
    );
    const text = written(await decide(PATH, LATVIAN, bundle));
    expect(lineDiff(LATVIAN, text)).toEqual({
      removed: [FORMS[2]],
      added: ['msgstr[2] "Jūs neesat pievienojis nevienu drošības atslēgu."\n'],
    });
    await readsBack(text);
  });

  it('leaves the file alone when the service sends back what a push sent', async () => {
    expect(await decide(PATH, LATVIAN, exported(LATVIAN))).toEqual({ kind: 'unchanged' });
  });

  it('keeps an untranslated plural a plural with its msgid_plural and references', async () => {
    // A first pull: the service has no Latvian text for the plural and exports a singular "".
    const bundle = exported(UNTRANSLATED, (entries) => {
      setValue(entries, KEY, '');
      setValue(entries, 'Manage', 'Pārvaldīt atslēgas');
    });
    expect(bundle).toContain(`msgid "${KEY}"\nmsgstr ""\n`);
    const text = written(await decide(PATH, UNTRANSLATED, bundle));
    expect(lineDiff(UNTRANSLATED, text)).toEqual({
      removed: ['msgstr "Pārvaldīt"\n'],
      added: ['msgstr "Pārvaldīt atslēgas"\n'],
    });
    await readsBack(text);
  });

  it('does not write a plural the service has translated in some forms only', async () => {
    const bundle = exported(UNTRANSLATED, (entries) =>
      setValue(entries, KEY, { zero: '', one: 'Esat pievienojis %(count)s atslēgu.', other: '' }),
    );
    expect(await decide(PATH, UNTRANSLATED, bundle)).toEqual({
      kind: 'unchanged',
      warnings: [
        `${PATH}: the plural "${KEY}" has only some of its forms translated on the service; it is ` +
          'left as the file has it until every form is (gettext would show an empty text)',
      ],
    });
  });
});

describe('.po plural forms past nplurals', () => {
  const FRENCH = `msgid ""
msgstr ""
"Language: fr\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\\n"

#: src/files.c:12
msgid "%d file"
msgid_plural "%d files"
msgstr[0] ""
msgstr[1] ""
`;

  it('writes one/other of a one/many/other export as the two forms the header has', async () => {
    const bundle = service
      .serialize(
        [{ key: '%d file', value: { one: '%d fichier', many: '', other: '%d fichiers' } }],
        { lang: 'fr' },
      )
      .toString('utf8');
    expect(bundle).toContain('msgstr[2] "%d fichiers"');
    const text = written(await decide('fr.po', FRENCH, bundle));
    expect(text).toBe(
      FRENCH.replace(
        'msgstr[0] ""\nmsgstr[1] ""',
        'msgstr[0] "%d fichier"\nmsgstr[1] "%d fichiers"',
      ),
    );
    expect((await readTranslations('po', text))?.get(keyOf(['%d file', 1]))).toBe('%d fichiers');
    await readsBack(text);
  });
});

describe('a Plural-Forms header stating more forms than any language has (issue 37)', () => {
  const ARABIC =
    'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : ' +
    'n%100>=11 ? 4 : 5);';
  const refused = (count: string) =>
    `the header's Plural-Forms states nplurals=${count}, more forms than any language has ` +
    "(CLDR's 6 at most); the header is not used";

  it('takes six forms, the most CLDR gives a language', () => {
    const rule = pluralRuleOf(ARABIC);
    expect(rule?.count).toBe(6);
    expect([0, 1, 2, 3, 11, 100].map((n) => rule?.formOf(n))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pluralCountProblem(ARABIC)).toBeUndefined();
  });

  it.each(['7', '300000000'])('refuses nplurals=%s, and says so in one line', (count) => {
    const header = ARABIC.replace('nplurals=6', `nplurals=${count}`);
    expect(pluralRuleOf(header)).toBeUndefined();
    expect(pluralCountProblem(header)).toBe(refused(count));
  });

  it('shows a count of many digits by its first ones', () => {
    expect(pluralCountProblem(`nplurals=${'9'.repeat(100_000)}; plural=n;`)).toBe(
      refused('999999999999…'),
    );
  });

  /** An Arabic catalogue whose header states `count` forms. */
  const catalogue = (count: string, text: string) => `msgid ""
msgstr ""
"Language: ar\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: ${ARABIC.replace('nplurals=6', `nplurals=${count}`)}\\n"

msgid "%d file"
msgid_plural "%d files"
msgstr[0] "لا ملفات"
msgstr[1] "ملف واحد"
msgstr[2] "ملفان"
msgstr[3] "%d ملفات"
msgstr[4] "%d ملفًا"
msgstr[5] "%d ملف"

msgid "Save"
msgstr "${text}"
`;

  it('pulls a file stating nplurals=300000000 without sizing anything by it, naming its header', async () => {
    const path = 'locale/ar/LC_MESSAGES/app.po';
    const repository = catalogue('300000000', 'حفظ');
    const bundle = catalogue('6', 'احفظ');
    const decision = await decide(path, repository, bundle);
    expect(lineDiff(repository, written(decision))).toEqual({
      removed: ['msgstr "حفظ"\n'],
      added: ['msgstr "احفظ"\n'],
    });
    expect(decision).toMatchObject({ warnings: [`${path}: ${refused('300000000')}`] });
  });

  it('names the header when a push reads the file, and reads its plural as written', async () => {
    const path = 'locale/ar/LC_MESSAGES/app.po';
    const reading = await readTranslationFile(path, Buffer.from(catalogue('7', 'حفظ')));
    expect(reading).toMatchObject({ warnings: [`${path}: ${refused('7')}`] });
    expect('entries' in reading && reading.entries.get(keyOf(['%d file', 5]))).toBe('%d ملف');
    const accepted = await readTranslationFile(path, Buffer.from(catalogue('6', 'حفظ')));
    expect(accepted).not.toHaveProperty('warnings');
  });
});
