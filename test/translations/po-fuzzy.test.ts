import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withFuzzyFlag } from '../../src/translations/po-flags.ts';
import type { ServiceTextStates } from '../../src/translations/index.ts';
import { po as service } from '../emulator/formats/po.ts';
import type { Entry, PluralForms } from '../emulator/formats/types.ts';
import { decide, written } from './helpers.ts';

/** django-allauth's German catalogue (test/fixtures/SOURCE.md, gettext/). */
const GERMAN = readFileSync(new URL('../fixtures/gettext/de.po', import.meta.url), 'utf8');
const PATH = 'allauth/locale/de/LC_MESSAGES/django.po';

const INACTIVE = 'This account is currently inactive.';
const PRIMARY = 'You cannot remove your primary email address.';
const EMAILS = 'You cannot add more than %d email addresses.';
const TOKEN = 'The password reset token was invalid.';
const KEYS = 'You have added %(count)s security key.';
const PHONE = 'Change Phone';

/** The lines of an entry as the catalogue has them, from its `#:` line to its msgstr. */
const LINES = {
  inactive: `msgid "${INACTIVE}"\nmsgstr "Dieses Konto ist derzeit inaktiv."\n`,
  primary: `msgid "${PRIMARY}"\nmsgstr "Du kannst deine primäre E-Mail-Adresse nicht löschen."\n`,
  emails: `#, python-format\nmsgid "${EMAILS}"\nmsgstr "Du kannst nicht mehr als %d E-Mail-Adressen hinzufügen."\n`,
  token: `msgid "${TOKEN}"\nmsgstr "Das Sicherheits-Token zum Zurücksetzen des Passwortes war ungültig."\n`,
};

/** `text` with `lines` replaced once, failing when the catalogue does not have them. */
function replaced(text: string, lines: string, by: string): string {
  expect(text).toContain(lines);
  return text.replace(lines, by);
}

/** The catalogue as msgmerge leaves its guesses: these entries marked `#, fuzzy`. */
function guessed(text: string, ...entries: (keyof typeof LINES)[]): string {
  return entries.reduce((file, entry) => {
    const lines = LINES[entry];
    const flagged = lines.startsWith('#, ')
      ? lines.replace('#, ', '#, fuzzy, ')
      : `#, fuzzy\n${lines}`;
    return replaced(file, lines, flagged);
  }, text);
}

/** The service's export of the catalogue with `changes` made there (the emulator's codec). */
function exported(
  changes: Readonly<Record<string, string | PluralForms>>,
  options: { fuzzy?: readonly string[]; markFuzzy?: boolean } = {},
): string {
  const entries: Entry[] = service.parse(Buffer.from(GERMAN), 'de');
  for (const entry of entries) {
    const change = changes[entry.key];
    if (change !== undefined) entry.value = change;
    if (options.fuzzy?.includes(entry.key)) entry.fuzzy = true;
  }
  const markFuzzy = options.markFuzzy === true;
  return service.serialize(entries, { lang: 'de', markFuzzy }).toString('utf8');
}

/** string/list's word on the German texts: these keys (name, or context and name) are fuzzy. */
function states(...fuzzy: (string | readonly [string, string])[]): ServiceTextStates {
  const named = new Set(fuzzy.map((key) => (typeof key === 'string' ? key : key.join('\u0004'))));
  return {
    fuzzy: (name, context) => named.has(context === undefined ? name : `${context}\u0004${name}`),
    anyFuzzy: named.size > 0,
  };
}

const NEW_INACTIVE = 'Dieses Konto ist inaktiv.';
const NEW_PRIMARY = 'Deine primäre E-Mail-Adresse kann nicht gelöscht werden.';
const NEW_EMAILS = 'Du kannst höchstens %d E-Mail-Adressen hinzufügen.';

describe('the fuzzy flag of a pulled .po entry', () => {
  it('leaves an entry whose new text the service does not mark fuzzy, other flags and entries kept', async () => {
    const repository = guessed(GERMAN, 'inactive', 'emails', 'token');
    const bundle = exported({ [INACTIVE]: NEW_INACTIVE, [EMAILS]: NEW_EMAILS });
    const decision = await decide(PATH, repository, bundle, { states: async () => states() });
    // The guess at TOKEN keeps its flag: its text did not change, and the service's "not fuzzy"
    // is no review of it (translations go up by string/set, which carries no flag).
    const expected = guessed(
      replaced(
        replaced(GERMAN, LINES.inactive, LINES.inactive.replace(/"Dieses.*"/, `"${NEW_INACTIVE}"`)),
        LINES.emails,
        LINES.emails.replace(/msgstr ".*"/, `msgstr "${NEW_EMAILS}"`),
      ),
      'token',
    );
    expect(written(decision)).toBe(expected);
  });

  it('marks an entry whose new text the service marks fuzzy, first among its flags', async () => {
    const bundle = exported(
      { [PRIMARY]: NEW_PRIMARY, [EMAILS]: NEW_EMAILS },
      { fuzzy: [PRIMARY, EMAILS, INACTIVE] },
    );
    const decision = await decide(PATH, GERMAN, bundle, {
      states: async () => states(PRIMARY, EMAILS, INACTIVE),
    });
    const text = written(decision);
    expect(text).toContain(
      `#: account/adapter.py:62\n#, fuzzy\nmsgid "${PRIMARY}"\nmsgstr "${NEW_PRIMARY}"\n`,
    );
    expect(text).toContain(
      `#: account/adapter.py:80\n#, fuzzy, python-format\nmsgid "${EMAILS}"\nmsgstr "${NEW_EMAILS}"\n`,
    );
    // INACTIVE's text is the same on both sides: the entry is left as it is.
    expect(text).toContain(`#: account/adapter.py:60\n${LINES.inactive}`);
    expect(text.split('\n').length).toBe(GERMAN.split('\n').length + 1);
  });

  it('finds a plural and an entry with a msgctxt by the service’s key and context', async () => {
    const forms = { one: 'Du hast %(count)s Schlüssel.', other: 'Du hast %(count)s Schlüssel.' };
    const bundle = exported({ [KEYS]: forms, [PHONE]: 'Rufnummer ändern' });
    const decision = await decide(PATH, GERMAN, bundle, {
      states: async () => states(KEYS, ['action', PHONE]),
    });
    const text = written(decision);
    expect(text).toContain(`#, fuzzy, python-format\nmsgid "${KEYS}"\n`);
    expect(text).toContain(`msgstr[0] "${forms.one}"\nmsgstr[1] "${forms.other}"\n`);
    expect(text).toContain(
      '#: templates/account/phone_change.html:38\n#, fuzzy\nmsgctxt "action"\nmsgid "Change Phone"\nmsgstr "Rufnummer ändern"\n',
    );
  });

  it('follows a bundle that marks fuzzy entries, entry by entry, without string/list', async () => {
    const repository = guessed(GERMAN, 'inactive');
    const bundle = exported(
      { [INACTIVE]: NEW_INACTIVE, [PRIMARY]: NEW_PRIMARY },
      { fuzzy: [PRIMARY], markFuzzy: true },
    );
    expect(bundle).toContain(`#, fuzzy\nmsgid "${PRIMARY}"`);
    const text = written(await decide(PATH, repository, bundle));
    expect(text).toContain(
      `#: account/adapter.py:60\nmsgid "${INACTIVE}"\nmsgstr "${NEW_INACTIVE}"\n`,
    );
    expect(text).toContain(`#: account/adapter.py:62\n#, fuzzy\nmsgid "${PRIMARY}"\n`);
  });

  it('leaves the flag as it is when neither the bundle nor string/list says', async () => {
    const repository = guessed(GERMAN, 'inactive');
    const bundle = exported({ [INACTIVE]: NEW_INACTIVE, [PRIMARY]: NEW_PRIMARY });
    const text = written(await decide(PATH, repository, bundle));
    expect(text).toContain(`#, fuzzy\nmsgid "${INACTIVE}"\nmsgstr "${NEW_INACTIVE}"\n`);
    expect(text).toContain(`#: account/adapter.py:62\nmsgid "${PRIMARY}"\n`);
  });

  it('changes nothing when only the service’s fuzzy state differs', async () => {
    const repository = guessed(GERMAN, 'inactive');
    const decision = await decide(PATH, repository, exported({}), {
      states: async () => states(PRIMARY),
    });
    expect(decision).toEqual({ kind: 'unchanged' });
  });

  it('marks the fuzzy entries of a new catalogue, and writes one without any as exported', async () => {
    const bundle = exported({});
    const marked = await decide(PATH, undefined, bundle, { states: async () => states(EMAILS) });
    expect(written(marked)).toBe(
      bundle.replace(`msgid "${EMAILS}"`, `#, fuzzy\nmsgid "${EMAILS}"`),
    );
    const plain = await decide(PATH, undefined, bundle, { states: async () => states() });
    expect(written(plain)).toBe(bundle);
  });
});

describe('a .po entry’s flag lines', () => {
  it.each([
    ['#, python-format', true, '#, fuzzy, python-format'],
    ['#,python-format', true, '#,fuzzy,python-format'],
    ['#, fuzzy, python-format', false, '#, python-format'],
    ['#, c-format, fuzzy, no-wrap', false, '#, c-format, no-wrap'],
    ['#, fuzzy', false, undefined],
    ['#, fuzzy, c-format', true, '#, fuzzy, c-format'],
  ])('%s with fuzzy %s', (line, fuzzy, expected) => {
    const lines = ['#: src/a.c:1', line, 'msgid "a"', 'msgstr "A"'];
    const kept = expected === undefined ? [] : [expected];
    expect(withFuzzyFlag(lines, fuzzy, ['A'])).toEqual([
      '#: src/a.c:1',
      ...kept,
      'msgid "a"',
      'msgstr "A"',
    ]);
  });

  it('puts a new flag line before #| and msgctxt, and none on an untranslated entry', () => {
    const lines = ['# note', '#| msgid "b"', 'msgctxt "x"', 'msgid "a"', 'msgstr "A"'];
    expect(withFuzzyFlag(lines, true, ['A'])).toEqual([
      '# note',
      '#, fuzzy',
      '#| msgid "b"',
      'msgctxt "x"',
      'msgid "a"',
      'msgstr "A"',
    ]);
    expect(withFuzzyFlag(['msgid "a"', 'msgstr ""'], true, [''])).toEqual([
      'msgid "a"',
      'msgstr ""',
    ]);
  });
});
